// Catalogue entry for /api/nft. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../types';

const page: ApiPage = {
  "doc": "nft",
  "group": "nft",
  "title": "NFT (older API)",
  "description": "The older query-string NFT and collection calls, each with the current endpoint that replaces it.",
  "sidebarPosition": 99,
  "inApiSidebar": false,
  "calls": [
    {
      id: "nft#get-nft-collection-info",
      title: "Get NFT collection info",
      summary: "Returns an NFT collection through the older query-string API.",
      method: "GET",
      path: "/collection/info",
      access: "legacy-authkey",
      hosts: {
        "mainnet": "https://api.spacescan.io"
      },
      params: [
        {
          "name": "authkey",
          "in": "query",
          "type": "string",
          "required": false,
          "description": "Your key for the older API; every example sends it, and the older pages do not say whether it is required."
        },
        {
          "name": "col_id",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "Collection id: bech32 ('col' prefix) of metadata collection + minter DID."
        },
        {
          "name": "network",
          "in": "query",
          "type": "string",
          "required": false,
          "enum": [
            "mainnet",
            "testnet10"
          ],
          "description": "Network to read."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Version of the API to use."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`SUCCESS` when the call works; the older pages show no other field."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "SUCCESS"
}`,
      },
      example: {
        "mainnet": {
          "col_id": "col1z0ef7w5n4vq9qkue67y8jnwumd9799sm50t8fyle73c70ly4z0ws0p2rhl"
        }
      },
      errors: [],
      notes: [
        "The older pages do not name the HTTP method; the query-string URL is a GET request."
      ],
      legacy: {
        "replacedBy": "collections/info",
        "reason": "Older query-string API: authkey param, network mainnet|testnet10, Version param; placeholder responses."
      },
    },
    {
      id: "nft#get-list-of-nft-details-in-collection",
      title: "Get list of NFT details in collection",
      summary: "Lists the NFTs of a collection through the older query-string API.",
      method: "GET",
      path: "/collection/nfts",
      access: "legacy-authkey",
      hosts: {
        "mainnet": "https://api.spacescan.io"
      },
      params: [
        {
          "name": "authkey",
          "in": "query",
          "type": "string",
          "required": false,
          "description": "Your key for the older API; every example sends it, and the older pages do not say whether it is required."
        },
        {
          "name": "col_id",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "Collection id: bech32 ('col' prefix) of metadata collection + minter DID."
        },
        {
          "name": "network",
          "in": "query",
          "type": "string",
          "required": false,
          "enum": [
            "mainnet",
            "testnet10"
          ],
          "description": "Network to read."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Version of the API to use."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`SUCCESS` when the call works; the older pages show no other field."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "SUCCESS"
}`,
      },
      example: {
        "mainnet": {
          "col_id": "col1z0ef7w5n4vq9qkue67y8jnwumd9799sm50t8fyle73c70ly4z0ws0p2rhl"
        }
      },
      errors: [],
      notes: [
        "The older pages do not name the HTTP method; the query-string URL is a GET request."
      ],
      legacy: {
        "replacedBy": "collections/nfts",
        "reason": "Older query-string API: authkey param, network mainnet|testnet10, Version param; placeholder responses."
      },
    },
    {
      id: "nft#get-holders-of-nft-collection",
      title: "Get holders of NFT collection",
      summary: "Lists the addresses and DIDs that hold NFTs of a collection (older query-string API).",
      method: "GET",
      path: "/collection/holders",
      access: "legacy-authkey",
      hosts: {
        "mainnet": "https://api.spacescan.io"
      },
      params: [
        {
          "name": "authkey",
          "in": "query",
          "type": "string",
          "required": false,
          "description": "Your key for the older API; every example sends it, and the older pages do not say whether it is required."
        },
        {
          "name": "col_id",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "Collection id: bech32 ('col' prefix) of metadata collection + minter DID."
        },
        {
          "name": "network",
          "in": "query",
          "type": "string",
          "required": false,
          "enum": [
            "mainnet",
            "testnet10"
          ],
          "description": "Network to read."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Version of the API to use."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`SUCCESS` when the call works; the older pages show no other field."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "SUCCESS"
}`,
      },
      example: {
        "mainnet": {
          "col_id": "col1z0ef7w5n4vq9qkue67y8jnwumd9799sm50t8fyle73c70ly4z0ws0p2rhl"
        }
      },
      errors: [],
      notes: [
        "Returns current holder addresses and DIDs.",
        "The older pages do not name the HTTP method; the query-string URL is a GET request."
      ],
      legacy: {
        "replacedBy": null,
        "reason": "Older query-string API: authkey param, network mainnet|testnet10, Version param; placeholder responses."
      },
    },
    {
      id: "nft#get-nft-info",
      title: "Get NFT info",
      summary: "Returns one NFT through the older query-string API.",
      method: "GET",
      path: "/nft/info",
      access: "legacy-authkey",
      hosts: {
        "mainnet": "https://api.spacescan.io"
      },
      params: [
        {
          "name": "authkey",
          "in": "query",
          "type": "string",
          "required": false,
          "description": "Your key for the older API; every example sends it, and the older pages do not say whether it is required."
        },
        {
          "name": "nft_id",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "NFT id: the launcher coin id encoded with the nft prefix."
        },
        {
          "name": "network",
          "in": "query",
          "type": "string",
          "required": false,
          "enum": [
            "mainnet",
            "testnet10"
          ],
          "description": "Network to read."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Version of the API to use."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`SUCCESS` when the call works; the older pages show no other field."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "SUCCESS"
}`,
      },
      example: {
        "mainnet": {
          "nft_id": "nft1qgw6j93ynlu5d5ufhrwsq9e8ptlz9u624t0wgyzefn9wk9f90f9sv4kdss"
        }
      },
      errors: [],
      notes: [
        "The older pages do not name the HTTP method; the query-string URL is a GET request."
      ],
      legacy: {
        "replacedBy": "nft/info",
        "reason": "Older query-string API: authkey param, network mainnet|testnet10, Version param; placeholder responses."
      },
    },
    {
      id: "nft#get-nft-transactions",
      title: "Get NFT transactions",
      summary: "Lists the transfers of one NFT through the older query-string API.",
      method: "GET",
      path: "/nft/transactions",
      access: "legacy-authkey",
      hosts: {
        "mainnet": "https://api.spacescan.io"
      },
      params: [
        {
          "name": "authkey",
          "in": "query",
          "type": "string",
          "required": false,
          "description": "Your key for the older API; every example sends it, and the older pages do not say whether it is required."
        },
        {
          "name": "nft_id",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "NFT id: bech32 ('nft' prefix) of launcher coin id."
        },
        {
          "name": "network",
          "in": "query",
          "type": "string",
          "required": false,
          "enum": [
            "mainnet",
            "testnet10"
          ],
          "description": "Network to read."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Version of the API to use."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`SUCCESS` when the call works; the older pages show no other field."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "SUCCESS"
}`,
      },
      example: {
        "mainnet": {
          "nft_id": "nft1qgw6j93ynlu5d5ufhrwsq9e8ptlz9u624t0wgyzefn9wk9f90f9sv4kdss"
        }
      },
      errors: [],
      notes: [
        "The older pages do not name the HTTP method; the query-string URL is a GET request."
      ],
      legacy: {
        "replacedBy": "nft/events",
        "reason": "Older query-string API: authkey param, network mainnet|testnet10, Version param; placeholder responses."
      },
    },
    {
      id: "nft#get-nft-events",
      title: "Get NFT events",
      summary: "Lists the events of one NFT through the older query-string API.",
      method: "GET",
      path: "/nft/events",
      access: "legacy-authkey",
      hosts: {
        "mainnet": "https://api.spacescan.io"
      },
      params: [
        {
          "name": "authkey",
          "in": "query",
          "type": "string",
          "required": false,
          "description": "Your key for the older API; every example sends it, and the older pages do not say whether it is required."
        },
        {
          "name": "nft_id",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "NFT id: bech32 ('nft' prefix) of launcher coin id."
        },
        {
          "name": "network",
          "in": "query",
          "type": "string",
          "required": false,
          "enum": [
            "mainnet",
            "testnet10"
          ],
          "description": "Network to read."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Version of the API to use."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`SUCCESS` when the call works; the older pages show no other field."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "SUCCESS"
}`,
      },
      example: {
        "mainnet": {
          "nft_id": "nft1qgw6j93ynlu5d5ufhrwsq9e8ptlz9u624t0wgyzefn9wk9f90f9sv4kdss"
        }
      },
      errors: [],
      notes: [
        "The older pages do not name the HTTP method; the query-string URL is a GET request.",
        "The older page printed the `/nft/transactions` URL for this call too; the path here follows the call's name."
      ],
      legacy: {
        "replacedBy": "nft/events",
        "reason": "Older query-string API: authkey param, network mainnet|testnet10, Version param; placeholder responses."
      },
    },
    {
      id: "nft#get-nft-stats",
      title: "Get NFT stats",
      summary: "Returns the number of NFTs minted on the chain (older query-string API).",
      method: "GET",
      path: "/stats/nfts",
      access: "legacy-authkey",
      hosts: {
        "mainnet": "https://api.spacescan.io"
      },
      params: [
        {
          "name": "authkey",
          "in": "query",
          "type": "string",
          "required": false,
          "description": "Your key for the older API; every example sends it, and the older pages do not say whether it is required."
        },
        {
          "name": "network",
          "in": "query",
          "type": "string",
          "required": false,
          "enum": [
            "mainnet",
            "testnet10"
          ],
          "description": "Network to read."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Version of the API to use."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`SUCCESS` when the call works; the older pages show no other field."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "SUCCESS"
}`,
      },
      example: {
        "mainnet": {}
      },
      errors: [],
      notes: [
        "Total NFTs minted on chain.",
        "The older pages do not name the HTTP method; the query-string URL is a GET request."
      ],
      legacy: {
        "replacedBy": "nft/stats",
        "reason": "Older query-string API: authkey param, network mainnet|testnet10, Version param; placeholder responses."
      },
    },
  ],
};

export default page;

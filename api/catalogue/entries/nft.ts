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
          "description": "Your key for the older API. Every example sends it, but the older pages never say whether a request without it is refused."
        },
        {
          "name": "col_id",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "The collection id, starting with `col1`. Spacescan derives it from the collection named in the NFT metadata and the DID that minted the NFTs."
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
          "description": "The chain to read: `mainnet` or `testnet10`."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Selects the version of the older API that answers the request."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "Reads `SUCCESS` when the call works. The older pages show only this placeholder, so the rest of the answer is undocumented."
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
        "The older pages never name the HTTP method. Send this query-string URL as a `GET` request."
      ],
      legacy: {
        "replacedBy": "collections/info",
        "reason": "It belongs to the older query-string API: the key travels in `authkey`, `network` takes `mainnet` or `testnet10`, a `Version` parameter picks the version, and the pages show only placeholder answers."
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
          "description": "Your key for the older API. Every example sends it, but the older pages never say whether a request without it is refused."
        },
        {
          "name": "col_id",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "The collection id, starting with `col1`. Spacescan derives it from the collection named in the NFT metadata and the DID that minted the NFTs."
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
          "description": "The chain to read: `mainnet` or `testnet10`."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Selects the version of the older API that answers the request."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "Reads `SUCCESS` when the call works. The older pages show only this placeholder, so the rest of the answer is undocumented."
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
        "The older pages never name the HTTP method. Send this query-string URL as a `GET` request."
      ],
      legacy: {
        "replacedBy": "collections/nfts",
        "reason": "It belongs to the older query-string API: the key travels in `authkey`, `network` takes `mainnet` or `testnet10`, a `Version` parameter picks the version, and the pages show only placeholder answers."
      },
    },
    {
      id: "nft#get-holders-of-nft-collection",
      title: "Get holders of NFT collection",
      summary: "Lists the addresses and DIDs that hold NFTs of a collection, through the older query-string API.",
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
          "description": "Your key for the older API. Every example sends it, but the older pages never say whether a request without it is refused."
        },
        {
          "name": "col_id",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "The collection id, starting with `col1`. Spacescan derives it from the collection named in the NFT metadata and the DID that minted the NFTs."
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
          "description": "The chain to read: `mainnet` or `testnet10`."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Selects the version of the older API that answers the request."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "Reads `SUCCESS` when the call works. The older pages show only this placeholder, so the rest of the answer is undocumented."
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
        "The list shows who holds the NFTs now, not earlier owners. A holder appears as an address or as a DID.",
        "The older pages never name the HTTP method. Send this query-string URL as a `GET` request."
      ],
      legacy: {
        "replacedBy": null,
        "reason": "It belongs to the older query-string API: the key travels in `authkey`, `network` takes `mainnet` or `testnet10`, a `Version` parameter picks the version, and the pages show only placeholder answers."
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
          "description": "Your key for the older API. Every example sends it, but the older pages never say whether a request without it is refused."
        },
        {
          "name": "nft_id",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "The NFT id, starting with `nft1`. It encodes the launcher coin id of the NFT."
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
          "description": "The chain to read: `mainnet` or `testnet10`."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Selects the version of the older API that answers the request."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "Reads `SUCCESS` when the call works. The older pages show only this placeholder, so the rest of the answer is undocumented."
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
        "The older pages never name the HTTP method. Send this query-string URL as a `GET` request."
      ],
      legacy: {
        "replacedBy": "nft/info",
        "reason": "It belongs to the older query-string API: the key travels in `authkey`, `network` takes `mainnet` or `testnet10`, a `Version` parameter picks the version, and the pages show only placeholder answers."
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
          "description": "Your key for the older API. Every example sends it, but the older pages never say whether a request without it is refused."
        },
        {
          "name": "nft_id",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "The NFT id, starting with `nft1`. It encodes the launcher coin id of the NFT."
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
          "description": "The chain to read: `mainnet` or `testnet10`."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Selects the version of the older API that answers the request."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "Reads `SUCCESS` when the call works. The older pages show only this placeholder, so the rest of the answer is undocumented."
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
        "The older pages never name the HTTP method. Send this query-string URL as a `GET` request."
      ],
      legacy: {
        "replacedBy": "nft/events",
        "reason": "It belongs to the older query-string API: the key travels in `authkey`, `network` takes `mainnet` or `testnet10`, a `Version` parameter picks the version, and the pages show only placeholder answers."
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
          "description": "Your key for the older API. Every example sends it, but the older pages never say whether a request without it is refused."
        },
        {
          "name": "nft_id",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "The NFT id, starting with `nft1`. It encodes the launcher coin id of the NFT."
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
          "description": "The chain to read: `mainnet` or `testnet10`."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Selects the version of the older API that answers the request."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "Reads `SUCCESS` when the call works. The older pages show only this placeholder, so the rest of the answer is undocumented."
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
        "The older pages never name the HTTP method. Send this query-string URL as a `GET` request.",
        "The older page showed the `/nft/transactions` URL for this call as well. This page uses `/nft/events`, the path that matches the call's name."
      ],
      legacy: {
        "replacedBy": "nft/events",
        "reason": "It belongs to the older query-string API: the key travels in `authkey`, `network` takes `mainnet` or `testnet10`, a `Version` parameter picks the version, and the pages show only placeholder answers."
      },
    },
    {
      id: "nft#get-nft-stats",
      title: "Get NFT stats",
      summary: "Returns the number of NFTs minted on the chain, through the older query-string API.",
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
          "description": "Your key for the older API. Every example sends it, but the older pages never say whether a request without it is refused."
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
          "description": "The chain to read: `mainnet` or `testnet10`."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Selects the version of the older API that answers the request."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "Reads `SUCCESS` when the call works. The older pages show only this placeholder, so the rest of the answer is undocumented."
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
        "The count covers every NFT minted on the chain so far.",
        "The older pages never name the HTTP method. Send this query-string URL as a `GET` request."
      ],
      legacy: {
        "replacedBy": "nft/stats",
        "reason": "It belongs to the older query-string API: the key travels in `authkey`, `network` takes `mainnet` or `testnet10`, a `Version` parameter picks the version, and the pages show only placeholder answers."
      },
    },
  ],
};

export default page;

// Catalogue entry for /api/offers/by_asset. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "offers/by_asset",
  "group": "offers",
  "title": "Get offers by asset",
  "description": "Lists, page by page, the offers that give or ask for one asset.",
  "sidebarPosition": 4,
  "inApiSidebar": true,
  "calls": [
    {
      id: "offers/by_asset",
      title: "Get offers by asset",
      summary: "Lists, page by page, the offers that give or ask for one asset.",
      method: "GET",
      path: "/offers/asset/{asset_id}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "asset_id",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "The asset to match: an NFT id, a token's asset id, a collection id, or `XCH`."
        },
        {
          "name": "count",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 100,
          "constraints": "At most `100`.",
          "description": "How many offers each page holds."
        },
        {
          "name": "page",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 1,
          "description": "Which page of results to return, counting from 1."
        },
        {
          "name": "version",
          "in": "header",
          "type": "string",
          "required": true,
          "description": "Version of the offer API to use, such as `v1`."
        },
        {
          "name": "network",
          "in": "header",
          "type": "string",
          "required": true,
          "description": "Network to read: `xch` for mainnet, `txch` for testnet."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "data",
          "type": "array",
          "description": "The offers on this page."
        },
        {
          "name": "data[].id",
          "type": "string",
          "description": "The offer's id, a base58 string; pass it as `offer_id` to fetch this offer alone."
        },
        {
          "name": "data[].offer_status",
          "type": "string",
          "description": "Where the offer stands: `Active`, `Pending`, `Cancelling`, `Cancelled`, `Completed`, `Unknown` or `Expired`."
        },
        {
          "name": "data[].offer",
          "type": "string",
          "description": "The offer itself, as an `offer1…` string that a wallet can take."
        },
        {
          "name": "data[].offered",
          "type": "array",
          "description": "Assets the offer gives; each item has the fields listed under `offered[]`."
        },
        {
          "name": "data[].requested",
          "type": "array",
          "description": "Assets the offer asks for in return, in the same shape as `offered`."
        },
        {
          "name": "data[].created",
          "type": "string",
          "description": "When the offer was created, as an ISO 8601 timestamp in UTC."
        },
        {
          "name": "data[].settled",
          "type": "string",
          "description": "When the offer settled, as an ISO 8601 timestamp in UTC; `null` while it has not."
        },
        {
          "name": "data[].height",
          "type": "number",
          "description": "Block height that Spacescan records with the offer."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": [
    {
      "id": "HtLDNrF32NzjDSmbub4SYDsHDNBjucVvQvdaBUJBnzjf",
      "offer_status": "Active",
      "offer": "offer1qqr83wcuu2rykcmqvpsxygqqwc7hynr6hum6hqcnc2h2ch7jgc…",
      "offered": [
        {
          "type": "NFT1",
          "nft_info": {
            "id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7",
            "name": "Chia Friends #6707",
            "preview_url": "https://assets.spacescan.io/nft/95cdc50c1315791cacc318c8d45ebff64863f355ad833bc2144cabb7b47db271.webp"
          }
        }
      ],
      "requested": [
        {
          "type": "XCH",
          "symbol": "XCH",
          "amount": 1.5
        }
      ],
      "created": "2025-09-20T14:02:11.000Z",
      "settled": null,
      "height": 7498120
    }
  ]
}`,
      },
      example: {
        "mainnet": {
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
          "version": "v1",
          "network": "xch"
        },
        "testnet": {
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
          "version": "v1",
          "network": "txch"
        }
      },
      errors: [
        {
          "status": 401,
          "meaning": "The `version` or `network` header is missing."
        },
        {
          "status": 400,
          "meaning": "The `asset_id` is not in a form the API recognises."
        },
        {
          "status": 429,
          "meaning": "You sent too many requests in a short time. Wait, then retry."
        },
        {
          "status": 500,
          "meaning": "The API failed while answering. Retry later."
        },
        {
          "status": 503,
          "meaning": "The API is down for maintenance. Retry later."
        }
      ],
      notes: [
        "An offer matches when the asset is on either side, given or asked for.",
        "Send the `version` and `network` headers with every request; without them the call answers `401`."
      ],
    },
  ],
};

export default page;

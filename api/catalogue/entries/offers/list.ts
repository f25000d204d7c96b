// Catalogue entry for /api/offers/list. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "offers/list",
  "group": "offers",
  "title": "List offers",
  "description": "Lists offers page by page, filtered by status.",
  "sidebarPosition": 2,
  "inApiSidebar": true,
  "calls": [
    {
      id: "offers/list",
      title: "List offers",
      summary: "Lists offers page by page, filtered by status.",
      method: "GET",
      path: "/offers",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "count",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 100,
          "constraints": "Max 100.",
          "description": "Offers per page."
        },
        {
          "name": "status",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "ALL",
          "constraints": "ALL, Active, Pending, Cancelling, Cancelled, Completed, Unknown, Expired.",
          "description": "Status filter."
        },
        {
          "name": "page",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 1,
          "description": "Page number."
        },
        {
          "name": "version",
          "in": "header",
          "type": "string",
          "required": true,
          "description": "API version, e.g. v1."
        },
        {
          "name": "network",
          "in": "header",
          "type": "string",
          "required": true,
          "description": "Network id, e.g. xch for mainnet."
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
          "description": "Offer id."
        },
        {
          "name": "data[].offer_status",
          "type": "string",
          "description": "Status: Active, Pending, Cancelling, Cancelled, Completed, Unknown, Expired."
        },
        {
          "name": "data[].offer",
          "type": "string",
          "description": "Raw offer text."
        },
        {
          "name": "data[].offered",
          "type": "array",
          "description": "Assets given."
        },
        {
          "name": "data[].requested",
          "type": "array",
          "description": "Assets wanted."
        },
        {
          "name": "data[].created",
          "type": "string",
          "description": "Creation time."
        },
        {
          "name": "data[].settled",
          "type": "string",
          "description": "Settlement time."
        },
        {
          "name": "data[].height",
          "type": "number",
          "description": "Block height."
        },
        {
          "name": "data[].offered[].type",
          "type": "string",
          "description": "NFT1, CAT2 or XCH."
        },
        {
          "name": "data[].offered[].nft_info",
          "type": "object",
          "description": "Present for NFT1."
        },
        {
          "name": "data[].offered[].cat_info",
          "type": "object",
          "description": "Present for CAT assets."
        },
        {
          "name": "data[].offered[].symbol",
          "type": "string",
          "description": "Asset ticker."
        },
        {
          "name": "data[].offered[].amount",
          "type": "number",
          "description": "Asset amount."
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
          },
          "cat_info": {
            "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
            "name": "Stably USD"
          },
          "symbol": "USDS",
          "amount": 1
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
          "count": 50,
          "status": "Active",
          "page": 1,
          "version": "v1",
          "network": "xch"
        },
        "testnet": {
          "count": 50,
          "status": "Active",
          "page": 1,
          "version": "v1",
          "network": "txch"
        }
      },
      errors: [
        {
          "status": 401,
          "meaning": "Required headers missing."
        },
        {
          "status": 429,
          "meaning": "Rate limit hit."
        },
        {
          "status": 500,
          "meaning": "Server-side failure."
        },
        {
          "status": 503,
          "meaning": "Down for maintenance."
        }
      ],
      notes: [
        "Responses cached 30 seconds.",
        "Send the `version` and `network` headers on every request."
      ],
    },
  ],
};

export default page;

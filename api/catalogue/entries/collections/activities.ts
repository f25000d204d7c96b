// Catalogue entry for /api/collections/activities. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "collections/activities",
  "group": "collection",
  "title": "Get collection activities",
  "description": "Lists the mints, burns or transfers inside one NFT collection.",
  "sidebarPosition": 4,
  "inApiSidebar": true,
  "calls": [
    {
      id: "collections/activities",
      title: "Get collection activities",
      summary: "Lists the mints, burns or transfers inside one NFT collection.",
      method: "GET",
      path: "/collections/{collection_id}/activities",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "collection_id",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "Collection id."
        },
        {
          "name": "type",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "mint",
          "enum": [
            "mint",
            "burn",
            "transfer"
          ],
          "description": "Activity kind."
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
          "name": "count",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 50,
          "description": "Items per page."
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
          "description": "Activity rows."
        },
        {
          "name": "pagination",
          "type": "object",
          "description": "Page number, page size and total."
        },
        {
          "name": "data[].id",
          "type": "string",
          "description": "NFT id."
        },
        {
          "name": "data[].name",
          "type": "string",
          "description": "NFT name."
        },
        {
          "name": "data[].preview_url",
          "type": "string",
          "description": "Thumbnail URL."
        },
        {
          "name": "data[].timestamp",
          "type": "string",
          "description": "Activity time."
        },
        {
          "name": "data[].type",
          "type": "string",
          "description": "Mint/burn/transfer."
        },
        {
          "name": "data[].owner",
          "type": "object",
          "description": "Owner details."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": [
    {
      "id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7",
      "name": "Chia Friends #6707",
      "preview_url": "https://assets.spacescan.io/col/52b9016e14f337ab0caeb786fac08d21e7c71de3.webp",
      "timestamp": "2025-09-22T09:00:03.000Z",
      "type": "mint",
      "owner": {
        "address": "xch1dxtt3xsyehywmc4dhzlevvvtex9y0g9djtyw6r5j0k5l9xs47jwqxxse3d"
      }
    }
  ],
  "pagination": {
    "page": 1,
    "count": 50,
    "total": 4547
  }
}`,
      },
      example: {
        "mainnet": {
          "collection_id": "col1z0ef7w5n4vq9qkue67y8jnwumd9799sm50t8fyle73c70ly4z0ws0p2rhl",
          "type": "mint"
        },
        "testnet": {
          "collection_id": "col1z0ef7w5n4vq9qkue67y8jnwumd9799sm50t8fyle73c70ly4z0ws0p2rhl",
          "type": "mint"
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "Invalid request or parameters."
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
      notes: [],
    },
  ],
};

export default page;

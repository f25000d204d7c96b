// Catalogue entry for /api/collections/nfts. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "collections/nfts",
  "group": "collection",
  "title": "Get collection NFTs",
  "description": "Lists the NFTs of a collection, filtered by traits or rarity and sorted as you ask.",
  "sidebarPosition": 3,
  "inApiSidebar": true,
  "calls": [
    {
      id: "collections/nfts",
      title: "Get collection NFTs",
      summary: "Lists the NFTs of a collection, filtered by traits or rarity and sorted as you ask.",
      method: "POST",
      path: "/collections/{collection_id}/nfts",
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
        },
        {
          "name": "owner_did",
          "in": "query",
          "type": "string",
          "required": false,
          "description": "Only NFTs owned by this DID."
        }
      ],
      requestBody: {
        "contentType": "application/json",
        "example": {
          "traits": [
            {
              "head": "Background",
              "subhead": "Blue"
            }
          ],
          "rarity": {
            "min": 1,
            "max": 100,
            "percentage": 10
          },
          "orderBy": "rarity",
          "order": "desc"
        },
        "fields": [
          {
            "name": "traits",
            "type": "array",
            "description": "Trait filters as {head, subhead}."
          },
          {
            "name": "rarity",
            "type": "object",
            "description": "Rarity bounds {min, max, percentage}."
          },
          {
            "name": "orderBy",
            "type": "string",
            "description": "Sort key, e.g. rarity."
          },
          {
            "name": "order",
            "type": "string",
            "description": "Asc or desc."
          }
        ]
      },
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "data",
          "type": "array",
          "description": "The NFTs on this page."
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
          "name": "data[].description",
          "type": "string",
          "description": "NFT description."
        },
        {
          "name": "data[].preview_url",
          "type": "string",
          "description": "Thumbnail URL."
        },
        {
          "name": "data[].minted_at",
          "type": "string",
          "description": "Time it was minted."
        },
        {
          "name": "data[].trade_count",
          "type": "number",
          "description": "Trades."
        },
        {
          "name": "data[].volume",
          "type": "number",
          "description": "Traded volume."
        },
        {
          "name": "data[].attributes",
          "type": "array",
          "description": "The traits of the NFT, as trait_type and value."
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
      "description": "An eco-bit parakeet from the Chia Friends collection.",
      "preview_url": "https://assets.spacescan.io/col/76cfee8b57438b982e53d4c893547a3a6d8b44f9.webp",
      "minted_at": "2025-09-22T09:00:03.000Z",
      "trade_count": 48213,
      "volume": 152340.75,
      "attributes": [
        {
          "trait_type": "Background",
          "value": "Yak"
        },
        {
          "trait_type": "Eyes",
          "value": "Cyborg"
        }
      ],
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
          "page": 1,
          "count": 50
        },
        "testnet": {
          "collection_id": "col1z0ef7w5n4vq9qkue67y8jnwumd9799sm50t8fyle73c70ly4z0ws0p2rhl",
          "page": 1,
          "count": 50
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
      notes: [
        "Send the filter object as a JSON body; `page`, `count` and `owner_did` go in the query string."
      ],
    },
  ],
};

export default page;

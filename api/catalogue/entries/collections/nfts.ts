// Catalogue entry for /api/collections/nfts. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "collections/nfts",
  "group": "collection",
  "title": "Get collection NFTs",
  "description": "Lists the NFTs of one collection page by page. An optional JSON body filters them by trait or rarity and sets their order.",
  "sidebarPosition": 3,
  "inApiSidebar": true,
  "calls": [
    {
      id: "collections/nfts",
      title: "Get collection NFTs",
      summary: "Lists the NFTs of one collection page by page. An optional JSON body filters them by trait or rarity and sets their order.",
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
          "description": "Id of the collection whose NFTs you want, in its `col1…` form."
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
          "name": "count",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 50,
          "description": "How many NFTs each page holds."
        },
        {
          "name": "owner_did",
          "in": "query",
          "type": "string",
          "required": false,
          "description": "A DID in its `did:chia:1…` form. When you send it, the list keeps only the NFTs that this DID owns."
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
            "description": "Traits to match, each an object with `head`, the trait type such as `Background`, and `subhead`, its value such as `Blue`."
          },
          {
            "name": "rarity",
            "type": "object",
            "description": "Rarity range to match, given as `min`, `max` and `percentage`."
          },
          {
            "name": "orderBy",
            "type": "string",
            "description": "Field to sort the NFTs by, such as `rarity`."
          },
          {
            "name": "order",
            "type": "string",
            "description": "Sort direction: `asc` for ascending, `desc` for descending."
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
          "description": "Paging details: the `page` number, the page size `count`, and the `total` number of results over all pages."
        },
        {
          "name": "data[].id",
          "type": "string",
          "description": "Id of the NFT, in its `nft1…` form."
        },
        {
          "name": "data[].name",
          "type": "string",
          "description": "Name of the NFT."
        },
        {
          "name": "data[].description",
          "type": "string",
          "description": "The NFT's own description."
        },
        {
          "name": "data[].preview_url",
          "type": "string",
          "description": "Address of a small preview image of the NFT."
        },
        {
          "name": "data[].minted_at",
          "type": "string",
          "description": "When the NFT was minted, as an ISO 8601 timestamp in UTC."
        },
        {
          "name": "data[].trade_count",
          "type": "number",
          "description": "Number of times the NFT has been traded."
        },
        {
          "name": "data[].volume",
          "type": "number",
          "description": "Total value of the NFT's trades, in XCH."
        },
        {
          "name": "data[].attributes",
          "type": "array",
          "description": "The NFT's traits, each a `trait_type` with its `value`."
        },
        {
          "name": "data[].owner",
          "type": "object",
          "description": "Who holds the NFT now, with the holder's `address`."
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
          "meaning": "A parameter has a value the API cannot read, such as a `collection_id` that is not a valid `col1…` id."
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
        "Send the filters as a JSON body. The body is optional: without it, the call lists every NFT of the collection.",
        "`page`, `count` and `owner_did` go in the query string, not in the body."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/collections/activities. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "collections/activities",
  "group": "collection",
  "title": "Get collection activities",
  "description": "Lists the mints, burns or transfers of NFTs in one collection, page by page.",
  "sidebarPosition": 4,
  "inApiSidebar": true,
  "calls": [
    {
      id: "collections/activities",
      title: "Get collection activities",
      summary: "Lists the mints, burns or transfers of NFTs in one collection, page by page.",
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
          "description": "Id of the collection whose activity you want, in its `col1…` form."
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
          "description": "Kind of activity to list: `mint` for new NFTs, `burn` for destroyed NFTs, `transfer` for changes of owner."
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
          "description": "How many activities each page holds."
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
          "description": "The activities on this page."
        },
        {
          "name": "pagination",
          "type": "object",
          "description": "Paging details: the `page` number, the page size `count`, and the `total` number of results over all pages."
        },
        {
          "name": "data[].id",
          "type": "string",
          "description": "Id of the NFT that the activity concerns, in its `nft1…` form."
        },
        {
          "name": "data[].name",
          "type": "string",
          "description": "Name of that NFT."
        },
        {
          "name": "data[].preview_url",
          "type": "string",
          "description": "Address of a small preview image of that NFT."
        },
        {
          "name": "data[].timestamp",
          "type": "string",
          "description": "When the activity happened, as an ISO 8601 timestamp in UTC."
        },
        {
          "name": "data[].type",
          "type": "string",
          "description": "Kind of activity: `mint`, `burn` or `transfer`."
        },
        {
          "name": "data[].owner",
          "type": "object",
          "description": "Owner of the NFT, with the owner's `address`."
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
      notes: [],
    },
  ],
};

export default page;

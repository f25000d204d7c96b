// Catalogue entry for /api/collection/info. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "collection/info",
  "group": "collection",
  "title": "Get collection information",
  "description": "Returns one NFT collection, with the number of NFTs and owners it has and whether it is verified.",
  "sidebarPosition": 5,
  "inApiSidebar": true,
  "calls": [
    {
      id: "collection/info",
      title: "Get collection information",
      summary: "Returns one NFT collection, with the number of NFTs and owners it has and whether it is verified.",
      method: "GET",
      path: "/collection/info/{collection_id}",
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
          "description": "Id of the collection to fetch, in its `col1…` form."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "collection",
          "type": "object",
          "description": "The collection."
        },
        {
          "name": "collection.id",
          "type": "string",
          "description": "Id of the collection, in its `col1…` form."
        },
        {
          "name": "collection.name",
          "type": "string",
          "description": "Name of the collection."
        },
        {
          "name": "collection.description",
          "type": "string",
          "description": "The collection's description, as its creator wrote it."
        },
        {
          "name": "collection.icon_uri",
          "type": "string",
          "description": "Address of the collection's icon image."
        },
        {
          "name": "collection.banner_uri",
          "type": "string",
          "description": "Address of the collection's banner image."
        },
        {
          "name": "collection.nft_count",
          "type": "number",
          "description": "Number of NFTs in the collection."
        },
        {
          "name": "collection.owner_count",
          "type": "number",
          "description": "Number of different owners who hold NFTs of the collection."
        },
        {
          "name": "collection.verified",
          "type": "boolean",
          "description": "`true` when the collection is verified."
        },
        {
          "name": "collection.created_at",
          "type": "string",
          "description": "When the collection was created, as an ISO 8601 timestamp in UTC."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "collection": {
    "id": "col1z0ef7w5n4vq9qkue67y8jnwumd9799sm50t8fyle73c70ly4z0ws0p2rhl",
    "name": "Chia Friends",
    "description": "10,000 eco-bit NFTs on Chia, from Chia.",
    "icon_uri": "https://assets.spacescan.io/col/9f8790ddc94cb67c0833934d914ba86c72e5e567.webp",
    "banner_uri": "https://assets.spacescan.io/col/1f1dd916c1e47c412858517b4e3aa4db64398f78.webp",
    "nft_count": 10000,
    "owner_count": 3812,
    "verified": true,
    "created_at": "2025-09-22T09:00:03.000Z"
  }
}`,
      },
      example: {
        "mainnet": {
          "collection_id": "col1z0ef7w5n4vq9qkue67y8jnwumd9799sm50t8fyle73c70ly4z0ws0p2rhl"
        },
        "testnet": {
          "collection_id": "col1z0ef7w5n4vq9qkue67y8jnwumd9799sm50t8fyle73c70ly4z0ws0p2rhl"
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "A parameter has a value the API cannot read, such as a `collection_id` that is not a valid `col1…` id."
        },
        {
          "status": 404,
          "meaning": "No collection has this id."
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
        "This call names the images `icon_uri` and `banner_uri`. The `/collections` calls return the same images as `preview_url` and `banner_url`."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/collection/info. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "collection/info",
  "group": "collection",
  "title": "Get collection information",
  "description": "Returns one NFT collection with its owner count and verification flag.",
  "sidebarPosition": 5,
  "inApiSidebar": true,
  "calls": [
    {
      id: "collection/info",
      title: "Get collection information",
      summary: "Returns one NFT collection with its owner count and verification flag.",
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
          "description": "NFT collection id."
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
          "description": "Collection details."
        },
        {
          "name": "collection.id",
          "type": "string",
          "description": "Collection id."
        },
        {
          "name": "collection.name",
          "type": "string",
          "description": "Collection name."
        },
        {
          "name": "collection.description",
          "type": "string",
          "description": "Collection description."
        },
        {
          "name": "collection.icon_uri",
          "type": "string",
          "description": "Icon URI."
        },
        {
          "name": "collection.banner_uri",
          "type": "string",
          "description": "Banner URI."
        },
        {
          "name": "collection.nft_count",
          "type": "number",
          "description": "NFTs in collection."
        },
        {
          "name": "collection.owner_count",
          "type": "number",
          "description": "Distinct owners."
        },
        {
          "name": "collection.verified",
          "type": "boolean",
          "description": "True when the collection is verified."
        },
        {
          "name": "collection.created_at",
          "type": "string",
          "description": "Creation time."
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
          "meaning": "Invalid request or parameters."
        },
        {
          "status": 404,
          "meaning": "Requested item not found."
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
        "This call names the images `icon_uri` and `banner_uri`; the `/collections` calls name them `preview_url` and `banner_url`."
      ],
    },
  ],
};

export default page;

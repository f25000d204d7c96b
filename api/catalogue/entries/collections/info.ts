// Catalogue entry for /api/collections/info. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "collections/info",
  "group": "collection",
  "title": "Get collection info",
  "description": "Returns one NFT collection, with optional counts, trades and volume.",
  "sidebarPosition": 2,
  "inApiSidebar": true,
  "calls": [
    {
      id: "collections/info",
      title: "Get collection info",
      summary: "Returns one NFT collection, with optional counts, trades and volume.",
      method: "GET",
      path: "/collections/{collection_id}",
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
          "description": "Collection id, in the col1… form."
        },
        {
          "name": "include_nft_count",
          "in": "query",
          "type": "boolean",
          "required": false,
          "description": "Add NFT total."
        },
        {
          "name": "include_trades",
          "in": "query",
          "type": "boolean",
          "required": false,
          "description": "Add trade total."
        },
        {
          "name": "include_volume",
          "in": "query",
          "type": "boolean",
          "required": false,
          "description": "Add volume total."
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
          "type": "object",
          "description": "Collection details."
        },
        {
          "name": "data.id",
          "type": "string",
          "description": "Collection id."
        },
        {
          "name": "data.name",
          "type": "string",
          "description": "Collection name."
        },
        {
          "name": "data.description",
          "type": "string",
          "description": "Collection description."
        },
        {
          "name": "data.preview_url",
          "type": "string",
          "description": "Icon URL."
        },
        {
          "name": "data.banner_url",
          "type": "string",
          "description": "Banner URL."
        },
        {
          "name": "data.creator",
          "type": "object",
          "description": "Creator details."
        },
        {
          "name": "data.nft_count",
          "type": "number",
          "description": "NFT total; present only when you ask for it."
        },
        {
          "name": "data.trade_count",
          "type": "number",
          "description": "Trade total; present only when you ask for it."
        },
        {
          "name": "data.volume",
          "type": "number",
          "description": "Traded volume; present only when you ask for it."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": {
    "id": "col1z0ef7w5n4vq9qkue67y8jnwumd9799sm50t8fyle73c70ly4z0ws0p2rhl",
    "name": "Chia Friends #6707",
    "description": "10,000 eco-bit NFTs on Chia, from Chia.",
    "preview_url": "https://assets.spacescan.io/col/b585f61ece26c4b7c3f384f714da446345c4dd6a.webp",
    "banner_url": "https://assets.spacescan.io/col/5cfd003ce805bdaa82dde0f73d70073218b7be72.webp",
    "creator": {
      "did": "did:chia:19qf3g9876t0rkq7tfdkc28cxfy424yzanea29rkzylq89kped9hq3q7wd2",
      "address": "xch1mvdvhnl9mmmqdl9e4nvvr6ak329vmv293k0t3hfy2p983t3lj4wqdgqu7j"
    },
    "nft_count": 10000,
    "trade_count": 48213,
    "volume": 152340.75
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

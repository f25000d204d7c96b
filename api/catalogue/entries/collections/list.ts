// Catalogue entry for /api/collections/list. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "collections/list",
  "group": "collection",
  "title": "List collections",
  "description": "Lists NFT collections page by page, with optional counts, trades and volume.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "collections/list",
      title: "List collections",
      summary: "Lists NFT collections page by page, with optional counts, trades and volume.",
      method: "GET",
      path: "/collections",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
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
          "name": "include_nft_count",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Add NFT totals."
        },
        {
          "name": "include_trades",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Add trade totals."
        },
        {
          "name": "include_volume",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Add volume totals."
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
          "description": "The collections on this page."
        },
        {
          "name": "pagination",
          "type": "object",
          "description": "Page number, page size and total."
        },
        {
          "name": "data[].id",
          "type": "string",
          "description": "Collection id."
        },
        {
          "name": "data[].name",
          "type": "string",
          "description": "Collection name."
        },
        {
          "name": "data[].description",
          "type": "string",
          "description": "Collection description."
        },
        {
          "name": "data[].preview_url",
          "type": "string",
          "description": "Icon URL."
        },
        {
          "name": "data[].banner_url",
          "type": "string",
          "description": "Banner URL."
        },
        {
          "name": "data[].creator",
          "type": "object",
          "description": "Creator details."
        },
        {
          "name": "data[].nft_count",
          "type": "number",
          "description": "NFT total; present only when you ask for it."
        },
        {
          "name": "data[].trade_count",
          "type": "number",
          "description": "Trade total; present only when you ask for it."
        },
        {
          "name": "data[].volume",
          "type": "number",
          "description": "Traded volume; present only when you ask for it."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": [
    {
      "id": "col1z0ef7w5n4vq9qkue67y8jnwumd9799sm50t8fyle73c70ly4z0ws0p2rhl",
      "name": "Chia Friends #6707",
      "description": "10,000 eco-bit NFTs on Chia, from Chia.",
      "preview_url": "https://assets.spacescan.io/col/5d4eefc96e812d3381629cdf446e012be9e35912.webp",
      "banner_url": "https://assets.spacescan.io/col/f833f69d5b43c7a3bac2edf411957eff3f3ddada.webp",
      "creator": {
        "did": "did:chia:19qf3g9876t0rkq7tfdkc28cxfy424yzanea29rkzylq89kped9hq3q7wd2",
        "address": "xch1mvdvhnl9mmmqdl9e4nvvr6ak329vmv293k0t3hfy2p983t3lj4wqdgqu7j"
      },
      "nft_count": 10000,
      "trade_count": 48213,
      "volume": 152340.75
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
          "page": 1,
          "count": 50
        },
        "testnet": {
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
      notes: [],
    },
  ],
};

export default page;

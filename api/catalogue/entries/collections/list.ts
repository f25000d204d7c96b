// Catalogue entry for /api/collections/list. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "collections/list",
  "group": "collection",
  "title": "List collections",
  "description": "Lists NFT collections page by page. You choose whether each collection also carries its NFT count, trade count and trade volume.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "collections/list",
      title: "List collections",
      summary: "Lists NFT collections page by page. You choose whether each collection also carries its NFT count, trade count and trade volume.",
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
          "description": "Which page of results to return, counting from 1."
        },
        {
          "name": "count",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 50,
          "description": "How many collections each page holds."
        },
        {
          "name": "include_nft_count",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add `nft_count` to each collection."
        },
        {
          "name": "include_trades",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add `trade_count` to each collection."
        },
        {
          "name": "include_volume",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add `volume` to each collection."
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
          "description": "Paging details: the `page` number, the page size `count`, and the `total` number of results over all pages."
        },
        {
          "name": "data[].id",
          "type": "string",
          "description": "Id of the collection, in its `col1…` form."
        },
        {
          "name": "data[].name",
          "type": "string",
          "description": "Name of the collection."
        },
        {
          "name": "data[].description",
          "type": "string",
          "description": "The collection's description, as its creator wrote it."
        },
        {
          "name": "data[].preview_url",
          "type": "string",
          "description": "Address of the collection's icon image."
        },
        {
          "name": "data[].banner_url",
          "type": "string",
          "description": "Address of the collection's banner image."
        },
        {
          "name": "data[].creator",
          "type": "object",
          "description": "Who created the collection, with the creator's `did` and `address`."
        },
        {
          "name": "data[].nft_count",
          "type": "number",
          "description": "Number of NFTs in the collection. Present only when you send `include_nft_count=true`."
        },
        {
          "name": "data[].trade_count",
          "type": "number",
          "description": "Number of trades of the collection's NFTs. Present only when you send `include_trades=true`."
        },
        {
          "name": "data[].volume",
          "type": "number",
          "description": "Total value of all trades of the collection's NFTs, in XCH. Present only when you send `include_volume=true`."
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
          "meaning": "A query parameter has a value the API cannot read, such as a `page` that is not a number."
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

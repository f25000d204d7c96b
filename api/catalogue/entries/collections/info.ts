// Catalogue entry for /api/collections/info. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "collections/info",
  "group": "collection",
  "title": "Get collection info",
  "description": "Returns one NFT collection by its id. You choose whether the reply also carries its NFT count, trade count and trade volume.",
  "sidebarPosition": 2,
  "inApiSidebar": true,
  "calls": [
    {
      id: "collections/info",
      title: "Get collection info",
      summary: "Returns one NFT collection by its id. You choose whether the reply also carries its NFT count, trade count and trade volume.",
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
          "description": "Id of the collection to fetch, in its `col1…` form."
        },
        {
          "name": "include_nft_count",
          "in": "query",
          "type": "boolean",
          "required": false,
          "description": "Set to `true` to add `nft_count` to the reply."
        },
        {
          "name": "include_trades",
          "in": "query",
          "type": "boolean",
          "required": false,
          "description": "Set to `true` to add `trade_count` to the reply."
        },
        {
          "name": "include_volume",
          "in": "query",
          "type": "boolean",
          "required": false,
          "description": "Set to `true` to add `volume` to the reply."
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
          "description": "The collection."
        },
        {
          "name": "data.id",
          "type": "string",
          "description": "Id of the collection, in its `col1…` form."
        },
        {
          "name": "data.name",
          "type": "string",
          "description": "Name of the collection."
        },
        {
          "name": "data.description",
          "type": "string",
          "description": "The collection's description, as its creator wrote it."
        },
        {
          "name": "data.preview_url",
          "type": "string",
          "description": "Address of the collection's icon image."
        },
        {
          "name": "data.banner_url",
          "type": "string",
          "description": "Address of the collection's banner image."
        },
        {
          "name": "data.creator",
          "type": "object",
          "description": "Who created the collection, with the creator's `did` and `address`."
        },
        {
          "name": "data.nft_count",
          "type": "number",
          "description": "Number of NFTs in the collection. Present only when you send `include_nft_count=true`."
        },
        {
          "name": "data.trade_count",
          "type": "number",
          "description": "Number of trades of the collection's NFTs. Present only when you send `include_trades=true`."
        },
        {
          "name": "data.volume",
          "type": "number",
          "description": "Total value of all trades of the collection's NFTs, in XCH. Present only when you send `include_volume=true`."
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

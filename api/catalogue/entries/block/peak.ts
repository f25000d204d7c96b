// Catalogue entry for /api/block/peak. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "block/peak",
  "group": "block",
  "title": "Get peak block",
  "description": "Returns the newest block of the chain, with its height, hash, farmer and rewards.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "block/peak",
      title: "Get peak block",
      summary: "Returns the newest block of the chain, with its height, hash, farmer and rewards.",
      method: "GET",
      path: "/block/peak",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [],
      responseFields: [
        {
          "name": "number",
          "type": "string",
          "description": "Height of the block, as a string of digits."
        },
        {
          "name": "hash",
          "type": "string",
          "description": "Header hash of the block, in hex."
        },
        {
          "name": "type",
          "type": "string",
          "description": "`Transaction block` when the block carries transactions, `Non Transaction block` when it does not."
        },
        {
          "name": "timestamp",
          "type": "string|null",
          "description": "Time the block was created, as an ISO 8601 string in UTC. It can be `null` for a non-transaction block."
        },
        {
          "name": "farmer_address",
          "type": "string",
          "description": "Address that receives the farmer's share of the reward."
        },
        {
          "name": "pool_address",
          "type": "string",
          "description": "Address that receives the pool's share of the reward."
        },
        {
          "name": "plot",
          "type": "string",
          "description": "Size of the plot that won the block, such as `K32`."
        },
        {
          "name": "block_reward",
          "type": "number",
          "description": "Total reward of the block, in XCH."
        },
        {
          "name": "pool_amount",
          "type": "number",
          "description": "The pool's share of the reward, in XCH."
        },
        {
          "name": "farmer_amount",
          "type": "number",
          "description": "The farmer's share of the reward, in XCH."
        },
        {
          "name": "transferred_amount",
          "type": "number",
          "description": "Total value that the transactions in the block moved."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "number": "7512043",
  "hash": "0xccf35be5f38b02a7f70944fd5af23544a6f9dbe438c3ead1afa11229e8b8e62f",
  "type": "Transaction block",
  "timestamp": "2025-09-22T09:00:03.000Z",
  "farmer_address": "xch17yszydqqpqd5kk9c86hah7jndvcxcp2u2mhxfyvzf6gucp0c3pzszy8jde",
  "pool_address": "xch182d6s8mf82k9hfmmc8jzla2lmfxt426830d3xq44l0ny8x8jwtxswru4he",
  "plot": "K32",
  "block_reward": 1,
  "pool_amount": 0.875,
  "farmer_amount": 0.125,
  "transferred_amount": 12.5
}`,
      },
      example: {
        "mainnet": {},
        "testnet": {}
      },
      errors: [
        {
          "status": 429,
          "meaning": "You sent too many requests in a short time. Wait, then retry more slowly."
        },
        {
          "status": 500,
          "meaning": "The server failed while it handled the request. Retry later."
        },
        {
          "status": 503,
          "meaning": "The API is down for maintenance. Retry later."
        }
      ],
      notes: [
        "The call takes no parameters: it always returns the tip of the chain, the latest block.",
        "Every reward amount is in XCH.",
        "A non-transaction block can have a `null` timestamp.",
        "Read `type` to learn whether the block carries transactions.",
        "`number` arrives as a string here. Convert it to an integer before you compare heights."
      ],
    },
  ],
};

export default page;

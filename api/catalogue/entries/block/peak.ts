// Catalogue entry for /api/block/peak. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "block/peak",
  "group": "block",
  "title": "Get peak block",
  "description": "Returns the newest block on the chain: its height, hash, farmer and rewards.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "block/peak",
      title: "Get peak block",
      summary: "Returns the newest block on the chain: its height, hash, farmer and rewards.",
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
          "description": "Block height."
        },
        {
          "name": "hash",
          "type": "string",
          "description": "Header hash."
        },
        {
          "name": "type",
          "type": "string",
          "description": "'Transaction block' or 'Non Transaction block'."
        },
        {
          "name": "timestamp",
          "type": "string|null",
          "description": "Creation time; may be null."
        },
        {
          "name": "farmer_address",
          "type": "string",
          "description": "Farmer reward address."
        },
        {
          "name": "pool_address",
          "type": "string",
          "description": "Pool reward address."
        },
        {
          "name": "plot",
          "type": "string",
          "description": "Plot size, e.g. K32."
        },
        {
          "name": "block_reward",
          "type": "number",
          "description": "Total reward (XCH)."
        },
        {
          "name": "pool_amount",
          "type": "number",
          "description": "Pool share (XCH)."
        },
        {
          "name": "farmer_amount",
          "type": "number",
          "description": "Farmer share (XCH)."
        },
        {
          "name": "transferred_amount",
          "type": "number",
          "description": "Total value moved in block."
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
        "Returns the chain tip (latest block).",
        "Rewards in XCH.",
        "Non-transaction blocks may have null timestamp.",
        "Type tells whether block carries transactions.",
        "No parameters.",
        "`number` arrives as a string here; convert it before you compare heights."
      ],
    },
  ],
};

export default page;

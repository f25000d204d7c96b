// Catalogue entry for /api/block/info. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "block/info",
  "group": "block",
  "title": "Get block information",
  "description": "Returns one block by height: its hash, type, rewards and coin counts.",
  "sidebarPosition": 2,
  "inApiSidebar": true,
  "calls": [
    {
      id: "block/info",
      title: "Get block information",
      summary: "Returns one block by height: its hash, type, rewards and coin counts.",
      method: "GET",
      path: "/block/{block_height}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "block_height",
          "in": "path",
          "type": "integer",
          "required": true,
          "description": "Height of the wanted block."
        }
      ],
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
        },
        {
          "name": "addition_count",
          "type": "number",
          "description": "Coins created."
        },
        {
          "name": "removal_count",
          "type": "number",
          "description": "Coins spent."
        },
        {
          "name": "reward_count",
          "type": "number",
          "description": "Reward coins."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "number": "6555398",
  "hash": "0xb19a4d7fb21b7b92c890c294f6132bfbb059ff7bb713f211d4b18e4204ef18e5",
  "type": "Non Transaction block",
  "timestamp": null,
  "farmer_address": "xch17yszydqqpqd5kk9c86hah7jndvcxcp2u2mhxfyvzf6gucp0c3pzszy8jde",
  "pool_address": "xch182d6s8mf82k9hfmmc8jzla2lmfxt426830d3xq44l0ny8x8jwtxswru4he",
  "plot": "K32",
  "block_reward": 1,
  "pool_amount": 0.875,
  "farmer_amount": 0.125,
  "transferred_amount": 0,
  "addition_count": 0,
  "removal_count": 0,
  "reward_count": 0
}`,
      },
      example: {
        "mainnet": {
          "block_height": 6555398
        },
        "testnet": {
          "block_height": 6555398
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "Bad block height."
        },
        {
          "status": 404,
          "meaning": "No such block."
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
        "Rewards in XCH.",
        "Non-transaction blocks may have null timestamp.",
        "Addition/removal counts reflect transaction activity.",
        "Reward_count = reward-related coins.",
        "`number` arrives as a string here, while `block/timestamp` returns it as a number."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/block/timestamp. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "block/timestamp",
  "group": "block",
  "title": "Get block by Unix timestamp",
  "description": "Finds the block created at a given Unix second and returns it.",
  "sidebarPosition": 3,
  "inApiSidebar": true,
  "calls": [
    {
      id: "block/timestamp",
      title: "Get block by Unix timestamp",
      summary: "Finds the block created at a given Unix second and returns it.",
      method: "GET",
      path: "/block/timestamp/{unix_timestamp}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "unix_timestamp",
          "in": "path",
          "type": "integer",
          "required": true,
          "description": "Block creation time, Unix seconds."
        },
        {
          "name": "additions",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Embed additions array."
        },
        {
          "name": "removals",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Embed removals array."
        },
        {
          "name": "rewards",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Embed rewards array."
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
          "description": "Block object (fields below)."
        },
        {
          "name": "data.number",
          "type": "number",
          "description": "Block height."
        },
        {
          "name": "data.hash",
          "type": "string",
          "description": "Header hash."
        },
        {
          "name": "data.type",
          "type": "string",
          "description": "'Transaction block' or 'Non Transaction block'."
        },
        {
          "name": "data.timestamp",
          "type": "number",
          "description": "Creation time, Unix seconds."
        },
        {
          "name": "data.farmer_address",
          "type": "string",
          "description": "Farmer address."
        },
        {
          "name": "data.pool_address",
          "type": "string",
          "description": "Pool address."
        },
        {
          "name": "data.plot",
          "type": "string",
          "description": "Plot size, e.g. K32."
        },
        {
          "name": "data.block_reward",
          "type": "number",
          "description": "Total reward."
        },
        {
          "name": "data.pool_amount",
          "type": "number",
          "description": "Pool share."
        },
        {
          "name": "data.farmer_amount",
          "type": "number",
          "description": "Farmer share."
        },
        {
          "name": "data.transferred_amount",
          "type": "number",
          "description": "Total value moved."
        },
        {
          "name": "data.addition_count",
          "type": "number",
          "description": "Coins created."
        },
        {
          "name": "data.removal_count",
          "type": "number",
          "description": "Coins spent."
        },
        {
          "name": "data.reward_count",
          "type": "number",
          "description": "Reward coins."
        },
        {
          "name": "data.additions",
          "type": "array",
          "description": "Coins created in the block; only with additions=true."
        },
        {
          "name": "data.rewards",
          "type": "array",
          "description": "Reward coins of the block; only with rewards=true."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": {
    "number": 7508120,
    "hash": "149f01bf29c6d8d63afe6fd9d174649f8bbcd919e3775c4c2e09e7a355b928ff",
    "type": "Transaction block",
    "timestamp": 1758531600,
    "farmer_address": "xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9",
    "pool_address": "xch1a6cd558gqsz2hch5pt0l8mx7zhavf32q5lyde09zjtqcmkelr9ns59k0j8",
    "plot": "K32",
    "block_reward": 1,
    "pool_amount": 0.875,
    "farmer_amount": 0.125,
    "transferred_amount": 12.5,
    "addition_count": 14,
    "removal_count": 9,
    "reward_count": 2,
    "additions": [
      {
        "coin_name": "77f930e4b1a527037bb9daf4dd0546e592166c78f229211635ec5387afe52d8c",
        "amount": 0.25,
        "owner_address": "xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9"
      }
    ],
    "rewards": [
      {
        "coin_name": "7696fff84f26472a9737981c0ef48600731e7b2a20c93e2dbfe06706ca0d31b0",
        "amount": 0.875,
        "owner_address": "xch182d6s8mf82k9hfmmc8jzla2lmfxt426830d3xq44l0ny8x8jwtxswru4he"
      }
    ]
  }
}`,
      },
      example: {
        "mainnet": {
          "unix_timestamp": 1758531600,
          "additions": true,
          "rewards": true
        },
        "testnet": {
          "unix_timestamp": 1758531600,
          "additions": true,
          "rewards": true
        }
      },
      errors: [
        {
          "status": 404,
          "meaning": "No block at that second."
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
        "Match: block whose creation epoch second equals the value.",
        "Seconds, not milliseconds.",
        "Several blocks in same second -> highest height returned.",
        "Optional flags embed transaction arrays.",
        "Here `number` and `timestamp` are numbers; `block/info` and `block/peak` return the height as a string."
      ],
    },
  ],
};

export default page;

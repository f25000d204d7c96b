// Catalogue entry for /api/block/timestamp. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "block/timestamp",
  "group": "block",
  "title": "Get block by Unix timestamp",
  "description": "Finds the block created at a given Unix second and returns it, with its coins if you ask.",
  "sidebarPosition": 3,
  "inApiSidebar": true,
  "calls": [
    {
      id: "block/timestamp",
      title: "Get block by Unix timestamp",
      summary: "Finds the block created at a given Unix second and returns it, with its coins if you ask.",
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
          "description": "Creation time of the block you want, as Unix time in seconds."
        },
        {
          "name": "additions",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add the coins the block created, in `data.additions`."
        },
        {
          "name": "removals",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add the coins the block spent."
        },
        {
          "name": "rewards",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add the block's reward coins, in `data.rewards`."
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
          "description": "The block created at that second, with the fields below."
        },
        {
          "name": "data.number",
          "type": "number",
          "description": "Height of the block, as an integer."
        },
        {
          "name": "data.hash",
          "type": "string",
          "description": "Header hash of the block, in hex."
        },
        {
          "name": "data.type",
          "type": "string",
          "description": "`Transaction block` when the block carries transactions, `Non Transaction block` when it does not."
        },
        {
          "name": "data.timestamp",
          "type": "number",
          "description": "Time the block was created, as Unix time in seconds."
        },
        {
          "name": "data.farmer_address",
          "type": "string",
          "description": "Address that receives the farmer's share of the reward."
        },
        {
          "name": "data.pool_address",
          "type": "string",
          "description": "Address that receives the pool's share of the reward."
        },
        {
          "name": "data.plot",
          "type": "string",
          "description": "Size of the plot that won the block, such as `K32`."
        },
        {
          "name": "data.block_reward",
          "type": "number",
          "description": "Total reward of the block, in XCH."
        },
        {
          "name": "data.pool_amount",
          "type": "number",
          "description": "The pool's share of the reward, in XCH."
        },
        {
          "name": "data.farmer_amount",
          "type": "number",
          "description": "The farmer's share of the reward, in XCH."
        },
        {
          "name": "data.transferred_amount",
          "type": "number",
          "description": "Total value that the transactions in the block moved."
        },
        {
          "name": "data.addition_count",
          "type": "number",
          "description": "Number of coins the block created."
        },
        {
          "name": "data.removal_count",
          "type": "number",
          "description": "Number of coins the block spent."
        },
        {
          "name": "data.reward_count",
          "type": "number",
          "description": "Number of reward coins tied to the block."
        },
        {
          "name": "data.additions",
          "type": "array",
          "description": "Coins the block created. Present only when you set `additions=true`."
        },
        {
          "name": "data.rewards",
          "type": "array",
          "description": "Reward coins of the block. Present only when you set `rewards=true`."
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
          "meaning": "No block was created at that second."
        },
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
        "The call returns the block whose creation time, in whole Unix seconds, equals the value you pass.",
        "Pass seconds, not milliseconds.",
        "When several blocks share that second, you get the one with the highest height.",
        "The `additions`, `removals` and `rewards` flags add the block's coin lists to `data`.",
        "Here `number` and `timestamp` are integers, while `/block/{block_height}` and `/block/peak` return the height as a string."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/coins. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../types';

const page: ApiPage = {
  "doc": "coins",
  "group": "coins",
  "title": "Coin information",
  "description": "Returns one coin: its amount, the blocks that created and spent it, its sender and receiver.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "coins",
      title: "Coin information",
      summary: "Returns one coin: its amount, the blocks that created and spent it, its sender and receiver.",
      method: "GET",
      path: "/coin/info/{coin_id}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "coin_id",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "Coin id (0x-prefixed hex)."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "coin",
          "type": "object",
          "description": "Coin details."
        },
        {
          "name": "coin.coin_name",
          "type": "string",
          "description": "Coin id."
        },
        {
          "name": "coin.coinbase",
          "type": "boolean",
          "description": "Reward coin marker."
        },
        {
          "name": "coin.confirmed_block",
          "type": "string",
          "description": "Height of the block that created it."
        },
        {
          "name": "coin.spent_block",
          "type": "string",
          "description": "Spend height, if spent."
        },
        {
          "name": "coin.amount",
          "type": "string",
          "description": "Value in XCH."
        },
        {
          "name": "coin.amount_mojo",
          "type": "string",
          "description": "Value in mojo."
        },
        {
          "name": "coin.confirmed_time",
          "type": "string",
          "description": "Time the block that created it was confirmed."
        },
        {
          "name": "coin.sender",
          "type": "object",
          "description": "Sender details."
        },
        {
          "name": "coin.receiver",
          "type": "object",
          "description": "Receiver details."
        },
        {
          "name": "coin.type",
          "type": "string",
          "description": "Coin kind, e.g. STND (standard)."
        },
        {
          "name": "coin.timestamp",
          "type": "number",
          "description": "Unix time."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "coin": {
    "coin_name": "02cd6548299ddeb56fc4715b2b778d131cd2ed57544859dc5b2f035fce138d26",
    "coinbase": false,
    "confirmed_block": "7512043",
    "spent_block": "7512090",
    "amount": "0.00125",
    "amount_mojo": "1250000000",
    "confirmed_time": "2025-09-22T09:00:03.000Z",
    "sender": {
      "address": "xch1a6cd558gqsz2hch5pt0l8mx7zhavf32q5lyde09zjtqcmkelr9ns59k0j8"
    },
    "receiver": {
      "address": "xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9"
    },
    "type": "STND",
    "timestamp": 1758531603
  }
}`,
      },
      example: {
        "mainnet": {
          "coin_id": "0x554c7cdc91269736fca8216dfbfa01841185bad4d1097ec899d2b18f2e558789"
        },
        "testnet": {
          "coin_id": "0x554c7cdc91269736fca8216dfbfa01841185bad4d1097ec899d2b18f2e558789"
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
          "meaning": "You sent too many requests; wait and retry."
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
        "A coin is the transaction unit here."
      ],
    },
  ],
};

export default page;

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
          "description": "The id of the coin, as 64 hex characters after `0x`."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "Reads `success` when the call works and `failed` when it does not."
        },
        {
          "name": "coin",
          "type": "object",
          "description": "The coin you asked for."
        },
        {
          "name": "coin.coin_name",
          "type": "string",
          "description": "The id of the coin, as hex without the `0x` prefix."
        },
        {
          "name": "coin.coinbase",
          "type": "boolean",
          "description": "`true` when the coin is a farming reward, `false` when a spend created it."
        },
        {
          "name": "coin.confirmed_block",
          "type": "string",
          "description": "Height of the block that created the coin, sent as a string."
        },
        {
          "name": "coin.spent_block",
          "type": "string",
          "description": "Height of the block that spent the coin, sent as a string. It has a value only once the coin is spent."
        },
        {
          "name": "coin.amount",
          "type": "string",
          "description": "The value of the coin in XCH, as a decimal string."
        },
        {
          "name": "coin.amount_mojo",
          "type": "string",
          "description": "The value of the coin in mojo (1 XCH is 10^12 mojo), as a string of whole digits. Use it for exact arithmetic."
        },
        {
          "name": "coin.confirmed_time",
          "type": "string",
          "description": "When the block that created the coin was confirmed, as an ISO 8601 date and time in UTC."
        },
        {
          "name": "coin.sender",
          "type": "object",
          "description": "Who sent the coin: `sender.address` is the sending address."
        },
        {
          "name": "coin.receiver",
          "type": "object",
          "description": "Who received the coin: `receiver.address` is the receiving address."
        },
        {
          "name": "coin.type",
          "type": "string",
          "description": "The kind of coin, such as `STND` for a standard XCH coin."
        },
        {
          "name": "coin.timestamp",
          "type": "number",
          "description": "The confirmation time again, as Unix time in seconds."
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
          "meaning": "The request is malformed, for example because `coin_id` is not a valid coin id."
        },
        {
          "status": 404,
          "meaning": "Spacescan knows no coin with this id on the network you asked."
        },
        {
          "status": 429,
          "meaning": "You sent more requests than your rate limit allows. Wait, then try again."
        },
        {
          "status": 500,
          "meaning": "Spacescan failed while it handled the request. Try again later."
        },
        {
          "status": 503,
          "meaning": "The API is down for maintenance. Try again later."
        }
      ],
      notes: [
        "Chia has no accounts: value sits in coins, and every transaction spends coins and creates new ones. This call describes one such coin."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/address/token_transactions. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "address/token_transactions",
  "group": "address",
  "title": "Get token transactions",
  "description": "Lists the CAT tokens an address sent and received, in two lists that page separately.",
  "sidebarPosition": 6,
  "inApiSidebar": true,
  "calls": [
    {
      id: "address/token_transactions",
      title: "Get token transactions",
      summary: "Lists the CAT tokens an address sent and received, in two lists that page separately.",
      method: "GET",
      path: "/address/token-transaction/{address}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "address",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "Address whose CAT transfers you want: mainnet takes an `xch1…` address, testnet a `txch1…` one."
        },
        {
          "name": "count",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 100,
          "description": "Largest number of transfers each list returns on one page."
        },
        {
          "name": "send_cursor",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Where the next page of sent transfers starts: the `next_cursor` of `send_transactions` from your last call."
        },
        {
          "name": "received_cursor",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Where the next page of received transfers starts: the `next_cursor` of `received_transactions` from your last call."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "send_transactions.transactions",
          "type": "array",
          "description": "CAT transfers the address sent, one item per coin."
        },
        {
          "name": "send_transactions.transactions[].coin_id",
          "type": "string",
          "description": "Id of the coin that carried the transfer, in hex."
        },
        {
          "name": "send_transactions.transactions[].time",
          "type": "string",
          "description": "Time of the transfer, as an ISO 8601 string in UTC."
        },
        {
          "name": "send_transactions.transactions[].height",
          "type": "number",
          "description": "Height of the block that holds the transfer."
        },
        {
          "name": "send_transactions.transactions[].token_amount",
          "type": "number",
          "description": "Number of tokens the transfer moved."
        },
        {
          "name": "send_transactions.transactions[].asset_id",
          "type": "string",
          "description": "Asset id of the CAT (its TAIL hash), in hex."
        },
        {
          "name": "send_transactions.transactions[].token_id",
          "type": "string",
          "description": "The same asset id encoded in bech32m, with the `tkn` prefix."
        },
        {
          "name": "send_transactions.transactions[].to",
          "type": "string",
          "description": "Address that received the tokens."
        },
        {
          "name": "send_transactions.transactions[].memo",
          "type": "string[]",
          "description": "Memos the sender attached to the transfer, if any."
        },
        {
          "name": "send_transactions.next_cursor",
          "type": "number",
          "description": "Pass this value as `send_cursor` to fetch the next page of sent transfers."
        },
        {
          "name": "send_transactions.total_count",
          "type": "number",
          "description": "Total number of CAT transfers the address sent."
        },
        {
          "name": "received_transactions.transactions",
          "type": "array",
          "description": "CAT transfers the address received, one item per coin."
        },
        {
          "name": "received_transactions.transactions[].coin_id",
          "type": "string",
          "description": "Id of the coin that carried the transfer, in hex."
        },
        {
          "name": "received_transactions.transactions[].time",
          "type": "string",
          "description": "Time of the transfer, as an ISO 8601 string in UTC."
        },
        {
          "name": "received_transactions.transactions[].height",
          "type": "number",
          "description": "Height of the block that holds the transfer."
        },
        {
          "name": "received_transactions.transactions[].token_amount",
          "type": "number",
          "description": "Number of tokens the transfer moved."
        },
        {
          "name": "received_transactions.transactions[].asset_id",
          "type": "string",
          "description": "Asset id of the CAT (its TAIL hash), in hex."
        },
        {
          "name": "received_transactions.transactions[].token_id",
          "type": "string",
          "description": "The same asset id encoded in bech32m, with the `tkn` prefix."
        },
        {
          "name": "received_transactions.transactions[].from",
          "type": "string",
          "description": "Address that sent the tokens."
        },
        {
          "name": "received_transactions.transactions[].memo",
          "type": "string[]",
          "description": "Memos the sender attached to the transfer, if any."
        },
        {
          "name": "received_transactions.next_cursor",
          "type": "number",
          "description": "Pass this value as `received_cursor` to fetch the next page of received transfers."
        },
        {
          "name": "received_transactions.total_count",
          "type": "number",
          "description": "Total number of CAT transfers the address received."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "send_transactions": {
    "transactions": [
      {
        "coin_id": "8cfc74776fc4060b1c7c2c20bab6eb96e061084691234d6285051dd551271388",
        "time": "2025-09-22T09:00:03.000Z",
        "height": 7512043,
        "token_amount": 250.0,
        "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
        "token_id": "tkn133mau9p8z44e37c4ennhmyy00x7kna45hr36vrvwq5w6cjqm2djsjndlef",
        "to": "xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9",
        "memo": [
          "invoice 1042"
        ]
      }
    ],
    "next_cursor": 100,
    "total_count": 1843
  },
  "received_transactions": {
    "transactions": [
      {
        "coin_id": "3c0d709e70389691c189c559eb2357c0be08df664271df255ab4bb3acba3a4e5",
        "time": "2025-09-22T09:00:03.000Z",
        "height": 7512043,
        "token_amount": 250.0,
        "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
        "token_id": "tkn133mau9p8z44e37c4ennhmyy00x7kna45hr36vrvwq5w6cjqm2djsjndlef",
        "from": "xch1a6cd558gqsz2hch5pt0l8mx7zhavf32q5lyde09zjtqcmkelr9ns59k0j8",
        "memo": [
          "invoice 1042"
        ]
      }
    ],
    "next_cursor": 100,
    "total_count": 1843
  }
}`,
      },
      example: {
        "mainnet": {
          "address": "xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9"
        },
        "testnet": {
          "address": "txch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcs7v2w6k"
        }
      },
      errors: [],
      notes: [
        "The sent list and the received list each have their own cursor, so you page through one without moving the other.",
        "`token_id` and `asset_id` name the same CAT: `token_id` is the asset id encoded in bech32m with the `tkn` prefix."
      ],
    },
  ],
};

export default page;

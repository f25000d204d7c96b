// Catalogue entry for /api/address/xch_transactions. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "address/xch_transactions",
  "group": "address",
  "title": "Get XCH transactions",
  "description": "Lists the XCH an address sent and received, with a separate paged list for each kind of transfer.",
  "sidebarPosition": 5,
  "inApiSidebar": true,
  "calls": [
    {
      id: "address/xch_transactions",
      title: "Get XCH transactions",
      summary: "Lists the XCH an address sent and received, with a separate paged list for each kind of transfer.",
      method: "GET",
      path: "/address/xch-transaction/{address}",
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
          "description": "Address whose transfers you want: mainnet takes an `xch1…` address, testnet a `txch1…` one."
        },
        {
          "name": "count",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 100,
          "description": "Largest number of items each list returns on one page."
        },
        {
          "name": "include_send",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": true,
          "description": "Set to `false` to leave out the XCH the address sent."
        },
        {
          "name": "include_received",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": true,
          "description": "Set to `false` to leave out the XCH the address received."
        },
        {
          "name": "include_send_dust",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add the dust the address sent."
        },
        {
          "name": "include_received_dust",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add the dust the address received."
        },
        {
          "name": "include_owned",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add the coins the address holds and has not spent."
        },
        {
          "name": "include_spend",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add the coins the address has spent."
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
        },
        {
          "name": "send_dust_cursor",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Where the next page of sent dust starts: the `next_cursor` of `send_dust_transactions` from your last call."
        },
        {
          "name": "received_dust_cursor",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Where the next page of received dust starts: the `next_cursor` of `received_dust_transactions` from your last call."
        },
        {
          "name": "owned_cursor",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Where the next page of unspent coins starts: the `next_cursor` of `owned_transactions` from your last call."
        },
        {
          "name": "spent_cursor",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Where the next page of spent coins starts: the `next_cursor` of `spent_transactions` from your last call."
        },
        {
          "name": "start_timestamp",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Give `end_timestamp` with it.",
          "description": "Moment the time window starts, as Unix time in seconds."
        },
        {
          "name": "end_timestamp",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Give `start_timestamp` with it, and make it no earlier than `start_timestamp`.",
          "description": "Moment the time window ends, as Unix time in seconds."
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
          "description": "XCH transfers the address sent, one item per coin."
        },
        {
          "name": "send_transactions.transactions[].coin_id",
          "type": "string",
          "description": "Id of the coin, in hex."
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
          "name": "send_transactions.transactions[].amount_xch",
          "type": "number",
          "description": "Amount the transfer moved, in XCH."
        },
        {
          "name": "send_transactions.transactions[].amount_mojo",
          "type": "number",
          "description": "The same amount in mojo. 1 XCH is 1,000,000,000,000 mojo."
        },
        {
          "name": "send_transactions.transactions[].to",
          "type": "string",
          "description": "Address that received the XCH."
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
          "description": "Total number of sent transfers. Only the first page carries it."
        },
        {
          "name": "received_transactions.transactions",
          "type": "array",
          "description": "XCH transfers the address received, one item per coin."
        },
        {
          "name": "received_transactions.transactions[].coin_id",
          "type": "string",
          "description": "Id of the coin, in hex."
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
          "name": "received_transactions.transactions[].amount_xch",
          "type": "number",
          "description": "Amount the transfer moved, in XCH."
        },
        {
          "name": "received_transactions.transactions[].amount_mojo",
          "type": "number",
          "description": "The same amount in mojo. 1 XCH is 1,000,000,000,000 mojo."
        },
        {
          "name": "received_transactions.transactions[].from",
          "type": "string",
          "description": "Address that sent the XCH."
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
          "description": "Total number of received transfers. Only the first page carries it."
        },
        {
          "name": "send_dust_transactions",
          "type": "object",
          "description": "Dust the address sent, shaped like `send_transactions`. Present only when you set `include_send_dust=true`."
        },
        {
          "name": "received_dust_transactions",
          "type": "object",
          "description": "Dust the address received, shaped like `received_transactions`. Present only when you set `include_received_dust=true`."
        },
        {
          "name": "owned_transactions",
          "type": "object",
          "description": "Coins the address holds and has not spent. Present only when you set `include_owned=true`."
        },
        {
          "name": "owned_transactions.transactions",
          "type": "array",
          "description": "One item for each unspent coin."
        },
        {
          "name": "owned_transactions.transactions[].coin_id",
          "type": "string",
          "description": "Id of the coin, in hex."
        },
        {
          "name": "owned_transactions.transactions[].time",
          "type": "string",
          "description": "Time the coin was created, as an ISO 8601 string in UTC."
        },
        {
          "name": "owned_transactions.transactions[].height",
          "type": "number",
          "description": "Height of the block that created the coin."
        },
        {
          "name": "owned_transactions.transactions[].amount_xch",
          "type": "number",
          "description": "Value of the coin in XCH."
        },
        {
          "name": "owned_transactions.transactions[].amount_mojo",
          "type": "number",
          "description": "The same value in mojo."
        },
        {
          "name": "owned_transactions.transactions[].from",
          "type": "string",
          "description": "Address that sent the coin."
        },
        {
          "name": "owned_transactions.transactions[].to",
          "type": "string",
          "description": "The address you asked about, which owns the coin."
        },
        {
          "name": "owned_transactions.next_cursor",
          "type": "number",
          "description": "Pass this value as `owned_cursor` to fetch the next page of unspent coins."
        },
        {
          "name": "owned_transactions.total_count",
          "type": "number",
          "description": "How many unspent coins the address holds."
        },
        {
          "name": "spent_transactions",
          "type": "object",
          "description": "Coins the address has spent. Present only when you set `include_spend=true`."
        },
        {
          "name": "spent_transactions.transactions",
          "type": "array",
          "description": "One item for each spent coin."
        },
        {
          "name": "spent_transactions.transactions[].coin_id",
          "type": "string",
          "description": "Id of the coin, in hex."
        },
        {
          "name": "spent_transactions.transactions[].time",
          "type": "string",
          "description": "Time the coin was created, as an ISO 8601 string in UTC."
        },
        {
          "name": "spent_transactions.transactions[].height",
          "type": "number",
          "description": "Height of the block that created the coin."
        },
        {
          "name": "spent_transactions.transactions[].amount_xch",
          "type": "number",
          "description": "Value of the coin in XCH."
        },
        {
          "name": "spent_transactions.transactions[].amount_mojo",
          "type": "number",
          "description": "The same value in mojo."
        },
        {
          "name": "spent_transactions.transactions[].from",
          "type": "string",
          "description": "Address that sent the coin."
        },
        {
          "name": "spent_transactions.transactions[].to",
          "type": "string",
          "description": "The address you asked about, which owned the coin."
        },
        {
          "name": "spent_transactions.transactions[].spend_time",
          "type": "string",
          "description": "Time the coin was spent, as an ISO 8601 string in UTC."
        },
        {
          "name": "spent_transactions.next_cursor",
          "type": "number",
          "description": "Pass this value as `spent_cursor` to fetch the next page of spent coins."
        },
        {
          "name": "spent_transactions.total_count",
          "type": "number",
          "description": "How many coins the address has spent."
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
        "amount_xch": 0.00125,
        "amount_mojo": 1250000000,
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
        "amount_xch": 0.00125,
        "amount_mojo": 1250000000,
        "from": "xch1a6cd558gqsz2hch5pt0l8mx7zhavf32q5lyde09zjtqcmkelr9ns59k0j8",
        "memo": [
          "invoice 1042"
        ]
      }
    ],
    "next_cursor": 100,
    "total_count": 1843
  },
  "send_dust_transactions": {
    "transactions": [],
    "next_cursor": 0,
    "total_count": 0
  },
  "received_dust_transactions": {
    "transactions": [
      {
        "coin_id": "abb32701117d50a93f8ffb60e801097d8a18d0a75ba7f7a327d50103cb50278e",
        "time": "2025-09-21T17:40:12.000Z",
        "height": 7507711,
        "amount_xch": 0.00125,
        "amount_mojo": 1250000000,
        "from": "xch1u7jecspyllxzsz4srfvf0pzv489vr3n3tnd3kx2da3avftaq854s4ndhny",
        "memo": []
      }
    ],
    "next_cursor": 1,
    "total_count": 1
  },
  "owned_transactions": {
    "transactions": [
      {
        "coin_id": "1542a06e5112d327998b66c200dab60d413f7267a2bd06296719a98211802d2d",
        "time": "2025-09-22T09:00:03.000Z",
        "height": 7512043,
        "amount_xch": 0.00125,
        "amount_mojo": 1250000000,
        "from": "xch1dxtt3xsyehywmc4dhzlevvvtex9y0g9djtyw6r5j0k5l9xs47jwqxxse3d",
        "to": "xch1u7jecspyllxzsz4srfvf0pzv489vr3n3tnd3kx2da3avftaq854s4ndhny"
      }
    ],
    "next_cursor": 100,
    "total_count": 1843
  },
  "spent_transactions": {
    "transactions": [
      {
        "coin_id": "9faa77a38de1c815ac923cbce44a7e8212990cf427c2df37a30d240673a849a3",
        "time": "2025-09-22T09:00:03.000Z",
        "height": 7512043,
        "amount_xch": 0.00125,
        "amount_mojo": 1250000000,
        "from": "xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9",
        "to": "xch1a6cd558gqsz2hch5pt0l8mx7zhavf32q5lyde09zjtqcmkelr9ns59k0j8",
        "spend_time": "2025-09-22T09:15:41.000Z"
      }
    ],
    "next_cursor": 100,
    "total_count": 1843
  }
}`,
      },
      example: {
        "mainnet": {
          "address": "xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9",
          "include_owned": true,
          "include_spend": true,
          "include_send_dust": true,
          "include_received_dust": true
        },
        "testnet": {
          "address": "txch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcs7v2w6k",
          "include_owned": true,
          "include_spend": true,
          "include_send_dust": true,
          "include_received_dust": true
        }
      },
      errors: [],
      notes: [
        "Each list has its own cursor, so you page through one list without moving the others.",
        "The answer holds only the lists you ask for. Sent and received transfers come by default; dust, unspent coins and spent coins come only when you set their `include_` parameter to `true`.",
        "A dust coin holds less than 10,000 mojo (0.00000001 XCH).",
        "The unspent coin list is the address's current balance, shown coin by coin.",
        "The path is singular (`xch-transaction`) although the call returns lists. Call it exactly as written.",
        "To filter by time, give `start_timestamp` and `end_timestamp` together."
      ],
    },
  ],
};

export default page;

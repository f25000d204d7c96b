// Catalogue entry for /api/address/xch_transactions. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "address/xch_transactions",
  "group": "address",
  "title": "Get XCH transactions",
  "description": "Lists the XCH an address sent and received, one paged list per kind of transfer.",
  "sidebarPosition": 5,
  "inApiSidebar": true,
  "calls": [
    {
      id: "address/xch_transactions",
      title: "Get XCH transactions",
      summary: "Lists the XCH an address sent and received, one paged list per kind of transfer.",
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
          "description": "XCH address whose history is listed."
        },
        {
          "name": "count",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 100,
          "description": "Page size per transaction type."
        },
        {
          "name": "include_send",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": true,
          "description": "Return outgoing transfers."
        },
        {
          "name": "include_received",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": true,
          "description": "Return incoming transfers."
        },
        {
          "name": "include_send_dust",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Return outgoing dust transfers."
        },
        {
          "name": "include_received_dust",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Return incoming dust transfers."
        },
        {
          "name": "include_owned",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Return unspent coins (is_spend=false)."
        },
        {
          "name": "include_spend",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Return spent coins (is_spend=true)."
        },
        {
          "name": "send_cursor",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Paging cursor, outgoing list."
        },
        {
          "name": "received_cursor",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Paging cursor, incoming list."
        },
        {
          "name": "send_dust_cursor",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Paging cursor, outgoing dust list."
        },
        {
          "name": "received_dust_cursor",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Paging cursor, incoming dust list."
        },
        {
          "name": "owned_cursor",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Paging cursor, unspent coin list."
        },
        {
          "name": "spent_cursor",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Paging cursor, spent coin list."
        },
        {
          "name": "start_timestamp",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Start of the time window, in Unix seconds. Give end_timestamp too."
        },
        {
          "name": "end_timestamp",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "End of the time window, in Unix seconds. Not before start_timestamp."
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
          "description": "Outgoing transfers."
        },
        {
          "name": "send_transactions.transactions[].coin_id",
          "type": "string",
          "description": "Coin identifier."
        },
        {
          "name": "send_transactions.transactions[].time",
          "type": "string",
          "description": "Time in ISO 8601."
        },
        {
          "name": "send_transactions.transactions[].height",
          "type": "number",
          "description": "Block height."
        },
        {
          "name": "send_transactions.transactions[].amount_xch",
          "type": "number",
          "description": "Amount in XCH."
        },
        {
          "name": "send_transactions.transactions[].amount_mojo",
          "type": "number",
          "description": "Amount in mojo."
        },
        {
          "name": "send_transactions.transactions[].to",
          "type": "string",
          "description": "Destination address."
        },
        {
          "name": "send_transactions.transactions[].memo",
          "type": "string[]",
          "description": "Memos attached to the transfer, if any."
        },
        {
          "name": "send_transactions.next_cursor",
          "type": "number",
          "description": "Cursor that fetches the next outgoing page."
        },
        {
          "name": "send_transactions.total_count",
          "type": "number",
          "description": "Total number of items; sent with the first page only."
        },
        {
          "name": "received_transactions.transactions",
          "type": "array",
          "description": "Incoming transfers."
        },
        {
          "name": "received_transactions.transactions[].coin_id",
          "type": "string",
          "description": "Coin identifier."
        },
        {
          "name": "received_transactions.transactions[].time",
          "type": "string",
          "description": "Time in ISO 8601."
        },
        {
          "name": "received_transactions.transactions[].height",
          "type": "number",
          "description": "Block height."
        },
        {
          "name": "received_transactions.transactions[].amount_xch",
          "type": "number",
          "description": "Amount in XCH."
        },
        {
          "name": "received_transactions.transactions[].amount_mojo",
          "type": "number",
          "description": "Amount in mojo."
        },
        {
          "name": "received_transactions.transactions[].from",
          "type": "string",
          "description": "Source address."
        },
        {
          "name": "received_transactions.transactions[].memo",
          "type": "string[]",
          "description": "Memos attached to the transfer, if any."
        },
        {
          "name": "received_transactions.next_cursor",
          "type": "number",
          "description": "Cursor that fetches the next incoming page."
        },
        {
          "name": "received_transactions.total_count",
          "type": "number",
          "description": "Total number of items; sent with the first page only."
        },
        {
          "name": "send_dust_transactions",
          "type": "object",
          "description": "Same shape as send_transactions; only with include_send_dust."
        },
        {
          "name": "received_dust_transactions",
          "type": "object",
          "description": "Same shape as received_transactions; only with include_received_dust."
        },
        {
          "name": "owned_transactions",
          "type": "object",
          "description": "Unspent coins; only with include_owned."
        },
        {
          "name": "owned_transactions.transactions",
          "type": "array",
          "description": "Unspent coin list."
        },
        {
          "name": "owned_transactions.transactions[].coin_id",
          "type": "string",
          "description": "Coin identifier."
        },
        {
          "name": "owned_transactions.transactions[].time",
          "type": "string",
          "description": "Time in ISO 8601."
        },
        {
          "name": "owned_transactions.transactions[].height",
          "type": "number",
          "description": "Block height."
        },
        {
          "name": "owned_transactions.transactions[].amount_xch",
          "type": "number",
          "description": "Amount in XCH."
        },
        {
          "name": "owned_transactions.transactions[].amount_mojo",
          "type": "number",
          "description": "Amount in mojo."
        },
        {
          "name": "owned_transactions.transactions[].from",
          "type": "string",
          "description": "Source address."
        },
        {
          "name": "owned_transactions.transactions[].to",
          "type": "string",
          "description": "Queried address itself."
        },
        {
          "name": "owned_transactions.next_cursor",
          "type": "number",
          "description": "Cursor that fetches the next unspent page."
        },
        {
          "name": "owned_transactions.total_count",
          "type": "number",
          "description": "Number of unspent coins."
        },
        {
          "name": "spent_transactions",
          "type": "object",
          "description": "Spent coins; only with include_spend."
        },
        {
          "name": "spent_transactions.transactions",
          "type": "array",
          "description": "Spent coin list."
        },
        {
          "name": "spent_transactions.transactions[].coin_id",
          "type": "string",
          "description": "Coin identifier."
        },
        {
          "name": "spent_transactions.transactions[].time",
          "type": "string",
          "description": "Time in ISO 8601."
        },
        {
          "name": "spent_transactions.transactions[].height",
          "type": "number",
          "description": "Block height."
        },
        {
          "name": "spent_transactions.transactions[].amount_xch",
          "type": "number",
          "description": "Amount in XCH."
        },
        {
          "name": "spent_transactions.transactions[].amount_mojo",
          "type": "number",
          "description": "Amount in mojo."
        },
        {
          "name": "spent_transactions.transactions[].from",
          "type": "string",
          "description": "Source address."
        },
        {
          "name": "spent_transactions.transactions[].to",
          "type": "string",
          "description": "Queried address itself."
        },
        {
          "name": "spent_transactions.transactions[].spend_time",
          "type": "string",
          "description": "Time in ISO 8601 the coin was spent."
        },
        {
          "name": "spent_transactions.next_cursor",
          "type": "number",
          "description": "Cursor that fetches the next spent page."
        },
        {
          "name": "spent_transactions.total_count",
          "type": "number",
          "description": "Number of spent coins."
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
        "Each transaction type paged independently.",
        "Dust excluded unless requested.",
        "Dust = coin below 10,000 mojo (0.00000001 XCH).",
        "Owned and spent coin lists excluded unless requested.",
        "Owned coins = current balance as individual coins.",
        "Response holds only the requested types.",
        "The path is singular (`xch-transaction`) although the call returns a list; call it exactly as written.",
        "Filter by time with `start_timestamp` and `end_timestamp` together."
      ],
    },
  ],
};

export default page;

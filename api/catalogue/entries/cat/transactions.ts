// Catalogue entry for /api/cat/transactions. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/transactions",
  "group": "token",
  "title": "Get CAT transactions",
  "description": "Lists the coins that moved a CAT token, with the sender and receiver of each.",
  "sidebarPosition": 9,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/transactions",
      title: "Get CAT transactions",
      summary: "Lists the coins that moved a CAT token, with the sender and receiver of each.",
      method: "GET",
      path: "/cat/transactions/{asset_id}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "asset_id",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "Asset id of the CAT (its TAIL hash), as 64 hex characters."
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
          "type": "array",
          "description": "One row for each coin."
        },
        {
          "name": "data[].coin_name",
          "type": "string",
          "description": "Id of the coin, in hex."
        },
        {
          "name": "data[].coin_parent",
          "type": "string",
          "description": "Id of the coin's parent coin, in hex."
        },
        {
          "name": "data[].amount",
          "type": "string",
          "description": "Number of tokens the coin carries, as a string."
        },
        {
          "name": "data[].type",
          "type": "string",
          "description": "Token standard, such as `CAT2`."
        },
        {
          "name": "data[].timestamp",
          "type": "number",
          "description": "Time the coin was confirmed, as Unix time in seconds."
        },
        {
          "name": "data[].confirmed_time",
          "type": "string",
          "description": "Time the coin was confirmed, as an ISO 8601 string in UTC."
        },
        {
          "name": "data[].spend_time",
          "type": "string|null",
          "description": "Time the coin was spent, as an ISO 8601 string in UTC, or `null` while it is unspent."
        },
        {
          "name": "data[].confirmed_txn_type",
          "type": "number",
          "description": "Number that codes the kind of transaction that confirmed the coin."
        },
        {
          "name": "data[].sender.address",
          "type": "string",
          "description": "Address that sent the tokens."
        },
        {
          "name": "data[].receiver.address",
          "type": "string",
          "description": "Address that received the tokens."
        },
        {
          "name": "data[].cat.id",
          "type": "string",
          "description": "Asset id of the CAT (its TAIL hash)."
        },
        {
          "name": "data[].cat.name",
          "type": "string",
          "description": "Name of the CAT."
        },
        {
          "name": "data[].cat.symbol",
          "type": "string",
          "description": "Ticker of the CAT."
        },
        {
          "name": "data[].cat.description",
          "type": "string",
          "description": "Short text that describes the CAT."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": [
    {
      "coin_name": "18738d3efb4a26b3fa150120db3274ae8f4e5d297176df1bda062bc4d53a6096",
      "coin_parent": "09579a22f3c8d7c3a7e59329451254da00f7861c4916c15c777d61a6746b9581",
      "amount": "250.000",
      "type": "CAT2",
      "timestamp": 1758531603,
      "confirmed_time": "2025-09-22T09:00:03.000Z",
      "spend_time": "2025-09-22T09:15:41.000Z",
      "confirmed_txn_type": 1,
      "sender": {
        "address": "xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9"
      },
      "receiver": {
        "address": "xch1a6cd558gqsz2hch5pt0l8mx7zhavf32q5lyde09zjtqcmkelr9ns59k0j8"
      },
      "cat": {
        "id": "db1a9020d48d9d4ad22631b66ab4b9ebd3637ef7758ad38881348c5d24c38f20",
        "name": "Stably USD",
        "symbol": "USDS",
        "description": "A stablecoin on Chia backed one to one by US dollars."
      }
    }
  ]
}`,
      },
      example: {
        "mainnet": {
          "asset_id": "db1a9020d48d9d4ad22631b66ab4b9ebd3637ef7758ad38881348c5d24c38f20"
        },
        "testnet": {
          "asset_id": "db1a9020d48d9d4ad22631b66ab4b9ebd3637ef7758ad38881348c5d24c38f20"
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "The request is not valid: a parameter is missing or malformed."
        },
        {
          "status": 404,
          "meaning": "Spacescan knows no CAT with that asset id."
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
        "Typical uses are token analytics, market analysis and tracking how a token spreads across holders.",
        "The path starts with `/cat/`, unlike the other token calls, whose paths start with `/token/`."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/cat/transactions. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/transactions",
  "group": "token",
  "title": "Get CAT transactions",
  "description": "Lists the coins that moved a given CAT token, with sender and receiver.",
  "sidebarPosition": 9,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/transactions",
      title: "Get CAT transactions",
      summary: "Lists the coins that moved a given CAT token, with sender and receiver.",
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
          "description": "CAT TAIL hash."
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
          "description": "Transaction rows."
        },
        {
          "name": "data[].coin_name",
          "type": "string",
          "description": "Coin id."
        },
        {
          "name": "data[].coin_parent",
          "type": "string",
          "description": "Parent coin id."
        },
        {
          "name": "data[].amount",
          "type": "string",
          "description": "Tokens moved."
        },
        {
          "name": "data[].type",
          "type": "string",
          "description": "Token standard, e.g. CAT2."
        },
        {
          "name": "data[].timestamp",
          "type": "number",
          "description": "Unix time."
        },
        {
          "name": "data[].confirmed_time",
          "type": "string",
          "description": "ISO confirmation time."
        },
        {
          "name": "data[].spend_time",
          "type": "string|null",
          "description": "ISO spend time; null if unspent."
        },
        {
          "name": "data[].confirmed_txn_type",
          "type": "number",
          "description": "Confirmation transaction kind code."
        },
        {
          "name": "data[].sender.address",
          "type": "string",
          "description": "Sender address."
        },
        {
          "name": "data[].receiver.address",
          "type": "string",
          "description": "Receiver address."
        },
        {
          "name": "data[].cat.id",
          "type": "string",
          "description": "CAT TAIL hash."
        },
        {
          "name": "data[].cat.name",
          "type": "string",
          "description": "CAT name."
        },
        {
          "name": "data[].cat.symbol",
          "type": "string",
          "description": "CAT ticker."
        },
        {
          "name": "data[].cat.description",
          "type": "string",
          "description": "CAT description."
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
        "id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7",
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
          "meaning": "Invalid request or parameters."
        },
        {
          "status": 404,
          "meaning": "Requested item not found."
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
        "Use: token analytics, market analysis, distribution tracking.",
        "This call lives under `/cat/`, while the other token calls use `/token/`."
      ],
    },
  ],
};

export default page;

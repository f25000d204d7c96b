// Catalogue entry for /api/cat/holders. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/holders",
  "group": "token",
  "title": "Get token holders",
  "description": "Lists the addresses that hold a CAT token and the amount each one holds.",
  "sidebarPosition": 5,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/holders",
      title: "Get token holders",
      summary: "Lists the addresses that hold a CAT token and the amount each one holds.",
      method: "GET",
      path: "/token/holders/{asset_id}",
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
        },
        {
          "name": "start_block",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Block height where the range starts."
        },
        {
          "name": "end_block",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Block height where the range ends."
        },
        {
          "name": "profile",
          "in": "query",
          "type": "boolean",
          "required": false,
          "description": "Set to `true` to add profile details of the holders."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "tokens",
          "type": "array",
          "description": "One entry for each holder."
        },
        {
          "name": "tokens[].address",
          "type": "string",
          "description": "Address of the holder."
        },
        {
          "name": "tokens[].amount",
          "type": "string",
          "description": "Number of tokens the address holds, as a string."
        },
        {
          "name": "next_cursor",
          "type": "number",
          "description": "Position of the next page. No documented parameter accepts it yet."
        },
        {
          "name": "total_count",
          "type": "string",
          "description": "Number of holders, as a string."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "tokens": [
    {
      "address": "xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9",
      "amount": "250.000"
    }
  ],
  "next_cursor": 100,
  "total_count": "1843"
}`,
      },
      example: {
        "mainnet": {
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365"
        },
        "testnet": {
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365"
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "The request is not valid: a parameter is missing or malformed."
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
        "The answer includes `next_cursor`, but no documented request parameter takes a cursor, so you can read the first page only."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/cat/holders. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/holders",
  "group": "token",
  "title": "Get token holders",
  "description": "Lists the addresses that hold a CAT token and how much each holds.",
  "sidebarPosition": 5,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/holders",
      title: "Get token holders",
      summary: "Lists the addresses that hold a CAT token and how much each holds.",
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
          "description": "CAT identifier."
        },
        {
          "name": "start_block",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Lower height bound."
        },
        {
          "name": "end_block",
          "in": "query",
          "type": "integer",
          "required": false,
          "description": "Upper height bound."
        },
        {
          "name": "profile",
          "in": "query",
          "type": "boolean",
          "required": false,
          "description": "Add profile details."
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
          "description": "Holder entries."
        },
        {
          "name": "tokens[].address",
          "type": "string",
          "description": "Holder address."
        },
        {
          "name": "tokens[].amount",
          "type": "string",
          "description": "Amount held."
        },
        {
          "name": "next_cursor",
          "type": "number",
          "description": "Cursor for following page."
        },
        {
          "name": "total_count",
          "type": "string",
          "description": "Number of holders."
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
          "meaning": "Invalid request or parameters."
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
        "The response carries `next_cursor`, but no request parameter that takes a cursor is documented yet: read the first page only."
      ],
    },
  ],
};

export default page;

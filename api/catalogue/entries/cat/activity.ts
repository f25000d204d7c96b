// Catalogue entry for /api/cat/activity. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/activity",
  "group": "token",
  "title": "Get token activities",
  "description": "Lists recent transfers, mints, burns or melts of CAT tokens.",
  "sidebarPosition": 7,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/activity",
      title: "Get token activities",
      summary: "Lists recent transfers, mints, burns or melts of CAT tokens.",
      method: "GET",
      path: "/token/activity",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "asset_id",
          "in": "query",
          "type": "string",
          "required": false,
          "description": "Limit to one CAT."
        },
        {
          "name": "type",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "transfer",
          "enum": [
            "transfer",
            "mint",
            "burn",
            "melt"
          ],
          "description": "Activity kind."
        },
        {
          "name": "count",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 100,
          "constraints": "Max 100.",
          "description": "Rows per page."
        },
        {
          "name": "page",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 1,
          "description": "Page number."
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
          "description": "Activity rows."
        },
        {
          "name": "tokens[].coin_id",
          "type": "string",
          "description": "Coin identifier."
        },
        {
          "name": "tokens[].time",
          "type": "string",
          "description": "Activity time."
        },
        {
          "name": "tokens[].height",
          "type": "number",
          "description": "Block height."
        },
        {
          "name": "tokens[].amount",
          "type": "string",
          "description": "Tokens involved."
        },
        {
          "name": "tokens[].from",
          "type": "string",
          "description": "Source address."
        },
        {
          "name": "tokens[].to",
          "type": "string",
          "description": "Destination address."
        },
        {
          "name": "tokens[].cat_id",
          "type": "string",
          "description": "Asset id of the CAT; the same value you pass as asset_id."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "tokens": [
    {
      "coin_id": "34aaf10f49c5d59294a239a6a9ddf3bd5e813a23b37e1110b309a1fd98e67904",
      "time": "2025-09-22T09:00:03.000Z",
      "height": 7512043,
      "amount": "250.000",
      "from": "xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9",
      "to": "xch1a6cd558gqsz2hch5pt0l8mx7zhavf32q5lyde09zjtqcmkelr9ns59k0j8",
      "cat_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365"
    }
  ]
}`,
      },
      example: {
        "mainnet": {
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
          "type": "transfer",
          "count": 10,
          "page": 1
        },
        "testnet": {
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
          "type": "transfer",
          "count": 10,
          "page": 1
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
        "Covers transfers, mints, burns, melts."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/address/xch_balance. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "address/xch_balance",
  "group": "address",
  "title": "Get XCH balance",
  "description": "Returns the XCH an address holds now: the sum of its unspent coins, in XCH and in mojo.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "address/xch_balance",
      title: "Get XCH balance",
      summary: "Returns the XCH an address holds now: the sum of its unspent coins, in XCH and in mojo.",
      method: "GET",
      path: "/address/xch-balance/{address}",
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
          "description": "XCH address to look up."
        },
        {
          "name": "include_dust",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Count dust coins too."
        },
        {
          "name": "start_block",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Pair with the matching start/end param; block range and timestamp range are mutually exclusive.",
          "description": "First block height of the balance window."
        },
        {
          "name": "end_block",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Pair with the matching start/end param; block range and timestamp range are mutually exclusive.",
          "description": "Last block height of the balance window."
        },
        {
          "name": "start_timestamp",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Pair with the matching start/end param; block range and timestamp range are mutually exclusive.",
          "description": "Window start, Unix seconds."
        },
        {
          "name": "end_timestamp",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Pair with the matching start/end param; block range and timestamp range are mutually exclusive.",
          "description": "Window end, Unix seconds."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "xch",
          "type": "number",
          "description": "Balance expressed in XCH."
        },
        {
          "name": "mojo",
          "type": "number",
          "description": "Balance expressed in mojo."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "xch": 1.84325,
  "mojo": 1843250000000
}`,
      },
      example: {
        "mainnet": {
          "address": "xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9",
          "start_block": 7495133,
          "end_block": 7508362
        },
        "testnet": {
          "address": "txch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcs7v2w6k",
          "start_block": 7495133,
          "end_block": 7508362
        }
      },
      errors: [],
      notes: [
        "Balance = all unspent coins of the address.",
        "Include_dust=true adds dust coins.",
        "Dust = coin below 10,000 mojo (0.00000001 XCH).",
        "Filters: give both start and end; use block pair OR timestamp pair."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/address/xch_balance. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "address/xch_balance",
  "group": "address",
  "title": "Get XCH balance",
  "description": "Returns the XCH an address holds now, as the sum of its unspent coins, in XCH and in mojo.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "address/xch_balance",
      title: "Get XCH balance",
      summary: "Returns the XCH an address holds now, as the sum of its unspent coins, in XCH and in mojo.",
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
          "description": "Address whose balance you want: mainnet takes an `xch1…` address, testnet a `txch1…` one."
        },
        {
          "name": "include_dust",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to count dust coins in the balance."
        },
        {
          "name": "start_block",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Give `end_block` with it.",
          "description": "Block height where the window starts."
        },
        {
          "name": "end_block",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Give `start_block` with it.",
          "description": "Block height where the window ends."
        },
        {
          "name": "start_timestamp",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Give `end_timestamp` with it.",
          "description": "Moment the window starts, as Unix time in seconds."
        },
        {
          "name": "end_timestamp",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Give `start_timestamp` with it.",
          "description": "Moment the window ends, as Unix time in seconds."
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
          "description": "Balance of the address in XCH, as a decimal number."
        },
        {
          "name": "mojo",
          "type": "number",
          "description": "The same balance in mojo, as a whole number. 1 XCH is 1,000,000,000,000 mojo."
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
        "The balance is the total value of the unspent coins that the address holds.",
        "Dust coins count only when you set `include_dust=true`. A dust coin holds less than 10,000 mojo (0.00000001 XCH).",
        "To limit the result to a window, give both `start_block` and `end_block`, or both `start_timestamp` and `end_timestamp`. Use one pair only: you cannot combine a block window with a time window.",
        "With a window, only the coins the address received inside it count. For the balance at a past block or moment, call `/address/xch-historical-balance/{address}` instead."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/address/token_balance. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "address/token_balance",
  "group": "address",
  "title": "Get token balance",
  "description": "Lists every CAT token an address holds, with the amount of each.",
  "sidebarPosition": 3,
  "inApiSidebar": true,
  "calls": [
    {
      id: "address/token_balance",
      title: "Get token balance",
      summary: "Lists every CAT token an address holds, with the amount of each.",
      method: "GET",
      path: "/address/token-balance/{address}",
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
          "description": "Address whose CAT tokens you want: mainnet takes an `xch1…` address, testnet a `txch1…` one."
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
          "name": "balance",
          "type": "array",
          "description": "One entry for each CAT token the address holds."
        },
        {
          "name": "balance[].asset_id",
          "type": "string",
          "description": "Asset id of the CAT (its TAIL hash), as 64 hex characters."
        },
        {
          "name": "balance[].token_id",
          "type": "string",
          "description": "The same asset id encoded in bech32m, with the `tkn` prefix."
        },
        {
          "name": "balance[].balance",
          "type": "number",
          "description": "How many tokens of this CAT the address holds."
        },
        {
          "name": "balance[].name",
          "type": "string|null",
          "description": "Name of the token, or `null` when Spacescan has no name for it."
        },
        {
          "name": "balance[].symbol",
          "type": "string|null",
          "description": "Ticker of the token, or `null` when Spacescan has no ticker for it."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "balance": [
    {
      "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
      "token_id": "tkn133mau9p8z44e37c4ennhmyy00x7kna45hr36vrvwq5w6cjqm2djsjndlef",
      "balance": 1520.5,
      "name": "Stably USD",
      "symbol": "USDS"
    }
  ]
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
        "To limit the result to a window, give both `start_block` and `end_block`, or both `start_timestamp` and `end_timestamp`. Use one pair only: you cannot combine a block window with a time window."
      ],
    },
  ],
};

export default page;

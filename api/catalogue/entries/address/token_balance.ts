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
          "description": "XCH address whose CAT holdings are listed."
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
          "name": "balance",
          "type": "array",
          "description": "One entry per CAT held."
        },
        {
          "name": "balance[].asset_id",
          "type": "string",
          "description": "CAT asset id (hex)."
        },
        {
          "name": "balance[].token_id",
          "type": "string",
          "description": "Token id: the asset id in bech32m with the tkn prefix."
        },
        {
          "name": "balance[].balance",
          "type": "number",
          "description": "Amount held."
        },
        {
          "name": "balance[].name",
          "type": "string|null",
          "description": "Token name, null when unknown."
        },
        {
          "name": "balance[].symbol",
          "type": "string|null",
          "description": "Token ticker, null when unknown."
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
        "Filters: give both start and end; use block pair OR timestamp pair."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/stats/circulating-supply. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "stats/circulating-supply",
  "group": "stats",
  "title": "Get circulating supply",
  "description": "Returns the XCH in circulation, and on request how the locked balances add up.",
  "sidebarPosition": 3,
  "inApiSidebar": true,
  "calls": [
    {
      id: "stats/circulating-supply",
      title: "Get circulating supply",
      summary: "Returns the XCH in circulation, and on request how the locked balances add up.",
      method: "GET",
      path: "/stats/circulating-supply",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "network",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "mainnet",
          "description": "Mainnet or testnet."
        },
        {
          "name": "explain",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Add locked-balance breakdown."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "circulating-supply",
          "type": "number",
          "description": "XCH in circulation."
        },
        {
          "name": "explanation",
          "type": "object",
          "description": "Breakdown; explain=true only."
        },
        {
          "name": "explanation.total_supply",
          "type": "number",
          "description": "Supply incl. locked."
        },
        {
          "name": "explanation.locked_balances",
          "type": "array",
          "description": "Locked addresses (address, type, balance)."
        },
        {
          "name": "explanation.total_locked",
          "type": "number",
          "description": "Sum locked."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "circulating-supply": 15984389.5,
  "explanation": {
    "total_supply": 31025600.0,
    "locked_balances": [
      {
        "address": "xch1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqm6ks6e8mvy",
        "type": "burn_address",
        "balance": 41210.5
      },
      {
        "address": "xch1y6krqgs2cjz6mjgz5wy4dd5zqghm3a5pgueccjtudchn2xzcajtsnyzvgy",
        "type": "prefarm_strategic_reserve_1",
        "balance": 5000000.0
      },
      {
        "address": "xch1yxqsmyuyjdlgxw4sqjg4vqlqv5ms2qzex00586nu643jqemmarwslh08yl",
        "type": "prefarm_strategic_reserve_2",
        "balance": 5000000.0
      },
      {
        "address": "xch18hp0afeqmcvn675dqpnxfhk7gggwcpjaa0huc45huu79tkaa28dsuse43w",
        "type": "prefarm_strategic_reserve_3",
        "balance": 5000000.0
      }
    ],
    "total_locked": 15041210.5
  }
}`,
      },
      example: {
        "mainnet": {
          "explain": true
        },
        "testnet": {
          "explain": true
        }
      },
      errors: [],
      notes: [
        "Circulating = total_supply - total_locked.",
        "Locked: burn (dead) address + 3 prefarm strategic-reserve addresses.",
        "Cached 2 minutes.",
        "Excludes burned coins and prefarm balances."
      ],
    },
  ],
};

export default page;

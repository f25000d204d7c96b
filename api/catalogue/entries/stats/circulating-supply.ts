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
          "description": "Which chain to read: `mainnet` or `testnet`."
        },
        {
          "name": "explain",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set it to `true` to add an `explanation` object that shows how the locked balances add up."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "Reads `success` when the call works and `failed` when it does not."
        },
        {
          "name": "circulating-supply",
          "type": "number",
          "description": "The XCH that can move freely, counted in XCH."
        },
        {
          "name": "explanation",
          "type": "object",
          "description": "How the figure is reached. It appears only when you send `explain=true`."
        },
        {
          "name": "explanation.total_supply",
          "type": "number",
          "description": "The total supply in XCH, locked balances included."
        },
        {
          "name": "explanation.locked_balances",
          "type": "array",
          "description": "One item per locked address: its `address`, its `type` (such as `burn_address`) and its `balance` in XCH."
        },
        {
          "name": "explanation.total_locked",
          "type": "number",
          "description": "The locked balances added together, in XCH."
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
        "The circulating supply is `total_supply` minus `total_locked`.",
        "Four addresses count as locked: the burn address, whose coins nobody can spend, and the three prefarm strategic-reserve addresses.",
        "Spacescan caches the answer for 2 minutes, so calling more often returns the same figure.",
        "Burned coins and the prefarm balances held at those addresses are therefore not in circulation."
      ],
    },
  ],
};

export default page;

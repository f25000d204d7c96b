// Catalogue entry for /api/address/xch_historical_balance. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "address/xch_historical_balance",
  "group": "address",
  "title": "Get XCH historical balance",
  "description": "Returns what an address held at a given block height or moment in the past (Pro only).",
  "sidebarPosition": 2,
  "inApiSidebar": true,
  "calls": [
    {
      id: "address/xch_historical_balance",
      title: "Get XCH historical balance",
      summary: "Returns what an address held at a given block height or moment in the past (Pro only).",
      method: "GET",
      path: "/address/xch-historical-balance/{address}",
      access: "pro-only",
      hosts: {
        "mainnet": "https://pro-api.spacescan.io",
        "testnet": "https://pro-api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "address",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "XCH address to evaluate."
        },
        {
          "name": "block",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Block or timestamp required; block wins if both given.",
          "description": "Height at which balance is computed."
        },
        {
          "name": "timestamp",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "Block or timestamp required; ignored when block present.",
          "description": "Unix time at which balance is computed."
        },
        {
          "name": "include_dust",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Count dust coins in the result."
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
          "description": "Point-in-time balance in XCH."
        },
        {
          "name": "mojo",
          "type": "number",
          "description": "Point-in-time balance in mojo."
        },
        {
          "name": "block",
          "type": "number|null",
          "description": "Height used, when supplied."
        },
        {
          "name": "timestamp",
          "type": "number|null",
          "description": "Timestamp used, when supplied."
        },
        {
          "name": "include_dust",
          "type": "boolean",
          "description": "Echo of the dust marker."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "xch": 1.84325,
  "mojo": 1843250000000,
  "block": null,
  "timestamp": 1758605442,
  "include_dust": true
}`,
      },
      example: {
        "mainnet": {
          "address": "xch1dxtt3xsyehywmc4dhzlevvvtex9y0g9djtyw6r5j0k5l9xs47jwqxxse3d",
          "timestamp": 1758605442,
          "include_dust": true
        },
        "testnet": {
          "address": "txch1dxtt3xsyehywmc4dhzlevvvtex9y0g9djtyw6r5j0k5l9xs47jwqtph0s7",
          "timestamp": 1758605442,
          "include_dust": true
        }
      },
      errors: [
        {
          "status": null,
          "meaning": "Neither block nor timestamp supplied.",
          "body": {
            "status": "failed",
            "message": "Either 'block' or 'timestamp' query parameter is required (block takes priority if both are provided)"
          }
        },
        {
          "status": null,
          "meaning": "Malformed address.",
          "body": {
            "status": "failed",
            "message": "Invalid address"
          }
        }
      ],
      notes: [
        "Balance = sum(received up to point) - sum(spent up to point).",
        "Block query: faster, height-precise; timestamp query: date-based snapshots.",
        "Use cases: tax year-end balance, dated snapshots, history analysis, audits.",
        "Dust = coin below 10,000 mojo (0.00000001 XCH).",
        "Vs /xch-balance: that one gives current unspent balance; its time filter only windows received coins."
      ],
    },
  ],
};

export default page;

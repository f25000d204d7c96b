// Catalogue entry for /api/stats. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../types';

const page: ApiPage = {
  "doc": "stats",
  "group": "stats",
  "title": "Statistics (older API)",
  "description": "The older v1 statistics calls for supply, price and netspace, with their current replacements.",
  "sidebarPosition": 99,
  "inApiSidebar": false,
  "calls": [
    {
      id: "stats#get-total-supply-of-xch",
      title: "Get total supply of XCH",
      summary: "Returns the total XCH supply through the older v1 query-string API.",
      method: "GET",
      path: "/stats/total-supply",
      access: "legacy-open",
      hosts: {
        "mainnet": "https://api.spacescan.io"
      },
      params: [
        {
          "name": "network",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "mainnet",
          "enum": [
            "mainnet",
            "testnet10"
          ],
          "description": "Network to read."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Version of the API to use."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "supply",
          "type": "string",
          "description": "XCH total supply."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "supply": "31025600.000"
}`,
      },
      example: {
        "mainnet": {}
      },
      errors: [],
      notes: [
        "Current total XCH supply.",
        "This older call names the field `supply`; the current call names it `total-supply`."
      ],
      legacy: {
        "replacedBy": "stats/total-supply",
        "reason": "Older v1-style page: network mainnet|testnet10 and Version params; authkey stated as no longer required."
      },
    },
    {
      id: "stats#get-xch-price",
      title: "Get XCH price",
      summary: "Returns the XCH price in a currency through the older v1 query-string API.",
      method: "GET",
      path: "/stats/price",
      access: "legacy-open",
      hosts: {
        "mainnet": "https://api.spacescan.io"
      },
      params: [
        {
          "name": "cur",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "Currency symbol, e.g. USD."
        },
        {
          "name": "network",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "mainnet",
          "enum": [
            "mainnet",
            "testnet10"
          ],
          "description": "Network to read."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Version of the API to use."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "price",
          "type": "string",
          "description": "XCH price in that currency."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "price": "14.52"
}`,
      },
      example: {
        "mainnet": {
          "cur": "USD"
        }
      },
      errors: [],
      notes: [
        "This older call takes `cur` and returns the price as a string; the current call takes `currency` and returns a number."
      ],
      legacy: {
        "replacedBy": "stats/price",
        "reason": "Older v1-style page: network mainnet|testnet10 and Version params; authkey stated as no longer required."
      },
    },
    {
      id: "stats#get-chia-blockchain-netspace",
      title: "Get Chia blockchain netspace",
      summary: "Returns the netspace of the Chia blockchain in the unit you choose (older v1 API).",
      method: "GET",
      path: "/stats/netspace",
      access: "legacy-open",
      hosts: {
        "mainnet": "https://api.spacescan.io"
      },
      params: [
        {
          "name": "metrics",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "Netspace unit, e.g. Eib, Pib, Tib."
        },
        {
          "name": "network",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "mainnet",
          "enum": [
            "mainnet",
            "testnet10"
          ],
          "description": "Network to read."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Version of the API to use."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "netspace",
          "type": "string",
          "description": "Netspace in the chosen unit."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "netspace": "18.24"
}`,
      },
      example: {
        "mainnet": {
          "metrics": "Eib"
        }
      },
      errors: [],
      notes: [
        "No current endpoint returns the netspace."
      ],
      legacy: {
        "replacedBy": null,
        "reason": "Older v1-style page: network mainnet|testnet10 and Version params; authkey stated as no longer required."
      },
    },
  ],
};

export default page;

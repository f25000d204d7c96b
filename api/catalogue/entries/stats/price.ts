// Catalogue entry for /api/stats/price. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "stats/price",
  "group": "stats",
  "title": "Get XCH price",
  "description": "Returns the XCH price in a currency you choose, now or at a past moment.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "stats/price",
      title: "Get XCH price",
      summary: "Returns the XCH price in a currency you choose, now or at a past moment.",
      method: "GET",
      path: "/stats/price",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "period",
          "in": "query",
          "type": "number",
          "required": false,
          "description": "Unix time for historical price; leave it out for the current price."
        },
        {
          "name": "currency",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "USD",
          "description": "Fiat code, e.g. USD, EUR, GBP."
        },
        {
          "name": "network",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "mainnet",
          "description": "Network to query."
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
          "type": "number",
          "description": "XCH price in chosen fiat."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "price": 14.52
}`,
      },
      example: {
        "mainnet": {
          "currency": "USD",
          "period": 1677649200
        },
        "testnet": {
          "currency": "USD",
          "period": 1677649200
        }
      },
      errors: [],
      notes: [
        "No period -> current price.",
        "History may be missing for some timestamps.",
        "USD, EUR, GBP and more supported."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/cat/price. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/price",
  "group": "token",
  "title": "Get token price",
  "description": "Returns the current price of a CAT token in XCH and in a currency you choose.",
  "sidebarPosition": 6,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/price",
      title: "Get token price",
      summary: "Returns the current price of a CAT token in XCH and in a currency you choose.",
      method: "GET",
      path: "/token/price/{asset_id}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "asset_id",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "CAT TAIL hash."
        },
        {
          "name": "currency",
          "in": "query",
          "type": "string",
          "required": false,
          "description": "Currency code for the price, such as USD, EUR or GBP."
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
          "type": "object",
          "description": "Price data."
        },
        {
          "name": "price.usd",
          "type": "string",
          "description": "Price in the currency you ask for, named after it in lower case (here usd)."
        },
        {
          "name": "price.xch",
          "type": "string",
          "description": "Price in XCH."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "price": {
    "usd": "1.0002",
    "xch": "0.0984"
  }
}`,
      },
      example: {
        "mainnet": {
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
          "currency": "USD"
        },
        "testnet": {
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
          "currency": "USD"
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
      notes: [],
    },
  ],
};

export default page;

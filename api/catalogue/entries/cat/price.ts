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
          "description": "Asset id of the CAT (its TAIL hash), as 64 hex characters."
        },
        {
          "name": "currency",
          "in": "query",
          "type": "string",
          "required": false,
          "description": "Currency for the price, as a code such as `USD`, `EUR` or `GBP`."
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
          "description": "Price of one token."
        },
        {
          "name": "price.usd",
          "type": "string",
          "description": "Price in the currency you chose, as a string. The key is the currency code in lower case, here `usd`."
        },
        {
          "name": "price.xch",
          "type": "string",
          "description": "Price in XCH, as a string."
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
          "meaning": "The request is not valid: a parameter is missing or malformed."
        },
        {
          "status": 429,
          "meaning": "You sent too many requests in a short time. Wait, then retry more slowly."
        },
        {
          "status": 500,
          "meaning": "The server failed while it handled the request. Retry later."
        },
        {
          "status": 503,
          "meaning": "The API is down for maintenance. Retry later."
        }
      ],
      notes: [
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/cat/list. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/list",
  "group": "token",
  "title": "List all tokens",
  "description": "Lists the CAT tokens Spacescan knows, with their names, tickers, logos and links.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/list",
      title: "List all tokens",
      summary: "Lists the CAT tokens Spacescan knows, with their names, tickers, logos and links.",
      method: "GET",
      path: "/tokens",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "include_price",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add each token's price in XCH and in the currency you choose."
        },
        {
          "name": "currency",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "USD",
          "description": "Currency for the prices, as a code such as `USD` or `EUR`."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "cats",
          "type": "array",
          "description": "One entry for each token."
        },
        {
          "name": "cats[].asset_id",
          "type": "string",
          "description": "Asset id of the CAT (its TAIL hash), as 64 hex characters."
        },
        {
          "name": "cats[].token_id",
          "type": "string",
          "description": "The same asset id encoded in bech32m, with the `tkn` prefix."
        },
        {
          "name": "cats[].name",
          "type": "string",
          "description": "Name of the token."
        },
        {
          "name": "cats[].description",
          "type": "string",
          "description": "Short text that describes the token."
        },
        {
          "name": "cats[].symbol",
          "type": "string",
          "description": "Ticker of the token, such as `USDS`."
        },
        {
          "name": "cats[].preview_url",
          "type": "string",
          "description": "URL of the token's logo image."
        },
        {
          "name": "cats[].tags",
          "type": "string[]",
          "description": "Category tags of the token, such as `stablecoin`."
        },
        {
          "name": "cats[].twitter",
          "type": "string|null",
          "description": "Link to the token's Twitter (X) account, or `null` when there is none."
        },
        {
          "name": "cats[].discord",
          "type": "string|null",
          "description": "Link to the token's Discord server, or `null` when there is none."
        },
        {
          "name": "cats[].website",
          "type": "string|null",
          "description": "Link to the token's website, or `null` when there is none."
        },
        {
          "name": "cats[].price_xch",
          "type": "number",
          "description": "Price of one token in XCH. Present only when you set `include_price=true`."
        },
        {
          "name": "cats[].price_usd",
          "type": "number",
          "description": "Price of one token in the currency you chose. The field is named after that currency, here `price_usd`. Present only when you set `include_price=true`."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "cats": [
    {
      "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
      "token_id": "tkn133mau9p8z44e37c4ennhmyy00x7kna45hr36vrvwq5w6cjqm2djsjndlef",
      "name": "Stably USD",
      "description": "A stablecoin on Chia backed one to one by US dollars.",
      "symbol": "USDS",
      "preview_url": "https://assets.spacescan.io/cat/usds.webp",
      "tags": [
        "stablecoin"
      ],
      "twitter": "https://twitter.com/StablyOfficial",
      "discord": null,
      "website": "https://stably.io",
      "price_xch": 0.0984,
      "price_usd": 1.0
    }
  ]
}`,
      },
      example: {
        "mainnet": {
          "include_price": true,
          "currency": "USD"
        },
        "testnet": {
          "include_price": true,
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

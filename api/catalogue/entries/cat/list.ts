// Catalogue entry for /api/cat/list. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/list",
  "group": "token",
  "title": "List all tokens",
  "description": "Lists the CAT tokens Spacescan knows, with their names, tickers and links.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/list",
      title: "List all tokens",
      summary: "Lists the CAT tokens Spacescan knows, with their names, tickers and links.",
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
          "description": "Attach price fields."
        },
        {
          "name": "currency",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "USD",
          "description": "Fiat code for prices, e.g. USD, EUR."
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
          "description": "CAT entries."
        },
        {
          "name": "cats[].asset_id",
          "type": "string",
          "description": "CAT asset id."
        },
        {
          "name": "cats[].token_id",
          "type": "string",
          "description": "Token id: the asset id in bech32m with the tkn prefix."
        },
        {
          "name": "cats[].name",
          "type": "string",
          "description": "Token name."
        },
        {
          "name": "cats[].description",
          "type": "string",
          "description": "Token description."
        },
        {
          "name": "cats[].symbol",
          "type": "string",
          "description": "Ticker symbol."
        },
        {
          "name": "cats[].preview_url",
          "type": "string",
          "description": "Logo URL."
        },
        {
          "name": "cats[].tags",
          "type": "string[]",
          "description": "Category tags."
        },
        {
          "name": "cats[].twitter",
          "type": "string|null",
          "description": "Twitter link."
        },
        {
          "name": "cats[].discord",
          "type": "string|null",
          "description": "Discord link."
        },
        {
          "name": "cats[].website",
          "type": "string|null",
          "description": "Website link."
        },
        {
          "name": "cats[].price_xch",
          "type": "number",
          "description": "XCH price; present only when include_price=true."
        },
        {
          "name": "cats[].price_usd",
          "type": "number",
          "description": "Price in the currency you ask for, named after it (here USD); only with include_price."
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

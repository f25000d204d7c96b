// Catalogue entry for /api/cat/info. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/info",
  "group": "token",
  "title": "Get token information",
  "description": "Returns the details of one CAT token, and on request its price and supply.",
  "sidebarPosition": 2,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/info",
      title: "Get token information",
      summary: "Returns the details of one CAT token, and on request its price and supply.",
      method: "GET",
      path: "/token/info/{asset_id}",
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
          "description": "Asset id of the CAT, in hex (its TAIL hash)."
        },
        {
          "name": "include_price",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Attach price object."
        },
        {
          "name": "include_supply",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Attach supply object."
        },
        {
          "name": "currency",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "USD",
          "description": "Fiat for price conversion."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "info",
          "type": "object",
          "description": "Token metadata."
        },
        {
          "name": "info.asset_id",
          "type": "string",
          "description": "CAT asset id."
        },
        {
          "name": "info.token_id",
          "type": "string",
          "description": "Token id: the asset id in bech32m with the tkn prefix."
        },
        {
          "name": "info.name",
          "type": "string",
          "description": "Token name."
        },
        {
          "name": "info.description",
          "type": "string",
          "description": "Token description."
        },
        {
          "name": "info.symbol",
          "type": "string",
          "description": "Ticker symbol."
        },
        {
          "name": "info.preview_url",
          "type": "string",
          "description": "Logo URL."
        },
        {
          "name": "info.tags",
          "type": "string[]",
          "description": "Category tags."
        },
        {
          "name": "info.twitter",
          "type": "string|null",
          "description": "Twitter link."
        },
        {
          "name": "info.discord",
          "type": "string|null",
          "description": "Discord link."
        },
        {
          "name": "info.website",
          "type": "string|null",
          "description": "Website link."
        },
        {
          "name": "info.type",
          "type": "string",
          "description": "Token standard, e.g. CAT2."
        },
        {
          "name": "price",
          "type": "object",
          "description": "Present only when you set include_price=true."
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
        },
        {
          "name": "supply",
          "type": "object",
          "description": "Present only when you set include_supply=true."
        },
        {
          "name": "supply.total_supply",
          "type": "number",
          "description": "All tokens minted."
        },
        {
          "name": "supply.burned",
          "type": "number",
          "description": "Tokens burned."
        },
        {
          "name": "supply.melted",
          "type": "number",
          "description": "Tokens melted."
        },
        {
          "name": "supply.circulating_supply",
          "type": "number",
          "description": "Tokens in circulation."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "info": {
    "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
    "token_id": "tkn133mau9p8z44e37c4ennhmyy00x7kna45hr36vrvwq5w6cjqm2djsjndlef",
    "name": "Stably USD",
    "description": "A stablecoin on Chia backed one to one by US dollars.",
    "symbol": "USDS",
    "preview_url": "https://assets.spacescan.io/cat/1de8701cc1405192f69be81e306e625b449adaeb.webp",
    "tags": [
      "stablecoin"
    ],
    "twitter": "https://twitter.com/StablyOfficial",
    "discord": null,
    "website": "https://stably.io",
    "type": "CAT2"
  },
  "price": {
    "usd": "1.0002",
    "xch": "0.0984"
  },
  "supply": {
    "total_supply": 39999999.999,
    "burned": 1250.0,
    "melted": 0.0,
    "circulating_supply": 39998749.999
  }
}`,
      },
      example: {
        "mainnet": {
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
          "include_price": true,
          "include_supply": true,
          "currency": "USD"
        },
        "testnet": {
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
          "include_price": true,
          "include_supply": true,
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

// Catalogue entry for /api/cat/info. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/info",
  "group": "token",
  "title": "Get token information",
  "description": "Returns the details of one CAT token and, if you ask, its price and supply.",
  "sidebarPosition": 2,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/info",
      title: "Get token information",
      summary: "Returns the details of one CAT token and, if you ask, its price and supply.",
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
          "description": "Asset id of the CAT (its TAIL hash), as 64 hex characters."
        },
        {
          "name": "include_price",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add the `price` object."
        },
        {
          "name": "include_supply",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add the `supply` object."
        },
        {
          "name": "currency",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "USD",
          "description": "Currency for `price`, as a code such as `USD` or `EUR`."
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
          "description": "Metadata of the token."
        },
        {
          "name": "info.asset_id",
          "type": "string",
          "description": "Asset id of the CAT (its TAIL hash), as 64 hex characters."
        },
        {
          "name": "info.token_id",
          "type": "string",
          "description": "The same asset id encoded in bech32m, with the `tkn` prefix."
        },
        {
          "name": "info.name",
          "type": "string",
          "description": "Name of the token."
        },
        {
          "name": "info.description",
          "type": "string",
          "description": "Short text that describes the token."
        },
        {
          "name": "info.symbol",
          "type": "string",
          "description": "Ticker of the token, such as `USDS`."
        },
        {
          "name": "info.preview_url",
          "type": "string",
          "description": "URL of the token's logo image."
        },
        {
          "name": "info.tags",
          "type": "string[]",
          "description": "Category tags of the token, such as `stablecoin`."
        },
        {
          "name": "info.twitter",
          "type": "string|null",
          "description": "Link to the token's Twitter (X) account, or `null` when there is none."
        },
        {
          "name": "info.discord",
          "type": "string|null",
          "description": "Link to the token's Discord server, or `null` when there is none."
        },
        {
          "name": "info.website",
          "type": "string|null",
          "description": "Link to the token's website, or `null` when there is none."
        },
        {
          "name": "info.type",
          "type": "string",
          "description": "Token standard, such as `CAT2`."
        },
        {
          "name": "price",
          "type": "object",
          "description": "Price of one token. Present only when you set `include_price=true`."
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
        },
        {
          "name": "supply",
          "type": "object",
          "description": "Supply figures of the token. Present only when you set `include_supply=true`."
        },
        {
          "name": "supply.total_supply",
          "type": "number",
          "description": "Number of tokens ever minted."
        },
        {
          "name": "supply.burned",
          "type": "number",
          "description": "Number of tokens burned."
        },
        {
          "name": "supply.melted",
          "type": "number",
          "description": "Number of tokens melted."
        },
        {
          "name": "supply.circulating_supply",
          "type": "number",
          "description": "Number of tokens in circulation."
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

// Catalogue entry for /api/cat/circulating-supply. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/circulating-supply",
  "group": "token",
  "title": "Get CAT circulating supply",
  "description": "Returns how many tokens of a CAT are in circulation.",
  "sidebarPosition": 4,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/circulating-supply",
      title: "Get CAT circulating supply",
      summary: "Returns how many tokens of a CAT are in circulation.",
      method: "GET",
      path: "/token/circulating-supply/{asset_id}",
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
        }
      ],
      responseFields: [
        {
          "name": "circulating_supply",
          "type": "number",
          "description": "Number of tokens of the CAT that circulate."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "circulating_supply": 39998749.999
}`,
      },
      example: {
        "mainnet": {
          "asset_id": "b8edcc6a7cf3738a3806fdbadb1bbcfc2540ec37f6732ab3a6a4bbcd2dbec105"
        },
        "testnet": {
          "asset_id": "b8edcc6a7cf3738a3806fdbadb1bbcfc2540ec37f6732ab3a6a4bbcd2dbec105"
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "The request is not valid: a parameter is missing or malformed."
        },
        {
          "status": 404,
          "meaning": "Spacescan knows no CAT with that asset id."
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
        "The figure leaves out tokens that are locked, reserved or not yet vested.",
        "Typical uses are market capitalisation and liquidity analysis."
      ],
    },
  ],
};

export default page;

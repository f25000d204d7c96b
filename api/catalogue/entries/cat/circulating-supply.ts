// Catalogue entry for /api/cat/circulating-supply. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/circulating-supply",
  "group": "token",
  "title": "Get CAT circulating supply",
  "description": "Returns how many units of a CAT token are in circulation.",
  "sidebarPosition": 4,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/circulating-supply",
      title: "Get CAT circulating supply",
      summary: "Returns how many units of a CAT token are in circulation.",
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
          "description": "CAT TAIL hash."
        }
      ],
      responseFields: [
        {
          "name": "circulating_supply",
          "type": "number",
          "description": "Tokens actively circulating."
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
          "meaning": "Invalid request or parameters."
        },
        {
          "status": 404,
          "meaning": "Requested item not found."
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
      notes: [
        "Excludes locked, reserved and unvested tokens.",
        "Use: market cap, liquidity analysis."
      ],
    },
  ],
};

export default page;

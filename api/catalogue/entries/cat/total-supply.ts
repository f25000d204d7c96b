// Catalogue entry for /api/cat/total-supply. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/total-supply",
  "group": "token",
  "title": "Get CAT total supply",
  "description": "Returns how many tokens of a CAT exist in total, counting every token ever minted.",
  "sidebarPosition": 3,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/total-supply",
      title: "Get CAT total supply",
      summary: "Returns how many tokens of a CAT exist in total, counting every token ever minted.",
      method: "GET",
      path: "/token/total-supply/{asset_id}",
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
          "name": "total_supply",
          "type": "number",
          "description": "Number of tokens of the CAT in total."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "total_supply": 39999999.999
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
        "Typical uses are token economics, market capitalisation and measures of how the token is spread."
      ],
    },
  ],
};

export default page;

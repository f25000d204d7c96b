// Catalogue entry for /api/cat/total-supply. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/total-supply",
  "group": "token",
  "title": "Get CAT total supply",
  "description": "Returns how many units of a CAT token were ever issued.",
  "sidebarPosition": 3,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/total-supply",
      title: "Get CAT total supply",
      summary: "Returns how many units of a CAT token were ever issued.",
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
          "description": "CAT TAIL hash."
        }
      ],
      responseFields: [
        {
          "name": "total_supply",
          "type": "number",
          "description": "All tokens of the CAT."
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
        "Use: token economics, market-cap math, distribution metrics."
      ],
    },
  ],
};

export default page;

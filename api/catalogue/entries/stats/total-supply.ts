// Catalogue entry for /api/stats/total-supply. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "stats/total-supply",
  "group": "stats",
  "title": "Get total supply",
  "description": "Returns the total XCH supply, prefarm included.",
  "sidebarPosition": 2,
  "inApiSidebar": true,
  "calls": [
    {
      id: "stats/total-supply",
      title: "Get total supply",
      summary: "Returns the total XCH supply, prefarm included.",
      method: "GET",
      path: "/stats/total-supply",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "network",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "mainnet",
          "description": "Which chain to read: `mainnet` or `testnet`."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "Reads `success` when the call works and `failed` when it does not."
        },
        {
          "name": "total-supply",
          "type": "number",
          "description": "Every XCH that exists now, prefarm included, counted in XCH."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "total-supply": 31025600.0
}`,
      },
      example: {
        "mainnet": {},
        "testnet": {}
      },
      errors: [],
      notes: [
        "The total includes the prefarm of 21,000,000 XCH. The same holds on the ABA network.",
        "Spacescan computes the figure from the current block height and the reward each block pays.",
        "Spacescan caches the answer for 2 minutes, so calling more often returns the same figure.",
        "The older v1 call at the same path names the field `supply`; this one names it `total-supply`."
      ],
    },
  ],
};

export default page;

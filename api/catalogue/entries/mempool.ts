// Catalogue entry for /api/mempool. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../types';

const page: ApiPage = {
  "doc": "mempool",
  "group": "mempool",
  "title": "Mempool",
  "description": "The older query-string call that returns the minimum fee for the next block.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "mempool",
      title: "Get min fees",
      summary: "Returns the lowest fee that gets a standard transaction into the next block (older query-string API).",
      method: "GET",
      path: "/mempool/minfee",
      access: "legacy-authkey",
      hosts: {
        "mainnet": "https://api.spacescan.io"
      },
      params: [
        {
          "name": "authkey",
          "in": "query",
          "type": "string",
          "required": false,
          "description": "Your key for the older API; every example sends it, and the older pages do not say whether it is required."
        },
        {
          "name": "network",
          "in": "query",
          "type": "string",
          "required": false,
          "enum": [
            "mainnet",
            "testnet10"
          ],
          "description": "Network to read."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Version of the API to use."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`SUCCESS` when the call works; the older pages show no other field."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "SUCCESS"
}`,
      },
      example: {
        "mainnet": {}
      },
      errors: [],
      notes: [
        "Minimum fee to get a standard transaction into the next block.",
        "The older pages do not name the HTTP method; the query-string URL is a GET request."
      ],
      legacy: {
        "replacedBy": null,
        "reason": "Older query-string API: authkey param, network mainnet|testnet10, Version param; placeholder responses."
      },
    },
  ],
};

export default page;

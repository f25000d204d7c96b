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
      summary: "Returns the smallest fee that gets a standard transaction into the next block, through the older query-string API.",
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
          "description": "Your key for the older API. Every example sends it, but the older pages never say whether a request without it is refused."
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
          "description": "The chain to read: `mainnet` or `testnet10`."
        },
        {
          "name": "Version",
          "in": "query",
          "type": "number",
          "required": false,
          "default": 1,
          "description": "Selects the version of the older API that answers the request."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "Reads `SUCCESS` when the call works. The older pages show only this placeholder, so the rest of the answer is undocumented."
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
        "The fee depends on how full the mempool is at that moment, so read it shortly before you send a transaction.",
        "The older pages never name the HTTP method. Send this query-string URL as a `GET` request."
      ],
      legacy: {
        "replacedBy": null,
        "reason": "It belongs to the older query-string API: the key travels in `authkey`, `network` takes `mainnet` or `testnet10`, a `Version` parameter picks the version, and the pages show only placeholder answers."
      },
    },
  ],
};

export default page;

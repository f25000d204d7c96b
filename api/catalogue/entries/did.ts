// Catalogue entry for /api/did. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../types';

const page: ApiPage = {
  "doc": "did",
  "group": "did",
  "title": "DID (older API)",
  "description": "The older query-string DID call, and the current DID endpoints that replace it.",
  "sidebarPosition": 99,
  "inApiSidebar": false,
  "calls": [
    {
      id: "did",
      title: "Get DID info",
      summary: "Returns the details of a DID through the older query-string API.",
      method: "GET",
      path: "/did/info",
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
          "name": "did",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "The DID to look up, starting with `did:chia:1`. It encodes the launcher coin id of the DID."
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
        "mainnet": {
          "did": "did:chia:1n7and8v9lxpfd8e0y2lqtdfhzm2mahsejn8qz0mwajj5670kfgpsenw9dc"
        }
      },
      errors: [],
      notes: [
        "The older pages never name the HTTP method. Send this query-string URL as a `GET` request."
      ],
      legacy: {
        "replacedBy": "did/info",
        "reason": "It belongs to the older query-string API: the key travels in `authkey`, `network` takes `mainnet` or `testnet10`, a `Version` parameter picks the version, and the pages show only placeholder answers."
      },
    },
  ],
};

export default page;

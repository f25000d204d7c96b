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
          "description": "Your key for the older API; every example sends it, and the older pages do not say whether it is required."
        },
        {
          "name": "did",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "DID id (bech32-encoded launcher coin id)."
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
        "mainnet": {
          "did": "did:chia:1n7and8v9lxpfd8e0y2lqtdfhzm2mahsejn8qz0mwajj5670kfgpsenw9dc"
        }
      },
      errors: [],
      notes: [
        "The older pages do not name the HTTP method; the query-string URL is a GET request."
      ],
      legacy: {
        "replacedBy": "did/info",
        "reason": "Older query-string API: authkey param, network mainnet|testnet10, Version param; placeholder responses."
      },
    },
  ],
};

export default page;

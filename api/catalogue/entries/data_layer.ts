// Catalogue entry for /api/data_layer. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../types';

const page: ApiPage = {
  "doc": "data_layer",
  "group": "data_layer",
  "title": "DataLayer",
  "description": "The older query-string call that returns the mirrors of a Chia DataLayer store.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "data_layer",
      title: "Get data layer info",
      summary: "Returns the mirrors of a DataLayer store (older query-string API).",
      method: "GET",
      path: "/datalayer/mirror",
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
          "name": "store_id",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "Data store id(s)."
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
          "store_id": "be01e2a9bbb7e30579adacbfeb31c8096cf7467d783bd9b69886823dccd88e26"
        }
      },
      errors: [],
      notes: [
        "Returns data store mirror for a store id.",
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

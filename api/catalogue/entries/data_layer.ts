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
      summary: "Returns the mirrors of a DataLayer store through the older query-string API.",
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
          "description": "Your key for the older API. Every example sends it, but the older pages never say whether a request without it is refused."
        },
        {
          "name": "store_id",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "The id of the DataLayer store, as 64 hex characters. The older pages hint that you can pass more than one id, but do not say how."
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
          "store_id": "be01e2a9bbb7e30579adacbfeb31c8096cf7467d783bd9b69886823dccd88e26"
        }
      },
      errors: [],
      notes: [
        "In Chia's DataLayer, a mirror is a URL from which anyone can download a copy of a store's data.",
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

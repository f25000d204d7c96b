// Catalogue entry for /api/offers. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../types';

const page: ApiPage = {
  "doc": "offers",
  "group": "offers",
  "title": "Offers (older API)",
  "description": "The older query-string offer calls, each with the current endpoint that replaces it.",
  "sidebarPosition": 99,
  "inApiSidebar": false,
  "calls": [
    {
      id: "offers#get-offers",
      title: "Get offers",
      summary: "Lists offers by status, asset and sort order through the older query-string API.",
      method: "GET",
      path: "/offers/list",
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
          "name": "status",
          "in": "query",
          "type": "string",
          "required": false,
          "enum": [
            "Active",
            "Cancelled"
          ],
          "description": "Offer state."
        },
        {
          "name": "offered",
          "in": "query",
          "type": "string",
          "required": false,
          "constraints": "Nft id | col id | cat id | xch.",
          "description": "Offered asset."
        },
        {
          "name": "requested",
          "in": "query",
          "type": "string",
          "required": false,
          "constraints": "Nft id | col id | cat id | xch.",
          "description": "Requested asset."
        },
        {
          "name": "sort",
          "in": "query",
          "type": "string",
          "required": false,
          "enum": [
            "asc",
            "desc"
          ],
          "description": "Sort direction."
        },
        {
          "name": "sort_by",
          "in": "query",
          "type": "string",
          "required": false,
          "enum": [
            "price",
            "date"
          ],
          "description": "Sort key."
        },
        {
          "name": "page",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "From 1 to 100.",
          "description": "Page number."
        },
        {
          "name": "page_size",
          "in": "query",
          "type": "integer",
          "required": false,
          "constraints": "From 20 to 100 offers.",
          "description": "Offers per page."
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
          "status": "Active"
        }
      },
      errors: [],
      notes: [
        "The older pages do not name the HTTP method; the query-string URL is a GET request."
      ],
      legacy: {
        "replacedBy": "offers/list",
        "reason": "Older query-string API: authkey param; placeholder responses."
      },
    },
    {
      id: "offers#get-offer-detail",
      title: "Get offer detail",
      summary: "Returns one offer by its id through the older query-string API.",
      method: "GET",
      path: "/offer",
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
          "name": "id",
          "in": "query",
          "type": "string",
          "required": true,
          "description": "Offer-file SHA256, base58-encoded."
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
          "id": "D2nSXdY7wXyu6Pki7XFUytSLyVNiqFEHLZLj9u19gCZW"
        }
      },
      errors: [],
      notes: [
        "The older pages do not name the HTTP method; the query-string URL is a GET request."
      ],
      legacy: {
        "replacedBy": "offers/info",
        "reason": "Older query-string API: authkey param; placeholder responses."
      },
    },
  ],
};

export default page;

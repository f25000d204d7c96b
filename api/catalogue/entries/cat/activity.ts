// Catalogue entry for /api/cat/activity. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "cat/activity",
  "group": "token",
  "title": "Get token activities",
  "description": "Lists transfers, mints, burns or melts of CAT tokens, one kind of activity per call.",
  "sidebarPosition": 7,
  "inApiSidebar": true,
  "calls": [
    {
      id: "cat/activity",
      title: "Get token activities",
      summary: "Lists transfers, mints, burns or melts of CAT tokens, one kind of activity per call.",
      method: "GET",
      path: "/token/activity",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "asset_id",
          "in": "query",
          "type": "string",
          "required": false,
          "description": "Asset id of a CAT, in hex. Give it to see the activity of that token only."
        },
        {
          "name": "type",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "transfer",
          "enum": [
            "transfer",
            "mint",
            "burn",
            "melt"
          ],
          "description": "Kind of activity to list."
        },
        {
          "name": "count",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 100,
          "constraints": "At most 100.",
          "description": "Number of rows on each page."
        },
        {
          "name": "page",
          "in": "query",
          "type": "integer",
          "required": false,
          "default": 1,
          "description": "Page to return, counting from 1."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "tokens",
          "type": "array",
          "description": "One row for each event."
        },
        {
          "name": "tokens[].coin_id",
          "type": "string",
          "description": "Id of the coin involved, in hex."
        },
        {
          "name": "tokens[].time",
          "type": "string",
          "description": "Time of the event, as an ISO 8601 string in UTC."
        },
        {
          "name": "tokens[].height",
          "type": "number",
          "description": "Height of the block that holds the event."
        },
        {
          "name": "tokens[].amount",
          "type": "string",
          "description": "Number of tokens involved, as a string."
        },
        {
          "name": "tokens[].from",
          "type": "string",
          "description": "Address the tokens came from."
        },
        {
          "name": "tokens[].to",
          "type": "string",
          "description": "Address the tokens went to."
        },
        {
          "name": "tokens[].cat_id",
          "type": "string",
          "description": "Asset id of the CAT, the same value that you pass as `asset_id`."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "tokens": [
    {
      "coin_id": "34aaf10f49c5d59294a239a6a9ddf3bd5e813a23b37e1110b309a1fd98e67904",
      "time": "2025-09-22T09:00:03.000Z",
      "height": 7512043,
      "amount": "250.000",
      "from": "xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9",
      "to": "xch1a6cd558gqsz2hch5pt0l8mx7zhavf32q5lyde09zjtqcmkelr9ns59k0j8",
      "cat_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365"
    }
  ]
}`,
      },
      example: {
        "mainnet": {
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
          "type": "transfer",
          "count": 10,
          "page": 1
        },
        "testnet": {
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
          "type": "transfer",
          "count": 10,
          "page": 1
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "The request is not valid: a parameter is missing or malformed."
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
        "The call covers four kinds of activity: transfers, mints, burns and melts. Choose one with `type`."
      ],
    },
  ],
};

export default page;

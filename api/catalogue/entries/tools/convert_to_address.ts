// Catalogue entry for /api/tools/convert_to_address. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "tools/convert_to_address",
  "group": "tools",
  "title": "Convert to address",
  "description": "Turns a puzzle hash into the matching xch address.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "tools/convert_to_address",
      title: "Convert to address",
      summary: "Turns a puzzle hash into the matching xch address.",
      method: "GET",
      path: "/tools/convert_to_address/{hash}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "hash",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "Puzzle hash, with or without the 0x prefix."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "data",
          "type": "string",
          "description": "Resulting xch address."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": "xch13x0kjwy9wcvgjc6r97khgjyvljeyl3054y4m88fc4j3fxr30u6asasxq45"
}`,
      },
      example: {
        "mainnet": {
          "hash": "0x899f69388576188963432fad74488cfcb24fc5f4a92bb39d38aca2930e2fe6bb"
        },
        "testnet": {
          "hash": "0x899f69388576188963432fad74488cfcb24fc5f4a92bb39d38aca2930e2fe6bb"
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "Bad puzzle hash."
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
        "Bech32m <-> hex re-encoding of the same 32 bytes (page examples decode consistently)."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/tools/convert_to_address. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "tools/convert_to_address",
  "group": "tools",
  "title": "Convert to address",
  "description": "Encodes a puzzle hash as the Chia address that receives coins locked to it.",
  "sidebarPosition": 1,
  "inApiSidebar": true,
  "calls": [
    {
      id: "tools/convert_to_address",
      title: "Convert to address",
      summary: "Encodes a puzzle hash as the Chia address that receives coins locked to it.",
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
          "description": "The puzzle hash to encode: 32 bytes written as 64 hex characters, with or without a leading `0x`."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "Reads `success` when the call works and `failed` when it does not."
        },
        {
          "name": "data",
          "type": "string",
          "description": "The address for this puzzle hash in bech32m form, such as `xch1…`."
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
          "meaning": "The `hash` you sent is not 32 bytes of valid hex."
        },
        {
          "status": 429,
          "meaning": "You sent more requests than your rate limit allows. Wait, then try again."
        },
        {
          "status": 500,
          "meaning": "Spacescan failed while it handled the request. Try again later."
        },
        {
          "status": 503,
          "meaning": "The API is down for maintenance. Try again later."
        }
      ],
      notes: [
        "The call only changes the encoding: the puzzle hash and the address hold the same 32 bytes, and `/tools/convert_from_address` turns the result back."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/tools/convert_from_address. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "tools/convert_from_address",
  "group": "tools",
  "title": "Convert from address",
  "description": "Decodes a Chia address to the puzzle hash it stands for.",
  "sidebarPosition": 2,
  "inApiSidebar": true,
  "calls": [
    {
      id: "tools/convert_from_address",
      title: "Convert from address",
      summary: "Decodes a Chia address to the puzzle hash it stands for.",
      method: "GET",
      path: "/tools/convert_from_address/{address}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "address",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "The address to decode, such as `xch1…` on mainnet or `txch1…` on testnet."
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
          "description": "The puzzle hash inside the address, as 64 hex characters after `0x`."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": "0x899f69388576188963432fad74488cfcb24fc5f4a92bb39d38aca2930e2fe6bb"
}`,
      },
      example: {
        "mainnet": {
          "address": "xch13x0kjwy9wcvgjc6r97khgjyvljeyl3054y4m88fc4j3fxr30u6asasxq45"
        },
        "testnet": {
          "address": "txch13x0kjwy9wcvgjc6r97khgjyvljeyl3054y4m88fc4j3fxr30u6asshpk58"
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "The `address` you sent is not a valid bech32m Chia address."
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
        "The call only changes the encoding: the address and the puzzle hash hold the same 32 bytes, and `/tools/convert_to_address` turns the result back."
      ],
    },
  ],
};

export default page;

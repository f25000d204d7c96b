// Catalogue entry for /api/tools/convert_from_address. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "tools/convert_from_address",
  "group": "tools",
  "title": "Convert from address",
  "description": "Turns an xch address into its puzzle hash.",
  "sidebarPosition": 2,
  "inApiSidebar": true,
  "calls": [
    {
      id: "tools/convert_from_address",
      title: "Convert from address",
      summary: "Turns an xch address into its puzzle hash.",
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
          "description": "Chia address, in the xch1… form."
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
          "description": "Resulting puzzle hash."
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
          "meaning": "Bad address."
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

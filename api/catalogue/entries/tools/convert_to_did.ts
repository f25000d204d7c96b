// Catalogue entry for /api/tools/convert_to_did. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "tools/convert_to_did",
  "group": "tools",
  "title": "Convert to DID",
  "description": "Encodes the launcher id of a DID as its did:chia:1… identifier.",
  "sidebarPosition": 5,
  "inApiSidebar": true,
  "calls": [
    {
      id: "tools/convert_to_did",
      title: "Convert to DID",
      summary: "Encodes the launcher id of a DID as its `did:chia:1…` identifier.",
      method: "GET",
      path: "/tools/convert_to_did/{hash}",
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
          "description": "The launcher id of the DID: 32 bytes written as 64 hex characters, with or without a leading `0x`."
        },
        {
          "name": "network",
          "in": "query",
          "type": "string",
          "required": false,
          "default": "xch",
          "enum": [
            "xch",
            "txch11",
            "aba"
          ],
          "description": "The network the DID belongs to: `xch` for mainnet, `txch11` for testnet11, or `aba` for the ABA chain."
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
          "description": "The DID in bech32m form, starting with `did:chia:1`."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": "did:chia:19qf3g9876t0rkq7tfdkc28cxfy424yzanea29rkzylq89kped9hq3q7wd2"
}`,
      },
      example: {
        "mainnet": {
          "hash": "0x28131414fed2de3b03cb4b6d851f06492aaa905d9e7aa28ec227c072d839696e"
        },
        "testnet": {
          "hash": "0x28131414fed2de3b03cb4b6d851f06492aaa905d9e7aa28ec227c072d839696e"
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
        "The call only changes the encoding: the launcher id and the DID hold the same 32 bytes, and `/tools/convert_from_did` turns the result back."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/tools/convert_from_did. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "tools/convert_from_did",
  "group": "tools",
  "title": "Convert from DID",
  "description": "Decodes a did:chia:1… DID to the launcher id of the DID.",
  "sidebarPosition": 6,
  "inApiSidebar": true,
  "calls": [
    {
      id: "tools/convert_from_did",
      title: "Convert from DID",
      summary: "Decodes a `did:chia:1…` DID to the launcher id of the DID.",
      method: "GET",
      path: "/tools/convert_from_did/{did}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "did",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "The DID to decode, starting with `did:chia:1`."
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
          "description": "The launcher id of the DID, as 64 hex characters after `0x`."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": "0x28131414fed2de3b03cb4b6d851f06492aaa905d9e7aa28ec227c072d839696e"
}`,
      },
      example: {
        "mainnet": {
          "did": "did:chia:19qf3g9876t0rkq7tfdkc28cxfy424yzanea29rkzylq89kped9hq3q7wd2"
        },
        "testnet": {
          "did": "did:chia:19qf3g9876t0rkq7tfdkc28cxfy424yzanea29rkzylq89kped9hq3q7wd2"
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "The `did` you sent is not a valid bech32m DID."
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
        "The call only changes the encoding: the DID and the launcher id hold the same 32 bytes, and `/tools/convert_to_did` turns the result back."
      ],
    },
  ],
};

export default page;

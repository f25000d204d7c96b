// Catalogue entry for /api/tools/convert_from_did. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "tools/convert_from_did",
  "group": "tools",
  "title": "Convert from DID",
  "description": "Turns a did:chia DID into its launcher id.",
  "sidebarPosition": 6,
  "inApiSidebar": true,
  "calls": [
    {
      id: "tools/convert_from_did",
      title: "Convert from DID",
      summary: "Turns a did:chia DID into its launcher id.",
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
          "description": "DID, in the did:chia:1… form."
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
          "description": "Network prefix."
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
          "meaning": "Bad DID."
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

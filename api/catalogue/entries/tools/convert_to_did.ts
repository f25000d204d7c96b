// Catalogue entry for /api/tools/convert_to_did. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "tools/convert_to_did",
  "group": "tools",
  "title": "Convert to DID",
  "description": "Turns a launcher id into the matching did:chia DID.",
  "sidebarPosition": 5,
  "inApiSidebar": true,
  "calls": [
    {
      id: "tools/convert_to_did",
      title: "Convert to DID",
      summary: "Turns a launcher id into the matching did:chia DID.",
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
          "description": "Puzzle hash, with or without the 0x prefix."
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
          "description": "Resulting did:chia id."
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

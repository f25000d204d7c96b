// Catalogue entry for /api/tools/convert_to_nft. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "tools/convert_to_nft",
  "group": "tools",
  "title": "Convert to NFT ID",
  "description": "Turns a launcher id into the matching nft1 NFT id.",
  "sidebarPosition": 3,
  "inApiSidebar": true,
  "calls": [
    {
      id: "tools/convert_to_nft",
      title: "Convert to NFT ID",
      summary: "Turns a launcher id into the matching nft1 NFT id.",
      method: "GET",
      path: "/tools/convert_to_nft/{hash}",
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
          "description": "Resulting nft1 id."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7"
}`,
      },
      example: {
        "mainnet": {
          "hash": "0x7ff8b187e156c030bdc857a12dcb3910bfcb17be923720b59a9d01dfd8243d8c"
        },
        "testnet": {
          "hash": "0x7ff8b187e156c030bdc857a12dcb3910bfcb17be923720b59a9d01dfd8243d8c"
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

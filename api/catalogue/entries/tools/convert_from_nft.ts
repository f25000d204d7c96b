// Catalogue entry for /api/tools/convert_from_nft. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "tools/convert_from_nft",
  "group": "tools",
  "title": "Convert from NFT ID",
  "description": "Turns an nft1 NFT id into its launcher id.",
  "sidebarPosition": 4,
  "inApiSidebar": true,
  "calls": [
    {
      id: "tools/convert_from_nft",
      title: "Convert from NFT ID",
      summary: "Turns an nft1 NFT id into its launcher id.",
      method: "GET",
      path: "/tools/convert_from_nft/{nft_id}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "nft_id",
          "in": "path",
          "type": "string",
          "required": true,
          "description": "NFT id, in the nft1… form."
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
  "data": "0x7ff8b187e156c030bdc857a12dcb3910bfcb17be923720b59a9d01dfd8243d8c"
}`,
      },
      example: {
        "mainnet": {
          "nft_id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7"
        },
        "testnet": {
          "nft_id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7"
        }
      },
      errors: [
        {
          "status": 400,
          "meaning": "Bad NFT id."
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

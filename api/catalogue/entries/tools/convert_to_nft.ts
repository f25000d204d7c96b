// Catalogue entry for /api/tools/convert_to_nft. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "tools/convert_to_nft",
  "group": "tools",
  "title": "Convert to NFT ID",
  "description": "Encodes the launcher id of an NFT as its nft1… NFT id.",
  "sidebarPosition": 3,
  "inApiSidebar": true,
  "calls": [
    {
      id: "tools/convert_to_nft",
      title: "Convert to NFT ID",
      summary: "Encodes the launcher id of an NFT as its `nft1…` NFT id.",
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
          "description": "The launcher id of the NFT: 32 bytes written as 64 hex characters, with or without a leading `0x`."
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
          "description": "The NFT id in bech32m form, starting with `nft1`."
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
        "The call only changes the encoding: the launcher id and the NFT id hold the same 32 bytes, and `/tools/convert_from_nft` turns the result back."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/tools/convert_from_nft. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "tools/convert_from_nft",
  "group": "tools",
  "title": "Convert from NFT ID",
  "description": "Decodes an nft1… NFT id to the launcher id of the NFT.",
  "sidebarPosition": 4,
  "inApiSidebar": true,
  "calls": [
    {
      id: "tools/convert_from_nft",
      title: "Convert from NFT ID",
      summary: "Decodes an `nft1…` NFT id to the launcher id of the NFT.",
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
          "description": "The NFT id to decode, starting with `nft1`."
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
          "description": "The launcher id of the NFT, as 64 hex characters after `0x`."
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
          "meaning": "The `nft_id` you sent is not a valid bech32m NFT id."
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
        "The call only changes the encoding: the NFT id and the launcher id hold the same 32 bytes, and `/tools/convert_to_nft` turns the result back."
      ],
    },
  ],
};

export default page;

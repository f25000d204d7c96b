// Catalogue entry for /api/tools/get_coin_id. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "tools/get_coin_id",
  "group": "tools",
  "title": "Get coin ID",
  "description": "Works out the id of a coin from its parent coin id, its puzzle hash and its amount.",
  "sidebarPosition": 7,
  "inApiSidebar": true,
  "calls": [
    {
      id: "tools/get_coin_id",
      title: "Get coin ID",
      summary: "Works out the id of a coin from its parent coin id, its puzzle hash and its amount.",
      method: "POST",
      path: "/tools/get_coin_id",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "parent_coin_name",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "The id of the coin that created this one: 32 bytes written as 64 hex characters, with or without a leading `0x`."
        },
        {
          "name": "puzzle_hash",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "The puzzle hash that locks the coin: 32 bytes written as 64 hex characters, with or without a leading `0x`."
        },
        {
          "name": "amount",
          "in": "body",
          "type": "number",
          "required": true,
          "description": "The value of the coin in XCH, not mojo. Decimals are allowed."
        }
      ],
      requestBody: {
        "contentType": "application/json",
        "example": {
          "parent_coin_name": "0x619211c5c367831fd5f37a06fca009aab8fef72e5aee05bf4d04e19cce57cf83",
          "puzzle_hash": "0x1f407a86d312f31f52c2ca851ff430c3b2ba222028016864f8dcf61a107578b1",
          "amount": 1.5
        }
      },
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "Reads `success` when the call works and `failed` when it does not."
        },
        {
          "name": "data",
          "type": "string",
          "description": "The coin id, as 64 hex characters after `0x`."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "data": "0x7d23f66c137dc7c5649e7a8a387b4d51e5db456b9cc260fa237b09d3273d6c7e"
}`,
      },
      example: {
        "mainnet": {},
        "testnet": {}
      },
      errors: [
        {
          "status": 400,
          "meaning": "A body field is missing or malformed, so the call cannot hash it."
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
        "The coin id is the SHA-256 hash of the parent coin id, the puzzle hash and the amount in mojo encoded as a Chia integer, so you can check the answer yourself.",
        "You send the amount in XCH and the hash uses it in mojo. One XCH is 10^12 mojo, so 1.5 XCH counts as 1,500,000,000,000 mojo."
      ],
    },
  ],
};

export default page;

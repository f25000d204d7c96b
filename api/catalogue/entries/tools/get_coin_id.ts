// Catalogue entry for /api/tools/get_coin_id. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "tools/get_coin_id",
  "group": "tools",
  "title": "Get coin ID",
  "description": "Computes a coin id from its parent coin id, puzzle hash and amount.",
  "sidebarPosition": 7,
  "inApiSidebar": true,
  "calls": [
    {
      id: "tools/get_coin_id",
      title: "Get coin ID",
      summary: "Computes a coin id from its parent coin id, puzzle hash and amount.",
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
          "description": "Parent coin id, with or without the 0x prefix."
        },
        {
          "name": "puzzle_hash",
          "in": "body",
          "type": "string",
          "required": true,
          "description": "Puzzle hash, with or without the 0x prefix."
        },
        {
          "name": "amount",
          "in": "body",
          "type": "number",
          "required": true,
          "description": "Coin amount in XCH."
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
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "data",
          "type": "string",
          "description": "Computed coin id."
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
          "meaning": "Bad input format."
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
        "Coin id derived from parent coin, puzzle hash and amount.",
        "The amount is in XCH; the coin id hashes it in mojo (1.5 XCH is 1,500,000,000,000 mojo)."
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/nft/events. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "nft/events",
  "group": "nft",
  "title": "Get NFT events history",
  "description": "Lists every on-chain change to an NFT, newest first.",
  "sidebarPosition": 5,
  "inApiSidebar": true,
  "calls": [
    {
      id: "nft/events",
      title: "Get NFT events history",
      summary: "Lists every on-chain change to an NFT, newest first.",
      method: "GET",
      path: "/nfts/events/{nft_id}",
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
          "description": "NFT id."
        }
      ],
      responseFields: [
        {
          "name": "[]",
          "type": "array",
          "description": "Event list (top-level array)."
        },
        {
          "name": "[].coin_name",
          "type": "string",
          "description": "Coin id."
        },
        {
          "name": "[].nft_id",
          "type": "string",
          "description": "NFT id."
        },
        {
          "name": "[].version_number",
          "type": "number",
          "description": "Event version."
        },
        {
          "name": "[].confirmed_block",
          "type": "string",
          "description": "Height of the block that created it."
        },
        {
          "name": "[].confirmed_time",
          "type": "string",
          "description": "Time the block that created it was confirmed."
        },
        {
          "name": "[].spend_block",
          "type": "string",
          "description": "Spend height."
        },
        {
          "name": "[].spend_time",
          "type": "string",
          "description": "Spend time."
        },
        {
          "name": "[].owner_address",
          "type": "string",
          "description": "Owner address."
        },
        {
          "name": "[].owner_did",
          "type": "string",
          "description": "Owner DID, may be null."
        },
        {
          "name": "[].parent_coin",
          "type": "string",
          "description": "Parent coin id."
        },
        {
          "name": "[].from_address",
          "type": "string",
          "description": "Source address."
        },
        {
          "name": "[].is_ephemeral",
          "type": "boolean",
          "description": "Ephemeral-coin marker."
        },
        {
          "name": "[].memo",
          "type": "string",
          "description": "Memo, optional."
        },
        {
          "name": "[].spend_tags",
          "type": "array",
          "description": "Spend tags; hint at event kind."
        },
        {
          "name": "[].confirmed_txn_id",
          "type": "string",
          "description": "Confirming transaction id."
        },
        {
          "name": "[].spend_txn_id",
          "type": "string",
          "description": "Spending transaction id."
        },
        {
          "name": "[].is_spend",
          "type": "boolean",
          "description": "Spent marker."
        },
        {
          "name": "[].confirmed_txn_type",
          "type": "number",
          "description": "Kind of the confirming transaction, as a code."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `[
  {
    "coin_name": "d68dfe7118627cab63768f505285bdb86be78f5e5514b6218a1f0cdf6a4a4e01",
    "nft_id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7",
    "version_number": 0,
    "confirmed_block": "6200809",
    "confirmed_time": "2024-11-12T19:00:50.000Z",
    "spend_block": "0",
    "spend_time": null,
    "owner_address": "xch1u7jecspyllxzsz4srfvf0pzv489vr3n3tnd3kx2da3avftaq854s4ndhny",
    "owner_did": "did:chia:1gw3wdgx2rs98x86vj3z9888kfu6jtgv5u39224m42crjk0t2rx2q4v06hh",
    "parent_coin": "a71ce702f29eb59ab716b1f395490c856bb2bacaaafdf78134662cf2ec638598",
    "from_address": "xch1u7jecspyllxzsz4srfvf0pzv489vr3n3tnd3kx2da3avftaq854s4ndhny",
    "is_ephemeral": false,
    "memo": null,
    "spend_tags": null,
    "confirmed_txn_id": "txn1nn8zvkmp0j8g5rqdajc9ps9acuympp9vekp2e3t29pguqw6shqnq2hpcgg",
    "confirmed_txn_type": 3,
    "is_spend": false,
    "spend_txn_id": "14b745e03e9427d5791be271bb1b8d346d28041b86b80a76b27dc0150be8b244"
  }
]`,
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
          "meaning": "Invalid request or parameters."
        },
        {
          "status": 404,
          "meaning": "NFT not found."
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
        "Events come newest first.",
        "Each event is one on-chain change to the NFT.",
        "Use spend_tags to tell transfers from listings."
      ],
    },
  ],
};

export default page;

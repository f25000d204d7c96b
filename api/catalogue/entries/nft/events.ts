// Catalogue entry for /api/nft/events. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "nft/events",
  "group": "nft",
  "title": "Get NFT events history",
  "description": "Lists every on-chain change to one NFT, with the newest change first.",
  "sidebarPosition": 5,
  "inApiSidebar": true,
  "calls": [
    {
      id: "nft/events",
      title: "Get NFT events history",
      summary: "Lists every on-chain change to one NFT, with the newest change first.",
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
          "description": "Id of the NFT whose history you want, in its `nft1…` form."
        }
      ],
      responseFields: [
        {
          "name": "[]",
          "type": "array",
          "description": "The reply is a JSON array, with one object for each event."
        },
        {
          "name": "[].coin_name",
          "type": "string",
          "description": "Id of the coin that holds the NFT in this event."
        },
        {
          "name": "[].nft_id",
          "type": "string",
          "description": "The NFT's id, in its `nft1…` form."
        },
        {
          "name": "[].version_number",
          "type": "number",
          "description": "Version number of this event record."
        },
        {
          "name": "[].confirmed_block",
          "type": "string",
          "description": "Height of the block that created the coin, as a string of digits."
        },
        {
          "name": "[].confirmed_time",
          "type": "string",
          "description": "When that block was confirmed, as an ISO 8601 timestamp in UTC."
        },
        {
          "name": "[].spend_block",
          "type": "string",
          "description": "Height of the block that spent the coin, as a string; `\"0\"` while the coin is unspent."
        },
        {
          "name": "[].spend_time",
          "type": "string",
          "description": "When the coin was spent, as an ISO 8601 timestamp in UTC; `null` while it is unspent."
        },
        {
          "name": "[].owner_address",
          "type": "string",
          "description": "Address that holds the NFT after this event."
        },
        {
          "name": "[].owner_did",
          "type": "string",
          "description": "DID that owns the NFT after this event, or `null` when the owner has set none."
        },
        {
          "name": "[].parent_coin",
          "type": "string",
          "description": "Id of the coin that created this coin."
        },
        {
          "name": "[].from_address",
          "type": "string",
          "description": "Address that the NFT came from in this event."
        },
        {
          "name": "[].is_ephemeral",
          "type": "boolean",
          "description": "`true` when the coin was created and spent in the same block."
        },
        {
          "name": "[].memo",
          "type": "string",
          "description": "Memo attached to the spend, or `null` when there is none."
        },
        {
          "name": "[].spend_tags",
          "type": "array",
          "description": "Tags of the spend that tell what kind of event it was, such as a transfer or a listing; `null` when there are none."
        },
        {
          "name": "[].confirmed_txn_id",
          "type": "string",
          "description": "Id of the transaction that created the coin."
        },
        {
          "name": "[].spend_txn_id",
          "type": "string",
          "description": "Id of the transaction that spent the coin."
        },
        {
          "name": "[].is_spend",
          "type": "boolean",
          "description": "`true` once the coin has been spent."
        },
        {
          "name": "[].confirmed_txn_type",
          "type": "number",
          "description": "Numeric code for the kind of transaction that created the coin."
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
          "meaning": "The request is malformed, for example an `nft_id` that is not a valid NFT id."
        },
        {
          "status": 404,
          "meaning": "No NFT has this id."
        },
        {
          "status": 429,
          "meaning": "You sent too many requests in a short time. Wait, then retry."
        },
        {
          "status": 500,
          "meaning": "The API failed while answering. Retry later."
        },
        {
          "status": 503,
          "meaning": "The API is down for maintenance. Retry later."
        }
      ],
      notes: [
        "The array starts with the newest event.",
        "Each object stands for one on-chain change to the NFT.",
        "Read `spend_tags` to tell a transfer from a listing."
      ],
    },
  ],
};

export default page;

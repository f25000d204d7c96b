// Catalogue entry for /api/block/transactions. Edit here, then run `npm run generate:api`.
import type {ApiPage} from '../../types';

const page: ApiPage = {
  "doc": "block/transactions",
  "group": "block",
  "title": "Get block transactions",
  "description": "Lists the coins a block created and spent, grouped by kind of coin.",
  "sidebarPosition": 4,
  "inApiSidebar": true,
  "calls": [
    {
      id: "block/transactions",
      title: "Get block transactions",
      summary: "Lists the coins a block created and spent, grouped by kind of coin.",
      method: "GET",
      path: "/block/transactions/{block_height}",
      access: "free",
      hosts: {
        "mainnet": "https://api.spacescan.io",
        "testnet": "https://api-testnet11.spacescan.io",
        "pro": "https://pro-api.spacescan.io"
      },
      params: [
        {
          "name": "block_height",
          "in": "path",
          "type": "integer",
          "required": true,
          "description": "Height of the block whose coins you want, as an integer."
        },
        {
          "name": "include_dust",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add standard coins worth less than 10,000 mojo."
        },
        {
          "name": "include_token",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add CAT coins."
        },
        {
          "name": "include_nft",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add NFT coins."
        },
        {
          "name": "include_did",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add DID coins."
        },
        {
          "name": "include_dl",
          "in": "query",
          "type": "boolean",
          "required": false,
          "default": false,
          "description": "Set to `true` to add DataLayer coins."
        }
      ],
      responseFields: [
        {
          "name": "status",
          "type": "string",
          "description": "`success` when the call works, `failed` when it does not."
        },
        {
          "name": "is_transaction_block",
          "type": "boolean",
          "description": "`false` when the block carries no transactions. The answer then holds nothing else."
        },
        {
          "name": "confirmed_transactions",
          "type": "object",
          "description": "Coins the block created, grouped by kind."
        },
        {
          "name": "spent_transactions",
          "type": "object",
          "description": "Coins the block spent, grouped by kind."
        },
        {
          "name": "reward_coins",
          "type": "array",
          "description": "Standard coins the block created that are marked as coinbase, that is, farming rewards."
        },
        {
          "name": "confirmed_transactions.standard_coins",
          "type": "array",
          "description": "Standard XCH coins. This list is always present."
        },
        {
          "name": "confirmed_transactions.dust_coins",
          "type": "array",
          "description": "Dust coins. Present only when you set `include_dust=true`."
        },
        {
          "name": "confirmed_transactions.token_coins",
          "type": "array",
          "description": "CAT coins. Present only when you set `include_token=true`."
        },
        {
          "name": "confirmed_transactions.nft_coins",
          "type": "array",
          "description": "NFT coins. Present only when you set `include_nft=true`."
        },
        {
          "name": "confirmed_transactions.did_coins",
          "type": "array",
          "description": "DID coins. Present only when you set `include_did=true`."
        },
        {
          "name": "confirmed_transactions.dl_coins",
          "type": "array",
          "description": "DataLayer coins. Present only when you set `include_dl=true`."
        },
        {
          "name": "spent_transactions.standard_coins",
          "type": "array",
          "description": "Standard XCH coins. This list is always present."
        },
        {
          "name": "spent_transactions.dust_coins",
          "type": "array",
          "description": "Dust coins. Present only when you set `include_dust=true`."
        },
        {
          "name": "spent_transactions.token_coins",
          "type": "array",
          "description": "CAT coins. Present only when you set `include_token=true`."
        },
        {
          "name": "spent_transactions.nft_coins",
          "type": "array",
          "description": "NFT coins. Present only when you set `include_nft=true`."
        },
        {
          "name": "spent_transactions.did_coins",
          "type": "array",
          "description": "DID coins. Present only when you set `include_did=true`."
        },
        {
          "name": "spent_transactions.dl_coins",
          "type": "array",
          "description": "DataLayer coins. Present only when you set `include_dl=true`."
        },
        {
          "name": "confirmed_transactions.standard_coins[].coin_name",
          "type": "string",
          "description": "Id of the coin, in hex."
        },
        {
          "name": "confirmed_transactions.standard_coins[].confirmed_block",
          "type": "number",
          "description": "Height of the block that created the coin."
        },
        {
          "name": "confirmed_transactions.standard_coins[].spend_block",
          "type": "number",
          "description": "Height of the block that spent the coin, or 0 while it is unspent."
        },
        {
          "name": "confirmed_transactions.standard_coins[].parent_coin",
          "type": "string",
          "description": "Id of the coin's parent coin."
        },
        {
          "name": "confirmed_transactions.standard_coins[].coin_mod",
          "type": "string",
          "description": "Name of the puzzle that locks the coin, such as `p2_delegated_puzzle_or_hidden_puzzle`."
        },
        {
          "name": "confirmed_transactions.standard_coins[].owner_address",
          "type": "string",
          "description": "Address that owns the coin."
        },
        {
          "name": "confirmed_transactions.standard_coins[].confirmed_time",
          "type": "string",
          "description": "Time the coin was created, as an ISO 8601 string in UTC."
        },
        {
          "name": "confirmed_transactions.standard_coins[].spend_time",
          "type": "string|null",
          "description": "Time the coin was spent, or `null` while it is unspent."
        },
        {
          "name": "confirmed_transactions.standard_coins[].from_address",
          "type": "string",
          "description": "Address that sent the coin."
        },
        {
          "name": "confirmed_transactions.standard_coins[].memo",
          "type": "string[]",
          "description": "Memos attached to the coin."
        },
        {
          "name": "confirmed_transactions.standard_coins[].amount",
          "type": "number",
          "description": "Value of the coin in XCH."
        },
        {
          "name": "confirmed_transactions.standard_coins[].amount_mojo",
          "type": "number",
          "description": "Value of the coin in mojo. 1 XCH is 1,000,000,000,000 mojo."
        },
        {
          "name": "confirmed_transactions.standard_coins[].coinbase",
          "type": "boolean",
          "description": "`true` when the coin is a farming reward."
        },
        {
          "name": "confirmed_transactions.token_coins[].asset_info",
          "type": "object",
          "description": "The CAT's `asset_id`, `name`, `symbol` and `preview_url`. A token item also carries the standard coin fields, with its own `amount` and `amount_mojo`."
        },
        {
          "name": "confirmed_transactions.nft_coins[].nft_id",
          "type": "string",
          "description": "Id of the NFT, with the `nft` prefix. An NFT item also carries some of the standard coin fields."
        },
        {
          "name": "confirmed_transactions.did_coins[].did_id",
          "type": "string",
          "description": "The DID, in the `did:chia:1…` form. A DID item also carries some of the standard coin fields."
        },
        {
          "name": "confirmed_transactions.dl_coins[].store_id",
          "type": "string",
          "description": "Id of the DataLayer store. A DataLayer item also carries some standard coin fields, but its owner and sender are puzzle hashes, not addresses."
        }
      ],
      response: {
        contentType: 'application/json',
        example: `{
  "status": "success",
  "is_transaction_block": true,
  "confirmed_transactions": {
    "standard_coins": [
      {
        "coin_name": "1f590aa3a2e98312f18be79d1d9a8ab394ce061934f5a18f6e06fa44b904fa8f",
        "confirmed_block": 7512043,
        "spend_block": 7512090,
        "parent_coin": "3bde25cf3aa0aa6b7eee2be7193eced1a5c976cfcf0a0712d00cb58e5a44fba3",
        "coin_mod": "p2_delegated_puzzle_or_hidden_puzzle",
        "owner_address": "xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9",
        "confirmed_time": "2025-09-22T09:00:03.000Z",
        "spend_time": "2025-09-22T09:15:41.000Z",
        "from_address": "xch1a6cd558gqsz2hch5pt0l8mx7zhavf32q5lyde09zjtqcmkelr9ns59k0j8",
        "memo": [
          "invoice 1042"
        ],
        "amount": 0.00125,
        "amount_mojo": 1250000000,
        "coinbase": false
      }
    ],
    "dust_coins": [],
    "token_coins": [
      {
        "asset_info": {
          "asset_id": "8c77de1427156b98fb15cce77d908f79bd69f6b4b8e3a60d8e051dac481b5365",
          "name": "Stably USD",
          "symbol": "USDS",
          "preview_url": "https://assets.spacescan.io/cat/usds.webp"
        }
      }
    ],
    "nft_coins": [
      {
        "nft_id": "nft10lutrplp2mqrp0wg27sjmjeezzluk9a7jgmjpdv6n5qalkpy8kxqrkqag7"
      }
    ],
    "did_coins": [
      {
        "did_id": "did:chia:19qf3g9876t0rkq7tfdkc28cxfy424yzanea29rkzylq89kped9hq3q7wd2"
      }
    ],
    "dl_coins": [
      {
        "store_id": "dfd825dbc8965d0b0179128abbc673346f93ff3cc2378e880c3232bb9272db0a"
      }
    ]
  },
  "spent_transactions": {
    "standard_coins": [],
    "dust_coins": [],
    "token_coins": [],
    "nft_coins": [],
    "did_coins": [],
    "dl_coins": []
  },
  "reward_coins": []
}`,
      },
      example: {
        "mainnet": {
          "block_height": 7500000,
          "include_dust": true,
          "include_token": true,
          "include_nft": true,
          "include_did": true,
          "include_dl": true
        },
        "testnet": {
          "block_height": 7500000,
          "include_dust": true,
          "include_token": true,
          "include_nft": true,
          "include_did": true,
          "include_dl": true
        }
      },
      errors: [
        {
          "status": 404,
          "meaning": "No block exists at that height.",
          "body": {
            "status": "failed",
            "message": "Block not found"
          }
        },
        {
          "status": 429,
          "meaning": "You sent too many requests in a short time. Wait, then retry more slowly."
        },
        {
          "status": 500,
          "meaning": "The server failed while it handled the request. Retry later."
        },
        {
          "status": 503,
          "meaning": "The API is down for maintenance. Retry later."
        }
      ],
      notes: [
        "Standard coins always come back. Set the `include_` parameters to add dust, CAT, NFT, DID and DataLayer coins.",
        "A dust coin holds less than 10,000 mojo (0.00000001 XCH). Dust coins stay out unless you set `include_dust=true`.",
        "A block that carries no transactions returns only `status` and `is_transaction_block: false`."
      ],
    },
  ],
};

export default page;

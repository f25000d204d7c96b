// Catalogue entry for /api/block/transactions. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {maintenance, serverError, tooManyRequests} from '../../shared';
import {blockTransactions} from '../../world/examples/blocks';

const page: PageSpec = {
  doc: "block/transactions",
  group: "block",
  title: "Get block transactions",
  description: "Lists the coins a block created and spent, grouped by kind of coin.",
  sidebarPosition: 4,
  inApiSidebar: true,
  calls: [
    {
      id: "block/transactions",
      title: "Get block transactions",
      summary: "Lists the coins a block created and spent, grouped by kind of coin.",
      method: "GET",
      path: "/block/transactions/{block_height}",
      access: "free",
      params: [
        {
          name: "block_height",
          in: "path",
          type: "integer",
          required: true,
          description: "Height of the block whose coins you want, as an integer.",
        },
        {
          name: "include_dust",
          in: "query",
          type: "boolean",
          required: false,
          default: false,
          description: "Set to `true` to add standard coins worth less than 10,000 mojo.",
        },
        {
          name: "include_token",
          in: "query",
          type: "boolean",
          required: false,
          default: false,
          description: "Set to `true` to add CAT coins.",
        },
        {
          name: "include_nft",
          in: "query",
          type: "boolean",
          required: false,
          default: false,
          description: "Set to `true` to add NFT coins.",
        },
        {
          name: "include_did",
          in: "query",
          type: "boolean",
          required: false,
          default: false,
          description: "Set to `true` to add DID coins.",
        },
        {
          name: "include_dl",
          in: "query",
          type: "boolean",
          required: false,
          default: false,
          description: "Set to `true` to add DataLayer coins.",
        },
      ],
      responseFields: [
        {
          name: "status",
          type: "string",
          description: "`success` when the call works, `failed` when it does not.",
        },
        {
          name: "is_transaction_block",
          type: "boolean",
          description: "`false` when the block carries no transactions. The answer then holds nothing else.",
        },
        {
          name: "confirmed_transactions",
          type: "object",
          description: "Coins the block created, grouped by kind.",
        },
        {
          name: "spent_transactions",
          type: "object",
          description: "Coins the block spent, grouped by kind.",
        },
        {
          name: "reward_coins",
          type: "array",
          description: "Standard coins the block created that are marked as coinbase: the farming rewards of earlier blocks (the previous transaction block, and the blocks without transactions just before that one), which this transaction block pays.",
        },
        {
          name: "confirmed_transactions.standard_coins",
          type: "array",
          description: "Standard XCH coins. This list is always present.",
        },
        {
          name: "confirmed_transactions.dust_coins",
          type: "array",
          description: "Dust coins. Present only when you set `include_dust=true`.",
        },
        {
          name: "confirmed_transactions.token_coins",
          type: "array",
          description: "CAT coins. Present only when you set `include_token=true`.",
        },
        {
          name: "confirmed_transactions.nft_coins",
          type: "array",
          description: "NFT coins. Present only when you set `include_nft=true`.",
        },
        {
          name: "confirmed_transactions.did_coins",
          type: "array",
          description: "DID coins. Present only when you set `include_did=true`.",
        },
        {
          name: "confirmed_transactions.dl_coins",
          type: "array",
          description: "DataLayer coins. Present only when you set `include_dl=true`.",
        },
        {
          name: "spent_transactions.standard_coins",
          type: "array",
          description: "Standard XCH coins. This list is always present.",
        },
        {
          name: "spent_transactions.dust_coins",
          type: "array",
          description: "Dust coins. Present only when you set `include_dust=true`.",
        },
        {
          name: "spent_transactions.token_coins",
          type: "array",
          description: "CAT coins. Present only when you set `include_token=true`.",
        },
        {
          name: "spent_transactions.nft_coins",
          type: "array",
          description: "NFT coins. Present only when you set `include_nft=true`.",
        },
        {
          name: "spent_transactions.did_coins",
          type: "array",
          description: "DID coins. Present only when you set `include_did=true`.",
        },
        {
          name: "spent_transactions.dl_coins",
          type: "array",
          description: "DataLayer coins. Present only when you set `include_dl=true`.",
        },
        {
          name: "confirmed_transactions.standard_coins[].coin_name",
          type: "string",
          description: "Id of the coin, in hex.",
        },
        {
          name: "confirmed_transactions.standard_coins[].confirmed_block",
          type: "number",
          description: "Height of the block that created the coin.",
        },
        {
          name: "confirmed_transactions.standard_coins[].spend_block",
          type: "number",
          description: "Height of the block that spent the coin, or 0 while it is unspent.",
        },
        {
          name: "confirmed_transactions.standard_coins[].parent_coin",
          type: "string",
          description: "Id of the coin's parent coin.",
        },
        {
          name: "confirmed_transactions.standard_coins[].coin_mod",
          type: "string",
          description: "Name of the puzzle that locks the coin, such as `p2_delegated_puzzle_or_hidden_puzzle`.",
        },
        {
          name: "confirmed_transactions.standard_coins[].owner_address",
          type: "string",
          description: "Address that owns the coin.",
        },
        {
          name: "confirmed_transactions.standard_coins[].confirmed_time",
          type: "string",
          description: "Time the coin was created, as an ISO 8601 string in UTC.",
        },
        {
          name: "confirmed_transactions.standard_coins[].spend_time",
          type: "string|null",
          description: "Time the coin was spent, or `null` while it is unspent.",
        },
        {
          name: "confirmed_transactions.standard_coins[].from_address",
          type: "string",
          description: "Address that sent the coin.",
        },
        {
          name: "confirmed_transactions.standard_coins[].memo",
          type: "string[]",
          description: "Memos attached to the coin.",
        },
        {
          name: "confirmed_transactions.standard_coins[].amount",
          type: "number",
          description: "Value of the coin in XCH.",
        },
        {
          name: "confirmed_transactions.standard_coins[].amount_mojo",
          type: "number",
          description: "Value of the coin in mojo. 1 XCH is 1,000,000,000,000 mojo.",
        },
        {
          name: "confirmed_transactions.standard_coins[].coinbase",
          type: "boolean",
          description: "`true` when the coin is a farming reward.",
        },
        {
          name: "confirmed_transactions.token_coins[].asset_info",
          type: "object",
          description: "The CAT's `asset_id`, `name`, `symbol` and `preview_url`. A token item also carries the standard coin fields, with its own `amount` and `amount_mojo`.",
        },
        {
          name: "confirmed_transactions.nft_coins[].nft_id",
          type: "string",
          description: "Id of the NFT, with the `nft` prefix. An NFT item also carries some of the standard coin fields.",
        },
        {
          name: "confirmed_transactions.did_coins[].did_id",
          type: "string",
          description: "The DID, in the `did:chia:1…` form. A DID item also carries some of the standard coin fields.",
        },
        {
          name: "confirmed_transactions.dl_coins[].store_id",
          type: "string",
          description: "Id of the DataLayer store. A DataLayer item also carries some standard coin fields, but its owner and sender are puzzle hashes, not addresses.",
        },
      ],
      example: blockTransactions,
      agreements: [
        {
          rule: "echo",
          param: "block_height",
          at: "confirmed_transactions.standard_coins[].confirmed_block",
        },
        {rule: "echo", param: "block_height", at: "confirmed_transactions.dust_coins[].confirmed_block"},
        {rule: "echo", param: "block_height", at: "confirmed_transactions.token_coins[].confirmed_block"},
        {rule: "echo", param: "block_height", at: "confirmed_transactions.nft_coins[].confirmed_block"},
        {rule: "echo", param: "block_height", at: "confirmed_transactions.did_coins[].confirmed_block"},
        {rule: "echo", param: "block_height", at: "confirmed_transactions.dl_coins[].confirmed_block"},
        {rule: "echo", param: "block_height", at: "spent_transactions.standard_coins[].spend_block"},
        {rule: "echo", param: "block_height", at: "spent_transactions.dust_coins[].spend_block"},
        {rule: "echo", param: "block_height", at: "spent_transactions.token_coins[].spend_block"},
        {rule: "echo", param: "block_height", at: "spent_transactions.nft_coins[].spend_block"},
        {rule: "echo", param: "block_height", at: "spent_transactions.did_coins[].spend_block"},
        {rule: "echo", param: "block_height", at: "spent_transactions.dl_coins[].spend_block"},
        {rule: "echo", param: "block_height", at: "reward_coins[].confirmed_block"},
        {rule: "meaning", at: "confirmed_transactions.dust_coins[].amount_mojo", means: "dust"},
        {rule: "meaning", at: "confirmed_transactions.standard_coins[].amount_mojo", means: "not-dust"},
        {rule: "meaning", at: "spent_transactions.standard_coins[].amount_mojo", means: "not-dust"},
      ],
      errors: [
        {
          status: 404,
          meaning: "No block exists at that height.",
          body: {status: "failed", message: "Block not found"},
        },
        tooManyRequests,
        serverError,
        maintenance,
      ],
      notes: [
        "Standard coins always come back. Set the `include_` parameters to add dust, CAT, NFT, DID and DataLayer coins.",
        "A dust coin holds less than 10,000 mojo (0.00000001 XCH). Dust coins stay out unless you set `include_dust=true`.",
        "A block that carries no transactions returns only `status` and `is_transaction_block: false`.",
      ],
    },
  ],
};

export default page;

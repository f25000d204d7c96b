// Catalogue entry for /api/address/token_transactions. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {pathParam, receivedCursor, sendCursor, statusField} from '../../shared';
import {tokenTransactions} from '../../world/examples/address';

const page: PageSpec = {
  doc: "address/token_transactions",
  group: "address",
  title: "Get token transactions",
  description: "Lists the CAT tokens an address sent and received, in two lists that page separately.",
  sidebarPosition: 6,
  inApiSidebar: true,
  calls: [
    {
      id: "address/token_transactions",
      title: "Get token transactions",
      summary: "Lists the CAT tokens an address sent and received, in two lists that page separately.",
      method: "GET",
      path: "/address/token-transaction/{address}",
      access: "free",
      params: [
        pathParam("address", "Address whose CAT transfers you want: mainnet takes an `xch1…` address, testnet a `txch1…` one."),
        {
          name: "count",
          in: "query",
          type: "integer",
          required: false,
          default: 100,
          description: "Largest number of transfers each list returns on one page.",
        },
        sendCursor,
        receivedCursor,
      ],
      responseFields: [
        statusField,
        {
          name: "send_transactions.transactions",
          type: "array",
          description: "CAT transfers the address sent, one item per coin.",
        },
        {
          name: "send_transactions.transactions[].coin_id",
          type: "string",
          description: "Id of the coin that carried the transfer, in hex.",
        },
        {
          name: "send_transactions.transactions[].time",
          type: "string",
          description: "Time of the transfer, as an ISO 8601 string in UTC.",
        },
        {
          name: "send_transactions.transactions[].height",
          type: "number",
          description: "Height of the block that holds the transfer.",
        },
        {
          name: "send_transactions.transactions[].token_amount",
          type: "number",
          description: "Number of tokens the transfer moved.",
        },
        {
          name: "send_transactions.transactions[].asset_id",
          type: "string",
          description: "Asset id of the CAT (its TAIL hash), in hex.",
        },
        {
          name: "send_transactions.transactions[].token_id",
          type: "string",
          description: "The same asset id encoded in bech32m, with the `tkn` prefix.",
        },
        {
          name: "send_transactions.transactions[].to",
          type: "string",
          description: "Address that received the tokens.",
        },
        {
          name: "send_transactions.transactions[].memo",
          type: "string[]",
          description: "Memos the sender attached to the transfer, if any.",
        },
        {
          name: "send_transactions.next_cursor",
          type: "number",
          description: "Pass this value as `send_cursor` to fetch the next page of sent transfers.",
        },
        {
          name: "send_transactions.total_count",
          type: "number",
          description: "Total number of CAT transfers the address sent.",
        },
        {
          name: "received_transactions.transactions",
          type: "array",
          description: "CAT transfers the address received, one item per coin.",
        },
        {
          name: "received_transactions.transactions[].coin_id",
          type: "string",
          description: "Id of the coin that carried the transfer, in hex.",
        },
        {
          name: "received_transactions.transactions[].time",
          type: "string",
          description: "Time of the transfer, as an ISO 8601 string in UTC.",
        },
        {
          name: "received_transactions.transactions[].height",
          type: "number",
          description: "Height of the block that holds the transfer.",
        },
        {
          name: "received_transactions.transactions[].token_amount",
          type: "number",
          description: "Number of tokens the transfer moved.",
        },
        {
          name: "received_transactions.transactions[].asset_id",
          type: "string",
          description: "Asset id of the CAT (its TAIL hash), in hex.",
        },
        {
          name: "received_transactions.transactions[].token_id",
          type: "string",
          description: "The same asset id encoded in bech32m, with the `tkn` prefix.",
        },
        {
          name: "received_transactions.transactions[].from",
          type: "string",
          description: "Address that sent the tokens.",
        },
        {
          name: "received_transactions.transactions[].memo",
          type: "string[]",
          description: "Memos the sender attached to the transfer, if any.",
        },
        {
          name: "received_transactions.next_cursor",
          type: "number",
          description: "Pass this value as `received_cursor` to fetch the next page of received transfers.",
        },
        {
          name: "received_transactions.total_count",
          type: "number",
          description: "Total number of CAT transfers the address received.",
        },
      ],
      example: tokenTransactions,
      agreements: [
        {
          rule: "echo",
          param: "address",
          at: "send_transactions.transactions[].coin_id",
          via: "coin.sender",
        },
        {
          rule: "count",
          items: "send_transactions.transactions",
          total: "send_transactions.total_count",
          pageSize: "count",
        },
        {
          rule: "echo",
          param: "address",
          at: "received_transactions.transactions[].coin_id",
          via: "coin.owner",
        },
        {
          rule: "count",
          items: "received_transactions.transactions",
          total: "received_transactions.total_count",
          pageSize: "count",
        },
      ],
      errors: [],
      notes: [
        "The sent list and the received list each have their own cursor, so you page through one without moving the other.",
        "`token_id` and `asset_id` name the same CAT: `token_id` is the asset id encoded in bech32m with the `tkn` prefix.",
      ],
    },
  ],
};

export default page;

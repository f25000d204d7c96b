// Catalogue entry for /api/address/nft_transactions. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {pathParam, receivedCursor, sendCursor, statusField} from '../../shared';
import {nftTransactions} from '../../world/examples/address';

const page: PageSpec = {
  doc: "address/nft_transactions",
  group: "address",
  title: "Get NFT transactions",
  description: "Lists the NFTs an address sent and received, in two lists that page separately.",
  sidebarPosition: 7,
  inApiSidebar: true,
  calls: [
    {
      id: "address/nft_transactions",
      title: "Get NFT transactions",
      summary: "Lists the NFTs an address sent and received, in two lists that page separately.",
      method: "GET",
      path: "/address/nft-transaction/{address}",
      access: "free",
      params: [
        pathParam("address", "Address whose NFT transfers you want: mainnet takes an `xch1…` address, testnet a `txch1…` one."),
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
          description: "NFT transfers the address sent, one item per coin.",
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
          name: "send_transactions.transactions[].nft_id",
          type: "string",
          description: "Id of the NFT, in bech32m with the `nft` prefix.",
        },
        {
          name: "send_transactions.transactions[].to",
          type: "string",
          description: "Address that received the NFT.",
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
          description: "Total number of NFT transfers the address sent.",
        },
        {
          name: "received_transactions.transactions",
          type: "array",
          description: "NFT transfers the address received, one item per coin.",
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
          name: "received_transactions.transactions[].nft_id",
          type: "string",
          description: "Id of the NFT, in bech32m with the `nft` prefix.",
        },
        {
          name: "received_transactions.transactions[].from",
          type: "string",
          description: "Address that sent the NFT.",
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
          description: "Total number of NFT transfers the address received.",
        },
      ],
      example: nftTransactions,
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
      ],
    },
  ],
};

export default page;

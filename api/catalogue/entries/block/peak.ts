// Catalogue entry for /api/block/peak. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {maintenance, serverError, tooManyRequests} from '../../shared';
import {blockPeak} from '../../world/examples/blocks';

const page: PageSpec = {
  doc: "block/peak",
  group: "block",
  title: "Get peak block",
  description: "Returns the newest block of the chain, with its height, hash, farmer and rewards.",
  sidebarPosition: 1,
  inApiSidebar: true,
  calls: [
    {
      id: "block/peak",
      title: "Get peak block",
      summary: "Returns the newest block of the chain, with its height, hash, farmer and rewards.",
      method: "GET",
      path: "/block/peak",
      access: "free",
      params: [],
      responseFields: [
        {name: "number", type: "string", description: "Height of the block, as a string of digits."},
        {name: "hash", type: "string", description: "Header hash of the block, in hex."},
        {
          name: "type",
          type: "string",
          description: "`Transaction block` when the block carries transactions, `Non Transaction block` when it does not.",
        },
        {
          name: "timestamp",
          type: "string|null",
          description: "Time the block was created, as an ISO 8601 string in UTC. It can be `null` for a non-transaction block.",
        },
        {
          name: "farmer_address",
          type: "string",
          description: "Address that receives the farmer's share of the reward.",
        },
        {
          name: "pool_address",
          type: "string",
          description: "Address that receives the pool's share of the reward.",
        },
        {name: "plot", type: "string", description: "Size of the plot that won the block, such as `K32`."},
        {name: "block_reward", type: "number", description: "Total reward of the block, in XCH."},
        {name: "pool_amount", type: "number", description: "The pool's share of the reward, in XCH."},
        {name: "farmer_amount", type: "number", description: "The farmer's share of the reward, in XCH."},
        {
          name: "transferred_amount",
          type: "number",
          description: "Total value that the transactions in the block moved.",
        },
      ],
      example: blockPeak,
      agreements: [{rule: "meaning", at: "number", means: "peak"}],
      errors: [tooManyRequests, serverError, maintenance],
      notes: [
        "The call takes no parameters: it always returns the tip of the chain, the latest block.",
        "Every reward amount is in XCH.",
        "A non-transaction block can have a `null` timestamp.",
        "Read `type` to learn whether the block carries transactions.",
        "`number` arrives as a string here. Convert it to an integer before you compare heights.",
      ],
    },
  ],
};

export default page;

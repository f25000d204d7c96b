// Catalogue entry for /api/block/timestamp. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {serviceErrors, statusField} from '../../shared';
import {blockTimestamp} from '../../world/examples/blocks';

const page: PageSpec = {
  doc: 'block/timestamp',
  group: 'block',
  title: 'Get block by Unix timestamp',
  description: 'Finds the block created at a given Unix second and returns it, with its coins if you ask.',
  sidebarPosition: 3,
  inApiSidebar: true,
  calls: [
    {
      id: 'block/timestamp',
      title: 'Get block by Unix timestamp',
      summary: 'Finds the block created at a given Unix second and returns it, with its coins if you ask.',
      method: 'GET',
      path: '/block/timestamp/{unix_timestamp}',
      access: 'free',
      params: [
        {
          name: 'unix_timestamp',
          in: 'path',
          type: 'integer',
          required: true,
          description: 'Creation time of the block you want, as Unix time in seconds.',
        },
        {
          name: 'additions',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add the coins the block created, in `data.additions`.',
        },
        {
          name: 'removals',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add the coins the block spent.',
        },
        {
          name: 'rewards',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add, in `data.rewards`, the reward coins the block created, which pay earlier blocks.',
        },
      ],
      responseFields: [
        statusField,
        {
          name: 'data',
          type: 'object',
          description: 'The block created at that second, with the fields below.',
        },
        {
          name: 'data.number',
          type: 'number',
          description: 'Height of the block, as an integer.',
        },
        {
          name: 'data.hash',
          type: 'string',
          description: 'Header hash of the block, in hex.',
        },
        {
          name: 'data.type',
          type: 'string',
          description: '`Transaction block` when the block carries transactions, `Non Transaction block` when it does not.',
        },
        {
          name: 'data.timestamp',
          type: 'number',
          description: 'Time the block was created, as Unix time in seconds.',
        },
        {
          name: 'data.farmer_address',
          type: 'string',
          description: "Address that receives the farmer's share of the reward.",
        },
        {
          name: 'data.pool_address',
          type: 'string',
          description: "Address that receives the pool's share of the reward.",
        },
        {
          name: 'data.plot',
          type: 'string',
          description: 'Size of the plot that won the block, such as `K32`.',
        },
        {
          name: 'data.block_reward',
          type: 'number',
          description: 'Total reward of the block, in XCH.',
        },
        {
          name: 'data.pool_amount',
          type: 'number',
          description: "The pool's share of the reward, in XCH.",
        },
        {
          name: 'data.farmer_amount',
          type: 'number',
          description: "The farmer's share of the reward, in XCH.",
        },
        {
          name: 'data.transferred_amount',
          type: 'number',
          description: 'Total value that the transactions in the block moved.',
        },
        {
          name: 'data.addition_count',
          type: 'number',
          description: 'Number of coins the block created.',
        },
        {
          name: 'data.removal_count',
          type: 'number',
          description: 'Number of coins the block spent.',
        },
        {
          name: 'data.reward_count',
          type: 'number',
          description:
            'Number of reward coins the block created: a pool coin and a farmer coin for each earlier block it pays. A block without transactions creates none.',
        },
        {
          name: 'data.additions',
          type: 'array',
          description: 'Coins the block created. Present only when you set `additions=true`.',
        },
        {
          name: 'data.rewards',
          type: 'array',
          description:
            'Reward coins the block created. They pay earlier blocks: the previous transaction block, and the blocks without transactions just before that one. Present only when you set `rewards=true`.',
        },
      ],
      example: blockTimestamp,
      agreements: [
        {
          rule: 'echo',
          param: 'unix_timestamp',
          at: 'data.timestamp',
        },
        {
          rule: 'count',
          items: 'data.additions',
          total: 'data.addition_count',
        },
        {
          rule: 'count',
          items: 'data.rewards',
          total: 'data.reward_count',
        },
      ],
      errors: [
        {
          status: 404,
          meaning: 'No block was created at that second.',
        },
        ...serviceErrors,
      ],
      notes: [
        'The call returns the block whose creation time, in whole Unix seconds, equals the value you pass.',
        'Pass seconds, not milliseconds.',
        'When several blocks share that second, you get the one with the highest height.',
        "The `additions`, `removals` and `rewards` flags add the block's coin lists to `data`.",
        "A block's own reward (`block_reward`, `pool_amount`, `farmer_amount`) is not among the coins it creates: Chia pays a transaction block's reward in the next transaction block, and the reward of a block without transactions in the transaction block after that; the farmer's coin adds the fees of the block it pays ([Chia's Block Rewards](https://docs.chia.net/chia-blockchain/consensus/block-validation/block-rewards)).",
        'Here `number` and `timestamp` are integers, while `/block/{block_height}` and `/block/peak` return the height as a string.',
      ],
    },
  ],
};

export default page;

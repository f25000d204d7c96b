// Catalogue entry for /api/block/info. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {blockHeightPath, blockSummaryFields, serviceErrors} from '../../shared';
import {blockInfo} from '../../world/examples/blocks';

const page: PageSpec = {
  doc: 'block/info',
  group: 'block',
  title: 'Get block information',
  description: 'Returns one block, chosen by height, with its hash, type, rewards and coin counts.',
  sidebarPosition: 2,
  inApiSidebar: true,
  calls: [
    {
      id: 'block/info',
      title: 'Get block information',
      summary: 'Returns one block, chosen by height, with its hash, type, rewards and coin counts.',
      method: 'GET',
      path: '/block/{block_height}',
      access: 'free',
      params: [blockHeightPath],
      responseFields: [
        ...blockSummaryFields,
        {
          name: 'addition_count',
          type: 'number',
          description: 'Number of coins the block created.',
        },
        {
          name: 'removal_count',
          type: 'number',
          description: 'Number of coins the block spent.',
        },
        {
          name: 'reward_count',
          type: 'number',
          description:
            'Number of reward coins the block created: a pool coin and a farmer coin for each earlier block it pays. A block without transactions creates none.',
        },
      ],
      example: blockInfo,
      agreements: [{rule: 'echo', param: 'block_height', at: 'number'}],
      errors: [
        {
          status: 400,
          meaning: 'The block height is not a valid height.',
        },
        {
          status: 404,
          meaning: 'No block exists at that height.',
        },
        ...serviceErrors,
      ],
      notes: [
        'Every reward amount is in XCH.',
        'A non-transaction block can have a `null` timestamp.',
        "`addition_count` and `removal_count` show the block's transaction activity: the coins it created and the coins it spent.",
        "`reward_count` counts the reward coins the block created, which pay earlier blocks. A block's own reward (`block_reward`, `pool_amount`, `farmer_amount`) is not among the coins it creates: Chia pays a transaction block's reward in the next transaction block, and the reward of a block without transactions in the transaction block after that; the farmer's coin adds the fees of the block it pays ([Chia's Block Rewards](https://docs.chia.net/chia-blockchain/consensus/block-validation/block-rewards)).",
        '`number` arrives as a string here, while `/block/timestamp/{unix_timestamp}` returns it as an integer.',
      ],
    },
  ],
};

export default page;

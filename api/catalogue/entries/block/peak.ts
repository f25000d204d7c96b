// Catalogue entry for /api/block/peak. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {blockSummaryFields, serviceErrors} from '../../shared';
import {blockPeak} from '../../world/examples/blocks';

const page: PageSpec = {
  doc: 'block/peak',
  group: 'block',
  title: 'Get peak block',
  description: 'Returns the newest block of the chain, with its height, hash, farmer and rewards.',
  sidebarPosition: 1,
  inApiSidebar: true,
  calls: [
    {
      id: 'block/peak',
      title: 'Get peak block',
      summary: 'Returns the newest block of the chain, with its height, hash, farmer and rewards.',
      method: 'GET',
      path: '/block/peak',
      access: 'free',
      params: [],
      responseFields: [...blockSummaryFields],
      example: blockPeak,
      agreements: [{rule: 'meaning', at: 'number', means: 'peak'}],
      errors: [...serviceErrors],
      notes: [
        'The call takes no parameters: it always returns the tip of the chain, the latest block.',
        'Every reward amount is in XCH.',
        'A non-transaction block can have a `null` timestamp.',
        'Read `type` to learn whether the block carries transactions.',
        '`number` arrives as a string here. Convert it to an integer before you compare heights.',
      ],
    },
  ],
};

export default page;

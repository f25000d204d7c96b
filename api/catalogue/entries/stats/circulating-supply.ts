// Catalogue entry for /api/stats/circulating-supply. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {statsNetworkParam, statusReadsField} from '../../shared';
import {statsCirculatingSupply} from '../../world/examples/stats';

const page: PageSpec = {
  doc: 'stats/circulating-supply',
  group: 'stats',
  title: 'Get circulating supply',
  description: 'Returns the XCH in circulation, and on request how the locked balances add up.',
  sidebarPosition: 3,
  inApiSidebar: true,
  calls: [
    {
      id: 'stats/circulating-supply',
      title: 'Get circulating supply',
      summary: 'Returns the XCH in circulation, and on request how the locked balances add up.',
      method: 'GET',
      path: '/stats/circulating-supply',
      access: 'free',
      params: [
        statsNetworkParam,
        {
          name: 'explain',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set it to `true` to add an `explanation` object that shows how the locked balances add up.',
        },
      ],
      responseFields: [
        statusReadsField,
        {
          name: 'circulating-supply',
          type: 'number',
          description: 'The XCH that can move freely, counted in XCH.',
        },
        {
          name: 'explanation',
          type: 'object',
          description: 'How the figure is reached. It appears only when you send `explain=true`.',
        },
        {
          name: 'explanation.total_supply',
          type: 'number',
          description: 'The total supply in XCH, locked balances included.',
        },
        {
          name: 'explanation.locked_balances',
          type: 'array',
          description: 'One item per locked address: its `address`, its `type` (such as `burn_address`) and its `balance` in XCH.',
        },
        {
          name: 'explanation.total_locked',
          type: 'number',
          description: 'The locked balances added together, in XCH.',
        },
      ],
      example: statsCirculatingSupply,
      errors: [],
      notes: [
        'The circulating supply is `total_supply` minus `total_locked`.',
        'Four addresses count as locked: the burn address, whose coins nobody can spend, and the three prefarm strategic-reserve addresses.',
        'Spacescan caches the answer for 2 minutes, so calling more often returns the same figure.',
        'Burned coins and the prefarm balances held at those addresses are therefore not in circulation.',
      ],
    },
  ],
};

export default page;

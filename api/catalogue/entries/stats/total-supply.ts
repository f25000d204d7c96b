// Catalogue entry for /api/stats/total-supply. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {statsNetworkParam, statusReadsField} from '../../shared';
import {statsTotalSupply} from '../../world/examples/stats';

const page: PageSpec = {
  doc: 'stats/total-supply',
  group: 'stats',
  title: 'Get total supply',
  description: 'Returns the total XCH supply, prefarm included.',
  sidebarPosition: 2,
  inApiSidebar: true,
  calls: [
    {
      id: 'stats/total-supply',
      title: 'Get total supply',
      summary: 'Returns the total XCH supply, prefarm included.',
      method: 'GET',
      path: '/stats/total-supply',
      access: 'free',
      params: [statsNetworkParam],
      responseFields: [
        statusReadsField,
        {
          name: 'total-supply',
          type: 'number',
          description: 'Every XCH that exists now, prefarm included, counted in XCH.',
        },
      ],
      example: statsTotalSupply,
      errors: [],
      notes: [
        'The total includes the prefarm of 21,000,000 XCH. The same holds on the ABA network.',
        'Spacescan computes the figure from the current block height and the reward each block pays.',
        'Spacescan caches the answer for 2 minutes, so calling more often returns the same figure.',
        'The older v1 call at the same path names the field `supply`; this one names it `total-supply`.',
      ],
    },
  ],
};

export default page;

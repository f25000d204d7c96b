// Catalogue entry for /api/stats/price. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {statusReadsField} from '../../shared';
import {statsPrice} from '../../world/examples/stats';

const page: PageSpec = {
  doc: 'stats/price',
  group: 'stats',
  title: 'Get XCH price',
  description: 'Returns the XCH price in a currency you choose, now or at a past moment.',
  sidebarPosition: 1,
  inApiSidebar: true,
  calls: [
    {
      id: 'stats/price',
      title: 'Get XCH price',
      summary: 'Returns the XCH price in a currency you choose, now or at a past moment.',
      method: 'GET',
      path: '/stats/price',
      access: 'free',
      params: [
        {
          name: 'period',
          in: 'query',
          type: 'number',
          required: false,
          description: 'A past moment, as Unix time in seconds. Leave it out to get the current price.',
        },
        {
          name: 'currency',
          in: 'query',
          type: 'string',
          required: false,
          default: 'USD',
          description:
            'The fiat currency of the price, as a code such as `USD`, `EUR` or `GBP`. The API accepts more codes than these three.',
        },
        {
          name: 'network',
          in: 'query',
          type: 'string',
          required: false,
          default: 'mainnet',
          description: 'Which chain to read. Leave it out to read `mainnet`.',
        },
      ],
      responseFields: [
        statusReadsField,
        {
          name: 'price',
          type: 'number',
          description: 'What 1 XCH costs in the currency you chose, at the moment you chose.',
        },
      ],
      example: statsPrice,
      errors: [],
      notes: ['The price history has gaps, so some values of `period` have no recorded price.'],
    },
  ],
};

export default page;

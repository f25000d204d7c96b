// Catalogue entry for /api/stats. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../types';
import {legacyV1NetworkParam, legacyV1Reason, legacyVersionParam, statusReadsField} from '../shared';
import {legacyNetspace, legacyPrice, legacyTotalSupply} from '../world/examples/stats';

const page: PageSpec = {
  doc: 'stats',
  group: 'stats',
  title: 'Statistics (older API)',
  description: 'The older v1 statistics calls for supply, price and netspace, with their current replacements.',
  sidebarPosition: 99,
  inApiSidebar: false,
  calls: [
    {
      id: 'stats#get-total-supply-of-xch',
      title: 'Get total supply of XCH',
      summary: 'Returns the total XCH supply through the older v1 query-string API.',
      method: 'GET',
      path: '/stats/total-supply',
      access: 'legacy-open',
      params: [legacyV1NetworkParam, legacyVersionParam],
      responseFields: [
        statusReadsField,
        {
          name: 'supply',
          type: 'string',
          description: 'Every XCH that exists now, counted in XCH.',
        },
      ],
      example: legacyTotalSupply,
      errors: [],
      notes: [
        'The figure is the supply at the moment you call.',
        'This older call names the field `supply`; the current call names it `total-supply`.',
      ],
      legacy: {replacedBy: 'stats/total-supply', reason: legacyV1Reason},
    },
    {
      id: 'stats#get-xch-price',
      title: 'Get XCH price',
      summary: 'Returns the XCH price in a currency through the older v1 query-string API.',
      method: 'GET',
      path: '/stats/price',
      access: 'legacy-open',
      params: [
        {
          name: 'cur',
          in: 'query',
          type: 'string',
          required: true,
          description: 'The currency of the price, as a code such as `USD`.',
        },
        legacyV1NetworkParam,
        legacyVersionParam,
      ],
      responseFields: [
        statusReadsField,
        {
          name: 'price',
          type: 'string',
          description: 'What 1 XCH costs in the currency you named in `cur`, sent as a string.',
        },
      ],
      example: legacyPrice,
      errors: [],
      notes: ['This older call takes `cur` and returns the price as a string; the current call takes `currency` and returns a number.'],
      legacy: {replacedBy: 'stats/price', reason: legacyV1Reason},
    },
    {
      id: 'stats#get-chia-blockchain-netspace',
      title: 'Get Chia blockchain netspace',
      summary: 'Returns the netspace of the Chia blockchain in the unit you choose, through the older v1 API.',
      method: 'GET',
      path: '/stats/netspace',
      access: 'legacy-open',
      params: [
        {
          name: 'metrics',
          in: 'query',
          type: 'string',
          required: true,
          description: 'The unit for the answer, such as `Eib`, `Pib` or `Tib`.',
        },
        legacyV1NetworkParam,
        legacyVersionParam,
      ],
      responseFields: [
        statusReadsField,
        {
          name: 'netspace',
          type: 'string',
          description: 'The estimated storage that farms the Chia network, in the unit you named in `metrics`, sent as a string.',
        },
      ],
      example: legacyNetspace,
      errors: [],
      notes: ['No current endpoint reports the netspace yet, so this older call is the only one that does.'],
      legacy: {replacedBy: null, reason: legacyV1Reason},
    },
  ],
};

export default page;

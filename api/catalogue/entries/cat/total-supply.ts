// Catalogue entry for /api/cat/total-supply. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {assetIdPath, invalidRequest, serviceErrors, unknownCat} from '../../shared';
import {catTotalSupply} from '../../world/examples/tokens';

const page: PageSpec = {
  doc: 'cat/total-supply',
  group: 'token',
  title: 'Get CAT total supply',
  description: 'Returns how many tokens of a CAT exist in total, counting every token ever minted.',
  sidebarPosition: 3,
  inApiSidebar: true,
  calls: [
    {
      id: 'cat/total-supply',
      title: 'Get CAT total supply',
      summary: 'Returns how many tokens of a CAT exist in total, counting every token ever minted.',
      method: 'GET',
      path: '/token/total-supply/{asset_id}',
      access: 'free',
      params: [assetIdPath],
      responseFields: [{name: 'total_supply', type: 'number', description: 'Number of tokens of the CAT in total.'}],
      example: catTotalSupply,
      errors: [invalidRequest, unknownCat, ...serviceErrors],
      notes: ['Typical uses are token economics, market capitalisation and measures of how the token is spread.'],
    },
  ],
};

export default page;

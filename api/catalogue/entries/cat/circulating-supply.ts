// Catalogue entry for /api/cat/circulating-supply. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {assetIdPath, invalidRequest, serviceErrors, unknownCat} from '../../shared';
import {catCirculatingSupply} from '../../world/examples/tokens';

const page: PageSpec = {
  doc: 'cat/circulating-supply',
  group: 'token',
  title: 'Get CAT circulating supply',
  description: 'Returns how many tokens of a CAT are in circulation.',
  sidebarPosition: 4,
  inApiSidebar: true,
  calls: [
    {
      id: 'cat/circulating-supply',
      title: 'Get CAT circulating supply',
      summary: 'Returns how many tokens of a CAT are in circulation.',
      method: 'GET',
      path: '/token/circulating-supply/{asset_id}',
      access: 'free',
      params: [assetIdPath],
      responseFields: [
        {
          name: 'circulating_supply',
          type: 'number',
          description: 'Number of tokens of the CAT that circulate.',
        },
      ],
      example: catCirculatingSupply,
      errors: [invalidRequest, unknownCat, ...serviceErrors],
      notes: [
        'The figure leaves out tokens that are locked, reserved or not yet vested.',
        'Typical uses are market capitalisation and liquidity analysis.',
      ],
    },
  ],
};

export default page;

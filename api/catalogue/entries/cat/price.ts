// Catalogue entry for /api/cat/price. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {assetIdPath, invalidRequest, serviceErrors, statusField, tokenPriceFields} from '../../shared';
import {catPrice} from '../../world/examples/tokens';

const page: PageSpec = {
  doc: 'cat/price',
  group: 'token',
  title: 'Get token price',
  description: 'Returns the current price of a CAT token in XCH and in a currency you choose.',
  sidebarPosition: 6,
  inApiSidebar: true,
  calls: [
    {
      id: 'cat/price',
      title: 'Get token price',
      summary: 'Returns the current price of a CAT token in XCH and in a currency you choose.',
      method: 'GET',
      path: '/token/price/{asset_id}',
      access: 'free',
      params: [
        assetIdPath,
        {
          name: 'currency',
          in: 'query',
          type: 'string',
          required: false,
          description: 'Currency for the price, as a code such as `USD`, `EUR` or `GBP`.',
        },
      ],
      responseFields: [
        statusField,
        {
          name: 'price',
          type: 'object',
          description: 'Price of one token.',
        },
        ...tokenPriceFields,
      ],
      example: catPrice,
      errors: [invalidRequest, ...serviceErrors],
      notes: [],
    },
  ],
};

export default page;

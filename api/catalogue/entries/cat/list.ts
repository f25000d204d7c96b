// Catalogue entry for /api/cat/list. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {invalidRequest, serviceErrors, statusField} from '../../shared';
import {catList} from '../../world/examples/tokens';

const page: PageSpec = {
  doc: 'cat/list',
  group: 'token',
  title: 'List all tokens',
  description: 'Lists the CAT tokens Spacescan knows, with their names, tickers, logos and links.',
  sidebarPosition: 1,
  inApiSidebar: true,
  calls: [
    {
      id: 'cat/list',
      title: 'List all tokens',
      summary: 'Lists the CAT tokens Spacescan knows, with their names, tickers, logos and links.',
      method: 'GET',
      path: '/tokens',
      access: 'free',
      params: [
        {
          name: 'include_price',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: "Set to `true` to add each token's price in XCH and in the currency you choose.",
        },
        {
          name: 'currency',
          in: 'query',
          type: 'string',
          required: false,
          default: 'USD',
          description: 'Currency for the prices, as a code such as `USD` or `EUR`.',
        },
      ],
      responseFields: [
        statusField,
        {
          name: 'cats',
          type: 'array',
          description: 'One entry for each token.',
        },
        {
          name: 'cats[].asset_id',
          type: 'string',
          description: 'Asset id of the CAT (its TAIL hash), as 64 hex characters.',
        },
        {
          name: 'cats[].token_id',
          type: 'string',
          description: 'The same asset id encoded in bech32m, with the `tkn` prefix.',
        },
        {
          name: 'cats[].name',
          type: 'string',
          description: 'Name of the token.',
        },
        {
          name: 'cats[].description',
          type: 'string',
          description: 'Short text that describes the token.',
        },
        {
          name: 'cats[].symbol',
          type: 'string',
          description: 'Ticker of the token, such as `USDS`.',
        },
        {
          name: 'cats[].preview_url',
          type: 'string',
          description: "URL of the token's logo image.",
        },
        {
          name: 'cats[].tags',
          type: 'string[]',
          description: 'Category tags of the token, such as `stablecoin`.',
        },
        {
          name: 'cats[].twitter',
          type: 'string|null',
          description: "Link to the token's Twitter (X) account, or `null` when there is none.",
        },
        {
          name: 'cats[].discord',
          type: 'string|null',
          description: "Link to the token's Discord server, or `null` when there is none.",
        },
        {
          name: 'cats[].website',
          type: 'string|null',
          description: "Link to the token's website, or `null` when there is none.",
        },
        {
          name: 'cats[].price_xch',
          type: 'number',
          description: 'Price of one token in XCH. Present only when you set `include_price=true`.',
        },
        {
          name: 'cats[].price_usd',
          type: 'number',
          description:
            'Price of one token in the currency you chose. The field is named after that currency, here `price_usd`. Present only when you set `include_price=true`.',
        },
      ],
      example: catList,
      agreements: [{rule: 'excerpt', at: 'cats'}],
      errors: [invalidRequest, ...serviceErrors],
      notes: [],
    },
  ],
};

export default page;

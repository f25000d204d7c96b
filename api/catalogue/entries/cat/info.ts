// Catalogue entry for /api/cat/info. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {assetIdPath, invalidRequest, serviceErrors, statusField, tokenPriceFields} from '../../shared';
import {catInfoExample} from '../../world/examples/tokens';

const page: PageSpec = {
  doc: 'cat/info',
  group: 'token',
  title: 'Get token information',
  description: 'Returns the details of one CAT token and, if you ask, its price and supply.',
  sidebarPosition: 2,
  inApiSidebar: true,
  calls: [
    {
      id: 'cat/info',
      title: 'Get token information',
      summary: 'Returns the details of one CAT token and, if you ask, its price and supply.',
      method: 'GET',
      path: '/token/info/{asset_id}',
      access: 'free',
      params: [
        assetIdPath,
        {
          name: 'include_price',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add the `price` object.',
        },
        {
          name: 'include_supply',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add the `supply` object.',
        },
        {
          name: 'currency',
          in: 'query',
          type: 'string',
          required: false,
          default: 'USD',
          description: 'Currency for `price`, as a code such as `USD` or `EUR`.',
        },
      ],
      responseFields: [
        statusField,
        {
          name: 'info',
          type: 'object',
          description: 'Metadata of the token.',
        },
        {
          name: 'info.asset_id',
          type: 'string',
          description: 'Asset id of the CAT (its TAIL hash), as 64 hex characters.',
        },
        {
          name: 'info.token_id',
          type: 'string',
          description: 'The same asset id encoded in bech32m, with the `tkn` prefix.',
        },
        {
          name: 'info.name',
          type: 'string',
          description: 'Name of the token.',
        },
        {
          name: 'info.description',
          type: 'string',
          description: 'Short text that describes the token.',
        },
        {
          name: 'info.symbol',
          type: 'string',
          description: 'Ticker of the token, such as `USDS`.',
        },
        {
          name: 'info.preview_url',
          type: 'string',
          description: "URL of the token's logo image.",
        },
        {
          name: 'info.tags',
          type: 'string[]',
          description: 'Category tags of the token, such as `stablecoin`.',
        },
        {
          name: 'info.twitter',
          type: 'string|null',
          description: "Link to the token's Twitter (X) account, or `null` when there is none.",
        },
        {
          name: 'info.discord',
          type: 'string|null',
          description: "Link to the token's Discord server, or `null` when there is none.",
        },
        {
          name: 'info.website',
          type: 'string|null',
          description: "Link to the token's website, or `null` when there is none.",
        },
        {
          name: 'info.type',
          type: 'string',
          description: 'Token standard, such as `CAT2`.',
        },
        {
          name: 'price',
          type: 'object',
          description: 'Price of one token. Present only when you set `include_price=true`.',
        },
        ...tokenPriceFields,
        {
          name: 'supply',
          type: 'object',
          description: 'Supply figures of the token. Present only when you set `include_supply=true`.',
        },
        {
          name: 'supply.total_supply',
          type: 'number',
          description: 'Number of tokens ever minted.',
        },
        {
          name: 'supply.burned',
          type: 'number',
          description: 'Number of tokens burned.',
        },
        {
          name: 'supply.melted',
          type: 'number',
          description: 'Number of tokens melted.',
        },
        {
          name: 'supply.circulating_supply',
          type: 'number',
          description: 'Number of tokens in circulation.',
        },
      ],
      example: catInfoExample,
      agreements: [{rule: 'echo', param: 'asset_id', at: 'info.asset_id'}],
      errors: [invalidRequest, ...serviceErrors],
      notes: [],
    },
  ],
};

export default page;

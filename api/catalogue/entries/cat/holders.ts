// Catalogue entry for /api/cat/holders. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {assetIdPath, invalidRequest, serviceErrors, statusField} from '../../shared';
import {catHolders} from '../../world/examples/tokens';

const page: PageSpec = {
  doc: 'cat/holders',
  group: 'token',
  title: 'Get token holders',
  description: 'Lists the addresses that hold a CAT token and the amount each one holds.',
  sidebarPosition: 5,
  inApiSidebar: true,
  calls: [
    {
      id: 'cat/holders',
      title: 'Get token holders',
      summary: 'Lists the addresses that hold a CAT token and the amount each one holds.',
      method: 'GET',
      path: '/token/holders/{asset_id}',
      access: 'free',
      params: [
        assetIdPath,
        {
          name: 'start_block',
          in: 'query',
          type: 'integer',
          required: false,
          description: 'Block height where the range starts.',
        },
        {
          name: 'end_block',
          in: 'query',
          type: 'integer',
          required: false,
          description: 'Block height where the range ends.',
        },
        {
          name: 'profile',
          in: 'query',
          type: 'boolean',
          required: false,
          description: 'Set to `true` to add profile details of the holders.',
        },
      ],
      responseFields: [
        statusField,
        {
          name: 'tokens',
          type: 'array',
          description: 'One entry for each holder.',
        },
        {
          name: 'tokens[].address',
          type: 'string',
          description: 'Address of the holder.',
        },
        {
          name: 'tokens[].amount',
          type: 'string',
          description: 'Number of tokens the address holds, as a string.',
        },
        {
          name: 'next_cursor',
          type: 'number',
          description: 'Position of the next page. No documented parameter accepts it yet.',
        },
        {
          name: 'total_count',
          type: 'string',
          description: 'Number of holders, as a string.',
        },
      ],
      example: catHolders,
      agreements: [
        {
          rule: 'excerpt',
          at: 'tokens',
        },
        {
          rule: 'count',
          items: 'tokens',
          total: 'total_count',
        },
        {
          rule: 'meaning',
          at: 'tokens[]',
          means: 'holding',
        },
      ],
      errors: [invalidRequest, ...serviceErrors],
      notes: [
        'The answer includes `next_cursor`, but no documented request parameter takes a cursor, so you can read the first page only.',
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/cat/activity. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {invalidRequest, serviceErrors, statusField} from '../../shared';
import {catActivity} from '../../world/examples/tokens';

const page: PageSpec = {
  doc: 'cat/activity',
  group: 'token',
  title: 'Get token activities',
  description: 'Lists transfers, mints, burns or melts of CAT tokens, one kind of activity per call.',
  sidebarPosition: 7,
  inApiSidebar: true,
  calls: [
    {
      id: 'cat/activity',
      title: 'Get token activities',
      summary: 'Lists transfers, mints, burns or melts of CAT tokens, one kind of activity per call.',
      method: 'GET',
      path: '/token/activity',
      access: 'free',
      params: [
        {
          name: 'asset_id',
          in: 'query',
          type: 'string',
          required: false,
          description: 'Asset id of a CAT, in hex. Give it to see the activity of that token only.',
        },
        {
          name: 'type',
          in: 'query',
          type: 'string',
          required: false,
          default: 'transfer',
          enum: ['transfer', 'mint', 'burn', 'melt'],
          description: 'Kind of activity to list.',
        },
        {
          name: 'count',
          in: 'query',
          type: 'integer',
          required: false,
          default: 100,
          constraints: 'At most 100.',
          description: 'Number of rows on each page.',
        },
        {
          name: 'page',
          in: 'query',
          type: 'integer',
          required: false,
          default: 1,
          description: 'Page to return, counting from 1.',
        },
      ],
      responseFields: [
        statusField,
        {
          name: 'tokens',
          type: 'array',
          description: 'One row for each event.',
        },
        {
          name: 'tokens[].coin_id',
          type: 'string',
          description: 'Id of the coin involved, in hex.',
        },
        {
          name: 'tokens[].time',
          type: 'string',
          description: 'Time of the event, as an ISO 8601 string in UTC.',
        },
        {
          name: 'tokens[].height',
          type: 'number',
          description: 'Height of the block that holds the event.',
        },
        {
          name: 'tokens[].amount',
          type: 'string',
          description: 'Number of tokens involved, as a string.',
        },
        {
          name: 'tokens[].from',
          type: 'string',
          description: 'Address the tokens came from.',
        },
        {
          name: 'tokens[].to',
          type: 'string',
          description: 'Address the tokens went to.',
        },
        {
          name: 'tokens[].cat_id',
          type: 'string',
          description: 'Asset id of the CAT, the same value that you pass as `asset_id`.',
        },
      ],
      example: catActivity,
      agreements: [
        {
          rule: 'echo',
          param: 'asset_id',
          at: 'tokens[].cat_id',
        },
        {
          rule: 'filter',
          param: 'asset_id',
          at: 'tokens[].coin_id',
          via: 'coin.cat',
        },
        {
          rule: 'count',
          items: 'tokens',
          pageSize: 'count',
        },
      ],
      errors: [invalidRequest, ...serviceErrors],
      notes: ['The call covers four kinds of activity: transfers, mints, burns and melts. Choose one with `type`.'],
    },
  ],
};

export default page;

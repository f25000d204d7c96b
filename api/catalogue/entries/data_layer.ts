// Catalogue entry for /api/data_layer. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../types';
import {authkeyParam, legacyGetNote, legacyNetworkParam, legacyPlaceholderField, legacyQueryReason, legacyVersionParam} from '../shared';
import {legacyMirror} from '../world/examples/legacy';

const page: PageSpec = {
  doc: 'data_layer',
  group: 'data_layer',
  title: 'DataLayer',
  description: 'The older query-string call that returns the mirrors of a Chia DataLayer store.',
  sidebarPosition: 1,
  inApiSidebar: true,
  calls: [
    {
      id: 'data_layer',
      title: 'Get data layer info',
      summary: 'Returns the mirrors of a DataLayer store through the older query-string API.',
      method: 'GET',
      path: '/datalayer/mirror',
      access: 'legacy-authkey',
      params: [
        authkeyParam,
        {
          name: 'store_id',
          in: 'query',
          type: 'string',
          required: true,
          description:
            'The id of the DataLayer store, as 64 hex characters. The older pages hint that you can pass more than one id, but do not say how.',
        },
        legacyNetworkParam,
        legacyVersionParam,
      ],
      responseFields: [legacyPlaceholderField],
      example: legacyMirror,
      errors: [],
      notes: ["In Chia's DataLayer, a mirror is a URL from which anyone can download a copy of a store's data.", legacyGetNote],
      legacy: {replacedBy: null, reason: legacyQueryReason},
    },
  ],
};

export default page;

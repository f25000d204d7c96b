// Catalogue entry for /api/did. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../types';
import {authkeyParam, legacyGetNote, legacyNetworkParam, legacyPlaceholderField, legacyQueryReason, legacyVersionParam} from '../shared';
import {legacyDid} from '../world/examples/legacy';

const page: PageSpec = {
  doc: 'did',
  group: 'did',
  title: 'DID (older API)',
  description: 'The older query-string DID call, and the current DID endpoints that replace it.',
  sidebarPosition: 99,
  inApiSidebar: false,
  calls: [
    {
      id: 'did',
      title: 'Get DID info',
      summary: 'Returns the details of a DID through the older query-string API.',
      method: 'GET',
      path: '/did/info',
      access: 'legacy-authkey',
      params: [
        authkeyParam,
        {
          name: 'did',
          in: 'query',
          type: 'string',
          required: true,
          description: 'The DID to look up, starting with `did:chia:1`. It encodes the launcher coin id of the DID.',
        },
        legacyNetworkParam,
        legacyVersionParam,
      ],
      responseFields: [legacyPlaceholderField],
      example: legacyDid,
      errors: [],
      notes: [legacyGetNote],
      legacy: {replacedBy: 'did/info', reason: legacyQueryReason},
    },
  ],
};

export default page;

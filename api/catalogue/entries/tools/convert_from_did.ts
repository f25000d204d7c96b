// Catalogue entry for /api/tools/convert_from_did. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {didNetworkParam, pathParam, serviceErrors, statusReadsField} from '../../shared';
import {convertFromDid} from '../../world/examples/tools';

const page: PageSpec = {
  doc: 'tools/convert_from_did',
  group: 'tools',
  title: 'Convert from DID',
  description: 'Decodes a did:chia:1… DID to the launcher id of the DID.',
  sidebarPosition: 6,
  inApiSidebar: true,
  calls: [
    {
      id: 'tools/convert_from_did',
      title: 'Convert from DID',
      summary: 'Decodes a `did:chia:1…` DID to the launcher id of the DID.',
      method: 'GET',
      path: '/tools/convert_from_did/{did}',
      access: 'free',
      params: [pathParam('did', 'The DID to decode, starting with `did:chia:1`.'), didNetworkParam],
      responseFields: [
        statusReadsField,
        {
          name: 'data',
          type: 'string',
          description: 'The launcher id of the DID, as 64 hex characters after `0x`.',
        },
      ],
      example: convertFromDid,
      agreements: [{rule: 'convert', param: 'did', at: 'data'}],
      errors: [
        {
          status: 400,
          meaning: 'The `did` you sent is not a valid bech32m DID.',
        },
        ...serviceErrors,
      ],
      notes: [
        'The call only changes the encoding: the DID and the launcher id hold the same 32 bytes, and `/tools/convert_to_did` turns the result back.',
      ],
    },
  ],
};

export default page;

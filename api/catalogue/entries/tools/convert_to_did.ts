// Catalogue entry for /api/tools/convert_to_did. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {didNetworkParam, invalidHash, pathParam, serviceErrors, statusReadsField} from '../../shared';
import {convertToDid} from '../../world/examples/tools';

const page: PageSpec = {
  doc: 'tools/convert_to_did',
  group: 'tools',
  title: 'Convert to DID',
  description: 'Encodes the launcher id of a DID as its did:chia:1… identifier.',
  sidebarPosition: 5,
  inApiSidebar: true,
  calls: [
    {
      id: 'tools/convert_to_did',
      title: 'Convert to DID',
      summary: 'Encodes the launcher id of a DID as its `did:chia:1…` identifier.',
      method: 'GET',
      path: '/tools/convert_to_did/{hash}',
      access: 'free',
      params: [
        pathParam('hash', 'The launcher id of the DID: 32 bytes written as 64 hex characters, with or without a leading `0x`.'),
        didNetworkParam,
      ],
      responseFields: [
        statusReadsField,
        {
          name: 'data',
          type: 'string',
          description: 'The DID in bech32m form, starting with `did:chia:1`.',
        },
      ],
      example: convertToDid,
      agreements: [{rule: 'convert', param: 'hash', at: 'data'}],
      errors: [invalidHash, ...serviceErrors],
      notes: [
        'The call only changes the encoding: the launcher id and the DID hold the same 32 bytes, and `/tools/convert_from_did` turns the result back.',
      ],
    },
  ],
};

export default page;

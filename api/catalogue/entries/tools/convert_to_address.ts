// Catalogue entry for /api/tools/convert_to_address. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {invalidHash, pathParam, serviceErrors, statusReadsField} from '../../shared';
import {convertToAddress} from '../../world/examples/tools';

const page: PageSpec = {
  doc: 'tools/convert_to_address',
  group: 'tools',
  title: 'Convert to address',
  description: 'Encodes a puzzle hash as the Chia address that receives coins locked to it.',
  sidebarPosition: 1,
  inApiSidebar: true,
  calls: [
    {
      id: 'tools/convert_to_address',
      title: 'Convert to address',
      summary: 'Encodes a puzzle hash as the Chia address that receives coins locked to it.',
      method: 'GET',
      path: '/tools/convert_to_address/{hash}',
      access: 'free',
      params: [pathParam('hash', 'The puzzle hash to encode: 32 bytes written as 64 hex characters, with or without a leading `0x`.')],
      responseFields: [
        statusReadsField,
        {
          name: 'data',
          type: 'string',
          description: 'The address for this puzzle hash in bech32m form, such as `xch1…`.',
        },
      ],
      example: convertToAddress,
      agreements: [{rule: 'convert', param: 'hash', at: 'data'}],
      errors: [invalidHash, ...serviceErrors],
      notes: [
        'The call only changes the encoding: the puzzle hash and the address hold the same 32 bytes, and `/tools/convert_from_address` turns the result back.',
      ],
    },
  ],
};

export default page;

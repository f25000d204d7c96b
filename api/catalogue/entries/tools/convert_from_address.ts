// Catalogue entry for /api/tools/convert_from_address. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {pathParam, serviceErrors, statusReadsField} from '../../shared';
import {convertFromAddress} from '../../world/examples/tools';

const page: PageSpec = {
  doc: 'tools/convert_from_address',
  group: 'tools',
  title: 'Convert from address',
  description: 'Decodes a Chia address to the puzzle hash it stands for.',
  sidebarPosition: 2,
  inApiSidebar: true,
  calls: [
    {
      id: 'tools/convert_from_address',
      title: 'Convert from address',
      summary: 'Decodes a Chia address to the puzzle hash it stands for.',
      method: 'GET',
      path: '/tools/convert_from_address/{address}',
      access: 'free',
      params: [pathParam('address', 'The address to decode, such as `xch1…` on mainnet or `txch1…` on testnet.')],
      responseFields: [
        statusReadsField,
        {
          name: 'data',
          type: 'string',
          description: 'The puzzle hash inside the address, as 64 hex characters after `0x`.',
        },
      ],
      example: convertFromAddress,
      agreements: [{rule: 'convert', param: 'address', at: 'data'}],
      errors: [
        {
          status: 400,
          meaning: 'The `address` you sent is not a valid bech32m Chia address.',
        },
        ...serviceErrors,
      ],
      notes: [
        'The call only changes the encoding: the address and the puzzle hash hold the same 32 bytes, and `/tools/convert_to_address` turns the result back.',
      ],
    },
  ],
};

export default page;

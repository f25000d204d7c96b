// Catalogue entry for /api/tools/convert_to_nft. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {invalidHash, pathParam, serviceErrors, statusReadsField} from '../../shared';
import {convertToNft} from '../../world/examples/tools';

const page: PageSpec = {
  doc: 'tools/convert_to_nft',
  group: 'tools',
  title: 'Convert to NFT ID',
  description: 'Encodes the launcher id of an NFT as its nft1… NFT id.',
  sidebarPosition: 3,
  inApiSidebar: true,
  calls: [
    {
      id: 'tools/convert_to_nft',
      title: 'Convert to NFT ID',
      summary: 'Encodes the launcher id of an NFT as its `nft1…` NFT id.',
      method: 'GET',
      path: '/tools/convert_to_nft/{hash}',
      access: 'free',
      params: [pathParam('hash', 'The launcher id of the NFT: 32 bytes written as 64 hex characters, with or without a leading `0x`.')],
      responseFields: [
        statusReadsField,
        {
          name: 'data',
          type: 'string',
          description: 'The NFT id in bech32m form, starting with `nft1`.',
        },
      ],
      example: convertToNft,
      agreements: [{rule: 'convert', param: 'hash', at: 'data'}],
      errors: [invalidHash, ...serviceErrors],
      notes: [
        'The call only changes the encoding: the launcher id and the NFT id hold the same 32 bytes, and `/tools/convert_from_nft` turns the result back.',
      ],
    },
  ],
};

export default page;

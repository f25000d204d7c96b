// Catalogue entry for /api/tools/convert_from_nft. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {pathParam, serviceErrors, statusReadsField} from '../../shared';
import {convertFromNft} from '../../world/examples/tools';

const page: PageSpec = {
  doc: 'tools/convert_from_nft',
  group: 'tools',
  title: 'Convert from NFT ID',
  description: 'Decodes an nft1… NFT id to the launcher id of the NFT.',
  sidebarPosition: 4,
  inApiSidebar: true,
  calls: [
    {
      id: 'tools/convert_from_nft',
      title: 'Convert from NFT ID',
      summary: 'Decodes an `nft1…` NFT id to the launcher id of the NFT.',
      method: 'GET',
      path: '/tools/convert_from_nft/{nft_id}',
      access: 'free',
      params: [pathParam('nft_id', 'The NFT id to decode, starting with `nft1`.')],
      responseFields: [
        statusReadsField,
        {
          name: 'data',
          type: 'string',
          description: 'The launcher id of the NFT, as 64 hex characters after `0x`.',
        },
      ],
      example: convertFromNft,
      agreements: [{rule: 'convert', param: 'nft_id', at: 'data'}],
      errors: [
        {
          status: 400,
          meaning: 'The `nft_id` you sent is not a valid bech32m NFT id.',
        },
        ...serviceErrors,
      ],
      notes: [
        'The call only changes the encoding: the NFT id and the launcher id hold the same 32 bytes, and `/tools/convert_to_nft` turns the result back.',
      ],
    },
  ],
};

export default page;

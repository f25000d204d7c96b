// Catalogue entry for /api/nft/license_info. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {malformedNftId, pathParam, serviceErrors} from '../../shared';
import {nftLicense} from '../../world/examples/nfts';

const page: PageSpec = {
  doc: 'nft/license_info',
  group: 'nft',
  title: 'Get NFT license',
  description: 'Downloads the license document attached to an NFT, as raw bytes.',
  sidebarPosition: 7,
  inApiSidebar: true,
  calls: [
    {
      id: 'nft/license_info',
      title: 'Get NFT license',
      summary: 'Downloads the license document attached to an NFT, as raw bytes.',
      method: 'GET',
      path: '/nfts/{nft_id}/license',
      access: 'free',
      params: [pathParam('nft_id', 'Id of the NFT whose license you want, in its `nft1…` form.')],
      responseFields: [{name: '(body)', type: 'binary', description: "The license file's bytes; no JSON wraps them."}],
      example: nftLicense,
      errors: [
        malformedNftId,
        {
          status: 404,
          meaning: 'No NFT has this id, or the NFT has no license.',
        },
        ...serviceErrors,
      ],
      notes: [
        'The body is the document itself, not JSON. Read the `Content-Type` header to learn its format.',
        'Licenses are most often PDF files or plain text.',
        'Give your HTTP client a long timeout, because a document can take a while to arrive.',
      ],
    },
  ],
};

export default page;

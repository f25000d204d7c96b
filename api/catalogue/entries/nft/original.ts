// Catalogue entry for /api/nft/original. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {malformedNftId, pathParam, serviceErrors} from '../../shared';
import {nftOriginal} from '../../world/examples/nfts';

const page: PageSpec = {
  doc: 'nft/original',
  group: 'nft',
  title: 'Get NFT original data',
  description: 'Downloads the original file of an NFT, such as an image, a document, an audio clip or a video, as raw bytes.',
  sidebarPosition: 3,
  inApiSidebar: true,
  calls: [
    {
      id: 'nft/original',
      title: 'Get NFT original data',
      summary: 'Downloads the original file of an NFT, such as an image, a document, an audio clip or a video, as raw bytes.',
      method: 'GET',
      path: '/nfts/{nft_id}/original',
      access: 'free',
      params: [pathParam('nft_id', 'Id of the NFT whose file you want, in its `nft1…` form.')],
      responseFields: [
        {
          name: '(body)',
          type: 'binary',
          description: "The file's bytes, exactly as stored; no JSON wraps them.",
        },
      ],
      example: nftOriginal,
      errors: [
        malformedNftId,
        {
          status: 404,
          meaning: 'No NFT has this id, or Spacescan holds no original file for it.',
        },
        ...serviceErrors,
      ],
      notes: [
        'The body is the file itself, not JSON. Read the `Content-Type` header to learn its format.',
        'Expect images (PNG, JPEG, GIF), documents (PDF, JSON), audio (MP3, WAV) and video (MP4, WebM).',
        'Files can be large, so give your HTTP client a long timeout.',
      ],
    },
  ],
};

export default page;

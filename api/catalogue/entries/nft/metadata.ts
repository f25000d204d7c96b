// Catalogue entry for /api/nft/metadata. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {malformedNftId, pathParam, serviceErrors} from '../../shared';
import {nftMetadata} from '../../world/examples/nfts';

const page: PageSpec = {
  doc: 'nft/metadata',
  group: 'nft',
  title: 'Get NFT metadata',
  description: 'Returns the metadata of an NFT, in the CHIP-0007 format, as JSON.',
  sidebarPosition: 4,
  inApiSidebar: true,
  calls: [
    {
      id: 'nft/metadata',
      title: 'Get NFT metadata',
      summary: 'Returns the metadata of an NFT, in the CHIP-0007 format, as JSON.',
      method: 'GET',
      path: '/nfts/{nft_id}/metadata',
      access: 'free',
      params: [pathParam('nft_id', 'Id of the NFT whose metadata you want, in its `nft1…` form.')],
      responseFields: [
        {
          name: 'format',
          type: 'string',
          description: 'Standard that the metadata follows, such as `CHIP-0007`.',
        },
        {
          name: 'name',
          type: 'string',
          description: 'Name of the NFT, as the metadata gives it.',
        },
        {
          name: 'description',
          type: 'string',
          description: 'Description of the NFT, as the metadata gives it.',
        },
        {
          name: 'sensitive_content',
          type: 'boolean',
          description: '`true` when the creator marked the content as sensitive.',
        },
        {
          name: 'collection',
          type: 'object',
          description: 'The collection block of the metadata.',
        },
        {
          name: 'collection.name',
          type: 'string',
          description: 'Name of the collection.',
        },
        {
          name: 'collection.id',
          type: 'string',
          description:
            'Collection id that the metadata itself holds. CHIP-0007 makes it a UUID, unlike the `col1…` ids of the other calls.',
        },
        {
          name: 'collection.attributes',
          type: 'array',
          description: 'Further facts about the collection, each a `type` with its `value`, such as a website or a Twitter handle.',
        },
        {
          name: 'attributes',
          type: 'array',
          description: "The NFT's traits, each a `trait_type` with its `value`.",
        },
      ],
      example: nftMetadata,
      errors: [
        malformedNftId,
        {
          status: 404,
          meaning: 'No NFT has this id, or the NFT has no metadata.',
        },
        ...serviceErrors,
      ],
      notes: [
        "The reply is the NFT's metadata document, in the CHIP-0007 format, served as JSON.",
        'Each collection chooses its own collection attributes, so the `type` values differ from one collection to the next.',
      ],
    },
  ],
};

export default page;

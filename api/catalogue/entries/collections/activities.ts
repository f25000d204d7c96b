// Catalogue entry for /api/collections/activities. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {
  countParam,
  pageParam,
  paginationAgreements,
  paginationField,
  pathParam,
  serviceErrors,
  statusField,
  unreadableCollectionId,
} from '../../shared';
import {collectionsActivities} from '../../world/examples/nfts';

const page: PageSpec = {
  doc: 'collections/activities',
  group: 'collection',
  title: 'Get collection activities',
  description: 'Lists the mints, burns or transfers of NFTs in one collection, page by page.',
  sidebarPosition: 4,
  inApiSidebar: true,
  calls: [
    {
      id: 'collections/activities',
      title: 'Get collection activities',
      summary: 'Lists the mints, burns or transfers of NFTs in one collection, page by page.',
      method: 'GET',
      path: '/collections/{collection_id}/activities',
      access: 'free',
      params: [
        pathParam('collection_id', 'Id of the collection whose activity you want, in its `col1…` form.'),
        {
          name: 'type',
          in: 'query',
          type: 'string',
          required: false,
          default: 'mint',
          enum: ['mint', 'burn', 'transfer'],
          description: 'Kind of activity to list: `mint` for new NFTs, `burn` for destroyed NFTs, `transfer` for changes of owner.',
        },
        pageParam,
        countParam(50, 'How many activities each page holds.'),
      ],
      responseFields: [
        statusField,
        {
          name: 'data',
          type: 'array',
          description: 'The activities on this page.',
        },
        paginationField,
        {
          name: 'data[].id',
          type: 'string',
          description: 'Id of the NFT that the activity concerns, in its `nft1…` form.',
        },
        {
          name: 'data[].name',
          type: 'string',
          description: 'Name of that NFT.',
        },
        {
          name: 'data[].preview_url',
          type: 'string',
          description: 'Address of a small preview image of that NFT.',
        },
        {
          name: 'data[].timestamp',
          type: 'string',
          description: 'When the activity happened, as an ISO 8601 timestamp in UTC.',
        },
        {
          name: 'data[].type',
          type: 'string',
          description: 'Kind of activity: `mint`, `burn` or `transfer`.',
        },
        {
          name: 'data[].owner',
          type: 'object',
          description: "Owner of the NFT, with the owner's `address`.",
        },
      ],
      example: collectionsActivities,
      agreements: [
        {
          rule: 'filter',
          param: 'collection_id',
          at: 'data[].id',
          via: 'nft.collection',
        },
        {
          rule: 'filter',
          param: 'type',
          at: 'data[].type',
        },
        ...paginationAgreements,
      ],
      errors: [unreadableCollectionId, ...serviceErrors],
      notes: [],
    },
  ],
};

export default page;

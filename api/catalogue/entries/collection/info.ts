// Catalogue entry for /api/collection/info. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {pathParam, serviceErrors, statusField, unreadableCollectionId} from '../../shared';
import {collectionInfo} from '../../world/examples/nfts';

const page: PageSpec = {
  doc: 'collection/info',
  group: 'collection',
  title: 'Get collection information',
  description: 'Returns one NFT collection, with the number of NFTs and owners it has and whether it is verified.',
  sidebarPosition: 5,
  inApiSidebar: true,
  calls: [
    {
      id: 'collection/info',
      title: 'Get collection information',
      summary: 'Returns one NFT collection, with the number of NFTs and owners it has and whether it is verified.',
      method: 'GET',
      path: '/collection/info/{collection_id}',
      access: 'free',
      params: [pathParam('collection_id', 'Id of the collection to fetch, in its `col1…` form.')],
      responseFields: [
        statusField,
        {
          name: 'collection',
          type: 'object',
          description: 'The collection.',
        },
        {
          name: 'collection.id',
          type: 'string',
          description: 'Id of the collection, in its `col1…` form.',
        },
        {
          name: 'collection.name',
          type: 'string',
          description: 'Name of the collection.',
        },
        {
          name: 'collection.description',
          type: 'string',
          description: "The collection's description, as its creator wrote it.",
        },
        {
          name: 'collection.icon_uri',
          type: 'string',
          description: "Address of the collection's icon image.",
        },
        {
          name: 'collection.banner_uri',
          type: 'string',
          description: "Address of the collection's banner image.",
        },
        {
          name: 'collection.nft_count',
          type: 'number',
          description: 'Number of NFTs in the collection.',
        },
        {
          name: 'collection.owner_count',
          type: 'number',
          description: 'Number of different owners who hold NFTs of the collection.',
        },
        {
          name: 'collection.verified',
          type: 'boolean',
          description: '`true` when the collection is verified.',
        },
        {
          name: 'collection.created_at',
          type: 'string',
          description: 'When the collection was created, as an ISO 8601 timestamp in UTC.',
        },
      ],
      example: collectionInfo,
      agreements: [{rule: 'echo', param: 'collection_id', at: 'collection.id'}],
      errors: [
        unreadableCollectionId,
        {
          status: 404,
          meaning: 'No collection has this id.',
        },
        ...serviceErrors,
      ],
      notes: [
        'This call names the images `icon_uri` and `banner_uri`. The `/collections` calls return the same images as `preview_url` and `banner_url`.',
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/collections/info. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {pathParam, serviceErrors, statusField, unreadableCollectionId} from '../../shared';
import {collectionsInfo} from '../../world/examples/nfts';

const page: PageSpec = {
  doc: 'collections/info',
  group: 'collection',
  title: 'Get collection info',
  description:
    'Returns one NFT collection by its id. You choose whether the reply also carries its NFT count, trade count and trade volume.',
  sidebarPosition: 2,
  inApiSidebar: true,
  calls: [
    {
      id: 'collections/info',
      title: 'Get collection info',
      summary:
        'Returns one NFT collection by its id. You choose whether the reply also carries its NFT count, trade count and trade volume.',
      method: 'GET',
      path: '/collections/{collection_id}',
      access: 'free',
      params: [
        pathParam('collection_id', 'Id of the collection to fetch, in its `col1…` form.'),
        {
          name: 'include_nft_count',
          in: 'query',
          type: 'boolean',
          required: false,
          description: 'Set to `true` to add `nft_count` to the reply.',
        },
        {
          name: 'include_trades',
          in: 'query',
          type: 'boolean',
          required: false,
          description: 'Set to `true` to add `trade_count` to the reply.',
        },
        {
          name: 'include_volume',
          in: 'query',
          type: 'boolean',
          required: false,
          description: 'Set to `true` to add `volume` to the reply.',
        },
      ],
      responseFields: [
        statusField,
        {
          name: 'data',
          type: 'object',
          description: 'The collection.',
        },
        {
          name: 'data.id',
          type: 'string',
          description: 'Id of the collection, in its `col1…` form.',
        },
        {
          name: 'data.name',
          type: 'string',
          description: 'Name of the collection.',
        },
        {
          name: 'data.description',
          type: 'string',
          description: "The collection's description, as its creator wrote it.",
        },
        {
          name: 'data.preview_url',
          type: 'string',
          description: "Address of the collection's icon image.",
        },
        {
          name: 'data.banner_url',
          type: 'string',
          description: "Address of the collection's banner image.",
        },
        {
          name: 'data.creator',
          type: 'object',
          description: "Who created the collection, with the creator's `did` and `address`.",
        },
        {
          name: 'data.nft_count',
          type: 'number',
          description: 'Number of NFTs in the collection. Present only when you send `include_nft_count=true`.',
        },
        {
          name: 'data.trade_count',
          type: 'number',
          description: "Number of trades of the collection's NFTs. Present only when you send `include_trades=true`.",
        },
        {
          name: 'data.volume',
          type: 'number',
          description: "Total value of all trades of the collection's NFTs, in XCH. Present only when you send `include_volume=true`.",
        },
      ],
      example: collectionsInfo,
      agreements: [{rule: 'echo', param: 'collection_id', at: 'data.id'}],
      errors: [unreadableCollectionId, ...serviceErrors],
      notes: [],
    },
  ],
};

export default page;

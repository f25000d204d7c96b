// Catalogue entry for /api/collections/list. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {countParam, pageParam, paginationAgreements, paginationField, serviceErrors, statusField} from '../../shared';
import {collectionsList} from '../../world/examples/nfts';

const page: PageSpec = {
  doc: 'collections/list',
  group: 'collection',
  title: 'List collections',
  description:
    'Lists NFT collections page by page. You choose whether each collection also carries its NFT count, trade count and trade volume.',
  sidebarPosition: 1,
  inApiSidebar: true,
  calls: [
    {
      id: 'collections/list',
      title: 'List collections',
      summary:
        'Lists NFT collections page by page. You choose whether each collection also carries its NFT count, trade count and trade volume.',
      method: 'GET',
      path: '/collections',
      access: 'free',
      params: [
        pageParam,
        countParam(50, 'How many collections each page holds.'),
        {
          name: 'include_nft_count',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add `nft_count` to each collection.',
        },
        {
          name: 'include_trades',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add `trade_count` to each collection.',
        },
        {
          name: 'include_volume',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add `volume` to each collection.',
        },
      ],
      responseFields: [
        statusField,
        {
          name: 'data',
          type: 'array',
          description: 'The collections on this page.',
        },
        paginationField,
        {
          name: 'data[].id',
          type: 'string',
          description: 'Id of the collection, in its `col1…` form.',
        },
        {
          name: 'data[].name',
          type: 'string',
          description: 'Name of the collection.',
        },
        {
          name: 'data[].description',
          type: 'string',
          description: "The collection's description, as its creator wrote it.",
        },
        {
          name: 'data[].preview_url',
          type: 'string',
          description: "Address of the collection's icon image.",
        },
        {
          name: 'data[].banner_url',
          type: 'string',
          description: "Address of the collection's banner image.",
        },
        {
          name: 'data[].creator',
          type: 'object',
          description: "Who created the collection, with the creator's `did` and `address`.",
        },
        {
          name: 'data[].nft_count',
          type: 'number',
          description: 'Number of NFTs in the collection. Present only when you send `include_nft_count=true`.',
        },
        {
          name: 'data[].trade_count',
          type: 'number',
          description: "Number of trades of the collection's NFTs. Present only when you send `include_trades=true`.",
        },
        {
          name: 'data[].volume',
          type: 'number',
          description: "Total value of all trades of the collection's NFTs, in XCH. Present only when you send `include_volume=true`.",
        },
      ],
      example: collectionsList,
      agreements: [...paginationAgreements],
      errors: [
        {
          status: 400,
          meaning: 'A query parameter has a value the API cannot read, such as a `page` that is not a number.',
        },
        ...serviceErrors,
      ],
      notes: [],
    },
  ],
};

export default page;

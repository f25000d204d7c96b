// Catalogue entry for /api/collections/nfts. Edit here, then run `npm run generate:api`.
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
import {collectionsNfts} from '../../world/examples/nfts';

const page: PageSpec = {
  doc: 'collections/nfts',
  group: 'collection',
  title: 'Get collection NFTs',
  description: 'Lists the NFTs of one collection page by page. An optional JSON body filters them by trait or rarity and sets their order.',
  sidebarPosition: 3,
  inApiSidebar: true,
  calls: [
    {
      id: 'collections/nfts',
      title: 'Get collection NFTs',
      summary: 'Lists the NFTs of one collection page by page. An optional JSON body filters them by trait or rarity and sets their order.',
      method: 'POST',
      path: '/collections/{collection_id}/nfts',
      access: 'free',
      params: [
        pathParam('collection_id', 'Id of the collection whose NFTs you want, in its `col1…` form.'),
        pageParam,
        countParam(50, 'How many NFTs each page holds.'),
        {
          name: 'owner_did',
          in: 'query',
          type: 'string',
          required: false,
          description: 'A DID in its `did:chia:1…` form. When you send it, the list keeps only the NFTs that this DID owns.',
        },
      ],
      requestBody: {
        contentType: 'application/json',
        fields: [
          {
            name: 'traits',
            type: 'array',
            description:
              'Traits to match, each an object with `head`, the trait type such as `Background`, and `subhead`, its value such as `Blue`.',
          },
          {
            name: 'rarity',
            type: 'object',
            description: 'Rarity range to match, given as `min`, `max` and `percentage`.',
          },
          {
            name: 'orderBy',
            type: 'string',
            description: 'Field to sort the NFTs by, such as `rarity`.',
          },
          {
            name: 'order',
            type: 'string',
            description: 'Sort direction: `asc` for ascending, `desc` for descending.',
          },
        ],
      },
      responseFields: [
        statusField,
        {
          name: 'data',
          type: 'array',
          description: 'The NFTs on this page.',
        },
        paginationField,
        {
          name: 'data[].id',
          type: 'string',
          description: 'Id of the NFT, in its `nft1…` form.',
        },
        {
          name: 'data[].name',
          type: 'string',
          description: 'Name of the NFT.',
        },
        {
          name: 'data[].description',
          type: 'string',
          description: "The NFT's own description.",
        },
        {
          name: 'data[].preview_url',
          type: 'string',
          description: 'Address of a small preview image of the NFT.',
        },
        {
          name: 'data[].minted_at',
          type: 'string',
          description: 'When the NFT was minted, as an ISO 8601 timestamp in UTC.',
        },
        {
          name: 'data[].trade_count',
          type: 'number',
          description: 'Number of times the NFT has been traded.',
        },
        {
          name: 'data[].volume',
          type: 'number',
          description: "Total value of the NFT's trades, in XCH.",
        },
        {
          name: 'data[].attributes',
          type: 'array',
          description: "The NFT's traits, each a `trait_type` with its `value`.",
        },
        {
          name: 'data[].owner',
          type: 'object',
          description: "Who holds the NFT now, with the holder's `address`.",
        },
      ],
      example: collectionsNfts,
      agreements: [
        {
          rule: 'filter',
          param: 'collection_id',
          at: 'data[].id',
          via: 'nft.collection',
        },
        {
          rule: 'filter',
          param: 'traits',
          at: 'data[].attributes',
        },
        ...paginationAgreements,
      ],
      errors: [unreadableCollectionId, ...serviceErrors],
      notes: [
        'Send the filters as a JSON body. The body is optional: without it, the call lists every NFT of the collection.',
        '`page`, `count` and `owner_did` go in the query string, not in the body.',
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/did/nfts. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {countParam, invalidDid, pageParam, pathParam, serverError, statusField, tooManyRequests} from '../../shared';
import {didNfts} from '../../world/examples/nfts';

const page: PageSpec = {
  doc: 'did/nfts',
  group: 'did',
  title: 'Get DID NFTs',
  description: 'Lists, page by page, the NFTs that a DID holds, the NFTs it minted, or both.',
  sidebarPosition: 2,
  inApiSidebar: true,
  calls: [
    {
      id: 'did/nfts',
      title: 'Get DID NFTs',
      summary: 'Lists, page by page, the NFTs that a DID holds, the NFTs it minted, or both.',
      method: 'GET',
      path: '/did/nfts/{did}',
      access: 'free',
      params: [
        pathParam('did', 'The DID whose NFTs you want, in its `did:chia:1…` form.'),
        {
          name: 'type',
          in: 'query',
          type: 'string',
          required: false,
          default: 'owned',
          enum: ['all', 'created', 'owned'],
          description:
            'Which list to return: `owned` for the NFTs the DID holds now, `created` for the NFTs it minted, `all` for both lists.',
        },
        {
          name: 'simple',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` for short NFT objects that carry only `id`, `name`, `preview_url` and `collection`.',
        },
        pageParam,
        countParam(100, 'How many NFTs each page holds.', 'At most `100`.'),
      ],
      responseFields: [
        statusField,
        {
          name: 'data',
          type: 'object',
          description: 'The lists and their totals.',
        },
        {
          name: 'data.owned_nft_count',
          type: 'number',
          description: 'Total number of NFTs that the DID holds, over all pages.',
        },
        {
          name: 'data.created_nft_count',
          type: 'number',
          description: 'Total number of NFTs that the DID minted, over all pages.',
        },
        {
          name: 'data.page',
          type: 'number',
          description: 'Number of this page.',
        },
        {
          name: 'data.size',
          type: 'number',
          description: 'Page size: how many NFTs a page holds.',
        },
        {
          name: 'data.owned_nfts',
          type: 'array',
          description: 'NFTs that the DID holds. Filled when `type` is `owned` or `all`.',
        },
        {
          name: 'data.created_nfts',
          type: 'array',
          description: 'NFTs that the DID minted. Filled when `type` is `created` or `all`.',
        },
        {
          name: 'data.owned_nfts[].id',
          type: 'string',
          description: 'Id of the NFT, in its `nft1…` form.',
        },
        {
          name: 'data.owned_nfts[].name',
          type: 'string',
          description: 'Name of the NFT.',
        },
        {
          name: 'data.owned_nfts[].preview_url',
          type: 'string',
          description: 'Address of a small preview image of the NFT.',
        },
        {
          name: 'data.owned_nfts[].created_height',
          type: 'string',
          description: 'Height of the block that minted the NFT, as a string of digits.',
        },
        {
          name: 'data.owned_nfts[].created_time',
          type: 'string',
          description: 'When the NFT was minted, as an ISO 8601 timestamp in UTC.',
        },
        {
          name: 'data.owned_nfts[].flagged',
          type: 'boolean',
          description: '`true` when the NFT carries a warning flag.',
        },
        {
          name: 'data.owned_nfts[].description',
          type: 'string',
          description: "The NFT's own description.",
        },
        {
          name: 'data.owned_nfts[].collection.id',
          type: 'string',
          description: "Id of the NFT's collection, in its `col1…` form.",
        },
        {
          name: 'data.owned_nfts[].collection.name',
          type: 'string',
          description: "Name of the NFT's collection.",
        },
        {
          name: 'data.owned_nfts[].last_sale',
          type: 'string',
          description: "Price of the NFT's most recent sale, in mojo, as a string.",
        },
        {
          name: 'data.owned_nfts[].creator.address',
          type: 'string',
          description: "Address of the NFT's creator.",
        },
        {
          name: 'data.owned_nfts[].creator.address_hex',
          type: 'string',
          description: "The creator's puzzle hash: the same address in hexadecimal, with a `0x` prefix.",
        },
        {
          name: 'data.owned_nfts[].creator.did',
          type: 'string',
          description: "DID of the NFT's creator, in its `did:chia:1…` form.",
        },
        {
          name: 'data.owned_nfts[].creator.did_hex',
          type: 'string',
          description: "The creator's DID in hexadecimal, with a `0x` prefix.",
        },
        {
          name: 'data.owned_nfts[].owner.address',
          type: 'string',
          description: 'Address that holds the NFT now.',
        },
        {
          name: 'data.owned_nfts[].owner.address_hex',
          type: 'string',
          description: "The owner's puzzle hash: the same address in hexadecimal, with a `0x` prefix.",
        },
        {
          name: 'data.owned_nfts[].sensitive_content',
          type: 'boolean',
          description: '`true` when the creator marked the content as sensitive.',
        },
        {
          name: 'data.owned_nfts[].attributes',
          type: 'array',
          description: "The NFT's traits, each a `trait_type` with its `value`.",
        },
        {
          name: 'data.owned_nfts[].rarity',
          type: 'number',
          description: "The NFT's rarity score.",
        },
        {
          name: 'data.owned_nfts[].top_bid',
          type: 'number',
          description: 'Highest open bid for the NFT, in the same unit as `last_sale`.',
        },
        {
          name: 'data.owned_nfts[].buy_now',
          type: 'number',
          description: 'Price at which you can buy the NFT at once, in the same unit as `last_sale`.',
        },
      ],
      example: didNfts,
      agreements: [
        {
          rule: 'filter',
          param: 'did',
          at: 'data.owned_nfts[].id',
          via: 'nft.ownerDid',
        },
        {
          rule: 'count',
          items: 'data.owned_nfts',
          total: 'data.owned_nft_count',
          pageSize: 'count',
        },
        {
          rule: 'count',
          items: 'data.created_nfts',
          total: 'data.created_nft_count',
          pageSize: 'count',
        },
        {
          rule: 'echo',
          param: 'page',
          at: 'data.page',
        },
        {
          rule: 'echo',
          param: 'count',
          at: 'data.size',
        },
      ],
      errors: [invalidDid, tooManyRequests, serverError],
      notes: [
        'The fields listed under `owned_nfts[]` describe the objects in `created_nfts` too.',
        'Short objects (`simple=true`) make replies smaller and faster, and they cache better. Use them when bandwidth is scarce.',
      ],
    },
  ],
};

export default page;

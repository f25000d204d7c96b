// Catalogue entry for /api/nft/info. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {malformedNftId, pathParam, serviceErrors, unknownNft} from '../../shared';
import {nftInfo} from '../../world/examples/nfts';

const page: PageSpec = {
  doc: 'nft/info',
  group: 'nft',
  title: 'Get NFT information',
  description:
    'Returns one NFT by its id: its name and traits, its collection, creator and owner, links to its files, and its market prices in XCH.',
  sidebarPosition: 1,
  inApiSidebar: true,
  calls: [
    {
      id: 'nft/info',
      title: 'Get NFT information',
      summary:
        'Returns one NFT by its id: its name and traits, its collection, creator and owner, links to its files, and its market prices in XCH.',
      method: 'GET',
      path: '/nfts/{nft_id}',
      access: 'free',
      params: [pathParam('nft_id', 'Id of the NFT to fetch, in its `nft1…` form.')],
      responseFields: [
        {
          name: 'id',
          type: 'string',
          description: "The NFT's id, in its `nft1…` form.",
        },
        {
          name: 'name',
          type: 'string',
          description: 'Name that the creator gave the NFT.',
        },
        {
          name: 'preview_url',
          type: 'string',
          description: 'Address of a small preview image of the NFT.',
        },
        {
          name: 'created_height',
          type: 'string',
          description: 'Height of the block that minted the NFT, as a string of digits.',
        },
        {
          name: 'created_time',
          type: 'string',
          description: 'When the NFT was minted, as an ISO 8601 timestamp in UTC.',
        },
        {
          name: 'collection',
          type: 'object',
          description: 'The collection that the NFT belongs to, in brief.',
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
          description: "The collection's own description.",
        },
        {
          name: 'collection.preview_url',
          type: 'string',
          description: "Address of the collection's preview image.",
        },
        {
          name: 'price',
          type: 'string',
          description: 'Price that the NFT is listed at, in XCH, as a decimal string.',
        },
        {
          name: 'creator',
          type: 'object',
          description: "Who minted the NFT: `did` holds the creator's DID and its name, `address` the creator's address.",
        },
        {
          name: 'owner',
          type: 'object',
          description: "Who holds the NFT now, with the holder's `address`.",
        },
        {
          name: 'description',
          type: 'string',
          description: "The NFT's own description, as its metadata gives it.",
        },
        {
          name: 'data_url',
          type: 'array',
          description: "Link to the NFT's content file.",
        },
        {
          name: 'metadata_urls',
          type: 'array',
          description: "Link to the NFT's metadata file.",
        },
        {
          name: 'license_urls',
          type: 'array',
          description: "Link to the NFT's license document.",
        },
        {
          name: 'rarity',
          type: 'number',
          description: "The NFT's rarity score.",
        },
        {
          name: 'top_bid',
          type: 'string',
          description: 'Highest open bid for the NFT, in XCH.',
        },
        {
          name: 'last_sale',
          type: 'string',
          description: "Price of the NFT's most recent sale, in XCH.",
        },
        {
          name: 'current_price',
          type: 'string',
          description: "Price of the NFT's current listing, in XCH.",
        },
        {
          name: 'attributes',
          type: 'array',
          description: "The NFT's traits, each a `trait_type` with its `value`.",
        },
      ],
      example: nftInfo,
      agreements: [{rule: 'echo', param: 'nft_id', at: 'id'}],
      errors: [malformedNftId, unknownNft, ...serviceErrors],
      notes: [],
    },
  ],
};

export default page;

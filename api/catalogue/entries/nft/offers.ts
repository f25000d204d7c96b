// Catalogue entry for /api/nft/offers. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {malformedNftId, pathParam, serviceErrors, unknownNft} from '../../shared';
import {nftOffers} from '../../world/examples/nfts';

const page: PageSpec = {
  doc: 'nft/offers',
  group: 'nft',
  title: 'Get NFT offers',
  description: 'Returns the offers and the marketplace listings recorded for one NFT, newest first.',
  sidebarPosition: 6,
  inApiSidebar: true,
  calls: [
    {
      id: 'nft/offers',
      title: 'Get NFT offers',
      summary: 'Returns the offers and the marketplace listings recorded for one NFT, newest first.',
      method: 'GET',
      path: '/nfts/offers/{nft_id}',
      access: 'free',
      params: [pathParam('nft_id', 'Id of the NFT whose offers you want, in its `nft1…` form.')],
      responseFields: [
        {
          name: 'status',
          type: 'string',
          description: '`success` when the call works, an error value when it does not.',
        },
        {
          name: 'data',
          type: 'object',
          description: 'The offers for the NFT, with their counts.',
        },
        {
          name: 'data.nft_id',
          type: 'string',
          description: "The NFT's id, as you sent it.",
        },
        {
          name: 'data.total_offers',
          type: 'number',
          description: 'Number of offers recorded for the NFT.',
        },
        {
          name: 'data.total_listings',
          type: 'number',
          description: 'Number of marketplace listings recorded for the NFT.',
        },
        {
          name: 'data.offers',
          type: 'array',
          description: 'The offers, newest first; each one has the fields below.',
        },
        {
          name: 'data.offers[].offer_hash',
          type: 'string|null',
          description: 'Hash of the offer, or `null` when it is not known yet.',
        },
        {
          name: 'data.offers[].hash_base_58',
          type: 'string',
          description: 'Hash of the offer, in base58 encoding.',
        },
        {
          name: 'data.offers[].hash_bech32',
          type: 'string|null',
          description: 'Hash of the offer, in bech32 encoding, or `null`.',
        },
        {
          name: 'data.offers[].offered_requested_hash',
          type: 'string|null',
          description: 'Hash of the requested side of the offer, or `null`.',
        },
        {
          name: 'data.offers[].created',
          type: 'string',
          description: 'When the offer was created, as an ISO 8601 timestamp in UTC.',
        },
        {
          name: 'data.offers[].settled',
          type: 'string|null',
          description: 'When the offer settled, as an ISO 8601 timestamp in UTC; `null` while it has not.',
        },
        {
          name: 'data.offers[].height',
          type: 'number|null',
          description: 'Block height of the offer, or `null` when it has none yet.',
        },
        {
          name: 'data.offers[].log_time',
          type: 'string|null',
          description: "Time of the offer's latest log entry, as an ISO 8601 timestamp in UTC, or `null`.",
        },
        {
          name: 'data.offers[].offer_status',
          type: 'number',
          description: 'State of the offer as a number: `0` pending, `1` accepted, `2` cancelled, `3` expired.',
        },
        {
          name: 'data.offers[].offered_assets',
          type: 'array',
          description: 'Assets that the offer gives.',
        },
        {
          name: 'data.offers[].offered_type',
          type: 'array',
          description: 'Kinds of asset that the offer gives, such as `XCH`.',
        },
        {
          name: 'data.offers[].listings',
          type: 'array',
          description: 'Marketplace listings linked to the offer; each has the same fields as an offer.',
        },
      ],
      example: nftOffers,
      agreements: [
        {
          rule: 'echo',
          param: 'nft_id',
          at: 'data.nft_id',
        },
        {
          rule: 'count',
          items: 'data.offers',
          total: 'data.total_offers',
        },
        {
          rule: 'count',
          items: 'data.offers[].listings',
          total: 'data.total_listings',
        },
      ],
      errors: [malformedNftId, unknownNft, ...serviceErrors],
      notes: [
        'Offers and listings have the same fields, so one parser reads both.',
        'A `null` value marks data that is optional or not known yet, such as `settled` on an offer that is still pending.',
        'Timestamps are ISO 8601 strings in UTC.',
        "Expired offers stay in the list, so you can follow the NFT's trading history.",
        'Prices are in XCH, not mojo.',
      ],
    },
  ],
};

export default page;

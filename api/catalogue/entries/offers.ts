// Catalogue entry for /api/offers. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../types';
import {authkeyParam, legacyAuthkeyReason, legacyGetNote, legacyPlaceholderField} from '../shared';
import {legacyOfferDetail, legacyOffers} from '../world/examples/legacy';

const page: PageSpec = {
  doc: 'offers',
  group: 'offers',
  title: 'Offers (older API)',
  description: 'The older query-string offer calls, each with the current endpoint that replaces it.',
  sidebarPosition: 99,
  inApiSidebar: false,
  calls: [
    {
      id: 'offers#get-offers',
      title: 'Get offers',
      summary: 'Lists offers by status, asset and sort order through the older query-string API.',
      method: 'GET',
      path: '/offers/list',
      access: 'legacy-authkey',
      params: [
        authkeyParam,
        {
          name: 'status',
          in: 'query',
          type: 'string',
          required: false,
          enum: ['Active', 'Cancelled'],
          description: 'Which offers to return: open ones (`Active`) or withdrawn ones (`Cancelled`).',
        },
        {
          name: 'offered',
          in: 'query',
          type: 'string',
          required: false,
          constraints: 'An NFT id (`nft1…`), a collection id (`col1…`), a CAT asset id, or `xch`.',
          description: 'The asset the maker of the offer gives.',
        },
        {
          name: 'requested',
          in: 'query',
          type: 'string',
          required: false,
          constraints: 'An NFT id (`nft1…`), a collection id (`col1…`), a CAT asset id, or `xch`.',
          description: 'The asset the maker of the offer asks for in return.',
        },
        {
          name: 'sort',
          in: 'query',
          type: 'string',
          required: false,
          enum: ['asc', 'desc'],
          description: 'The sort order: `asc` for ascending, `desc` for descending.',
        },
        {
          name: 'sort_by',
          in: 'query',
          type: 'string',
          required: false,
          enum: ['price', 'date'],
          description: 'What to sort the offers by: `price` or `date`.',
        },
        {
          name: 'page',
          in: 'query',
          type: 'integer',
          required: false,
          constraints: 'An integer from 1 to 100.',
          description: 'Which page of results to return, counting from 1.',
        },
        {
          name: 'page_size',
          in: 'query',
          type: 'integer',
          required: false,
          constraints: 'An integer from 20 to 100.',
          description: 'How many offers each page holds.',
        },
      ],
      responseFields: [legacyPlaceholderField],
      example: legacyOffers,
      errors: [],
      notes: [legacyGetNote],
      legacy: {replacedBy: 'offers/list', reason: legacyAuthkeyReason},
    },
    {
      id: 'offers#get-offer-detail',
      title: 'Get offer detail',
      summary: 'Returns one offer by its id through the older query-string API.',
      method: 'GET',
      path: '/offer',
      access: 'legacy-authkey',
      params: [
        authkeyParam,
        {
          name: 'id',
          in: 'query',
          type: 'string',
          required: true,
          description: 'The offer id: the SHA-256 hash of the offer file, written in base58.',
        },
      ],
      responseFields: [legacyPlaceholderField],
      example: legacyOfferDetail,
      errors: [],
      notes: [legacyGetNote],
      legacy: {replacedBy: 'offers/info', reason: legacyAuthkeyReason},
    },
  ],
};

export default page;

// Catalogue entry for /api/offers/list. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {
  countParam,
  missingOfferHeaders,
  offerFields,
  offerHeaders,
  offeredAssetFields,
  pageParam,
  serviceErrors,
  statusField,
} from '../../shared';
import {offersList} from '../../world/examples/offers';

const page: PageSpec = {
  doc: 'offers/list',
  group: 'offers',
  title: 'List offers',
  description: 'Lists offers page by page, optionally only those in one status.',
  sidebarPosition: 2,
  inApiSidebar: true,
  calls: [
    {
      id: 'offers/list',
      title: 'List offers',
      summary: 'Lists offers page by page, optionally only those in one status.',
      method: 'GET',
      path: '/offers',
      access: 'free',
      params: [
        countParam(100, 'How many offers each page holds.', 'At most `100`.'),
        {
          name: 'status',
          in: 'query',
          type: 'string',
          required: false,
          default: 'ALL',
          constraints: 'One of `ALL`, `Active`, `Pending`, `Cancelling`, `Cancelled`, `Completed`, `Unknown` or `Expired`.',
          description: 'Keep only the offers in this status; `ALL` keeps every offer.',
        },
        pageParam,
        ...offerHeaders,
      ],
      responseFields: [
        statusField,
        {
          name: 'data',
          type: 'array',
          description: 'The offers on this page.',
        },
        ...offerFields('data[].'),
        ...offeredAssetFields('data[].offered[].'),
      ],
      example: offersList,
      agreements: [
        {
          rule: 'filter',
          param: 'status',
          at: 'data[].offer_status',
        },
        {
          rule: 'count',
          items: 'data',
          pageSize: 'count',
        },
      ],
      errors: [missingOfferHeaders, ...serviceErrors],
      notes: [
        'Spacescan caches the reply for 30 seconds, so a new offer can take that long to appear.',
        'Send the `version` and `network` headers with every request; without them the call answers `401`.',
      ],
    },
  ],
};

export default page;

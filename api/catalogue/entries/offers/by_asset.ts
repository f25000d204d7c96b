// Catalogue entry for /api/offers/by_asset. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {countParam, missingOfferHeaders, offerFields, offerHeaders, pageParam, pathParam, serviceErrors, statusField} from '../../shared';
import {offersByAsset} from '../../world/examples/offers';

const page: PageSpec = {
  doc: 'offers/by_asset',
  group: 'offers',
  title: 'Get offers by asset',
  description: 'Lists, page by page, the offers that give or ask for one asset.',
  sidebarPosition: 4,
  inApiSidebar: true,
  calls: [
    {
      id: 'offers/by_asset',
      title: 'Get offers by asset',
      summary: 'Lists, page by page, the offers that give or ask for one asset.',
      method: 'GET',
      path: '/offers/asset/{asset_id}',
      access: 'free',
      params: [
        pathParam('asset_id', "The asset to match: an NFT id, a token's asset id, a collection id, or `XCH`."),
        countParam(100, 'How many offers each page holds.', 'At most `100`.'),
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
      ],
      example: offersByAsset,
      agreements: [
        {
          rule: 'filter',
          param: 'asset_id',
          at: 'data[].id',
          via: 'offer.assets',
        },
        {
          rule: 'count',
          items: 'data',
          pageSize: 'count',
        },
      ],
      errors: [
        missingOfferHeaders,
        {
          status: 400,
          meaning: 'The `asset_id` is not in a form the API recognises.',
        },
        ...serviceErrors,
      ],
      notes: [
        'An offer matches when the asset is on either side, given or asked for.',
        'Send the `version` and `network` headers with every request; without them the call answers `401`.',
      ],
    },
  ],
};

export default page;

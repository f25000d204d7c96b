// Catalogue entry for /api/offers/info. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {missingOfferHeaders, offerFields, offerHeaders, offeredAssetFields, pathParam, serviceErrors, statusField} from '../../shared';
import {offersInfo} from '../../world/examples/offers';

const page: PageSpec = {
  doc: 'offers/info',
  group: 'offers',
  title: 'Get offer information',
  description: 'Returns one offer by its id: its status, what it gives and what it asks for.',
  sidebarPosition: 3,
  inApiSidebar: true,
  calls: [
    {
      id: 'offers/info',
      title: 'Get offer information',
      summary: 'Returns one offer by its id: its status, what it gives and what it asks for.',
      method: 'GET',
      path: '/offer/{offer_id}',
      access: 'free',
      params: [pathParam('offer_id', 'Id of the offer, a base58 string such as the `id` that the offer lists return.'), ...offerHeaders],
      responseFields: [
        statusField,
        {
          name: 'data',
          type: 'object',
          description: 'The offer.',
        },
        ...offerFields('data.'),
        ...offeredAssetFields('data.offered[].'),
      ],
      example: offersInfo,
      agreements: [{rule: 'echo', param: 'offer_id', at: 'data.id'}],
      errors: [
        missingOfferHeaders,
        {
          status: 404,
          meaning: 'No offer has this id.',
        },
        ...serviceErrors,
      ],
      notes: ['Send the `version` and `network` headers with every request; without them the call answers `401`.'],
    },
  ],
};

export default page;

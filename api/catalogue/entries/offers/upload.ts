// Catalogue entry for /api/offers/upload. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {offersUpload} from '../../world/examples/offers';

const page: PageSpec = {
  doc: 'offers/upload',
  group: 'offers',
  title: 'Upload offer',
  description: 'Sends an offer to Spacescan, which validates it, stores it and shows it on the explorer.',
  sidebarPosition: 1,
  inApiSidebar: true,
  calls: [
    {
      id: 'offers/upload',
      title: 'Upload offer',
      summary: 'Sends an offer to Spacescan, which validates it, stores it and shows it on the explorer.',
      method: 'POST',
      path: '/api/offer/upload',
      access: 'free',
      params: [
        {
          name: 'version',
          in: 'query',
          type: 'string',
          required: true,
          description: 'Version of the upload API, such as `1`.',
        },
        {
          name: 'coin',
          in: 'query',
          type: 'string',
          required: true,
          description: 'Network of the offer: `xch` for mainnet, `txch` for testnet11.',
          enum: ['xch', 'txch'],
        },
        {
          name: 'offer',
          in: 'body',
          type: 'string',
          required: true,
          description: 'The complete offer string, which starts with `offer1`. The example shortens it.',
        },
      ],
      requestBody: {contentType: 'application/json'},
      responseFields: [
        {
          name: 'success',
          type: 'string',
          description: 'The string `true` when Spacescan stored the offer, `false` when it did not. It is a string, not a JSON boolean.',
        },
        {
          name: 'offer',
          type: 'object',
          description: 'The offer as Spacescan stored it.',
        },
        {
          name: 'offer.id',
          type: 'string',
          description: 'Id that Spacescan gives the offer; the other offer calls accept it as `offer_id`.',
        },
        {
          name: 'offer.summary',
          type: 'object',
          description: 'What the offer trades, split into its two sides.',
        },
        {
          name: 'offer.summary.offered',
          type: 'array',
          description: 'Assets that the maker gives, each with its `type` and `amount`.',
        },
        {
          name: 'offer.summary.requested',
          type: 'array',
          description: 'Assets that the maker asks for in return, in the same shape.',
        },
        {
          name: 'view_link',
          type: 'string',
          description: "Address of the offer's page on the Spacescan explorer.",
        },
        {
          name: 'offer_link',
          type: 'string',
          description: 'API address that returns the raw offer string.',
        },
      ],
      example: offersUpload,
      agreements: [{rule: 'echo', param: 'offer', at: 'offer.id', via: 'offer.file'}],
      errors: [
        {
          status: 400,
          meaning: 'Spacescan could not read the offer, or the offer is not valid.',
          body: {success: 'false', offer: 'Invalid offer'},
        },
        {
          status: 401,
          meaning: 'The `version` or `coin` query parameter is missing.',
          body: {data: 'unauthorized'},
        },
        {
          status: 500,
          meaning: 'The API failed while storing the offer. Retry later.',
          body: {success: 'false'},
        },
      ],
      notes: [
        'Put the offer string in a JSON body, under the `offer` key.',
        'The path starts with `/api/`, unlike the other calls. Call it exactly as written.',
        'This call takes the network as the `coin` query parameter; the other offer calls take a `network` header instead.',
        'With `coin=txch`, Spacescan stores the offer on testnet11.',
        'Spacescan validates each offer before it stores it, and refuses an invalid one with `400`.',
      ],
    },
  ],
};

export default page;

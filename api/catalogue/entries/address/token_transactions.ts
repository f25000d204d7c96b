// Catalogue entry for /api/address/token_transactions. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {countParam, pathParam, receivedCursor, sendCursor, statusField, transferListAgreements, transferListFields} from '../../shared';
import {tokenTransactions} from '../../world/examples/address';

const page: PageSpec = {
  doc: 'address/token_transactions',
  group: 'address',
  title: 'Get token transactions',
  description: 'Lists the CAT tokens an address sent and received, in two lists that page separately.',
  sidebarPosition: 6,
  inApiSidebar: true,
  calls: [
    {
      id: 'address/token_transactions',
      title: 'Get token transactions',
      summary: 'Lists the CAT tokens an address sent and received, in two lists that page separately.',
      method: 'GET',
      path: '/address/token-transaction/{address}',
      access: 'free',
      params: [
        pathParam('address', 'Address whose CAT transfers you want: mainnet takes an `xch1…` address, testnet a `txch1…` one.'),
        countParam(100, 'Largest number of transfers each list returns on one page.'),
        sendCursor,
        receivedCursor,
      ],
      responseFields: [
        statusField,
        ...transferListFields({
          transfers: 'CAT transfers',
          coinId: 'Id of the coin that carried the transfer, in hex.',
          own: [
            {
              name: 'token_amount',
              type: 'number',
              description: 'Number of tokens the transfer moved.',
            },
            {
              name: 'asset_id',
              type: 'string',
              description: 'Asset id of the CAT (its TAIL hash), in hex.',
            },
            {
              name: 'token_id',
              type: 'string',
              description: 'The same asset id encoded in bech32m, with the `tkn` prefix.',
            },
          ],
          moved: 'the tokens',
          total: (direction) => `Total number of CAT transfers the address ${direction}.`,
        }),
      ],
      example: tokenTransactions,
      agreements: [...transferListAgreements],
      errors: [],
      notes: [
        'The sent list and the received list each have their own cursor, so you page through one without moving the other.',
        '`token_id` and `asset_id` name the same CAT: `token_id` is the asset id encoded in bech32m with the `tkn` prefix.',
      ],
    },
  ],
};

export default page;

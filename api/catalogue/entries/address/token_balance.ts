// Catalogue entry for /api/address/token_balance. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {pathParam, statusField, windowParams} from '../../shared';
import {tokenBalance} from '../../world/examples/address';

const page: PageSpec = {
  doc: 'address/token_balance',
  group: 'address',
  title: 'Get token balance',
  description: 'Lists every CAT token an address holds, with the amount of each.',
  sidebarPosition: 3,
  inApiSidebar: true,
  calls: [
    {
      id: 'address/token_balance',
      title: 'Get token balance',
      summary: 'Lists every CAT token an address holds, with the amount of each.',
      method: 'GET',
      path: '/address/token-balance/{address}',
      access: 'free',
      params: [
        pathParam('address', 'Address whose CAT tokens you want: mainnet takes an `xch1…` address, testnet a `txch1…` one.'),
        ...windowParams,
      ],
      responseFields: [
        statusField,
        {
          name: 'balance',
          type: 'array',
          description: 'One entry for each CAT token the address holds.',
        },
        {
          name: 'balance[].asset_id',
          type: 'string',
          description: 'Asset id of the CAT (its TAIL hash), as 64 hex characters.',
        },
        {
          name: 'balance[].token_id',
          type: 'string',
          description: 'The same asset id encoded in bech32m, with the `tkn` prefix.',
        },
        {
          name: 'balance[].balance',
          type: 'number',
          description: 'How many tokens of this CAT the address holds.',
        },
        {
          name: 'balance[].name',
          type: 'string|null',
          description: 'Name of the token, or `null` when Spacescan has no name for it.',
        },
        {
          name: 'balance[].symbol',
          type: 'string|null',
          description: 'Ticker of the token, or `null` when Spacescan has no ticker for it.',
        },
      ],
      example: tokenBalance,
      errors: [],
      notes: [
        'To limit the result to a window, give both `start_block` and `end_block`, or both `start_timestamp` and `end_timestamp`. Use one pair only: you cannot combine a block window with a time window.',
      ],
    },
  ],
};

export default page;

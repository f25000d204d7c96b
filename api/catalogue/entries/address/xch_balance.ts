// Catalogue entry for /api/address/xch_balance. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {includeDustParam, pathParam, statusField, windowParams} from '../../shared';
import {xchBalance} from '../../world/examples/address';

const page: PageSpec = {
  doc: 'address/xch_balance',
  group: 'address',
  title: 'Get XCH balance',
  description: 'Returns the XCH an address holds now, as the sum of its unspent coins, in XCH and in mojo.',
  sidebarPosition: 1,
  inApiSidebar: true,
  calls: [
    {
      id: 'address/xch_balance',
      title: 'Get XCH balance',
      summary: 'Returns the XCH an address holds now, as the sum of its unspent coins, in XCH and in mojo.',
      method: 'GET',
      path: '/address/xch-balance/{address}',
      access: 'free',
      params: [
        pathParam('address', 'Address whose balance you want: mainnet takes an `xch1…` address, testnet a `txch1…` one.'),
        includeDustParam,
        ...windowParams,
      ],
      responseFields: [
        statusField,
        {
          name: 'xch',
          type: 'number',
          description: 'Balance of the address in XCH, as a decimal number.',
        },
        {
          name: 'mojo',
          type: 'number',
          description: 'The same balance in mojo, as a whole number. 1 XCH is 1,000,000,000,000 mojo.',
        },
      ],
      example: xchBalance,
      errors: [],
      notes: [
        'The balance is the total value of the unspent coins that the address holds.',
        'Dust coins count only when you set `include_dust=true`. Spacescan counts a standard coin as dust when it holds less than 10,000 mojo (0.00000001 XCH): its own limit, not a rule of Chia.',
        'To limit the result to a window, give both `start_block` and `end_block`, or both `start_timestamp` and `end_timestamp`. Use one pair only: you cannot combine a block window with a time window.',
        'With a window, only the coins the address received inside it count. For the balance at a past block or moment, call `/address/xch-historical-balance/{address}` instead.',
      ],
    },
  ],
};

export default page;

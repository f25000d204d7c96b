// Catalogue entry for /api/address/xch_historical_balance. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {includeDustParam, pathParam, statusField} from '../../shared';
import {xchHistoricalBalance} from '../../world/examples/address';

const page: PageSpec = {
  doc: 'address/xch_historical_balance',
  group: 'address',
  title: 'Get XCH historical balance',
  description: 'Returns the XCH an address held at a past block height or moment. Only the Pro hosts serve this call.',
  sidebarPosition: 2,
  inApiSidebar: true,
  calls: [
    {
      id: 'address/xch_historical_balance',
      title: 'Get XCH historical balance',
      summary: 'Returns the XCH an address held at a past block height or moment. Only the Pro hosts serve this call.',
      method: 'GET',
      path: '/address/xch-historical-balance/{address}',
      access: 'pro-only',
      params: [
        pathParam('address', 'Address whose past balance you want: mainnet takes an `xch1…` address, testnet a `txch1…` one.'),
        {
          name: 'block',
          in: 'query',
          type: 'integer',
          required: false,
          constraints: 'Give `block`, `timestamp` or both. When you give both, the call uses `block`.',
          description: 'Block height at which the call computes the balance.',
        },
        {
          name: 'timestamp',
          in: 'query',
          type: 'integer',
          required: false,
          constraints: 'Give `timestamp` or `block`. The call ignores `timestamp` when `block` is present.',
          description: 'Moment at which the call computes the balance, as Unix time in seconds.',
        },
        includeDustParam,
      ],
      responseFields: [
        statusField,
        {
          name: 'xch',
          type: 'number',
          description: 'Balance of the address in XCH at the block or moment you asked for.',
        },
        {
          name: 'mojo',
          type: 'number',
          description: 'The same balance in mojo, as a whole number. 1 XCH is 1,000,000,000,000 mojo.',
        },
        {
          name: 'block',
          type: 'number|null',
          description: 'The block height you passed, or `null` when you passed none.',
        },
        {
          name: 'timestamp',
          type: 'number|null',
          description: 'The Unix time you passed, or `null` when you passed none.',
        },
        {
          name: 'include_dust',
          type: 'boolean',
          description: 'Whether the balance counts dust coins, as you asked.',
        },
      ],
      example: xchHistoricalBalance,
      agreements: [
        {
          rule: 'echo',
          param: 'timestamp',
          at: 'timestamp',
        },
        {
          rule: 'echo',
          param: 'include_dust',
          at: 'include_dust',
        },
      ],
      errors: [
        {
          status: null,
          meaning: 'You gave neither `block` nor `timestamp`.',
          body: {
            status: 'failed',
            message: "Either 'block' or 'timestamp' query parameter is required (block takes priority if both are provided)",
          },
        },
        {
          status: null,
          meaning: 'The address is malformed or is not a Chia address.',
          body: {status: 'failed', message: 'Invalid address'},
        },
      ],
      notes: [
        'Send your Pro key in the `x-api-key` header; the free hosts do not serve this call.',
        'The balance is everything the address received up to that point, minus everything it spent up to that point.',
        'Ask by `block` for an answer exact to the height, which is also faster. Ask by `timestamp` for a snapshot at a date, such as the last day of a tax year.',
        "Typical uses are year-end balances for tax, dated snapshots, audits and the study of an address's history.",
        'Dust coins count only when you set `include_dust=true`. Spacescan counts a standard coin as dust when it holds less than 10,000 mojo (0.00000001 XCH): its own limit, not a rule of Chia.',
        '`/address/xch-balance/{address}` answers a different question: it returns the current unspent balance, and its time window only limits which received coins count.',
        'The API does not state the HTTP status of its error answers, so read `status` and `message` in the body.',
      ],
    },
  ],
};

export default page;

// Catalogue entry for /api/address/xch_transactions. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {
  addressListAgreements,
  countParam,
  pathParam,
  receivedCursor,
  sendCursor,
  statusField,
  transferListAgreements,
  transferListFields,
} from '../../shared';
import {xchTransactions} from '../../world/examples/address';

const page: PageSpec = {
  doc: 'address/xch_transactions',
  group: 'address',
  title: 'Get XCH transactions',
  description: 'Lists the XCH an address sent and received, with a separate paged list for each kind of transfer.',
  sidebarPosition: 5,
  inApiSidebar: true,
  calls: [
    {
      id: 'address/xch_transactions',
      title: 'Get XCH transactions',
      summary: 'Lists the XCH an address sent and received, with a separate paged list for each kind of transfer.',
      method: 'GET',
      path: '/address/xch-transaction/{address}',
      access: 'free',
      params: [
        pathParam('address', 'Address whose transfers you want: mainnet takes an `xch1…` address, testnet a `txch1…` one.'),
        countParam(100, 'Largest number of items each list returns on one page.'),
        {
          name: 'include_send',
          in: 'query',
          type: 'boolean',
          required: false,
          default: true,
          description: 'Set to `false` to leave out the XCH the address sent.',
        },
        {
          name: 'include_received',
          in: 'query',
          type: 'boolean',
          required: false,
          default: true,
          description: 'Set to `false` to leave out the XCH the address received.',
        },
        {
          name: 'include_send_dust',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add the dust the address sent.',
        },
        {
          name: 'include_received_dust',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add the dust the address received.',
        },
        {
          name: 'include_owned',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add the coins the address holds and has not spent.',
        },
        {
          name: 'include_spend',
          in: 'query',
          type: 'boolean',
          required: false,
          default: false,
          description: 'Set to `true` to add the coins the address has spent.',
        },
        sendCursor,
        receivedCursor,
        {
          name: 'send_dust_cursor',
          in: 'query',
          type: 'integer',
          required: false,
          description: 'Where the next page of sent dust starts: the `next_cursor` of `send_dust_transactions` from your last call.',
        },
        {
          name: 'received_dust_cursor',
          in: 'query',
          type: 'integer',
          required: false,
          description:
            'Where the next page of received dust starts: the `next_cursor` of `received_dust_transactions` from your last call.',
        },
        {
          name: 'owned_cursor',
          in: 'query',
          type: 'integer',
          required: false,
          description: 'Where the next page of unspent coins starts: the `next_cursor` of `owned_transactions` from your last call.',
        },
        {
          name: 'spent_cursor',
          in: 'query',
          type: 'integer',
          required: false,
          description: 'Where the next page of spent coins starts: the `next_cursor` of `spent_transactions` from your last call.',
        },
        {
          name: 'start_timestamp',
          in: 'query',
          type: 'integer',
          required: false,
          constraints: 'Give `end_timestamp` with it.',
          description: 'Moment the time window starts, as Unix time in seconds.',
        },
        {
          name: 'end_timestamp',
          in: 'query',
          type: 'integer',
          required: false,
          constraints: 'Give `start_timestamp` with it, and make it no earlier than `start_timestamp`.',
          description: 'Moment the time window ends, as Unix time in seconds.',
        },
      ],
      responseFields: [
        statusField,
        ...transferListFields({
          transfers: 'XCH transfers',
          coinId: 'Id of the coin, in hex.',
          own: [
            {
              name: 'amount_xch',
              type: 'number',
              description: 'Amount the transfer moved, in XCH.',
            },
            {
              name: 'amount_mojo',
              type: 'number',
              description: 'The same amount in mojo. 1 XCH is 1,000,000,000,000 mojo.',
            },
          ],
          moved: 'the XCH',
          total: (direction) => `Total number of ${direction} transfers. Only the first page carries it.`,
        }),
        {
          name: 'send_dust_transactions',
          type: 'object',
          description: 'Dust the address sent, shaped like `send_transactions`. Present only when you set `include_send_dust=true`.',
        },
        {
          name: 'received_dust_transactions',
          type: 'object',
          description:
            'Dust the address received, shaped like `received_transactions`. Present only when you set `include_received_dust=true`.',
        },
        {
          name: 'owned_transactions',
          type: 'object',
          description: 'Coins the address holds and has not spent. Present only when you set `include_owned=true`.',
        },
        {
          name: 'owned_transactions.transactions',
          type: 'array',
          description: 'One item for each unspent coin.',
        },
        {
          name: 'owned_transactions.transactions[].coin_id',
          type: 'string',
          description: 'Id of the coin, in hex.',
        },
        {
          name: 'owned_transactions.transactions[].time',
          type: 'string',
          description: 'Time the coin was created, as an ISO 8601 string in UTC.',
        },
        {
          name: 'owned_transactions.transactions[].height',
          type: 'number',
          description: 'Height of the block that created the coin.',
        },
        {
          name: 'owned_transactions.transactions[].amount_xch',
          type: 'number',
          description: 'Value of the coin in XCH.',
        },
        {
          name: 'owned_transactions.transactions[].amount_mojo',
          type: 'number',
          description: 'The same value in mojo.',
        },
        {
          name: 'owned_transactions.transactions[].from',
          type: 'string',
          description: 'Address that sent the coin.',
        },
        {
          name: 'owned_transactions.transactions[].to',
          type: 'string',
          description: 'The address you asked about, which owns the coin.',
        },
        {
          name: 'owned_transactions.next_cursor',
          type: 'number',
          description: 'Pass this value as `owned_cursor` to fetch the next page of unspent coins.',
        },
        {
          name: 'owned_transactions.total_count',
          type: 'number',
          description: 'How many unspent coins the address holds.',
        },
        {
          name: 'spent_transactions',
          type: 'object',
          description: 'Coins the address has spent. Present only when you set `include_spend=true`.',
        },
        {
          name: 'spent_transactions.transactions',
          type: 'array',
          description: 'One item for each spent coin.',
        },
        {
          name: 'spent_transactions.transactions[].coin_id',
          type: 'string',
          description: 'Id of the coin, in hex.',
        },
        {
          name: 'spent_transactions.transactions[].time',
          type: 'string',
          description: 'Time the coin was created, as an ISO 8601 string in UTC.',
        },
        {
          name: 'spent_transactions.transactions[].height',
          type: 'number',
          description: 'Height of the block that created the coin.',
        },
        {
          name: 'spent_transactions.transactions[].amount_xch',
          type: 'number',
          description: 'Value of the coin in XCH.',
        },
        {
          name: 'spent_transactions.transactions[].amount_mojo',
          type: 'number',
          description: 'The same value in mojo.',
        },
        {
          name: 'spent_transactions.transactions[].from',
          type: 'string',
          description: 'Address that sent the coin.',
        },
        {
          name: 'spent_transactions.transactions[].to',
          type: 'string',
          description: 'The address you asked about, which owned the coin.',
        },
        {
          name: 'spent_transactions.transactions[].spend_time',
          type: 'string',
          description: 'Time the coin was spent, as an ISO 8601 string in UTC.',
        },
        {
          name: 'spent_transactions.next_cursor',
          type: 'number',
          description: 'Pass this value as `spent_cursor` to fetch the next page of spent coins.',
        },
        {
          name: 'spent_transactions.total_count',
          type: 'number',
          description: 'How many coins the address has spent.',
        },
      ],
      example: xchTransactions,
      agreements: [
        ...transferListAgreements,
        ...addressListAgreements('send_dust_transactions', 'coin.sender'),
        ...addressListAgreements('received_dust_transactions', 'coin.owner'),
        ...addressListAgreements('owned_transactions', 'coin.owner'),
        ...addressListAgreements('spent_transactions', 'coin.owner'),
        {
          rule: 'echo',
          param: 'address',
          at: 'owned_transactions.transactions[].to',
        },
        {
          rule: 'echo',
          param: 'address',
          at: 'spent_transactions.transactions[].to',
        },
        {
          rule: 'meaning',
          at: 'send_dust_transactions.transactions[].amount_mojo',
          means: 'dust',
        },
        {
          rule: 'meaning',
          at: 'received_dust_transactions.transactions[].amount_mojo',
          means: 'dust',
        },
        {
          rule: 'meaning',
          at: 'send_transactions.transactions[].amount_mojo',
          means: 'not-dust',
        },
        {
          rule: 'meaning',
          at: 'received_transactions.transactions[].amount_mojo',
          means: 'not-dust',
        },
        {
          rule: 'meaning',
          at: 'owned_transactions.transactions[].amount_mojo',
          means: 'not-dust',
        },
        {
          rule: 'meaning',
          at: 'spent_transactions.transactions[].amount_mojo',
          means: 'not-dust',
        },
      ],
      errors: [],
      notes: [
        'Each list has its own cursor, so you page through one list without moving the others.',
        'The answer holds only the lists you ask for. Sent and received transfers come by default; dust, unspent coins and spent coins come only when you set their `include_` parameter to `true`.',
        'Spacescan counts a standard coin as dust when it holds less than 10,000 mojo (0.00000001 XCH): its own limit, not a rule of Chia.',
        "The unspent coin list is the address's current balance, shown coin by coin.",
        'The path is singular (`xch-transaction`) although the call returns lists. Call it exactly as written.',
        'To filter by time, give `start_timestamp` and `end_timestamp` together.',
      ],
    },
  ],
};

export default page;

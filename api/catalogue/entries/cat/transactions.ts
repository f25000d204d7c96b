// Catalogue entry for /api/cat/transactions. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../../types';
import {assetIdPath, chiaRpcName, invalidRequest, serviceErrors, statusField, unknownCat} from '../../shared';
import {catTransactions} from '../../world/examples/tokens';

const page: PageSpec = {
  doc: 'cat/transactions',
  group: 'token',
  title: 'Get CAT transactions',
  description: 'Lists the coins that moved a CAT token, with the sender and receiver of each.',
  sidebarPosition: 9,
  inApiSidebar: true,
  calls: [
    {
      id: 'cat/transactions',
      title: 'Get CAT transactions',
      summary: 'Lists the coins that moved a CAT token, with the sender and receiver of each.',
      method: 'GET',
      path: '/cat/transactions/{asset_id}',
      access: 'free',
      params: [assetIdPath],
      responseFields: [
        statusField,
        {
          name: 'data',
          type: 'array',
          description: 'One row for each coin.',
        },
        {
          name: 'data[].coin_name',
          type: 'string',
          description: 'Id of the coin, in hex.',
        },
        {
          name: 'data[].coin_parent',
          type: 'string',
          description: "Id of the coin's parent coin, in hex.",
          chiaRpc: chiaRpcName.parentCoin,
        },
        {
          name: 'data[].amount',
          type: 'string',
          description: 'Number of tokens the coin carries, as a string.',
        },
        {
          name: 'data[].type',
          type: 'string',
          description: 'Token standard, such as `CAT2`.',
        },
        {
          name: 'data[].timestamp',
          type: 'number',
          description: 'Time the coin was confirmed, as Unix time in seconds.',
        },
        {
          name: 'data[].confirmed_time',
          type: 'string',
          description: 'Time the coin was confirmed, as an ISO 8601 string in UTC.',
        },
        {
          name: 'data[].spend_time',
          type: 'string|null',
          description: 'Time the coin was spent, as an ISO 8601 string in UTC, or `null` while it is unspent.',
        },
        {
          name: 'data[].confirmed_txn_type',
          type: 'number',
          description: 'Number that codes the kind of transaction that confirmed the coin.',
        },
        {
          name: 'data[].sender.address',
          type: 'string',
          description: 'Address that sent the tokens.',
        },
        {
          name: 'data[].receiver.address',
          type: 'string',
          description: 'Address that received the tokens.',
        },
        {
          name: 'data[].cat.id',
          type: 'string',
          description: 'Asset id of the CAT (its TAIL hash).',
        },
        {
          name: 'data[].cat.name',
          type: 'string',
          description: 'Name of the CAT.',
        },
        {
          name: 'data[].cat.symbol',
          type: 'string',
          description: 'Ticker of the CAT.',
        },
        {
          name: 'data[].cat.description',
          type: 'string',
          description: 'Short text that describes the CAT.',
        },
      ],
      example: catTransactions,
      agreements: [
        {
          rule: 'echo',
          param: 'asset_id',
          at: 'data[].cat.id',
        },
        {
          rule: 'filter',
          param: 'asset_id',
          at: 'data[].coin_name',
          via: 'coin.cat',
        },
        {
          rule: 'excerpt',
          at: 'data',
        },
      ],
      errors: [invalidRequest, unknownCat, ...serviceErrors],
      notes: [
        'Typical uses are token analytics, market analysis and tracking how a token spreads across holders.',
        'The path starts with `/cat/`, unlike the other token calls, whose paths start with `/token/`.',
      ],
    },
  ],
};

export default page;

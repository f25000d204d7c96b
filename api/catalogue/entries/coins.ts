// Catalogue entry for /api/coins. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../types';
import {chiaRpcName, pathParam, serviceErrors, statusReadsField} from '../shared';
import {coinInfo} from '../world/examples/tools';

const page: PageSpec = {
  doc: 'coins',
  group: 'coins',
  title: 'Coin information',
  description: 'Returns one coin: its amount, the blocks that created and spent it, its sender and receiver.',
  sidebarPosition: 1,
  inApiSidebar: true,
  calls: [
    {
      id: 'coins',
      title: 'Coin information',
      summary: 'Returns one coin: its amount, the blocks that created and spent it, its sender and receiver.',
      method: 'GET',
      path: '/coin/info/{coin_id}',
      access: 'free',
      params: [pathParam('coin_id', 'The id of the coin, as 64 hex characters after `0x`.')],
      responseFields: [
        statusReadsField,
        {
          name: 'coin',
          type: 'object',
          description: 'The coin you asked for.',
        },
        {
          name: 'coin.coin_name',
          type: 'string',
          description: 'The id of the coin, as hex without the `0x` prefix.',
        },
        {
          name: 'coin.coinbase',
          type: 'boolean',
          description: '`true` when the coin is a farming reward, `false` when a spend created it.',
        },
        {
          name: 'coin.confirmed_block',
          type: 'string',
          description: 'Height of the block that created the coin, sent as a string.',
          chiaRpc: chiaRpcName.confirmedBlock,
        },
        {
          name: 'coin.spent_block',
          type: 'string',
          description: 'Height of the block that spent the coin, sent as a string. It has a value only once the coin is spent.',
          chiaRpc: chiaRpcName.spentBlock,
        },
        {
          name: 'coin.amount',
          type: 'string',
          description: 'The value of the coin in XCH, as a decimal string.',
        },
        {
          name: 'coin.amount_mojo',
          type: 'string',
          description: 'The value of the coin in mojo (1 XCH is 10^12 mojo), as a string of whole digits. Use it for exact arithmetic.',
        },
        {
          name: 'coin.confirmed_time',
          type: 'string',
          description: 'When the block that created the coin was confirmed, as an ISO 8601 date and time in UTC.',
        },
        {
          name: 'coin.sender',
          type: 'object',
          description: 'Who sent the coin: `sender.address` is the sending address.',
        },
        {
          name: 'coin.receiver',
          type: 'object',
          description: 'Who received the coin: `receiver.address` is the receiving address.',
        },
        {
          name: 'coin.type',
          type: 'string',
          description: 'The kind of coin, such as `STND` for a standard XCH coin.',
        },
        {
          name: 'coin.timestamp',
          type: 'number',
          description: 'The confirmation time again, as Unix time in seconds.',
        },
      ],
      example: coinInfo,
      agreements: [{rule: 'echo', param: 'coin_id', at: 'coin.coin_name'}],
      errors: [
        {
          status: 400,
          meaning: 'The request is malformed, for example because `coin_id` is not a valid coin id.',
        },
        {
          status: 404,
          meaning: 'Spacescan knows no coin with this id on the network you asked.',
        },
        ...serviceErrors,
      ],
      notes: [
        'Chia has no accounts: value sits in coins, and every transaction spends coins and creates new ones. This call describes one such coin.',
      ],
    },
  ],
};

export default page;

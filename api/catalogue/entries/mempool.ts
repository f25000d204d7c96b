// Catalogue entry for /api/mempool. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../types';
import {authkeyParam, legacyNetworkParam, legacyPlaceholderField, legacyVersionParam} from '../shared';
import {legacyMinFee} from '../world/examples/legacy';
import {FEE_FLOOR_MOJO_PER_COST} from '../world/chain-facts';

const page: PageSpec = {
  doc: 'mempool',
  group: 'mempool',
  title: 'Mempool',
  description: 'The older query-string call that returns the minimum fee: the fee to beat to enter a full mempool, not a next-block fee.',
  sidebarPosition: 1,
  inApiSidebar: true,
  calls: [
    {
      id: 'mempool',
      title: 'Get min fees',
      summary:
        'Returns the fee a standard transaction must beat to enter a full mempool, through the older query-string API. It is not a next-block fee: while the mempool is busy but not full, a spend without a fee enters it but may miss the next block.',
      method: 'GET',
      path: '/mempool/minfee',
      access: 'legacy-authkey',
      params: [authkeyParam, legacyNetworkParam, legacyVersionParam],
      responseFields: [legacyPlaceholderField],
      example: legacyMinFee,
      errors: [],
      notes: [
        'The fee depends on how full the mempool is at that moment, so read it shortly before you send a transaction.',
        `When the mempool is full, Chia's reference node takes a transaction only if its fee per cost is more than the cheapest waiting transactions pay and at least ${FEE_FLOOR_MOJO_PER_COST} mojo per cost: it turns away any fee below ${FEE_FLOOR_MOJO_PER_COST} mojo per cost as too close to zero, whatever this call returns. So pay more than this fee, scaled to your transaction's cost, and at least ${FEE_FLOOR_MOJO_PER_COST} mojo per cost of your transaction (Chia's [Fees Required for Inclusion](https://docs.chia.net/chia-blockchain/architecture/mempool/fees), [\`is_fee_enough\` at 2.7.3](https://github.com/Chia-Network/chia-blockchain/blob/2.7.3/chia/full_node/mempool_manager.py#L447-L460)).`,
        'The older pages never name the HTTP method. Send this query-string URL as a `GET` request.',
      ],
      legacy: {
        replacedBy: null,
        reason:
          'It belongs to the older query-string API: the key travels in `authkey`, `network` takes `mainnet` or `testnet10`, a `Version` parameter picks the version, and the pages show only placeholder answers.',
      },
    },
  ],
};

export default page;

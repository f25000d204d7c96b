// Catalogue entry for /api/mempool. Edit here, then run `npm run generate:api`.
// The example comes from the example world (api/catalogue/world); the checks hold it to the agreements below.
import type {PageSpec} from '../types';
import {authkeyParam, legacyNetworkParam, legacyPlaceholderField, legacyVersionParam} from '../shared';
import {legacyMinFee} from '../world/examples/legacy';

const page: PageSpec = {
  doc: "mempool",
  group: "mempool",
  title: "Mempool",
  description: "The older query-string call that returns the minimum fee for the next block.",
  sidebarPosition: 1,
  inApiSidebar: true,
  calls: [
    {
      id: "mempool",
      title: "Get min fees",
      summary: "Returns the smallest fee that gets a standard transaction into the next block, through the older query-string API.",
      method: "GET",
      path: "/mempool/minfee",
      access: "legacy-authkey",
      params: [
        authkeyParam,
        legacyNetworkParam,
        legacyVersionParam,
      ],
      responseFields: [legacyPlaceholderField],
      example: legacyMinFee,
      errors: [],
      notes: [
        "The fee depends on how full the mempool is at that moment, so read it shortly before you send a transaction.",
        "When the mempool is full, Chia's reference node also turns away any fee below 5 mojo per cost as too close to zero, so pay at least 5 mojo per cost of your transaction, whatever this call returns (Chia's [Fees Required for Inclusion](https://docs.chia.net/chia-blockchain/architecture/mempool/fees)).",
        "The older pages never name the HTTP method. Send this query-string URL as a `GET` request.",
      ],
      legacy: {
        replacedBy: null,
        reason: "It belongs to the older query-string API: the key travels in `authkey`, `network` takes `mainnet` or `testnet10`, a `Version` parameter picks the version, and the pages show only placeholder answers.",
      },
    },
  ],
};

export default page;

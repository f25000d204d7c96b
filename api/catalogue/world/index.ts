// The one example world every API example is drawn from, and the index the checks read it with.
import {xch} from './builder';
import {buildMainnet} from './mainnet';
import {buildTestnet} from './testnet';
import type {World} from './model';

export function buildWorld(): World {
  return {
    mainnet: buildMainnet(),
    testnet: buildTestnet(),
    xchPriceUsd: 10.17,
    locked: [
      {address: 'burn', type: 'burn_address', mojo: xch('41210.5')},
      {address: 'reserve1', type: 'prefarm_strategic_reserve_1', mojo: xch('5000000')},
      {address: 'reserve2', type: 'prefarm_strategic_reserve_2', mojo: xch('5000000')},
      {address: 'reserve3', type: 'prefarm_strategic_reserve_3', mojo: xch('5000000')},
    ],
    nftTotals: {
      collections: 4_547,
      nfts: 1_637_021,
      trades: 104_329,
      tradedXch: 46_807.86556872335,
      royaltyXch: 2_202.437563733082,
      tradedFiat: 977_022,
      royaltyFiat: 45_972,
    },
    netspaceEib: 18.24,
  };
}

/** The world, built once. */
export const world: World = buildWorld();

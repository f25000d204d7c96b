// Examples of the network statistics calls: the XCH price and the supply at the peak, which the
// emission schedule fixes: the prefarm and every block reward up to the peak height.
import {totalSupply} from '../chain';
import type {CallExample} from '../../types';
import {addressOf, main, world, xchNumber} from './common';

const total = totalSupply(main.peak);
const locked = world.locked.reduce((sum, l) => sum + l.mojo, 0n);

export const statsPrice: CallExample = {
  request: {mainnet: {currency: 'USD'}, testnet: {currency: 'USD'}},
  response: {json: {status: 'success', price: world.xchPriceUsd}},
};

export const statsTotalSupply: CallExample = {
  request: {mainnet: {}, testnet: {}},
  response: {json: {status: 'success', 'total-supply': xchNumber(total)}},
};

export const statsCirculatingSupply: CallExample = {
  request: {mainnet: {explain: true}, testnet: {explain: true}},
  response: {
    json: {
      status: 'success',
      'circulating-supply': xchNumber(total - locked),
      explanation: {
        total_supply: xchNumber(total),
        locked_balances: world.locked.map((l) => ({address: addressOf(main, l.address), type: l.type, balance: xchNumber(l.mojo)})),
        total_locked: xchNumber(locked),
      },
    },
  },
};

/** The older v1 calls write the figures as strings; the supply with three decimals. */
export const legacyTotalSupply: CallExample = {
  request: {mainnet: {}},
  response: {json: {status: 'success', supply: xchNumber(total).toFixed(3)}},
};

export const legacyPrice: CallExample = {
  request: {mainnet: {cur: 'USD'}},
  response: {json: {status: 'success', price: world.xchPriceUsd.toFixed(2)}},
};

export const legacyNetspace: CallExample = {
  request: {mainnet: {metrics: 'Eib'}},
  response: {json: {status: 'success', netspace: world.netspaceEib.toFixed(2)}},
};

// Examples of the address calls: Alice's balances and transfers, read at the peak.
import {isDust} from '../view';
import type {WorldCoin} from '../model';
import type {CallExample, JsonValue} from '../../types';
import {addressOf, isoAt, main, newestCoinFirst, test, tokenId, tokenNumber, xchNumber} from './common';

const alice = 'alice';
const asked = {mainnet: {address: addressOf(main, alice)}, testnet: {address: addressOf(test, alice)}};

export const xchBalance: CallExample = {
  request: asked,
  response: {json: {status: 'success', xch: xchNumber(main.balance(alice)), mojo: Number(main.balance(alice))}},
};

/** A moment between Alice's payment to Carol and Dave's payment to her, after the dust arrived. */
const pastMoment = main.timeAt(7_509_000);
const pastBalance = main.balance(alice, {time: pastMoment}, true);

export const xchHistoricalBalance: CallExample = {
  request: {
    mainnet: {address: addressOf(main, alice), timestamp: pastMoment, include_dust: true},
    testnet: {address: addressOf(test, alice), timestamp: test.timeAt(2_617_600), include_dust: true},
  },
  response: {
    json: {
      status: 'success',
      xch: xchNumber(pastBalance),
      mojo: Number(pastBalance),
      block: null,
      timestamp: pastMoment,
      include_dust: true,
    },
  },
};

export const tokenBalance: CallExample = {
  request: asked,
  response: {
    json: {
      status: 'success',
      balance: main.tokensHeld(alice).map((cat) => ({
        asset_id: cat.assetId,
        token_id: tokenId(cat),
        balance: tokenNumber(main.tokenBalance(alice, cat.key)),
        name: cat.name,
        symbol: cat.symbol,
      })),
    },
  },
};

export const nftBalance: CallExample = {
  request: asked,
  response: {
    json: {
      status: 'success',
      balance: main.nftsOwnedBy(alice).map((nft) => ({
        nft_id: nft.id,
        name: nft.name,
        collection_id: nft.collection === null ? null : main.collection(nft.collection).id,
        preview_url: nft.previewUrl,
      })),
    },
  },
};

/** One page of a list: its items, the cursor after them, and the total. */
function page(items: JsonValue[]): JsonValue {
  return {transactions: items, next_cursor: items.length, total_count: items.length};
}

function coinsOf(kind: WorldCoin['kind'], keep: (c: WorldCoin) => boolean): WorldCoin[] {
  return main.net.coins.filter((c) => c.kind === kind && !c.coinbase && keep(c)).sort(newestCoinFirst);
}

const sentByAlice = (c: WorldCoin): boolean => c.sender === alice && c.owner !== alice;
const receivedByAlice = (c: WorldCoin): boolean => c.owner === alice && c.sender !== alice;

function xchItem(coin: WorldCoin, side: 'to' | 'from'): Record<string, JsonValue> {
  return {
    coin_id: coin.id,
    time: isoAt(main, coin.confirmedHeight),
    height: coin.confirmedHeight,
    amount_xch: xchNumber(coin.amount),
    amount_mojo: Number(coin.amount),
    [side]: addressOf(main, side === 'to' ? coin.owner : coin.sender),
    memo: coin.memo,
  };
}

function heldItem(coin: WorldCoin): Record<string, JsonValue> {
  const {memo: _memo, ...rest} = xchItem(coin, 'from');
  return {...rest, to: addressOf(main, coin.owner)};
}

export const xchTransactions: CallExample = {
  request: {
    mainnet: {...asked.mainnet, include_owned: true, include_spend: true, include_send_dust: true, include_received_dust: true},
    testnet: {...asked.testnet, include_owned: true, include_spend: true, include_send_dust: true, include_received_dust: true},
  },
  response: {
    json: {
      status: 'success',
      send_transactions: page(coinsOf('standard', (c) => sentByAlice(c) && !isDust(c)).map((c) => xchItem(c, 'to'))),
      received_transactions: page(coinsOf('standard', (c) => receivedByAlice(c) && !isDust(c)).map((c) => xchItem(c, 'from'))),
      send_dust_transactions: page(coinsOf('standard', (c) => sentByAlice(c) && isDust(c)).map((c) => xchItem(c, 'to'))),
      received_dust_transactions: page(coinsOf('standard', (c) => receivedByAlice(c) && isDust(c)).map((c) => xchItem(c, 'from'))),
      owned_transactions: page(main.heldCoins(alice).sort(newestCoinFirst).map(heldItem)),
      spent_transactions: page(
        coinsOf('standard', (c) => c.owner === alice && c.spentHeight !== null && !isDust(c)).map((c) => ({
          ...heldItem(c),
          spend_time: isoAt(main, c.spentHeight ?? 0),
        })),
      ),
    },
  },
};

function tokenItem(coin: WorldCoin, side: 'to' | 'from'): JsonValue {
  const cat = main.cat(coin.cat ?? '');
  return {
    coin_id: coin.id,
    time: isoAt(main, coin.confirmedHeight),
    height: coin.confirmedHeight,
    token_amount: tokenNumber(coin.amount),
    asset_id: cat.assetId,
    token_id: tokenId(cat),
    [side]: addressOf(main, side === 'to' ? coin.owner : coin.sender),
    memo: coin.memo,
  };
}

export const tokenTransactions: CallExample = {
  request: asked,
  response: {
    json: {
      status: 'success',
      send_transactions: page(coinsOf('cat', sentByAlice).map((c) => tokenItem(c, 'to'))),
      received_transactions: page(coinsOf('cat', receivedByAlice).map((c) => tokenItem(c, 'from'))),
    },
  },
};

function nftItem(coin: WorldCoin, side: 'to' | 'from'): JsonValue {
  return {
    coin_id: coin.id,
    time: isoAt(main, coin.confirmedHeight),
    height: coin.confirmedHeight,
    nft_id: main.nft(coin.nft ?? '').id,
    [side]: addressOf(main, side === 'to' ? coin.owner : coin.sender),
    memo: coin.memo,
  };
}

export const nftTransactions: CallExample = {
  request: asked,
  response: {
    json: {
      status: 'success',
      send_transactions: page(coinsOf('nft', sentByAlice).map((c) => nftItem(c, 'to'))),
      received_transactions: page(coinsOf('nft', receivedByAlice).map((c) => nftItem(c, 'from'))),
    },
  },
};

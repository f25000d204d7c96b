// Examples of the block calls: the peak, a non-transaction block, the block that paid Alice at a
// given second, and the block in which Alice paid Carol.
import {blockReward, farmerReward, poolReward} from '../chain';
import {isDust} from '../view';
import type {WorldBlock, WorldCoin} from '../model';
import type {CallExample, JsonValue} from '../../types';
import {addressOf, coinUnits, hex0x, isoAt, main, test, xchNumber} from './common';

const blockType = (block: WorldBlock): string => (block.isTransactionBlock ? 'Transaction block' : 'Non Transaction block');

/** The fields `/block/peak` and `/block/{block_height}` share; the height is a string there. */
function blockSummary(block: WorldBlock): Record<string, JsonValue> {
  return {
    number: String(block.height),
    hash: hex0x(block.hash),
    type: blockType(block),
    timestamp: block.isTransactionBlock ? isoAt(main, block.height) : null,
    farmer_address: addressOf(main, block.farmer),
    pool_address: addressOf(main, block.pool),
    plot: block.plot,
    block_reward: xchNumber(blockReward(block.height)),
    pool_amount: xchNumber(poolReward(block.height)),
    farmer_amount: xchNumber(farmerReward(block.height)),
    transferred_amount: xchNumber(main.transferred(block)),
  };
}

function blockCounts(block: WorldBlock): Record<string, JsonValue> {
  return {
    addition_count: main.additionCount(block),
    removal_count: main.removalCount(block),
    reward_count: main.rewards(block.height).length,
  };
}

export const blockPeak: CallExample = {
  request: {mainnet: {}, testnet: {}},
  response: {json: blockSummary(main.block(main.peak))},
};

const quiet = main.block(6_555_398);

export const blockInfo: CallExample = {
  request: {mainnet: {block_height: quiet.height}, testnet: {block_height: 2_617_540}},
  response: {json: {...blockSummary(quiet), ...blockCounts(quiet)}},
};

/** The block in which Dave paid Alice. */
const paying = main.block(7_510_880);

function briefCoin(coin: WorldCoin): JsonValue {
  return {coin_name: coin.id, amount: coinUnits(coin), owner_address: addressOf(main, coin.owner)};
}

export const blockTimestamp: CallExample = {
  request: {
    mainnet: {unix_timestamp: main.timeAt(paying.height), additions: true, rewards: true},
    testnet: {unix_timestamp: test.timeAt(2_617_600), additions: true, rewards: true},
  },
  response: {
    json: {
      status: 'success',
      data: {
        ...blockSummary(paying),
        number: paying.height,
        hash: paying.hash,
        timestamp: main.timeAt(paying.height),
        ...blockCounts(paying),
        additions: main.additions(paying.height).map(briefCoin),
        rewards: main.rewards(paying.height).map(briefCoin),
      },
    },
  },
};

/** The block in which Alice paid Carol in XCH and in USDS. */
const payment = main.block(7_500_000);

function coinRecord(coin: WorldCoin): Record<string, JsonValue> {
  return {
    coin_name: coin.id,
    confirmed_block: coin.confirmedHeight,
    spend_block: coin.spentHeight ?? 0,
    parent_coin: coin.parent,
    coin_mod: coin.puzzle,
    owner_address: addressOf(main, coin.owner),
    confirmed_time: isoAt(main, coin.confirmedHeight),
    spend_time: coin.spentHeight === null ? null : isoAt(main, coin.spentHeight),
    from_address: addressOf(main, coin.sender),
    memo: coin.memo,
    amount: coinUnits(coin),
    amount_mojo: Number(coin.amount),
    coinbase: coin.coinbase,
  };
}

function tokenRecord(coin: WorldCoin): JsonValue {
  const cat = main.cat(coin.cat ?? '');
  return {...coinRecord(coin), asset_info: {asset_id: cat.assetId, name: cat.name, symbol: cat.symbol, preview_url: cat.previewUrl}};
}

/** The standard fields an NFT, DID or DataLayer item carries besides its own id. */
const SINGLETON_FIELDS = ['coin_name', 'confirmed_block', 'spend_block', 'parent_coin', 'confirmed_time', 'spend_time', 'amount_mojo'];

function singletonRecord(coin: WorldCoin): Record<string, JsonValue> {
  const full = coinRecord(coin);
  return Object.fromEntries(SINGLETON_FIELDS.map((key) => [key, full[key] ?? null]));
}

function coinsByKind(coins: WorldCoin[]): JsonValue {
  const of = (kind: WorldCoin['kind']): WorldCoin[] => coins.filter((c) => c.kind === kind);
  return {
    standard_coins: of('standard')
      .filter((c) => !isDust(c))
      .map(coinRecord),
    dust_coins: of('standard').filter(isDust).map(coinRecord),
    token_coins: of('cat').map(tokenRecord),
    nft_coins: of('nft').map((c) => ({
      ...singletonRecord(c),
      owner_address: addressOf(main, c.owner),
      from_address: addressOf(main, c.sender),
      nft_id: main.nft(c.nft ?? '').id,
    })),
    did_coins: of('did').map((c) => ({...singletonRecord(c), owner_address: addressOf(main, c.owner), did_id: main.did(c.did ?? '').did})),
    dl_coins: of('dl').map((c) => ({...singletonRecord(c), store_id: main.store(c.store ?? '').storeId})),
  };
}

const everyKind = {include_dust: true, include_token: true, include_nft: true, include_did: true, include_dl: true};

export const blockTransactions: CallExample = {
  request: {mainnet: {block_height: payment.height, ...everyKind}, testnet: {block_height: 2_617_600, ...everyKind}},
  response: {
    json: {
      status: 'success',
      is_transaction_block: payment.isTransactionBlock,
      confirmed_transactions: coinsByKind(main.additions(payment.height)),
      spent_transactions: coinsByKind(main.removals(payment.height)),
      reward_coins: main.rewards(payment.height).map(coinRecord),
    },
  },
};

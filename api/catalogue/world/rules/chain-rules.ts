// coin-id, schedule, peak, order, reward: Chia's rules on coins, heights and times.
import {
  MOJO_PER_XCH,
  SCHEDULE_TOLERANCE_SECONDS,
  bech32mHex,
  blockReward,
  computeCoinId,
  farmerParentId,
  farmerReward,
  fromUnits,
  isHex32,
  isoTime,
  networks,
  poolParentId,
  poolReward,
  readRewardParent,
  scheduleDrift,
  stripHex,
} from '../chain';
import {walkJson} from '../../problems';
import type {JsonValue} from '../../types';
import {HEIGHT_KEYS, TIME_KEYS, isObject, lastKey, readHeight, readTime, same, show, xchOfMojo} from './context';
import type {Context, Example} from './context';

export function checkCoinIds(ctx: Context, example: Example): void {
  for (const [path, obj] of walkJson(example.value, example.base)) {
    if (!isObject(obj)) continue;
    const id = ['coin_id', 'coin_name'].map((k) => obj[k]).find((v): v is string => typeof v === 'string' && isHex32(v));
    const parent = ['parent_coin_info', 'parent_coin_id', 'parent_coin', 'coin_parent', 'parent_coin_name']
      .map((k) => obj[k])
      .find((v): v is string => typeof v === 'string');
    if (!id || !parent) continue;
    const puzzleHash =
      typeof obj.puzzle_hash === 'string'
        ? obj.puzzle_hash
        : obj.coin_mod === 'p2_delegated_puzzle_or_hidden_puzzle' && typeof obj.owner_address === 'string'
          ? bech32mHex(obj.owner_address)
          : null;
    const mojo = typeof obj.amount_mojo === 'number' || typeof obj.amount_mojo === 'string' ? BigInt(String(obj.amount_mojo)) : null;
    if (!puzzleHash || mojo === null) continue;
    ctx.cover('coin-id', example);
    const expected = computeCoinId(parent, puzzleHash, mojo);
    if (expected === null) ctx.add('coin-id', path, 'the parent or the puzzle hash is not 32 bytes of hex');
    else if (stripHex(id) !== expected)
      ctx.add('coin-id', path, `coin id ${id} is not sha256(parent ‖ puzzle hash ‖ ${mojo} mojo): expected ${expected}`);
  }
  // A body that names a parent coin, a puzzle hash and an amount in XCH, answered by a coin id.
  const body = ctx.call.requestBody?.example;
  if (example.part !== 'response' || !isObject(body) || !isObject(example.value)) return;
  const {parent_coin_name: parent, puzzle_hash: puzzle, amount} = body;
  const answer = example.value.data;
  if (
    typeof parent !== 'string' ||
    typeof puzzle !== 'string' ||
    (typeof amount !== 'number' && typeof amount !== 'string') ||
    typeof answer !== 'string'
  )
    return;
  ctx.cover('coin-id', example);
  const mojo = fromUnits(amount, MOJO_PER_XCH);
  const expected = mojo === null ? null : computeCoinId(parent, puzzle, mojo);
  if (expected === null) ctx.add('coin-id', 'requestBody.example', 'parent_coin_name, puzzle_hash or amount cannot be read');
  else if (stripHex(answer) !== expected)
    ctx.add(
      'coin-id',
      `${example.base}.data`,
      `coin id ${answer} is not sha256(parent ‖ puzzle hash ‖ ${mojo} mojo): expected 0x${expected}`,
    );
}

/** Pairs of a height and the time the same object gives it. */
function heightTimePairs(obj: {[key: string]: JsonValue}): [string, number, string, number][] {
  const pairs: [string, number, string, number][] = [];
  const height = HEIGHT_KEYS.find((k) => readHeight(obj[k]) !== null);
  const time = TIME_KEYS.find((k) => readTime(obj[k]) !== null);
  if (height && time) pairs.push([height, readHeight(obj[height]) ?? 0, time, readTime(obj[time]) ?? 0]);
  const spentHeight = ['spend_block', 'spent_block', 'spent_index'].find((k) => readHeight(obj[k]) !== null);
  if (spentHeight && readTime(obj.spend_time) !== null)
    pairs.push([spentHeight, readHeight(obj[spentHeight]) ?? 0, 'spend_time', readTime(obj.spend_time) ?? 0]);
  const offerTime = readTime(obj.settled) ?? readTime(obj.created);
  if ('offer_status' in obj && readHeight(obj.height) !== null && offerTime !== null) {
    pairs.push(['height', readHeight(obj.height) ?? 0, readTime(obj.settled) !== null ? 'settled' : 'created', offerTime]);
  }
  return pairs;
}

export function checkSchedule(ctx: Context, example: Example): void {
  if (example.network !== 'mainnet') return;
  for (const [path, obj] of walkJson(example.value, example.base)) {
    if (!isObject(obj)) continue;
    for (const [hKey, height, tKey, time] of heightTimePairs(obj)) {
      ctx.cover('schedule', example);
      const drift = scheduleDrift(height, time);
      if (Math.abs(drift) > SCHEDULE_TOLERANCE_SECONDS) {
        const days = (Math.abs(drift) / 86_400).toFixed(1);
        ctx.add(
          'schedule',
          `${path}.${tKey}`,
          `height ${height} (${hKey}) comes about ${isoTime(time - drift).slice(0, 10)} on the 18.75-second schedule from 2021-03-19, but ${tKey} is ${isoTime(time).slice(0, 10)}, ${days} days ${drift < 0 ? 'earlier' : 'later'}; allowed: one day`,
        );
      }
    }
  }
}

const FUTURE_KEYS = new Set(['expiry']);

export function checkPeak(ctx: Context, example: Example): void {
  const view = ctx.views[example.network];
  const peakTime = example.network === 'mainnet' ? view.timeAt(view.peak) : null;
  for (const [path, value] of walkJson(example.value, example.base)) {
    const key = lastKey(path);
    if (FUTURE_KEYS.has(key)) continue;
    const isHeightKey = [
      ...HEIGHT_KEYS,
      'spend_block',
      'spent_block',
      'spent_index',
      'mint_height',
      'block_height',
      'start_block',
      'end_block',
      'block',
    ].includes(key);
    const height = isHeightKey ? readHeight(value) : null;
    if (height !== null) {
      ctx.cover('peak', example);
      if (height > view.peak) ctx.add('peak', path, `height ${height} is after the world's ${example.network} peak ${view.peak}`);
    }
    const isTimeKey = [
      ...TIME_KEYS,
      'spend_time',
      'created',
      'settled',
      'created_at',
      'unix_timestamp',
      'start_timestamp',
      'end_timestamp',
    ].includes(key);
    const time = isTimeKey ? readTime(value) : null;
    if (time !== null && peakTime !== null) {
      ctx.cover('peak', example);
      if (time > peakTime) ctx.add('peak', path, `${isoTime(time)} is after the world's peak, block ${view.peak} at ${isoTime(peakTime)}`);
    }
  }
}

const RANGE_PAIRS: [string, string][] = [
  ['start_block', 'end_block'],
  ['start_timestamp', 'end_timestamp'],
  ['start', 'end'],
  ['min', 'max'],
  ['from_height', 'to_height'],
  ['confirmed_block', 'spend_block'],
  ['confirmed_block', 'spent_block'],
  ['confirmed_time', 'spend_time'],
  ['time', 'spend_time'],
  ['created', 'settled'],
];

/** A value to order: a time, a height (0 and "0" mean "not yet"), or a plain number. */
function orderValue(value: JsonValue | undefined): number | null {
  if (value === 0 || value === '0') return null;
  return readTime(value) ?? readHeight(value) ?? (typeof value === 'number' ? value : null);
}

export function checkOrder(ctx: Context, example: Example): void {
  for (const [path, obj] of walkJson(example.value, example.base)) {
    if (!isObject(obj)) continue;
    for (const [start, end] of RANGE_PAIRS) {
      const a = orderValue(obj[start]);
      const b = orderValue(obj[end]);
      if (a === null || b === null) continue;
      ctx.cover('order', example);
      if (a > b) ctx.add('order', path || example.base, `range ${start}=${show(obj[start])} is after ${end}=${show(obj[end])}`);
    }
  }
}

export function checkRewards(ctx: Context, example: Example): void {
  if (example.part !== 'response') return;
  const network = networks[example.network];
  for (const [path, obj] of walkJson(example.value, example.base)) {
    if (!isObject(obj)) continue;
    const height = readHeight(obj.number);
    if (height !== null && 'block_reward' in obj) {
      ctx.cover('reward', example);
      const shares: [string, bigint][] = [
        ['block_reward', blockReward(height)],
        ['pool_amount', poolReward(height)],
        ['farmer_amount', farmerReward(height)],
      ];
      for (const [key, mojo] of shares) {
        if (key in obj && !same(obj[key], xchOfMojo(mojo)))
          ctx.add(
            'reward',
            `${path}.${key}`,
            `is ${show(obj[key])}, but the emission schedule pays ${xchOfMojo(mojo)} XCH at height ${height}`,
          );
      }
    }
    const id = ['coin_id', 'coin_name'].map((k) => obj[k]).find((v): v is string => typeof v === 'string');
    const coin = id ? ctx.lookup.findKind(id, 'coin', example.network)?.record : undefined;
    if (!coin?.coinbase && obj.coinbase !== true) continue;
    ctx.cover('reward', example);
    if (!coin) {
      ctx.add('reward', path, 'a coin marked coinbase must be a reward coin of the world');
      continue;
    }
    const paid = readRewardParent(network, coin.parent);
    if (!paid) {
      ctx.add(
        'reward',
        path,
        `reward coin ${coin.id} has parent ${coin.parent}, which is not genesis_challenge[0:16] or [16:32] followed by a height`,
      );
      continue;
    }
    const expectedParent = paid.share === 'pool' ? poolParentId(network, paid.height) : farmerParentId(network, paid.height);
    const share = paid.share === 'pool' ? poolReward(paid.height) : farmerReward(paid.height);
    if (typeof obj.parent_coin === 'string' && !same(obj.parent_coin, expectedParent))
      ctx.add('reward', `${path}.parent_coin`, `the ${paid.share} reward of height ${paid.height} has parent ${expectedParent}`);
    if (coin.amount !== share)
      ctx.add('reward', path, `the ${paid.share} reward of height ${paid.height} is ${share} mojo, not ${coin.amount}`);
    if (paid.height >= coin.confirmedHeight)
      ctx.add('reward', path, `a block's rewards are paid by a later transaction block, not at ${coin.confirmedHeight}`);
  }
}

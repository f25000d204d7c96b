// Chia's rules that the example world follows and the checks enforce: the networks, the block
// schedule, the emission schedule, reward coins, coin ids and the bech32m encodings of ids.
// Sources: chia-blockchain `consensus/block_rewards.py`, `consensus/coinbase.py`,
// `types/blockchain_format/coin.py` and the network constants of chia_rs.
import {createHash} from 'node:crypto';
import {bech32m} from '@scure/base';
import * as facts from './chain-facts';

export type NetworkName = 'mainnet' | 'testnet';

export interface ChainNetwork {
  name: NetworkName;
  /** The consensus constant that seeds the chain; reward coin parents are cut from it. */
  genesisChallenge: string;
  /** Human-readable part of an address on this network. */
  addressPrefix: 'xch' | 'txch';
}

export const networks: Record<NetworkName, ChainNetwork> = {
  mainnet: {
    name: 'mainnet',
    genesisChallenge: 'ccd5bb71183532bff220ba46c268991a3ff07eb358e8255a65c30a2dce0e5fbb',
    addressPrefix: 'xch',
  },
  testnet: {
    name: 'testnet',
    genesisChallenge: '37a90eb5185a9c4439a91ddc98bbadce7b4feba060d50116a067de66bf236615',
    addressPrefix: 'txch',
  },
};

/**
 * Tree hashes of Chia's standard puzzles that examples show as they are: the singleton launcher,
 * whose coin is the parent of every NFT, DID and DataLayer singleton's first coin, and the default
 * NFT metadata updater (chia-blockchain `wallet/puzzles/singleton_launcher.clsp` and
 * `nft_metadata_updater_default.clsp`, as `.hex.sha256tree`).
 */
export const PUZZLE_HASHES = {
  singletonLauncher: 'eff07522495060c066f66f32acc2a77e3a3e737aca8baea4d1a64ea4cdc13da9',
  nftMetadataUpdater: 'fe8a4b4e27a2e29a4d3fc7ce9d527adbcaccbab6ada3903ccf3ba9a769d2d78b',
} as const;

// The numbers come from chain-facts.ts, the one place pages and checks read them from.
export const MOJO_PER_XCH = BigInt(facts.MOJO_PER_XCH);
export const MOJO_PER_CAT = BigInt(facts.MOJO_PER_CAT);
/** Standard coins worth less than this are dust: Spacescan's definition, not Chia's wallet filter. */
export const DUST_LIMIT_MOJO = BigInt(facts.SPACESCAN_DUST_MOJO);

/** Mainnet started on 2021-03-19 (UTC); the schedule counts from that midnight. */
export const MAINNET_START = Date.UTC(2021, 2, 19) / 1000;
export const BLOCKS_PER_DAY = facts.BLOCKS_PER_DAY;
const SECONDS_PER_DAY = 86_400;
/** How far an example time may stray from the schedule: one day. */
export const SCHEDULE_TOLERANCE_SECONDS = SECONDS_PER_DAY;

/** Unix time that the 18.75-second schedule gives a mainnet height (whole seconds). */
export function scheduledTime(height: number): number {
  return MAINNET_START + Math.floor((height * SECONDS_PER_DAY) / BLOCKS_PER_DAY);
}

/** Seconds between a time and the schedule's time for the height (positive: later than the schedule). */
export function scheduleDrift(height: number, unixTime: number): number {
  return unixTime - scheduledTime(height);
}

export const HALVING_INTERVAL = facts.HALVING_INTERVAL;
export const PREFARM_MOJO = BigInt(facts.PREFARM_XCH) * MOJO_PER_XCH;
const mojoOfXch = (xch: number): bigint => BigInt(Math.round(xch * facts.MOJO_PER_XCH));
/** The rewards of the first four eras, then 0.125 XCH for ever. */
const ERA_REWARDS_MOJO = facts.ERA_REWARDS_XCH.map(mojoOfXch);
const FINAL_REWARD_MOJO = mojoOfXch(facts.FINAL_REWARD_XCH);

/** The whole reward of a block (pool and farmer), in mojo; height 0 is the prefarm. */
export function blockReward(height: number): bigint {
  if (height === 0) return PREFARM_MOJO;
  return ERA_REWARDS_MOJO[Math.floor(height / HALVING_INTERVAL)] ?? FINAL_REWARD_MOJO;
}

/** The pool's 7/8 of a block's reward, in mojo. */
export function poolReward(height: number): bigint {
  return (blockReward(height) * 7n) / 8n;
}

/** The farmer's 1/8 of a block's reward, in mojo (without the fees of a transaction block). */
export function farmerReward(height: number): bigint {
  return blockReward(height) / 8n;
}

/**
 * The heights whose rewards a transaction block pays, given the previous transaction block: that
 * block itself, and the blocks without transactions between the transaction block before it and
 * it. A block's own reward is therefore paid by the next transaction block when it is a
 * transaction block, and by the one after that when it is not (chia-blockchain
 * `consensus/block_body_validation.py`, "Add reward claims for all blocks from the prev prev block,
 * until the prev block").
 */
export function rewardedHeights(previousTransactionBlock: {height: number; previousTransactionHeight: number | null}): number[] {
  const {height, previousTransactionHeight} = previousTransactionBlock;
  // The second block of the chain pays only the genesis block.
  const from = height === 0 || previousTransactionHeight === null ? height : previousTransactionHeight + 1;
  return Array.from({length: height - from + 1}, (_, i) => from + i);
}

/** Every XCH that exists once the block at `height` is in: the prefarm and every block reward since. */
export function totalSupply(height: number): bigint {
  let total = PREFARM_MOJO;
  let from = 1;
  for (const [era, reward] of ERA_REWARDS_MOJO.entries()) {
    const end = Math.min(height, (era + 1) * HALVING_INTERVAL - 1);
    if (end >= from) total += BigInt(end - from + 1) * reward;
    from = (era + 1) * HALVING_INTERVAL;
  }
  if (height >= from) total += BigInt(height - from + 1) * FINAL_REWARD_MOJO;
  return total;
}

function heightBytes(height: number): string {
  return BigInt(height).toString(16).padStart(32, '0');
}

/** Parent id of a block's pool reward coin: genesis_challenge[0:16] ‖ height as 16 bytes big-endian. */
export function poolParentId(network: ChainNetwork, height: number): string {
  return network.genesisChallenge.slice(0, 32) + heightBytes(height);
}

/** Parent id of a block's farmer reward coin: genesis_challenge[16:32] ‖ height as 16 bytes big-endian. */
export function farmerParentId(network: ChainNetwork, height: number): string {
  return network.genesisChallenge.slice(32, 64) + heightBytes(height);
}

/** The height a reward coin parent encodes and which share it pays, or null when it is no reward parent. */
export function readRewardParent(network: ChainNetwork, parent: string): {height: number; share: 'pool' | 'farmer'} | null {
  const hex = stripHex(parent);
  // Heights fit in 4 bytes, so the first 12 of the 16 height bytes are zero.
  if (!isHex32(hex) || hex.slice(32, 56) !== '0'.repeat(24)) return null;
  const height = Number.parseInt(hex.slice(56), 16);
  if (hex.slice(0, 32) === network.genesisChallenge.slice(0, 32)) return {height, share: 'pool'};
  if (hex.slice(0, 32) === network.genesisChallenge.slice(32, 64)) return {height, share: 'farmer'};
  return null;
}

/** Encodes an integer the way Chia serialises a CLVM int: big-endian two's complement, minimal, 0 is empty. */
export function chiaIntBytes(value: bigint): Uint8Array {
  if (value === 0n) return new Uint8Array();
  const bytes: number[] = [];
  let v = value;
  // Two's complement, least significant byte first, until the sign is carried by the top bit.
  for (;;) {
    const byte = Number(BigInt.asUintN(8, v));
    bytes.unshift(byte);
    v >>= 8n;
    const signBit = (byte & 0x80) !== 0;
    if ((v === 0n && !signBit) || (v === -1n && signBit)) break;
  }
  return Uint8Array.from(bytes);
}

/** Lower-case hex without a `0x` prefix. */
export function stripHex(text: string): string {
  return (text.startsWith('0x') ? text.slice(2) : text).toLowerCase();
}

/** Whether the text is 32 bytes of hex, with or without `0x`. */
export function isHex32(text: string): boolean {
  return /^(0x)?[0-9a-fA-F]{64}$/.test(text);
}

function hexBytes(hex: string): Uint8Array | null {
  return isHex32(hex) ? Uint8Array.from(Buffer.from(stripHex(hex), 'hex')) : null;
}

/** sha256(parent coin id ‖ puzzle hash ‖ amount as a Chia int), as lower-case hex without 0x. */
export function computeCoinId(parent: string, puzzleHash: string, amountMojo: bigint): string | null {
  const p = hexBytes(parent);
  const h = hexBytes(puzzleHash);
  if (!p || !h) return null;
  return createHash('sha256').update(p).update(h).update(chiaIntBytes(amountMojo)).digest('hex');
}

/** A 32-byte value that stands for data the examples never show (an outer puzzle hash, a header hash). */
export function derivedHash(label: string): string {
  return createHash('sha256').update(`spacescan-docs example world: ${label}`).digest('hex');
}

const BECH32_LIMIT = 10_000;

/** Decodes a bech32m string to its prefix and bytes, or returns null when it is not valid bech32m. */
export function decodeBech32m(text: string): {prefix: string; bytes: Uint8Array} | null {
  try {
    const {prefix, words} = bech32m.decode(text as `${string}1${string}`, BECH32_LIMIT);
    return {prefix, bytes: bech32m.fromWords(words)};
  } catch {
    return null;
  }
}

/** Encodes 32 bytes of hex in bech32m with a prefix (`xch`, `txch`, `nft`, `did:chia:`, `col`, `tkn`). */
export function encodeBech32m(prefix: string, hex: string): string {
  return bech32m.encode(prefix, bech32m.toWords(Buffer.from(stripHex(hex), 'hex')), BECH32_LIMIT);
}

/** The hex inside a bech32m id, or null. */
export function bech32mHex(text: string): string | null {
  const decoded = decodeBech32m(text);
  return decoded ? Buffer.from(decoded.bytes).toString('hex') : null;
}

/** XCH (or tokens) as a decimal string without trailing zeros, from mojo (or CAT mojo). */
export function toUnitsText(mojo: bigint, perUnit: bigint): string {
  const whole = mojo / perUnit;
  const frac = (mojo % perUnit)
    .toString()
    .padStart(perUnit.toString().length - 1, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

/** The same as a JSON number (exact for the amounts the world uses). */
export function toUnits(mojo: bigint, perUnit: bigint): number {
  return Number(toUnitsText(mojo, perUnit));
}

/** Reads a decimal amount (number or string) into mojo, or null when it has more decimals than the unit allows. */
export function fromUnits(value: number | string, perUnit: bigint): bigint | null {
  const decimals = perUnit.toString().length - 1;
  const text = typeof value === 'number' ? numberText(value) : value;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const frac = (match[2] ?? '').replace(/0+$/, '');
  if (frac.length > decimals) return null;
  return BigInt(match[1] ?? '0') * perUnit + BigInt(frac.padEnd(decimals, '0') || '0');
}

/** A number written out without exponent notation. */
function numberText(value: number): string {
  if (Number.isInteger(value)) return BigInt(value).toString();
  const text = String(value);
  if (!text.includes('e')) return text;
  return value.toFixed(20).replace(/0+$/, '');
}

/** ISO 8601 text of a Unix time, with milliseconds, as the API writes it. */
export function isoTime(unixTime: number): string {
  return new Date(unixTime * 1000).toISOString();
}

/** Unix seconds of an ISO 8601 text, or null. */
export function parseIsoTime(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(text)) return null;
  return Math.floor(Date.parse(text) / 1000);
}

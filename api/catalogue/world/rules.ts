// The rules every example (request values, request body, response) is held to, against Chia's
// rules, the example world and the call's own words. Each problem names the call, the JSON path
// and the rule; each rule counts the examples it looked at, for the report.
import {
  DUST_LIMIT_MOJO,
  MOJO_PER_CAT,
  MOJO_PER_XCH,
  SCHEDULE_TOLERANCE_SECONDS,
  bech32mHex,
  blockReward,
  computeCoinId,
  decodeBech32m,
  farmerParentId,
  farmerReward,
  fromUnits,
  isHex32,
  isoTime,
  networks,
  parseIsoTime,
  poolParentId,
  poolReward,
  readRewardParent,
  scheduleDrift,
  stripHex,
  toUnitsText,
  totalSupply,
  type NetworkName,
} from './chain';
import {looksLikeId, WorldLookup, type Entity, type EntityKind} from './lookup';
import {NetworkView, xchOf} from './view';
import type {OfferItem, World, WorldCat, WorldCoin, WorldNft, WorldOffer} from './model';
import {valuesAt, walkJson, type CatalogueProblem} from '../problems';
import type {ApiCall, ExampleAgreement, JsonValue, ScalarValue, WorldLink} from '../types';

/** The rules, in the order of the report. */
export const exampleRules = [
  'format',
  'network',
  'known',
  'facts',
  'coin-id',
  'schedule',
  'peak',
  'order',
  'reward',
  'supply',
  'balance',
  'price',
  'offer-items',
  'types',
  'echo',
  'filter',
  'convert',
  'meaning',
  'count',
  'coverage',
] as const;
export type ExampleRule = (typeof exampleRules)[number];

/** One example of a call: its request values, its body, or its response. */
interface Example {
  /** `example.mainnet`, `requestBody.example`, `response.example` and so on: the field problems are named under. */
  base: string;
  network: NetworkName;
  part: 'request' | 'body' | 'response';
  value: JsonValue;
}

/** The examples of a call, each a separate unit for the rules and the report. */
export function examplesOf(call: ApiCall): Example[] {
  const examples: Example[] = [{base: 'example.mainnet', network: 'mainnet', part: 'request', value: call.example.mainnet}];
  if (call.example.testnet) examples.push({base: 'example.testnet', network: 'testnet', part: 'request', value: call.example.testnet});
  if (call.requestBody) {
    examples.push({base: 'requestBody.example', network: 'mainnet', part: 'body', value: call.requestBody.example});
    if (call.requestBody.testnetExample !== undefined) {
      examples.push({base: 'requestBody.testnetExample', network: 'testnet', part: 'body', value: call.requestBody.testnetExample});
    } else if (call.hosts.testnet) {
      examples.push({base: 'requestBody.example', network: 'testnet', part: 'body', value: call.requestBody.example});
    }
  }
  if (call.response.contentType === 'application/json') {
    try {
      examples.push({base: 'response.example', network: 'mainnet', part: 'response', value: JSON.parse(call.response.example) as JsonValue});
    } catch {
      // The structure checks report JSON that does not parse.
    }
  }
  return examples;
}

/** Which examples each rule looked at, by rule: the figures of the report. */
export type Coverage = Map<ExampleRule, Set<string>>;

export function emptyCoverage(): Coverage {
  return new Map(exampleRules.map((r) => [r, new Set<string>()]));
}

interface Context {
  call: ApiCall;
  agreements: readonly ExampleAgreement[];
  lookup: WorldLookup;
  views: Record<NetworkName, NetworkView>;
  add: (rule: ExampleRule, field: string, message: string) => void;
  cover: (rule: ExampleRule, example: Example) => void;
  /** Request parameters that a rule tied to the response. */
  used: Set<string>;
}

const sameText = (a: string, b: string): boolean => (isHex32(a) && isHex32(b) ? stripHex(a) === stripHex(b) : a === b);

/** Whether a shown value is the expected one: numbers and digit strings by value, hex without case or `0x`. */
export function same(actual: JsonValue | undefined, expected: JsonValue | bigint | undefined): boolean {
  if (actual === undefined || expected === undefined) return actual === expected;
  if (typeof expected === 'bigint') {
    if (typeof actual === 'number' && Number.isInteger(actual)) return BigInt(actual) === expected;
    return typeof actual === 'string' && /^\d+$/.test(actual) && BigInt(actual) === expected;
  }
  if (typeof expected === 'number' && (typeof actual === 'number' || (typeof actual === 'string' && /^-?\d+(\.\d+)?$/.test(actual)))) {
    return Number(actual) === expected;
  }
  if (typeof expected === 'string' && typeof actual === 'string') return sameText(actual, expected);
  return JSON.stringify(actual) === JSON.stringify(expected);
}

const show = (value: JsonValue | bigint | undefined): string => (typeof value === 'bigint' ? value.toString() : JSON.stringify(value));

function isObject(value: JsonValue | undefined): value is {[key: string]: JsonValue} {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A value at a dotted path inside an object (`owner.address`). */
function at(obj: JsonValue, path: string): JsonValue | undefined {
  let current: JsonValue | undefined = obj;
  for (const key of path.split('.')) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

// ---------------------------------------------------------------------------------------------
// format, network and known: what each identifier is.

const ADDRESS_KEYS = /(^|_)(address|to|from)$/;
/** Which kinds of thing a key may name. */
function kindsForKey(key: string): EntityKind[] | null {
  if (/^(coin_id|coin_name)$/.test(key)) return ['coin'];
  if (/^(parent_coin|coin_parent|parent_coin_name|parent_coin_info)$/.test(key)) return ['coin', 'nft', 'did', 'store'];
  if (/^(asset_id|cat_id|token_id)$/.test(key)) return ['cat'];
  if (/^(nft_id|name_nft_id)$/.test(key)) return ['nft'];
  if (/^(did|did_id|owner_did|did_hex)$/.test(key)) return ['did'];
  if (/^(collection_id|col_id)$/.test(key)) return ['collection'];
  if (/^(address_hex|puzzle_hash)$/.test(key) || ADDRESS_KEYS.test(key)) return ['address'];
  if (key === 'store_id') return ['store'];
  if (/^(confirmed_txn_id|spend_txn_id)$/.test(key)) return ['transaction'];
  if (/^(offer_id|hash_base_58|offer)$/.test(key)) return ['offer'];
  return null;
}

function lastKey(path: string): string {
  const match = /([A-Za-z_][A-Za-z0-9_-]*)(\[\d+\])*$/.exec(path);
  return match?.[1] ?? '';
}

function checkIdentifiers(ctx: Context, example: Example): void {
  const enums = new Set(ctx.call.params.filter((p) => p.enum).map((p) => p.name));
  for (const [path, value] of walkJson(example.value, example.base)) {
    if (typeof value !== 'string') continue;
    const key = lastKey(path);
    // A value from a parameter's closed list (such as `txch11`) is checked against the list, not as an id.
    if (example.part === 'request' && enums.has(key)) continue;
    checkFormat(ctx, example, path, value);
    if (!looksLikeId(value, key)) continue;
    if (readRewardParent(networks[example.network], value)) continue;
    ctx.cover('known', example);
    const found = ctx.lookup.find(value);
    if (found.length === 0) {
      ctx.add('known', path, `${JSON.stringify(value)} is not in the example world (api/catalogue/world): draw it from there`);
      continue;
    }
    const kinds = kindsForKey(key);
    if (kinds && !found.some((e) => kinds.includes(e.kind))) {
      ctx.add('known', path, `"${key}" names a ${kinds.join(' or ')}, but ${value} is the world's ${found.map(describe).join(', ')}`);
    }
    ctx.cover('network', example);
    if (!found.some((e) => e.network === example.network)) {
      ctx.add('network', path, `${value} belongs to ${found[0]?.network}, not to this ${example.network} example: use the ${example.network} ${found[0]?.kind} of the world`);
    }
  }
}

function describe(entity: Entity): string {
  const r = entity.record;
  const name = 'name' in r ? ` "${r.name}"` : 'key' in r ? ` ${r.key}` : '';
  return `${entity.network} ${entity.kind}${name}`;
}

const BECH32_LIKE = /^(txch|xch|nft|did:chia:|col|tkn)1/;
const FILLER = /^Example\b|\.\.\.$|^(abc|def|123)[0-9a-f]*\.*$/;

function checkFormat(ctx: Context, example: Example, path: string, value: string): void {
  const match = BECH32_LIKE.exec(value);
  if (FILLER.test(value)) ctx.add('format', path, `"${value}" is filler text, not a realistic value`);
  if (!match) return;
  ctx.cover('format', example);
  const decoded = decodeBech32m(value);
  if (!decoded) {
    ctx.add('format', path, `"${value}" is not valid bech32m`);
    return;
  }
  if (decoded.bytes.length !== 32) ctx.add('format', path, `"${value}" decodes to ${decoded.bytes.length} bytes, not 32`);
  ctx.cover('network', example);
  if (match[1] === 'xch' && example.network === 'testnet') ctx.add('network', path, `"${value}" is a mainnet address in a testnet example: use the txch form`);
  if (match[1] === 'txch' && example.network === 'mainnet') ctx.add('network', path, `"${value}" is a testnet address in a mainnet example: use the xch form`);
}

// ---------------------------------------------------------------------------------------------
// facts: the fields beside an identifier say what the world says about that thing.

type Expected = JsonValue | bigint | undefined;
type FactTable<T> = Record<string, (record: T, view: NetworkView, shown: JsonValue) => Expected | Expected[]>;

const iso = (view: NetworkView, height: number): string => isoTime(view.timeAt(height));
const xchOfMojo = (mojo: bigint): number => Number(toUnitsText(mojo, MOJO_PER_XCH));
const tokensOf = (mojo: bigint): number => Number(toUnitsText(mojo, MOJO_PER_CAT));

function coinAmount(coin: WorldCoin): Expected {
  if (coin.kind === 'standard') return xchOfMojo(coin.amount);
  if (coin.kind === 'cat') return tokensOf(coin.amount);
  return undefined;
}

const unspent = (coin: WorldCoin): Expected[] => (coin.spentHeight === null ? [0, '0', '', null] : [coin.spentHeight]);

const coinFacts: FactTable<WorldCoin> = {
  amount_mojo: (c) => c.amount,
  amount_xch: (c) => (c.kind === 'standard' ? xchOfMojo(c.amount) : undefined),
  amount: (c) => coinAmount(c),
  token_amount: (c) => (c.kind === 'cat' ? tokensOf(c.amount) : undefined),
  height: (c) => c.confirmedHeight,
  confirmed_block: (c) => c.confirmedHeight,
  time: (c, v) => iso(v, c.confirmedHeight),
  confirmed_time: (c, v) => iso(v, c.confirmedHeight),
  timestamp: (c, v, shown) => (typeof shown === 'number' ? v.timeAt(c.confirmedHeight) : undefined),
  spend_block: (c) => unspent(c),
  spent_block: (c) => unspent(c),
  spend_time: (c, v) => (c.spentHeight === null ? null : iso(v, c.spentHeight)),
  parent_coin: (c) => c.parent,
  coin_parent: (c) => c.parent,
  owner_address: (c, v) => v.address(c.owner).address,
  to: (c, v) => v.address(c.owner).address,
  'receiver.address': (c, v) => v.address(c.owner).address,
  from_address: (c, v) => v.address(c.sender).address,
  from: (c, v) => v.address(c.sender).address,
  'sender.address': (c, v) => v.address(c.sender).address,
  coinbase: (c) => c.coinbase,
  memo: (c, _v, shown) => (Array.isArray(shown) ? c.memo : undefined),
  coin_mod: (c) => c.puzzle,
  asset_id: (c, v) => (c.cat ? v.cat(c.cat).assetId : undefined),
  cat_id: (c, v) => (c.cat ? v.cat(c.cat).assetId : undefined),
  nft_id: (c, v) => (c.nft ? v.nft(c.nft).id : undefined),
  did_id: (c, v) => (c.did ? v.did(c.did).did : undefined),
  store_id: (c, v) => (c.store ? v.store(c.store).storeId : undefined),
  owner_did: (c, v) => (c.kind === 'nft' ? (c.ownerDid ? v.did(c.ownerDid).did : null) : undefined),
  is_spend: (c) => c.spentHeight !== null,
  confirmed_txn_id: (c) => c.confirmedTransaction,
  spend_txn_id: (c) => c.spentTransaction,
  version_number: (c, v) => (c.nft ? v.nft(c.nft).versions.indexOf(c.key) : undefined),
  type: (c) => ({standard: 'STND', cat: 'CAT2', nft: undefined, did: undefined, dl: undefined})[c.kind],
};

const blockFacts: FactTable<NonNullable<ReturnType<NetworkView['net']['blocks']['find']>>> = {
  number: (b) => b.height,
  hash: (b) => b.hash,
  type: (b) => (b.isTransactionBlock ? 'Transaction block' : 'Non Transaction block'),
  timestamp: (b, v, shown) => (typeof shown === 'number' ? b.time : b.isTransactionBlock ? iso(v, b.height) : null),
  farmer_address: (b, v) => v.address(b.farmer).address,
  pool_address: (b, v) => v.address(b.pool).address,
  plot: (b) => b.plot,
  transferred_amount: (b, v) => xchOfMojo(v.transferred(b)),
  addition_count: (b, v) => v.additionCount(b),
  removal_count: (b, v) => v.removalCount(b),
  reward_count: (b, v) => v.rewards(b.height).length,
  is_transaction_block: (b) => b.isTransactionBlock,
};

/** A price in XCH or in mojo: the calls write NFT prices in either. */
const price = (mojo: bigint | null): Expected[] => (mojo === null ? [null] : [xchOfMojo(mojo), mojo, toUnitsText(mojo, MOJO_PER_XCH)]);

function nftCreator(n: WorldNft, v: NetworkView): {address: string; hex: string; did: string | null; didHex: string | null; didName: string | null} {
  const creator = v.address(n.creatorAddress);
  const did = n.creatorDid === null ? null : v.did(n.creatorDid);
  return {address: creator.address, hex: creator.puzzleHash, did: did?.did ?? null, didHex: did?.launcherId ?? null, didName: did?.name ?? null};
}

const nftFacts: FactTable<WorldNft> = {
  name: (n) => n.name,
  description: (n) => n.description,
  preview_url: (n) => n.previewUrl,
  rarity: (n) => n.rarity,
  attributes: (n) => n.attributes,
  sensitive_content: (n) => n.sensitive,
  flagged: (n) => n.flagged,
  created_height: (n) => n.mintHeight,
  created_time: (n, v) => iso(v, n.mintHeight),
  minted_at: (n, v) => iso(v, n.mintHeight),
  collection_id: (n, v) => (n.collection === null ? null : v.collection(n.collection).id),
  // The CHIP-0007 metadata names the collection by its own UUID; the other calls by its col1 id.
  'collection.id': (n, v) => (n.collection === null ? undefined : [v.collection(n.collection).id, v.collection(n.collection).metadataId]),
  'collection.name': (n, v) => (n.collection === null ? undefined : v.collection(n.collection).name),
  'owner.address': (n, v) => v.nftOwner(n).address,
  'owner.address_hex': (n, v) => v.nftOwner(n).puzzleHash,
  'creator.address': (n, v, shown) => (typeof shown === 'string' ? nftCreator(n, v).address : undefined),
  'creator.address.address': (n, v) => nftCreator(n, v).address,
  'creator.address_hex': (n, v) => nftCreator(n, v).hex,
  'creator.did': (n, v, shown) => (typeof shown === 'string' || shown === null ? nftCreator(n, v).did : undefined),
  'creator.did_hex': (n, v) => nftCreator(n, v).didHex,
  'creator.did.id': (n, v) => nftCreator(n, v).did,
  'creator.did.name': (n, v) => nftCreator(n, v).didName,
  trade_count: (n, v) => v.sales(n).length,
  volume: (n, v) => xchOfMojo(v.sales(n).reduce((a, b) => a + b, 0n)),
  last_sale: (n, v) => price(v.sales(n)[0] ?? null),
  top_bid: (n, v) => price(v.topBid(n)),
  buy_now: (n, v) => price(v.listPrice(n)),
  price: (n, v) => price(v.listPrice(n)),
  current_price: (n, v) => price(v.listPrice(n)),
  data_url: (n) => [n.dataUrl],
  metadata_urls: (n) => [n.metadataUrl],
  license_urls: (n) => [n.licenseUrl],
};

const catFacts: FactTable<WorldCat> = {
  name: (c) => c.name,
  asset_name: (c) => c.name,
  symbol: (c) => c.symbol,
  cat_symbol: (c) => c.symbol,
  description: (c) => c.description,
  preview_url: (c) => c.previewUrl,
  image_url: (c) => c.previewUrl,
  tags: (c) => c.tags,
  twitter: (c) => c.twitter,
  discord: (c) => c.discord,
  website: (c) => c.website,
  token_id: (c) => bech32mText('tkn', c.assetId),
  type: () => 'CAT2',
};

/** Price fields of a token: checked under the price rule. */
const catPriceFacts: FactTable<WorldCat> = {
  price_xch: (c) => c.priceXch,
  price_usd: (c, v) => v.catPriceUsd(c),
  'price.xch': (c) => (c.priceXch === null ? null : String(c.priceXch)),
  'price.usd': (c, v) => {
    const usd = v.catPriceUsd(c);
    return usd === null ? null : String(usd);
  },
};

const catSupplyFacts: FactTable<WorldCat> = {
  total_supply: (c) => (c.supply ? tokensOf(c.supply.total) : undefined),
  circulating_supply: (c) => (c.supply ? tokensOf(c.supply.total - c.supply.burned - c.supply.melted) : undefined),
  'supply.total_supply': (c) => (c.supply ? tokensOf(c.supply.total) : undefined),
  'supply.burned': (c) => (c.supply ? tokensOf(c.supply.burned) : undefined),
  'supply.melted': (c) => (c.supply ? tokensOf(c.supply.melted) : undefined),
  'supply.circulating_supply': (c) => (c.supply ? tokensOf(c.supply.total - c.supply.burned - c.supply.melted) : undefined),
};

function bech32mText(prefix: string, hex: string): string {
  return encodeId(prefix, hex);
}

import {encodeBech32m as encodeId} from './chain';

const collectionFacts: FactTable<NonNullable<ReturnType<NetworkView['net']['collections']['find']>>> = {
  name: (c) => c.name,
  description: (c) => c.description,
  preview_url: (c) => c.previewUrl,
  icon_uri: (c) => c.previewUrl,
  banner_url: (c) => c.bannerUrl,
  banner_uri: (c) => c.bannerUrl,
  nft_count: (c) => c.nftCount,
  trade_count: (c) => c.tradeCount,
  volume: (c) => c.volumeXch,
  owner_count: (c) => c.ownerCount,
  verified: (c) => c.verified,
  created_at: (c, v) => iso(v, c.createdHeight),
  'creator.did': (c, v) => v.did(c.creatorDid).did,
  'creator.address': (c, v) => v.address(c.creatorAddress).address,
};

const didFacts: FactTable<NonNullable<ReturnType<NetworkView['net']['dids']['find']>>> = {
  did_hex: (d) => d.launcherId,
  name: (d) => d.name,
  name_nft_id: (d, v) => (d.nameNft === null ? null : v.nft(d.nameNft).id),
  name_service: (d) => d.nameService,
  expiry: (d) => (d.expiry === null ? null : isoTime(d.expiry)),
  profile_url: (d) => d.profileUrl,
  banner_url: (d) => d.bannerUrl,
  flagged: (d) => d.flagged,
  social: (d) => d.social,
  bio: (d) => d.bio,
  collections_count: (d) => d.collectionsCount,
  created_nft_count: (d) => d.createdNftCount,
  owned_nft_count: (d) => d.ownedNftCount,
};

const OFFER_STATUS_CODES: Record<WorldOffer['status'], number> = {Active: 0, Completed: 1, Cancelled: 2, Expired: 3};

const offerFacts: FactTable<WorldOffer> = {
  offer_status: (o, _v, shown) => (typeof shown === 'number' ? OFFER_STATUS_CODES[o.status] : o.status),
  offer: (o) => o.file,
  created: (o) => isoTime(o.createdTime),
  settled: (o, v) => (o.settledHeight === null ? null : iso(v, o.settledHeight)),
  height: (o) => (o.settledHeight === null ? [o.createdHeight, null] : [o.settledHeight]),
};

function compareFacts<T>(ctx: Context, rule: ExampleRule, example: Example, obj: JsonValue, path: string, table: FactTable<T>, record: T, view: NetworkView, what: string): number {
  let compared = 0;
  for (const [key, expect] of Object.entries(table)) {
    const shown = at(obj, key);
    if (shown === undefined) continue;
    const expected = expect(record, view, shown);
    if (expected === undefined) continue;
    const choices = Array.isArray(expected) && !Array.isArray(shown) ? expected : [expected];
    if (key === 'attributes' || key === 'tags' || key === 'memo' || key.endsWith('_urls') || key === 'data_url') {
      choices.splice(0, choices.length, expected as Expected);
    }
    compared += 1;
    ctx.cover(rule, example);
    if (!choices.some((c) => same(shown, c as JsonValue | bigint))) {
      ctx.add(rule, `${path}.${key}`, `is ${show(shown)}, but the world's ${what} says ${choices.map((c) => show(c as JsonValue | bigint)).join(' or ')}`);
    }
  }
  return compared;
}

function checkFacts(ctx: Context, example: Example): void {
  if (example.part === 'request') return;
  const view = ctx.views[example.network];
  for (const [path, obj] of walkJson(example.value, example.base)) {
    if (!isObject(obj)) continue;
    const coinId = ['coin_id', 'coin_name'].map((k) => obj[k]).find((v): v is string => typeof v === 'string');
    const coin = coinId ? ctx.lookup.findKind(coinId, 'coin', example.network) : undefined;
    if (coin) compareFacts(ctx, 'facts', example, obj, path, coinFacts, coin.record, view, `coin ${coin.record.key}`);
    const height = obj.number;
    const block = (typeof height === 'number' || typeof height === 'string') && ('hash' in obj || 'type' in obj)
      ? view.net.blocks.find((b) => String(b.height) === String(height))
      : undefined;
    if (block) compareFacts(ctx, 'facts', example, obj, path, blockFacts, block, view, `block ${block.height}`);
    else if (height !== undefined && ('hash' in obj || 'type' in obj)) ctx.add('known', `${path}.number`, `block ${show(height)} is not a block of the world`);
    for (const anchor of anchorsOf(ctx, obj, example.network)) {
      const {entity} = anchor;
      if (entity.kind === 'nft') compareFacts(ctx, 'facts', example, obj, path, nftFacts, entity.record, view, `NFT "${entity.record.name}"`);
      if (entity.kind === 'cat') {
        compareFacts(ctx, 'facts', example, obj, path, catFacts, entity.record, view, `token ${entity.record.symbol}`);
        compareFacts(ctx, 'price', example, obj, path, catPriceFacts, entity.record, view, `token ${entity.record.symbol}`);
      }
      if (entity.kind === 'collection') compareFacts(ctx, 'facts', example, obj, path, collectionFacts, entity.record, view, `collection "${entity.record.name}"`);
      if (entity.kind === 'did') compareFacts(ctx, 'facts', example, obj, path, didFacts, entity.record, view, `DID "${entity.record.name}"`);
      if (entity.kind === 'offer') compareFacts(ctx, 'facts', example, obj, path, offerFacts, entity.record, view, `offer ${entity.record.key}`);
    }
  }
  if (example.part === 'response') checkRequestAnchors(ctx, example, view);
}

/** The things an object is about, by the id it carries under `id`, `nft_id`, `asset_id`, `did` and the like. */
function anchorsOf(ctx: Context, obj: {[key: string]: JsonValue}, network: NetworkName): {key: string; entity: Entity}[] {
  const anchors: {key: string; entity: Entity}[] = [];
  const keys: [string, EntityKind[]][] = [
    ['id', ['nft', 'collection', 'offer', 'cat']],
    ['nft_id', ['nft']],
    ['asset_id', ['cat']],
    ['did', ['did']],
    ['hash_base_58', ['offer']],
  ];
  for (const [key, kinds] of keys) {
    const value = obj[key];
    if (typeof value !== 'string') continue;
    const entity = ctx.lookup.find(value).find((e) => kinds.includes(e.kind) && e.network === network);
    if (entity && !anchors.some((a) => a.entity === entity)) anchors.push({key, entity});
  }
  return anchors;
}

/** The response's top level is about what the request asked for: the token, DID or block named in it. */
function checkRequestAnchors(ctx: Context, example: Example, view: NetworkView): void {
  const request = ctx.call.example.mainnet;
  const assetId = request.asset_id;
  if (typeof assetId === 'string') {
    const cat = ctx.lookup.findKind(assetId, 'cat', 'mainnet');
    if (cat) {
      const tied =
        compareFacts(ctx, 'price', example, example.value, example.base, catPriceFacts, cat.record, view, `token ${cat.record.symbol}`) +
        compareFacts(ctx, 'supply', example, example.value, example.base, catSupplyFacts, cat.record, view, `token ${cat.record.symbol}`);
      if (tied > 0) ctx.used.add('asset_id');
    }
  }
  const did = request.did;
  if (typeof did === 'string') {
    const found = ctx.lookup.findKind(did, 'did', 'mainnet');
    const data = isObject(example.value) ? example.value.data : undefined;
    if (found && data !== undefined && compareFacts(ctx, 'facts', example, data, `${example.base}.data`, didFacts, found.record, view, `DID "${found.record.name}"`) > 0) {
      ctx.used.add('did');
    }
  }
  const nftId = request.nft_id;
  if (typeof nftId === 'string' && isObject(example.value) && !('id' in example.value) && !('data' in example.value)) {
    const found = ctx.lookup.findKind(nftId, 'nft', 'mainnet');
    if (found && compareFacts(ctx, 'facts', example, example.value, example.base, nftFacts, found.record, view, `NFT "${found.record.name}"`) > 0) {
      ctx.used.add('nft_id');
    }
  }
  const height = request.block_height;
  if (typeof height === 'number' && isObject(example.value) && 'is_transaction_block' in example.value) {
    const block = view.net.blocks.find((b) => b.height === height);
    if (block) compareFacts(ctx, 'facts', example, example.value, example.base, blockFacts, block, view, `block ${height}`);
  }
}

// ---------------------------------------------------------------------------------------------
// coin-id, schedule, peak, order, reward: Chia's rules on coins, heights and times.

function checkCoinIds(ctx: Context, example: Example): void {
  for (const [path, obj] of walkJson(example.value, example.base)) {
    if (!isObject(obj)) continue;
    const id = ['coin_id', 'coin_name'].map((k) => obj[k]).find((v): v is string => typeof v === 'string' && isHex32(v));
    const parent = ['parent_coin_info', 'parent_coin_id', 'parent_coin', 'coin_parent', 'parent_coin_name'].map((k) => obj[k]).find((v): v is string => typeof v === 'string');
    if (!id || !parent) continue;
    const puzzleHash = typeof obj.puzzle_hash === 'string' ? obj.puzzle_hash : obj.coin_mod === 'p2_delegated_puzzle_or_hidden_puzzle' && typeof obj.owner_address === 'string' ? bech32mHex(obj.owner_address) : null;
    const mojo = typeof obj.amount_mojo === 'number' || typeof obj.amount_mojo === 'string' ? BigInt(String(obj.amount_mojo)) : null;
    if (!puzzleHash || mojo === null) continue;
    ctx.cover('coin-id', example);
    const expected = computeCoinId(parent, puzzleHash, mojo);
    if (expected === null) ctx.add('coin-id', path, 'the parent or the puzzle hash is not 32 bytes of hex');
    else if (stripHex(id) !== expected) ctx.add('coin-id', path, `coin id ${id} is not sha256(parent ‖ puzzle hash ‖ ${mojo} mojo): expected ${expected}`);
  }
  // A body that names a parent coin, a puzzle hash and an amount in XCH, answered by a coin id.
  const body = ctx.call.requestBody?.example;
  if (example.part !== 'response' || !isObject(body) || !isObject(example.value)) return;
  const {parent_coin_name: parent, puzzle_hash: puzzle, amount} = body;
  const answer = example.value.data;
  if (typeof parent !== 'string' || typeof puzzle !== 'string' || (typeof amount !== 'number' && typeof amount !== 'string') || typeof answer !== 'string') return;
  ctx.cover('coin-id', example);
  const mojo = fromUnits(amount, MOJO_PER_XCH);
  const expected = mojo === null ? null : computeCoinId(parent, puzzle, mojo);
  if (expected === null) ctx.add('coin-id', 'requestBody.example', 'parent_coin_name, puzzle_hash or amount cannot be read');
  else if (stripHex(answer) !== expected) ctx.add('coin-id', `${example.base}.data`, `coin id ${answer} is not sha256(parent ‖ puzzle hash ‖ ${mojo} mojo): expected 0x${expected}`);
}

const HEIGHT_KEYS = ['height', 'confirmed_block', 'created_height', 'number'];
const TIME_KEYS = ['time', 'confirmed_time', 'created_time', 'timestamp', 'minted_at'];

/** A time shown as ISO text or Unix seconds (a number of ten digits), or null. */
function readTime(value: JsonValue | undefined): number | null {
  if (typeof value === 'string') return parseIsoTime(value);
  if (typeof value === 'number' && value > 1_000_000_000 && value < 10_000_000_000) return value;
  return null;
}

function readHeight(value: JsonValue | undefined): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value) && value !== '0') return Number(value);
  return null;
}

/** Pairs of a height and the time the same object gives it. */
function heightTimePairs(obj: {[key: string]: JsonValue}): [string, number, string, number][] {
  const pairs: [string, number, string, number][] = [];
  const height = HEIGHT_KEYS.find((k) => readHeight(obj[k]) !== null);
  const time = TIME_KEYS.find((k) => readTime(obj[k]) !== null);
  if (height && time) pairs.push([height, readHeight(obj[height]) ?? 0, time, readTime(obj[time]) ?? 0]);
  const spentHeight = ['spend_block', 'spent_block'].find((k) => readHeight(obj[k]) !== null);
  if (spentHeight && readTime(obj.spend_time) !== null) pairs.push([spentHeight, readHeight(obj[spentHeight]) ?? 0, 'spend_time', readTime(obj.spend_time) ?? 0]);
  const offerTime = readTime(obj.settled) ?? readTime(obj.created);
  if ('offer_status' in obj && readHeight(obj.height) !== null && offerTime !== null) {
    pairs.push(['height', readHeight(obj.height) ?? 0, readTime(obj.settled) !== null ? 'settled' : 'created', offerTime]);
  }
  return pairs;
}

function checkSchedule(ctx: Context, example: Example): void {
  if (example.network !== 'mainnet') return;
  for (const [path, obj] of walkJson(example.value, example.base)) {
    if (!isObject(obj)) continue;
    for (const [hKey, height, tKey, time] of heightTimePairs(obj)) {
      ctx.cover('schedule', example);
      const drift = scheduleDrift(height, time);
      if (Math.abs(drift) > SCHEDULE_TOLERANCE_SECONDS) {
        const days = (drift / 86_400).toFixed(1);
        ctx.add('schedule', `${path}.${tKey}`, `height ${height} (${hKey}) comes about ${isoTime(time - drift).slice(0, 10)} on the 18.75-second schedule from 2021-03-19, but ${tKey} is ${isoTime(time).slice(0, 10)}, ${days} days off`);
      }
    }
  }
}

const FUTURE_KEYS = new Set(['expiry']);

function checkPeak(ctx: Context, example: Example): void {
  const view = ctx.views[example.network];
  const peakTime = example.network === 'mainnet' ? view.timeAt(view.peak) : null;
  for (const [path, value] of walkJson(example.value, example.base)) {
    const key = lastKey(path);
    if (FUTURE_KEYS.has(key)) continue;
    const isHeightKey = [...HEIGHT_KEYS, 'spend_block', 'spent_block', 'block_height', 'start_block', 'end_block', 'block'].includes(key);
    const height = isHeightKey ? readHeight(value) : null;
    if (height !== null) {
      ctx.cover('peak', example);
      if (height > view.peak) ctx.add('peak', path, `height ${height} is after the world's ${example.network} peak ${view.peak}`);
    }
    const isTimeKey = [...TIME_KEYS, 'spend_time', 'created', 'settled', 'created_at', 'unix_timestamp', 'start_timestamp', 'end_timestamp'].includes(key);
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

function checkOrder(ctx: Context, example: Example): void {
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

function checkRewards(ctx: Context, example: Example): void {
  if (example.part !== 'response') return;
  const network = networks[example.network];
  for (const [path, obj] of walkJson(example.value, example.base)) {
    if (!isObject(obj)) continue;
    const height = readHeight(obj.number);
    if (height !== null && 'block_reward' in obj) {
      ctx.cover('reward', example);
      const shares: [string, bigint][] = [['block_reward', blockReward(height)], ['pool_amount', poolReward(height)], ['farmer_amount', farmerReward(height)]];
      for (const [key, mojo] of shares) {
        if (key in obj && !same(obj[key], xchOfMojo(mojo))) ctx.add('reward', `${path}.${key}`, `is ${show(obj[key])}, but the emission schedule pays ${xchOfMojo(mojo)} XCH at height ${height}`);
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
      ctx.add('reward', path, `reward coin ${coin.id} has parent ${coin.parent}, which is not genesis_challenge[0:16] or [16:32] followed by a height`);
      continue;
    }
    const expectedParent = paid.share === 'pool' ? poolParentId(network, paid.height) : farmerParentId(network, paid.height);
    const share = paid.share === 'pool' ? poolReward(paid.height) : farmerReward(paid.height);
    if (typeof obj.parent_coin === 'string' && !same(obj.parent_coin, expectedParent)) ctx.add('reward', `${path}.parent_coin`, `the ${paid.share} reward of height ${paid.height} has parent ${expectedParent}`);
    if (coin.amount !== share) ctx.add('reward', path, `the ${paid.share} reward of height ${paid.height} is ${share} mojo, not ${coin.amount}`);
    if (paid.height >= coin.confirmedHeight) ctx.add('reward', path, `a block's rewards are paid by a later transaction block, not at ${coin.confirmedHeight}`);
  }
}

// ---------------------------------------------------------------------------------------------
// supply, balance, price: figures that follow from the schedule and from the world's coins.

function checkSupply(ctx: Context, example: Example): void {
  if (example.part !== 'response' || !isObject(example.value)) return;
  const world = ctx.views.mainnet.world;
  const total = totalSupply(ctx.views.mainnet.peak);
  const locked = world.locked.reduce((sum, l) => sum + l.mojo, 0n);
  const expect: [string, number][] = [
    ['total-supply', xchOfMojo(total)],
    ['supply', xchOfMojo(total)],
    ['circulating-supply', xchOfMojo(total - locked)],
    ['explanation.total_supply', xchOfMojo(total)],
    ['explanation.total_locked', xchOfMojo(locked)],
  ];
  for (const [key, value] of expect) {
    const shown = at(example.value, key);
    if (typeof shown !== 'number' && typeof shown !== 'string') continue;
    ctx.cover('supply', example);
    if (!same(shown, value)) {
      ctx.add('supply', `${example.base}.${key}`, `is ${show(shown)}, but at the peak height ${ctx.views.mainnet.peak} the supply is ${toUnitsText(total, MOJO_PER_XCH)} XCH (21,000,000 prefarm plus every block reward) and ${toUnitsText(locked, MOJO_PER_XCH)} XCH are locked`);
    }
  }
  const balances = at(example.value, 'explanation.locked_balances');
  if (!Array.isArray(balances)) return;
  ctx.cover('supply', example);
  const shownSum = balances.reduce((sum: bigint, b) => sum + (fromUnits(isObject(b) && (typeof b.balance === 'number' || typeof b.balance === 'string') ? b.balance : 0, MOJO_PER_XCH) ?? 0n), 0n);
  if (shownSum !== locked) ctx.add('supply', `${example.base}.explanation.locked_balances`, `add up to ${toUnitsText(shownSum, MOJO_PER_XCH)} XCH, not total_locked ${toUnitsText(locked, MOJO_PER_XCH)}`);
  balances.forEach((b, i) => {
    const lockedAt = world.locked[i];
    if (!isObject(b) || !lockedAt) return;
    const address = ctx.views.mainnet.address(lockedAt.address).address;
    if (b.address !== address || !same(b.balance, xchOfMojo(lockedAt.mojo)) || b.type !== lockedAt.type) {
      ctx.add('supply', `${example.base}.explanation.locked_balances[${i}]`, `the world locks ${toUnitsText(lockedAt.mojo, MOJO_PER_XCH)} XCH at ${address} (${lockedAt.type})`);
    }
  });
}

function checkBalance(ctx: Context, example: Example): void {
  if (example.part !== 'response' || !isObject(example.value)) return;
  const request = ctx.call.example.mainnet;
  const address = typeof request.address === 'string' ? ctx.lookup.findKind(request.address, 'address', 'mainnet')?.record : undefined;
  if (!address) return;
  const view = ctx.views.mainnet;
  const response = example.value;
  if ('mojo' in response || 'xch' in response) {
    ctx.cover('balance', example);
    ctx.used.add('address');
    const moment = typeof request.block === 'number' ? {height: request.block} : typeof request.timestamp === 'number' ? {time: request.timestamp} : {height: view.peak};
    const mojo = view.balance(address.key, moment, request.include_dust === true);
    if (!same(response.mojo, mojo)) ctx.add('balance', `${example.base}.mojo`, `is ${show(response.mojo)}, but ${address.key}'s unspent coins add up to ${mojo} mojo then`);
    if (!same(response.xch, xchOfMojo(mojo))) ctx.add('balance', `${example.base}.xch`, `is ${show(response.xch)}, but ${mojo} mojo is ${toUnitsText(mojo, MOJO_PER_XCH)} XCH`);
  }
  const entries = response.balance;
  if (!Array.isArray(entries)) return;
  ctx.cover('balance', example);
  ctx.used.add('address');
  const shownAssets = new Set<string>();
  entries.forEach((entry, i) => {
    if (!isObject(entry)) return;
    const cat = typeof entry.asset_id === 'string' ? ctx.lookup.findKind(entry.asset_id, 'cat', 'mainnet')?.record : undefined;
    if (cat) {
      shownAssets.add(cat.key);
      const held = view.tokenBalance(address.key, cat.key);
      if (!same(entry.balance, tokensOf(held))) ctx.add('balance', `${example.base}.balance[${i}].balance`, `is ${show(entry.balance)}, but ${address.key} holds ${toUnitsText(held, MOJO_PER_CAT)} ${cat.symbol}`);
    }
    const nft = typeof entry.nft_id === 'string' ? ctx.lookup.findKind(entry.nft_id, 'nft', 'mainnet')?.record : undefined;
    if (nft) shownAssets.add(nft.key);
  });
  if (!address.complete) return;
  const expected = entries.some((e) => isObject(e) && 'nft_id' in e) ? view.nftsOwnedBy(address.key).map((n) => n.key) : view.tokensHeld(address.key).map((c) => c.key);
  for (const key of expected) {
    if (!shownAssets.has(key)) ctx.add('balance', `${example.base}.balance`, `lacks ${key}, which ${address.key} holds at the peak`);
  }
}

function checkXchPrice(ctx: Context, example: Example): void {
  if (example.part !== 'response' || !isObject(example.value) || ctx.call.path !== '/stats/price') return;
  const shown = example.value.price;
  if (typeof shown !== 'number' && typeof shown !== 'string') return;
  ctx.cover('price', example);
  const price = ctx.views.mainnet.world.xchPriceUsd;
  if (Number(shown) !== price) ctx.add('price', `${example.base}.price`, `is ${show(shown)}, but the world prices 1 XCH at ${price} USD`);
}

// ---------------------------------------------------------------------------------------------
// offer-items: each item of an offer is what its type says, and the offer what the world holds.

function checkOfferItems(ctx: Context, example: Example): void {
  const view = ctx.views[example.network];
  for (const [path, obj] of walkJson(example.value, example.base)) {
    if (!isObject(obj) || typeof obj.type !== 'string' || !['NFT1', 'CAT2', 'XCH'].includes(obj.type)) continue;
    if (!/(offered|requested|offered_assets)\[\d+\]$/.test(path)) continue;
    ctx.cover('offer-items', example);
    const hasNft = 'nft_info' in obj || 'nft_id' in obj || (typeof obj.id === 'string' && obj.id.startsWith('nft1'));
    const hasCat = 'cat_info' in obj || 'asset_id' in obj;
    if (obj.type === 'NFT1' && (!hasNft || hasCat)) ctx.add('offer-items', path, 'an NFT1 item names its NFT (nft_info or nft_id) and carries no cat_info');
    if (obj.type === 'CAT2' && (!hasCat || hasNft)) ctx.add('offer-items', path, 'a CAT2 item names its token (cat_info or asset_id) and carries no nft_info');
    if (obj.type === 'XCH' && (hasCat || hasNft)) ctx.add('offer-items', path, 'an XCH item carries neither cat_info nor nft_info');
    const assetId = isObject(obj.cat_info) ? obj.cat_info.asset_id : obj.asset_id;
    const cat = typeof assetId === 'string' ? ctx.lookup.findKind(assetId, 'cat', example.network)?.record : undefined;
    const symbol = obj.type === 'XCH' ? 'XCH' : obj.type === 'NFT1' ? null : cat?.symbol;
    if ('symbol' in obj && obj.symbol !== symbol) ctx.add('offer-items', `${path}.symbol`, `is ${show(obj.symbol)}, but the item's asset ${symbol === null ? 'is an NFT, which has no ticker (null)' : `has the ticker ${symbol}`}`);
  }
  // The sides of each offer the example shows are the sides the world gives that offer.
  for (const [path, obj] of walkJson(example.value, example.base)) {
    if (!isObject(obj)) continue;
    const id = typeof obj.id === 'string' ? obj.id : undefined;
    const offer = id ? ctx.lookup.findKind(id, 'offer', example.network)?.record : undefined;
    const sides = isObject(obj.summary) ? obj.summary : obj;
    if (!offer) continue;
    for (const side of ['offered', 'requested'] as const) {
      const items = sides[side];
      if (!Array.isArray(items)) continue;
      ctx.cover('offer-items', example);
      const wanted = offer[side];
      const fits = items.length === wanted.length && items.every((item, i) => itemFits(item, wanted[i], view));
      if (!fits) ctx.add('offer-items', `${path}.${side}`, `the world's offer ${offer.key} ${side === 'offered' ? 'gives' : 'asks for'} ${wanted.map((w) => describeItem(w, view)).join(' and ')}`);
    }
  }
}

function itemFits(item: JsonValue, wanted: OfferItem | undefined, view: NetworkView): boolean {
  if (!isObject(item) || !wanted) return false;
  switch (wanted.kind) {
    case 'xch':
      return item.type === 'XCH' && (same(item.amount, xchOfMojo(wanted.mojo)) || same(item.amount, wanted.mojo));
    case 'cat': {
      const assetId = isObject(item.cat_info) ? item.cat_info.asset_id : item.asset_id;
      return item.type === 'CAT2' && same(assetId, view.cat(wanted.cat).assetId) && (same(item.amount, tokensOf(wanted.mojo)) || same(item.amount, wanted.mojo));
    }
    case 'nft': {
      const nftId = isObject(item.nft_info) ? item.nft_info.id : (item.nft_id ?? item.id);
      return item.type === 'NFT1' && same(nftId, view.nft(wanted.nft).id);
    }
  }
}

function describeItem(item: OfferItem, view: NetworkView): string {
  if (item.kind === 'xch') return `${toUnitsText(item.mojo, MOJO_PER_XCH)} XCH`;
  if (item.kind === 'cat') return `${toUnitsText(item.mojo, MOJO_PER_CAT)} ${view.cat(item.cat).symbol}`;
  return view.nft(item.nft).name;
}

// ---------------------------------------------------------------------------------------------
// types: every value of a listed field is of the type the table gives it.

function valueFits(value: JsonValue, type: string): boolean {
  return type.split('|').some((part) => {
    switch (part.trim()) {
      case 'string':
        return typeof value === 'string';
      case 'number':
        return typeof value === 'number';
      case 'integer':
        return typeof value === 'number' && Number.isInteger(value);
      case 'boolean':
        return typeof value === 'boolean';
      case 'null':
        return value === null;
      case 'array':
        return Array.isArray(value);
      case 'string[]':
        return Array.isArray(value) && value.every((v) => typeof v === 'string');
      case 'object':
        return isObject(value);
      default:
        return true;
    }
  });
}

function checkTypes(ctx: Context, example: Example): void {
  if (example.part !== 'response') return;
  for (const field of ctx.call.responseFields) {
    if (field.type === 'binary') continue;
    // A name ending in [] is the list itself (`[]` is a top-level array).
    const name = field.name.endsWith('[]') ? field.name.slice(0, -2) : field.name;
    for (const [path, value] of valuesAt(example.value, name, example.base)) {
      ctx.cover('types', example);
      if (!valueFits(value, field.type)) ctx.add('types', path, `is ${show(value)}, but the response table types ${field.name} as ${field.type}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The agreements each entry declares: echo, filter, convert, meaning, count (and excerpt).

/** A request value: a path, query or header parameter, else a field of the body. */
function requestValue(ctx: Context, param: string): JsonValue | undefined {
  const request: Record<string, ScalarValue> = ctx.call.example.mainnet;
  if (param in request) return request[param];
  const body = ctx.call.requestBody?.example;
  return isObject(body) ? body[param] : undefined;
}

function linkedValue(ctx: Context, value: JsonValue, via: WorldLink): JsonValue[] | undefined {
  if (typeof value !== 'string') return undefined;
  const [kind, fact] = via.split('.') as ['coin' | 'nft' | 'offer', string];
  const view = ctx.views.mainnet;
  if (kind === 'coin') {
    const coin = ctx.lookup.findKind(value, 'coin', 'mainnet')?.record;
    if (!coin) return undefined;
    if (fact === 'owner') return [view.address(coin.owner).address];
    if (fact === 'sender') return [view.address(coin.sender).address];
    return coin.cat ? [view.cat(coin.cat).assetId] : [];
  }
  if (kind === 'nft') {
    const nft = ctx.lookup.findKind(value, 'nft', 'mainnet')?.record;
    if (!nft) return undefined;
    if (fact === 'owner') return [view.nftOwner(nft).address];
    if (fact === 'ownerDid') {
      const did = view.nftCoin(nft).ownerDid;
      return did ? [view.did(did).did] : [];
    }
    return nft.collection === null ? [] : [view.collection(nft.collection).id];
  }
  const offer = ctx.lookup.findKind(value, 'offer', 'mainnet')?.record;
  if (!offer) return undefined;
  if (fact === 'file') return [offer.file];
  return [...offer.offered, ...offer.requested].map((i) => (i.kind === 'xch' ? 'XCH' : i.kind === 'cat' ? view.cat(i.cat).assetId : view.nft(i.nft).id));
}

function checkEcho(ctx: Context, example: Example, agreement: Extract<ExampleAgreement, {rule: 'echo' | 'filter'}>): void {
  const asked = requestValue(ctx, agreement.param);
  const found = valuesAt(example.value, agreement.at, example.base);
  ctx.cover(agreement.rule, example);
  ctx.used.add(agreement.param);
  if (asked === undefined) {
    ctx.add(agreement.rule, `example.mainnet.${agreement.param}`, `the agreement reads ${agreement.param}, which the example request does not send`);
    return;
  }
  if (found.length === 0 && !agreement.at.includes('[]')) ctx.add(agreement.rule, `${example.base}.${agreement.at}`, `is missing: it should return ${show(asked)}, the ${agreement.param} you asked for`);
  for (const [path, value] of found) {
    if (Array.isArray(asked)) {
      checkTraits(ctx, path, value, asked);
      continue;
    }
    const shown = agreement.via ? linkedValue(ctx, value, agreement.via) : [value];
    if (shown === undefined) {
      ctx.add(agreement.rule, path, `${show(value)} is not in the world, so ${agreement.via ?? 'its value'} cannot be read`);
    } else if (!shown.some((s) => same(s, asked as JsonValue))) {
      const through = agreement.via ? ` (${agreement.via} of ${show(value)} is ${shown.map((s) => show(s)).join(', ') || 'nothing'})` : '';
      ctx.add(agreement.rule, path, `does not match ${agreement.param}=${show(asked)} of the request${through}`);
    }
  }
}

/** A traits filter (`[{head, subhead}]`): each NFT returned has every trait asked for. */
function checkTraits(ctx: Context, path: string, attributes: JsonValue, traits: JsonValue[]): void {
  const has = (head: JsonValue | undefined, subhead: JsonValue | undefined): boolean =>
    Array.isArray(attributes) && attributes.some((a) => isObject(a) && a.trait_type === head && a.value === subhead);
  for (const trait of traits) {
    if (isObject(trait) && !has(trait.head, trait.subhead)) ctx.add('filter', path, `lacks the trait ${show(trait.head)} = ${show(trait.subhead)} that the body filters for`);
  }
}

function checkConvert(ctx: Context, example: Example, agreement: Extract<ExampleAgreement, {rule: 'convert'}>): void {
  ctx.cover('convert', example);
  ctx.used.add(agreement.param);
  const asked = requestValue(ctx, agreement.param);
  const shown = at(example.value, agreement.at);
  const bytes = (v: JsonValue | undefined): string | null => (typeof v !== 'string' ? null : isHex32(v) ? stripHex(v) : bech32mHex(v));
  if (bytes(asked) === null || bytes(asked) !== bytes(shown ?? null)) {
    ctx.add('convert', `${example.base}.${agreement.at}`, `${show(shown)} does not hold the same 32 bytes as ${agreement.param}=${show(asked)}`);
  }
  if (typeof shown === 'string' && shown.startsWith('txch1')) ctx.add('convert', `${example.base}.${agreement.at}`, 'the example response answers the mainnet request, so it is an xch1 address');
}

function checkMeaning(ctx: Context, example: Example, agreement: Extract<ExampleAgreement, {rule: 'meaning'}>): void {
  const view = ctx.views.mainnet;
  for (const [path, value] of valuesAt(example.value, agreement.at, example.base)) {
    ctx.cover('meaning', example);
    switch (agreement.means) {
      case 'dust':
      case 'not-dust': {
        const mojo = typeof value === 'number' || typeof value === 'string' ? BigInt(String(value)) : null;
        const dust = mojo !== null && mojo < DUST_LIMIT_MOJO;
        if (dust !== (agreement.means === 'dust')) {
          ctx.add('meaning', path, `is ${show(value)} mojo, but this list holds ${agreement.means === 'dust' ? 'only dust (under 10,000 mojo)' : 'no dust: every coin is at least 10,000 mojo'}`);
        }
        break;
      }
      case 'peak':
        if (!same(value, view.peak)) ctx.add('meaning', path, `is ${show(value)}, but the peak of the world is block ${view.peak}`);
        break;
      case 'holding': {
        const assetId = requestValue(ctx, 'asset_id');
        const cat = typeof assetId === 'string' ? ctx.lookup.findKind(assetId, 'cat', 'mainnet')?.record : undefined;
        const address = isObject(value) && typeof value.address === 'string' ? ctx.lookup.findKind(value.address, 'address', 'mainnet')?.record : undefined;
        ctx.used.add('asset_id');
        if (!cat || !address || !isObject(value)) {
          ctx.add('meaning', path, 'a holder is an address of the world holding the token you asked for');
          break;
        }
        const held = view.tokenBalance(address.key, cat.key);
        if (!same(Number(value.amount), tokensOf(held))) ctx.add('meaning', `${path}.amount`, `is ${show(value.amount)}, but ${address.key} holds ${toUnitsText(held, MOJO_PER_CAT)} ${cat.symbol}`);
        break;
      }
    }
  }
}

/** A list's length against its total and the page size it was asked with. */
function checkCount(ctx: Context, example: Example, agreement: Extract<ExampleAgreement, {rule: 'count'}>, excerpts: Set<string>): void {
  const pageParam = agreement.pageSize ? ctx.call.params.find((p) => p.name === agreement.pageSize) : undefined;
  const sizeValue = agreement.pageSize ? (ctx.call.example.mainnet[agreement.pageSize] ?? pageParam?.default) : undefined;
  const pageSize = typeof sizeValue === 'number' ? sizeValue : undefined;
  const lists = valuesAt(example.value, agreement.items, example.base);
  const owner = agreement.items.includes('[]') ? agreement.items.slice(0, agreement.items.lastIndexOf('[]')) : '';
  const totals = agreement.total ? valuesAt(example.value, agreement.total, example.base) : [];
  const excerpt = excerpts.has(agreement.items);
  for (const [path, list] of lists) {
    ctx.cover('count', example);
    if (!Array.isArray(list)) {
      ctx.add('count', path, 'is not a list');
      continue;
    }
    const n = list.length;
    if (pageSize !== undefined && n > pageSize) ctx.add('count', path, `holds ${n} items, more than the page size ${agreement.pageSize}=${pageSize}`);
    const totalValue = totals.length === 1 || owner === '' ? totals[0]?.[1] : totals[0]?.[1];
    if (!agreement.total) continue;
    const total = typeof totalValue === 'number' ? totalValue : typeof totalValue === 'string' && /^\d+$/.test(totalValue) ? Number(totalValue) : null;
    if (total === null) {
      ctx.add('count', `${example.base}.${agreement.total}`, 'is not a count');
      continue;
    }
    if (n > total) ctx.add('count', path, `holds ${n} items, more than ${agreement.total}=${total}`);
    const fullPage = pageSize !== undefined && n === pageSize;
    if (n < total && !fullPage && !excerpt) {
      ctx.add('count', path, `holds ${n} items while ${agreement.total} is ${total}: a page that is not full holds every item (or declare the list an excerpt)`);
    }
  }
}

function checkAgreements(ctx: Context, example: Example): void {
  if (example.part !== 'response') return;
  const excerpts = new Set(ctx.agreements.flatMap((a) => (a.rule === 'excerpt' ? [a.at] : [])));
  for (const agreement of ctx.agreements) {
    if (agreement.rule === 'echo' || agreement.rule === 'filter') checkEcho(ctx, example, agreement);
    else if (agreement.rule === 'convert') checkConvert(ctx, example, agreement);
    else if (agreement.rule === 'meaning') checkMeaning(ctx, example, agreement);
    else if (agreement.rule === 'count') checkCount(ctx, example, agreement, excerpts);
  }
}

/** Every identifier the request asks for is tied to the answer by a rule, so the answer is about what was asked. */
function checkCoverage(ctx: Context, example: Example): void {
  if (example.part !== 'response' || ctx.call.legacy) return;
  for (const param of ctx.call.params) {
    if (param.in === 'body') continue;
    const value = ctx.call.example.mainnet[param.name];
    if (typeof value !== 'string' || !looksLikeId(value, param.name === 'offer_id' ? 'offer_id' : param.name)) continue;
    ctx.cover('coverage', example);
    if (!ctx.used.has(param.name)) {
      ctx.add('coverage', `example.mainnet.${param.name}`, `nothing ties the answer to the ${param.name} asked for: add an echo, filter or convert agreement to the entry`);
    }
  }
}

/** Runs every rule on every example of one call. */
export function checkCallExamples(
  call: ApiCall,
  agreements: readonly ExampleAgreement[],
  lookup: WorldLookup,
  views: Record<NetworkName, NetworkView>,
  coverage: Coverage,
): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const ctx: Context = {
    call,
    agreements,
    lookup,
    views,
    used: new Set(),
    add: (rule, field, message) => problems.push({endpoint: call.id, field, rule, message}),
    cover: (rule, example) => coverage.get(rule)?.add(`${call.id} ${example.base} ${example.network}`),
  };
  const examples = examplesOf(call);
  for (const example of examples) {
    checkIdentifiers(ctx, example);
    checkFacts(ctx, example);
    checkCoinIds(ctx, example);
    checkSchedule(ctx, example);
    checkPeak(ctx, example);
    checkOrder(ctx, example);
    checkRewards(ctx, example);
    checkSupply(ctx, example);
    checkBalance(ctx, example);
    checkXchPrice(ctx, example);
    checkOfferItems(ctx, example);
    checkTypes(ctx, example);
    checkAgreements(ctx, example);
  }
  for (const example of examples) checkCoverage(ctx, example);
  return problems;
}

export function networkViews(world: World): Record<NetworkName, NetworkView> {
  return {mainnet: new NetworkView(world, world.mainnet), testnet: new NetworkView(world, world.testnet)};
}

export {xchOf};

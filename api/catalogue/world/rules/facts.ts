// facts: the fields beside an identifier say what the world says about that thing; price and
// supply figures of a token are checked the same way, under their own rules.
import {MOJO_PER_XCH, PUZZLE_HASHES, encodeBech32m, isoTime, toUnitsText, type NetworkName} from '../chain';
import type {Entity, EntityKind} from '../lookup';
import {NetworkView} from '../view';
import type {WorldBlock, WorldCat, WorldCat1, WorldCoin, WorldCollection, WorldDid, WorldNft, WorldOffer} from '../model';
import {walkJson} from '../../problems';
import type {JsonValue} from '../../types';
import {at, isObject, iso, same, show, tokensOf, xchOfMojo} from './context';
import type {Context, Example, ExampleRule} from './context';

type Expected = JsonValue | bigint | undefined;
/** Several values a field may rightly show (a height or "not yet"; a price in XCH or in mojo). */
interface OneOf {
  oneOf: Expected[];
}
const oneOf = (...values: Expected[]): OneOf => ({oneOf: values});
type FactTable<T> = Record<string, (record: T, view: NetworkView, shown: JsonValue) => Expected | OneOf>;

/** A coin's amount in the unit a reader counts it in; a singleton (NFT, DID, store) holds 1 mojo. */
function coinAmount(coin: WorldCoin): Expected {
  if (coin.kind === 'standard') return xchOfMojo(coin.amount);
  if (coin.kind === 'cat') return tokensOf(coin.amount);
  return coin.amount;
}

const unspent = (coin: WorldCoin): OneOf => (coin.spentHeight === null ? oneOf(0, '0', '', null) : oneOf(coin.spentHeight));

/** Unix seconds, shown as a number or as a string of digits (the older api2 writes them so). */
const isUnixSeconds = (shown: JsonValue): boolean => typeof shown === 'number' || (typeof shown === 'string' && /^\d{10}$/.test(shown));

/** The puzzle hash of the coin that created this one; a singleton's first coin comes from the launcher. */
function parentPuzzleHash(coin: WorldCoin, view: NetworkView): Expected {
  const parent = view.net.coins.find((c) => c.id === coin.parent);
  if (parent) return parent.puzzleHash;
  return coin.kind === 'nft' || coin.kind === 'did' || coin.kind === 'dl' ? PUZZLE_HASHES.singletonLauncher : undefined;
}

const coinFacts: FactTable<WorldCoin> = {
  amount_mojo: (c) => c.amount,
  amount_xch: (c) => (c.kind === 'standard' ? xchOfMojo(c.amount) : undefined),
  amount: (c) => coinAmount(c),
  token_amount: (c) => (c.kind === 'cat' ? tokensOf(c.amount) : undefined),
  height: (c) => c.confirmedHeight,
  confirmed_block: (c) => c.confirmedHeight,
  time: (c, v) => iso(v, c.confirmedHeight),
  confirmed_time: (c, v) => iso(v, c.confirmedHeight),
  timestamp: (c, v, shown) => (isUnixSeconds(shown) ? v.timeAt(c.confirmedHeight) : undefined),
  confirmed_index: (c) => c.confirmedHeight,
  spent_index: (c) => unspent(c),
  puzzle_hash: (c) => c.puzzleHash,
  from_puzzle_hash: (c, v) => parentPuzzleHash(c, v),
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

const blockFacts: FactTable<WorldBlock> = {
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
const price = (mojo: bigint | null): OneOf => (mojo === null ? oneOf(null) : oneOf(xchOfMojo(mojo), mojo, toUnitsText(mojo, MOJO_PER_XCH)));

function nftCreator(
  n: WorldNft,
  v: NetworkView,
): {address: string; hex: string; did: string | null; didHex: string | null; didName: string | null} {
  const creator = v.address(n.creatorAddress);
  const did = n.creatorDid === null ? null : v.did(n.creatorDid);
  return {
    address: creator.address,
    hex: creator.puzzleHash,
    did: did?.did ?? null,
    didHex: did?.launcherId ?? null,
    didName: did?.name ?? null,
  };
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
  'collection.id': (n, v) =>
    n.collection === null ? undefined : oneOf(v.collection(n.collection).id, v.collection(n.collection).metadataId),
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
  // The older api2 v0.1 answer: the chain's record of the NFT in nft_info, its metadata in meta_info.
  'nft_info.launcher_id': (n) => n.launcherId,
  'nft_info.mint_height': (n) => n.mintHeight,
  'nft_info.owner_did': (n, v) => {
    const owner = v.nftCoin(n).ownerDid;
    return owner ? v.did(owner).launcherId : null;
  },
  'nft_info.data_uris': (n) => [n.dataUrl],
  'nft_info.data_hash': (n) => n.dataHash,
  'nft_info.metadata_uris': (n) => [n.metadataUrl],
  'nft_info.metadata_hash': (n) => n.metadataHash,
  'nft_info.license_uris': (n) => [n.licenseUrl],
  'nft_info.license_hash': (n) => n.licenseHash,
  'nft_info.supports_did': () => true,
  'nft_info.updater_puzhash': () => PUZZLE_HASHES.nftMetadataUpdater,
  'nft_info.launcher_puzhash': () => PUZZLE_HASHES.singletonLauncher,
  'meta_info.name': (n) => n.name,
  'meta_info.description': (n) => n.description,
  // The CHIP-0007 metadata names the collection by its own UUID.
  'meta_info.collection_id': (n, v) => (n.collection === null ? null : v.collection(n.collection).metadataId),
  'meta_info.collection_name': (n, v) => (n.collection === null ? null : v.collection(n.collection).name),
  'meta_info.attributes': (n) => n.attributes,
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
  token_id: (c) => encodeBech32m('tkn', c.assetId),
  type: () => 'CAT2',
};

/** Price fields of a token: checked under the price rule. */
/** A token of the first CAT standard, as the older api2 v0.1 lists it. */
const cat1Facts: FactTable<WorldCat1> = {
  asset_name: (c) => c.name,
  symbol: (c) => c.symbol,
  description: (c) => c.description,
  tags: (c) => c.tag,
  total_supply: (c) => c.totalSupply ?? undefined,
  type: () => 'CAT1',
};

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

const collectionFacts: FactTable<WorldCollection> = {
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

const didFacts: FactTable<WorldDid> = {
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
  height: (o) => (o.settledHeight === null ? oneOf(o.createdHeight, null) : oneOf(o.settledHeight)),
};

function isOneOf(value: Expected | OneOf): value is OneOf {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && 'oneOf' in value && Array.isArray(value.oneOf);
}

function compareFacts<T>(
  ctx: Context,
  rule: ExampleRule,
  example: Example,
  obj: JsonValue,
  path: string,
  table: FactTable<T>,
  record: T,
  view: NetworkView,
  what: string,
): number {
  let compared = 0;
  for (const [key, expect] of Object.entries(table)) {
    const shown = at(obj, key);
    if (shown === undefined) continue;
    const expected = expect(record, view, shown);
    if (expected === undefined) continue;
    const choices = isOneOf(expected) ? expected.oneOf : [expected];
    compared += 1;
    ctx.cover(rule, example);
    if (!choices.some((c) => same(shown, c))) {
      ctx.add(rule, `${path}.${key}`, `is ${show(shown)}, but the world's ${what} says ${choices.map((c) => show(c)).join(' or ')}`);
    }
  }
  return compared;
}

export function checkFacts(ctx: Context, example: Example): void {
  if (example.part === 'request') return;
  const view = ctx.views[example.network];
  for (const [path, obj] of walkJson(example.value, example.base)) {
    if (!isObject(obj)) continue;
    const coinId = ['coin_id', 'coin_name'].map((k) => obj[k]).find((v): v is string => typeof v === 'string');
    const coin = coinId ? ctx.lookup.findKind(coinId, 'coin', example.network) : undefined;
    if (coin) compareFacts(ctx, 'facts', example, obj, path, coinFacts, coin.record, view, `coin ${coin.record.key}`);
    const height = obj.number;
    const block =
      (typeof height === 'number' || typeof height === 'string') && ('hash' in obj || 'type' in obj)
        ? view.net.blocks.find((b) => String(b.height) === String(height))
        : undefined;
    if (block) compareFacts(ctx, 'facts', example, obj, path, blockFacts, block, view, `block ${block.height}`);
    else if (height !== undefined && ('hash' in obj || 'type' in obj))
      ctx.add('known', `${path}.number`, `block ${show(height)} is not a block of the world`);
    for (const anchor of anchorsOf(ctx, obj, example.network)) {
      const {entity} = anchor;
      if (entity.kind === 'nft')
        compareFacts(ctx, 'facts', example, obj, path, nftFacts, entity.record, view, `NFT "${entity.record.name}"`);
      if (entity.kind === 'cat') {
        compareFacts(ctx, 'facts', example, obj, path, catFacts, entity.record, view, `token ${entity.record.symbol}`);
        compareFacts(ctx, 'price', example, obj, path, catPriceFacts, entity.record, view, `token ${entity.record.symbol}`);
      }
      if (entity.kind === 'cat1')
        compareFacts(ctx, 'facts', example, obj, path, cat1Facts, entity.record, view, `CAT1 token ${entity.record.assetId.slice(0, 8)}…`);
      if (entity.kind === 'collection')
        compareFacts(ctx, 'facts', example, obj, path, collectionFacts, entity.record, view, `collection "${entity.record.name}"`);
      if (entity.kind === 'did')
        compareFacts(ctx, 'facts', example, obj, path, didFacts, entity.record, view, `DID "${entity.record.name}"`);
      if (entity.kind === 'offer')
        compareFacts(ctx, 'facts', example, obj, path, offerFacts, entity.record, view, `offer ${entity.record.key}`);
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
    ['asset_id', ['cat', 'cat1']],
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
    if (
      found &&
      data !== undefined &&
      compareFacts(ctx, 'facts', example, data, `${example.base}.data`, didFacts, found.record, view, `DID "${found.record.name}"`) > 0
    ) {
      ctx.used.add('did');
    }
  }
  const nftId = request.nft_id;
  if (typeof nftId === 'string' && isObject(example.value) && !('id' in example.value) && !('data' in example.value)) {
    const found = ctx.lookup.findKind(nftId, 'nft', 'mainnet');
    if (
      found &&
      compareFacts(ctx, 'facts', example, example.value, example.base, nftFacts, found.record, view, `NFT "${found.record.name}"`) > 0
    ) {
      ctx.used.add('nft_id');
    }
  }
  const height = request.block_height;
  if (typeof height === 'number' && isObject(example.value) && 'is_transaction_block' in example.value) {
    const block = view.net.blocks.find((b) => b.height === height);
    if (block) compareFacts(ctx, 'facts', example, example.value, example.base, blockFacts, block, view, `block ${height}`);
  }
}

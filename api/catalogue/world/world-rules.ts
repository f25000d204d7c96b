// The rules the example world itself is held to: Chia's consensus rules, and the facts that must
// agree between its records (an NFT after its collection, counts at least what the world holds).
import {
  MOJO_PER_XCH,
  SCHEDULE_TOLERANCE_SECONDS,
  computeCoinId,
  encodeBech32m,
  farmerParentId,
  farmerReward,
  networks,
  poolParentId,
  poolReward,
  readRewardParent,
  rewardedHeights,
  scheduleDrift,
  totalSupply,
  toUnitsText,
} from './chain';
import {NetworkView} from './view';
import type {NetworkWorld, World} from './model';
import type {CatalogueProblem} from '../problems';

/** The real tokens the examples may name, by asset id. A token with one of these names must carry its id. */
export const REAL_CATS: readonly {assetId: string; name: string; symbol: string}[] = [
  {assetId: '6d95dae356e32a71db5ddcb42224754a02524c615c5fc35f568c2af04774e589', name: 'Stably USD', symbol: 'USDS'},
  {assetId: 'db1a9020d48d9d4ad22631b66ab4b9ebd3637ef7758ad38881348c5d24c38f20', name: 'dexie bucks', symbol: 'DBX'},
  {assetId: 'a628c1c2c6fcb74d53746157e438e108eab5c0bb3e5c80ff9b1910b3e4832913', name: 'Spacebucks', symbol: 'SBX'},
];

export const worldRules = [
  'coin-id',
  'reward',
  'schedule',
  'order',
  'peak',
  'ids',
  'tokens',
  'collections',
  'conservation',
  'supply',
] as const;
export type WorldRule = (typeof worldRules)[number];

type Add = (rule: WorldRule, field: string, message: string) => void;

function checkCoins(net: NetworkWorld, view: NetworkView, add: Add): void {
  const chain = networks[net.network];
  for (const coin of net.coins) {
    const at = `${net.network}.coins[${coin.key}]`;
    if (computeCoinId(coin.parent, coin.puzzleHash, coin.amount) !== coin.id)
      add('coin-id', at, `id ${coin.id} is not sha256(parent ‖ puzzle hash ‖ amount)`);
    if (coin.kind === 'standard' && coin.puzzleHash !== view.address(coin.owner).puzzleHash)
      add('coin-id', at, `a standard coin is locked by its owner's puzzle hash`);
    if (coin.spentHeight !== null && coin.spentHeight < coin.confirmedHeight)
      add('order', at, `spent at ${coin.spentHeight}, before it was created at ${coin.confirmedHeight}`);
    for (const height of [coin.confirmedHeight, coin.spentHeight ?? 0]) {
      if (height > net.peakHeight) add('peak', at, `height ${height} is after the peak ${net.peakHeight}`);
      const block = net.blocks.find((b) => b.height === height);
      if (block && !block.isTransactionBlock) add('order', at, `only a transaction block creates or spends coins; ${height} is not one`);
    }
    const parent = net.coins.find((c) => c.id === coin.parent);
    if (parent && parent.spentHeight !== coin.confirmedHeight)
      add('order', at, `created at ${coin.confirmedHeight}, but its parent ${parent.key} was spent at ${parent.spentHeight}`);
    if (!coin.coinbase) continue;
    const paid = readRewardParent(chain, coin.parent);
    const expected = paid ? (paid.share === 'pool' ? poolParentId(chain, paid.height) : farmerParentId(chain, paid.height)) : null;
    if (!paid || expected !== coin.parent) {
      add('reward', at, 'a reward coin has parent genesis_challenge[0:16] (pool) or [16:32] (farmer) followed by the height as 16 bytes');
      continue;
    }
    const share = paid.share === 'pool' ? poolReward(paid.height) : farmerReward(paid.height);
    if (coin.amount !== share)
      add('reward', at, `the ${paid.share} reward of height ${paid.height} is ${share} mojo (7/8 pool, 1/8 farmer of the block reward)`);
  }
  // Each transaction block the world holds in full pays the rewards of its previous transaction
  // block and of the blocks without transactions just before that one, and of no other block.
  for (const block of net.blocks.filter((b) => b.isTransactionBlock && b.complete && b.previousTransactionHeight !== null)) {
    const at = `${net.network}.blocks[${block.height}]`;
    const previous = net.blocks.find((b) => b.height === block.previousTransactionHeight);
    if (!previous) {
      add(
        'reward',
        at,
        `its previous transaction block ${block.previousTransactionHeight} is not in the world, so the rewards it pays cannot be checked`,
      );
      continue;
    }
    const expected = rewardedHeights(previous);
    const paidHeights = view.rewards(block.height).map((c) => readRewardParent(chain, c.parent)?.height);
    for (const h of expected) {
      if (paidHeights.filter((p) => p === h).length !== 2)
        add(
          'reward',
          at,
          `pays the pool and farmer rewards of block ${h} (the previous transaction block ${previous.height}, or a block without transactions just before it)`,
        );
    }
    for (const h of new Set(paidHeights)) {
      if (h === undefined || !expected.includes(h))
        add(
          'reward',
          at,
          `pays a reward of block ${h ?? '?'}, which is not its previous transaction block ${previous.height} nor a block without transactions just before it`,
        );
    }
  }
}

/** A spent coin's children hold no more than it did: XCH may go to fees; a CAT's tokens are kept whole. */
function checkConservation(net: NetworkWorld, add: Add): void {
  for (const parent of net.coins.filter((c) => c.spentHeight !== null && c.kind !== 'nft' && c.kind !== 'did' && c.kind !== 'dl')) {
    const children = net.coins.filter((c) => c.parent === parent.id);
    if (children.length === 0) continue;
    const sum = children.reduce((s, c) => s + c.amount, 0n);
    const at = `${net.network}.coins[${parent.key}]`;
    if (parent.kind === 'standard' && sum > parent.amount)
      add('conservation', at, `its children hold ${sum} mojo, more than its ${parent.amount}`);
    if (parent.kind === 'cat' && (sum !== parent.amount || children.some((c) => c.cat !== parent.cat)))
      add('conservation', at, `a CAT spend keeps its ${parent.amount} CAT mojo in the same token`);
  }
}

function checkBlocks(net: NetworkWorld, add: Add): void {
  for (const block of net.blocks) {
    const at = `${net.network}.blocks[${block.height}]`;
    if (block.height > net.peakHeight) add('peak', at, `is after the peak ${net.peakHeight}`);
    if (net.network === 'mainnet' && Math.abs(scheduleDrift(block.height, block.time)) > SCHEDULE_TOLERANCE_SECONDS) {
      add('schedule', at, 'its time is more than a day from the 18.75-second schedule that starts on 2021-03-19');
    }
  }
  if (!net.blocks.some((b) => b.height === net.peakHeight)) add('peak', `${net.network}.peakHeight`, 'the peak is a block of the world');
}

function checkIds(net: NetworkWorld, add: Add): void {
  const prefix = networks[net.network].addressPrefix;
  for (const a of net.addresses)
    if (a.address !== encodeBech32m(prefix, a.puzzleHash))
      add('ids', `${net.network}.addresses[${a.key}]`, `is the bech32m of its puzzle hash with prefix ${prefix}`);
  for (const n of net.nfts)
    if (n.id !== encodeBech32m('nft', n.launcherId))
      add('ids', `${net.network}.nfts[${n.key}]`, 'an NFT id is the bech32m of its launcher id with prefix nft');
  for (const d of net.dids)
    if (d.did !== encodeBech32m('did:chia:', d.launcherId))
      add('ids', `${net.network}.dids[${d.key}]`, 'a DID is the bech32m of its launcher id with prefix did:chia:');
  for (const c of net.collections)
    if (c.id !== encodeBech32m('col', c.hex))
      add('ids', `${net.network}.collections[${c.key}]`, 'a collection id is bech32m with prefix col');
  const seen = new Map<string, string>();
  const claim = (id: string, owner: string): void => {
    const before = seen.get(id);
    if (before && before !== owner) add('ids', `${net.network}`, `${id} is both ${before} and ${owner}`);
    seen.set(id, owner);
  };
  for (const c of net.coins) claim(c.id, `coin ${c.key}`);
  for (const c of net.cats) claim(c.assetId, `token ${c.key}`);
  for (const c of net.cat1s) claim(c.assetId, `CAT1 token ${c.key}`);
  for (const o of net.offers) claim(o.id, `offer ${o.key}`);
  for (const b of net.blocks) claim(b.hash, `block ${b.height}`);
}

function checkTokens(net: NetworkWorld, add: Add): void {
  for (const cat of net.cats) {
    const at = `${net.network}.cats[${cat.key}]`;
    const real = REAL_CATS.find((r) => r.assetId === cat.assetId);
    const namesake = REAL_CATS.find((r) => r.name === cat.name || r.symbol === cat.symbol);
    if (namesake && namesake.assetId !== cat.assetId)
      add(
        'tokens',
        at,
        `${namesake.name} (${namesake.symbol}) is the asset ${namesake.assetId}; another asset may not carry its name or ticker`,
      );
    if (real && (real.name !== cat.name || real.symbol !== cat.symbol))
      add('tokens', at, `the asset ${cat.assetId} is ${real.name} (${real.symbol})`);
    if (!real && !/illustrative/i.test(cat.name)) add('tokens', at, 'a token that is not real says "illustrative" in its name');
    if (cat.real !== Boolean(real) || (net.network === 'testnet' && cat.real))
      add('tokens', at, 'only the mainnet tokens of REAL_CATS are real');
    if (cat.supply && cat.supply.burned + cat.supply.melted > cat.supply.total) add('tokens', at, 'burns and melts exceed the supply');
  }
}

function checkCollections(world: World, net: NetworkWorld, view: NetworkView, add: Add): void {
  for (const col of net.collections) {
    const at = `${net.network}.collections[${col.key}]`;
    const nfts = net.nfts.filter((n) => n.collection === col.key);
    if (nfts.length > col.nftCount) add('collections', at, `counts ${col.nftCount} NFTs, but the world holds ${nfts.length} of it`);
    const trades = nfts.reduce((s, n) => s + view.sales(n).length, 0);
    const volume = nfts.reduce((s, n) => s + view.sales(n).reduce((a, b) => a + b, 0n), 0n);
    if (trades > col.tradeCount) add('collections', at, `counts ${col.tradeCount} trades, fewer than its NFTs' ${trades}`);
    if (Number(toUnitsText(volume, MOJO_PER_XCH)) > col.volumeXch)
      add('collections', at, `has a volume of ${col.volumeXch} XCH, less than its NFTs' sales`);
    if (net.network === 'mainnet' && (col.tradeCount > world.nftTotals.trades || col.volumeXch > world.nftTotals.tradedXch)) {
      add('collections', at, 'one collection cannot trade more than every NFT on Chia (nftTotals)');
    }
    if (nfts.some((n) => n.name === col.name) || /#\d+$/.test(col.name))
      add('collections', at, 'a collection is not named after one of its NFTs');
    const creator = view.did(col.creatorDid);
    if (creator.createdHeight > col.createdHeight)
      add('order', at, `is created at ${col.createdHeight}, before its creator's DID (${creator.createdHeight})`);
    for (const nft of nfts) {
      if (nft.mintHeight < col.createdHeight)
        add(
          'order',
          `${net.network}.nfts[${nft.key}]`,
          `is minted at ${nft.mintHeight}, before its collection was created at ${col.createdHeight}`,
        );
    }
  }
  for (const did of net.dids) {
    const at = `${net.network}.dids[${did.key}]`;
    const created = net.nfts.filter((n) => n.creatorDid === did.key).length;
    const owned = net.nfts.filter((n) => view.nftCoin(n).ownerDid === did.key).length;
    const collections = net.collections.filter((c) => c.creatorDid === did.key).length;
    if (created > did.createdNftCount || owned > did.ownedNftCount || collections > did.collectionsCount) {
      add(
        'collections',
        at,
        `counts ${did.createdNftCount} created, ${did.ownedNftCount} owned NFTs and ${did.collectionsCount} collections, fewer than the world holds`,
      );
    }
  }
  // An NFT's versions follow one another: each coin is the child of the one before.
  for (const nft of net.nfts) {
    const coins = nft.versions.map((k) => view.coin(k));
    coins.forEach((coin, i) => {
      const before = coins[i - 1];
      if (i === 0 && (coin.parent !== nft.launcherId || coin.confirmedHeight !== nft.mintHeight))
        add('order', `${net.network}.nfts[${nft.key}]`, 'its first coin is the child of its launcher, created at the mint height');
      if (before && (coin.parent !== before.id || before.spentHeight !== coin.confirmedHeight))
        add('order', `${net.network}.nfts[${nft.key}]`, `version ${i} is the child of version ${i - 1}`);
    });
  }
  // An offer that gives an NFT is made by the NFT's owner at that time.
  for (const offer of net.offers) {
    const at = `${net.network}.offers[${offer.key}]`;
    if (offer.settledHeight !== null && offer.settledHeight < offer.createdHeight) add('order', at, 'settles before it is created');
    for (const item of offer.offered) {
      if (item.kind !== 'nft') continue;
      const holder = view
        .nft(item.nft)
        .versions.map((k) => view.coin(k))
        .find((c) => c.confirmedHeight <= offer.createdHeight && (c.spentHeight === null || c.spentHeight > offer.createdHeight));
      if (holder?.owner !== offer.maker)
        add('order', at, `${offer.maker} offers ${item.nft}, which ${holder?.owner ?? 'nobody'} holds then`);
    }
  }
}

function checkSupply(world: World, add: Add): void {
  const locked = world.locked.reduce((s, l) => s + l.mojo, 0n);
  if (locked > totalSupply(world.mainnet.peakHeight)) add('supply', 'locked', 'more XCH is locked than exists');
}

/** Every problem of the world. */
export function checkWorld(world: World): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const add: Add = (rule, field, message) => problems.push({endpoint: 'world', field, rule: `world ${rule}`, message});
  for (const net of [world.mainnet, world.testnet]) {
    const view = new NetworkView(world, net);
    checkCoins(net, view, add);
    checkConservation(net, add);
    checkBlocks(net, add);
    checkIds(net, add);
    checkTokens(net, add);
    checkCollections(world, net, view, add);
  }
  checkSupply(world, add);
  return problems;
}

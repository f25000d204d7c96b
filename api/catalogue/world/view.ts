// Reads one network of the world: finds records by key and works out the facts that follow from
// them (the time of a height, an address's balance, an NFT's owner and market). The examples are
// written with it, and the checks compare the examples with what it answers.
import {DUST_LIMIT_MOJO, MOJO_PER_XCH, scheduledTime, toUnits} from './chain';
import type {
  NetworkWorld,
  World,
  WorldAddress,
  WorldBlock,
  WorldCat,
  WorldCoin,
  WorldCollection,
  WorldDid,
  WorldNft,
  WorldOffer,
  WorldStore,
} from './model';

function find<T extends {key: string}>(list: readonly T[], key: string, what: string): T {
  const found = list.find((item) => item.key === key);
  if (!found) throw new Error(`world: no ${what} "${key}"`);
  return found;
}

/** When a balance is read: at a height (inclusive), or at a Unix time. */
export type Moment = {height: number} | {time: number};

export class NetworkView {
  constructor(
    readonly world: World,
    readonly net: NetworkWorld,
  ) {}

  get peak(): number {
    return this.net.peakHeight;
  }

  address(key: string): WorldAddress {
    return find(this.net.addresses, key, 'address');
  }
  coin(key: string): WorldCoin {
    return find(this.net.coins, key, 'coin');
  }
  cat(key: string): WorldCat {
    return find(this.net.cats, key, 'CAT');
  }
  did(key: string): WorldDid {
    return find(this.net.dids, key, 'DID');
  }
  collection(key: string): WorldCollection {
    return find(this.net.collections, key, 'collection');
  }
  nft(key: string): WorldNft {
    return find(this.net.nfts, key, 'NFT');
  }
  offer(key: string): WorldOffer {
    return find(this.net.offers, key, 'offer');
  }
  store(key: string): WorldStore {
    return find(this.net.stores, key, 'store');
  }
  block(height: number): WorldBlock {
    const found = this.net.blocks.find((b) => b.height === height);
    if (!found) throw new Error(`world: no block at ${height}`);
    return found;
  }

  /** The time of a height: its block's own time where the world holds the block, else the schedule's. */
  timeAt(height: number): number {
    return this.net.blocks.find((b) => b.height === height)?.time ?? scheduledTime(height);
  }

  /** Whether a coin exists and is unspent at a moment. */
  private heldAt(coin: WorldCoin, at: Moment): boolean {
    const reached = (height: number): boolean => ('height' in at ? height <= at.height : this.timeAt(height) <= at.time);
    return reached(coin.confirmedHeight) && (coin.spentHeight === null || !reached(coin.spentHeight));
  }

  /** The standard coins an address holds at a moment; dust only when asked. */
  heldCoins(addressKey: string, at: Moment = {height: this.peak}, withDust = false): WorldCoin[] {
    return this.net.coins.filter((c) => c.kind === 'standard' && c.owner === addressKey && this.heldAt(c, at) && (withDust || !isDust(c)));
  }

  /** An address's XCH balance in mojo at a moment. */
  balance(addressKey: string, at: Moment = {height: this.peak}, withDust = false): bigint {
    return this.heldCoins(addressKey, at, withDust).reduce((sum, c) => sum + c.amount, 0n);
  }

  /** An address's balance of one CAT, in CAT mojo, at the peak. */
  tokenBalance(addressKey: string, catKey: string): bigint {
    return this.net.coins
      .filter((c) => c.kind === 'cat' && c.cat === catKey && c.owner === addressKey && c.spentHeight === null)
      .reduce((sum, c) => sum + c.amount, 0n);
  }

  /** The CATs an address holds at the peak. */
  tokensHeld(addressKey: string): WorldCat[] {
    return this.net.cats.filter((cat) => this.tokenBalance(addressKey, cat.key) > 0n);
  }

  /** The singleton coin that holds an NFT now. */
  nftCoin(nft: WorldNft): WorldCoin {
    return this.coin(nft.versions[nft.versions.length - 1] ?? '');
  }

  nftOwner(nft: WorldNft): WorldAddress {
    return this.address(this.nftCoin(nft).owner);
  }

  nftsOwnedBy(addressKey: string): WorldNft[] {
    return this.net.nfts.filter((n) => this.nftCoin(n).owner === addressKey);
  }

  /** The coins created by transactions in a block (rewards apart). */
  additions(height: number): WorldCoin[] {
    return this.net.coins.filter((c) => c.confirmedHeight === height && !c.coinbase);
  }
  removals(height: number): WorldCoin[] {
    return this.net.coins.filter((c) => c.spentHeight === height);
  }
  rewards(height: number): WorldCoin[] {
    return this.net.coins.filter((c) => c.confirmedHeight === height && c.coinbase);
  }

  /** What a block's transactions moved: the value of the standard coins they created. */
  transferred(block: WorldBlock): bigint {
    if (!block.complete) return block.declared?.transferredMojo ?? 0n;
    return this.additions(block.height)
      .filter((c) => c.kind === 'standard')
      .reduce((sum, c) => sum + c.amount, 0n);
  }
  additionCount(block: WorldBlock): number {
    return block.complete ? this.additions(block.height).length : (block.declared?.additions ?? 0);
  }
  removalCount(block: WorldBlock): number {
    return block.complete ? this.removals(block.height).length : (block.declared?.removals ?? 0);
  }

  /** Offers that give the NFT (listings) and offers that ask for it (bids). */
  listings(nft: WorldNft): WorldOffer[] {
    return this.net.offers.filter((o) => o.offered.some((i) => i.kind === 'nft' && i.nft === nft.key)).sort(newestFirst);
  }
  bids(nft: WorldNft): WorldOffer[] {
    return this.net.offers.filter((o) => o.requested.some((i) => i.kind === 'nft' && i.nft === nft.key)).sort(newestFirst);
  }

  /** XCH the NFT is listed for now, the highest open bid, and its completed sales, in mojo. */
  listPrice(nft: WorldNft): bigint | null {
    const active = this.listings(nft).find((o) => o.status === 'Active');
    return active ? xchOf(active.requested) : null;
  }
  topBid(nft: WorldNft): bigint | null {
    const bids = this.bids(nft)
      .filter((o) => o.status === 'Active')
      .map((o) => xchOf(o.offered));
    return bids.length === 0 ? null : bids.reduce((a, b) => (a > b ? a : b));
  }
  sales(nft: WorldNft): bigint[] {
    const completed = [...this.listings(nft), ...this.bids(nft)].filter((o) => o.status === 'Completed').sort(newestFirst);
    return completed.map((o) => (o.offered.some((i) => i.kind === 'nft') ? xchOf(o.requested) : xchOf(o.offered)));
  }

  /** Offers that give or ask for an asset (a CAT or an NFT key). */
  offersWith(assetKey: string): WorldOffer[] {
    const has = (items: WorldOffer['offered']): boolean =>
      items.some((i) => (i.kind === 'cat' && i.cat === assetKey) || (i.kind === 'nft' && i.nft === assetKey));
    return this.net.offers.filter((o) => has(o.offered) || has(o.requested)).sort(newestFirst);
  }

  /** The USD price of one token: its XCH price times the XCH price, to four significant digits. */
  catPriceUsd(cat: WorldCat): number | null {
    return cat.priceXch === null ? null : Number((cat.priceXch * this.world.xchPriceUsd).toPrecision(4));
  }
}

export function isDust(coin: WorldCoin): boolean {
  return coin.kind === 'standard' && coin.amount < DUST_LIMIT_MOJO;
}

/** The XCH of one side of an offer, in mojo. */
export function xchOf(items: WorldOffer['offered']): bigint {
  return items.reduce((sum, i) => sum + (i.kind === 'xch' ? i.mojo : 0n), 0n);
}

function newestFirst(a: WorldOffer, b: WorldOffer): number {
  return b.createdTime - a.createdTime;
}

/** XCH as a JSON number. */
export function xchNumber(mojo: bigint): number {
  return toUnits(mojo, MOJO_PER_XCH);
}

export function views(world: World): {main: NetworkView; test: NetworkView} {
  return {main: new NetworkView(world, world.mainnet), test: new NetworkView(world, world.testnet)};
}

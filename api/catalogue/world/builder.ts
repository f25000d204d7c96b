// Builds one network of the example world. Every derived value is computed here, never typed in:
// coin ids from parent, puzzle hash and amount; addresses and ids from their bytes; reward coins
// from the genesis challenge and the emission schedule; times from the 18.75-second schedule.
import {base58} from '@scure/base';
import {
  MOJO_PER_CAT,
  MOJO_PER_XCH,
  bech32mHex,
  computeCoinId,
  derivedHash,
  encodeBech32m,
  farmerParentId,
  farmerReward,
  fromUnits,
  isHex32,
  networks,
  poolParentId,
  poolReward,
  rewardedHeights,
  scheduledTime,
  stripHex,
  type NetworkName,
} from './chain';
import type {
  NetworkWorld,
  OfferItem,
  OfferStatus,
  WorldAddress,
  WorldBlock,
  WorldCat,
  WorldCat1,
  WorldCoin,
  WorldCollection,
  WorldDid,
  WorldNft,
  WorldOffer,
} from './model';

/** XCH written as a decimal string, in mojo. */
export function xch(amount: string): bigint {
  const mojo = fromUnits(amount, MOJO_PER_XCH);
  if (mojo === null) throw new Error(`world: "${amount}" is not an XCH amount with at most 12 decimals`);
  return mojo;
}

/** Tokens written as a decimal string, in CAT mojo. */
export function tokens(amount: string): bigint {
  const mojo = fromUnits(amount, MOJO_PER_CAT);
  if (mojo === null) throw new Error(`world: "${amount}" is not a token amount with at most 3 decimals`);
  return mojo;
}

/** The puzzle that locks each kind of coin, by the name of its Chialisp source. */
const PUZZLES: Record<WorldCoin['kind'], string> = {
  standard: 'p2_delegated_puzzle_or_hidden_puzzle',
  cat: 'cat_v2',
  nft: 'singleton_top_layer_v1_1',
  did: 'singleton_top_layer_v1_1',
  dl: 'singleton_top_layer_v1_1',
};

interface CoinInput {
  kind?: WorldCoin['kind'];
  /** The key of a coin of the world, or 32 bytes of hex for a parent the examples never show. */
  parent: string;
  owner: string;
  sender: string;
  amount: bigint;
  confirmed: number;
  spent?: number;
  memo?: string[];
  cat?: string;
  nft?: string;
  did?: string;
  store?: string;
  ownerDid?: string | null;
}

export class WorldBuilder {
  readonly world: NetworkWorld;
  private readonly chain;

  constructor(network: NetworkName, peakHeight: number) {
    this.chain = networks[network];
    this.world = {
      network,
      peakHeight,
      addresses: [],
      blocks: [],
      coins: [],
      cats: [],
      cat1s: [],
      dids: [],
      collections: [],
      nfts: [],
      offers: [],
      stores: [],
    };
  }

  /** The time the world gives a height: the block's own time where the world holds the block, else the schedule's. */
  timeAt(height: number): number {
    return this.world.blocks.find((b) => b.height === height)?.time ?? scheduledTime(height);
  }

  /** An address, from its bech32m text or from its puzzle hash. */
  address(key: string, from: {address: string} | {puzzleHash: string}, complete = false): WorldAddress {
    const puzzleHash = 'address' in from ? bech32mHex(from.address) : stripHex(from.puzzleHash);
    if (!puzzleHash) throw new Error(`world: address ${key} is not valid bech32m`);
    const record = {key, network: this.world.network, puzzleHash, address: encodeBech32m(this.chain.addressPrefix, puzzleHash), complete};
    if ('address' in from && from.address !== record.address)
      throw new Error(`world: address ${key} is not a ${this.chain.addressPrefix} address`);
    this.world.addresses.push(record);
    return record;
  }

  addressOf(key: string): WorldAddress {
    const found = this.world.addresses.find((a) => a.key === key);
    if (!found) throw new Error(`world: no address ${key}`);
    return found;
  }

  /** A block; its time follows the schedule unless given. */
  block(
    input: Omit<WorldBlock, 'network' | 'hash' | 'time' | 'plot' | 'complete'> & {hash?: string; time?: number; complete?: boolean},
  ): WorldBlock {
    const {hash, time, complete, ...rest} = input;
    const record: WorldBlock = {
      network: this.world.network,
      ...rest,
      hash: hash ?? derivedHash(`${this.world.network} block ${input.height} header`),
      time: time ?? scheduledTime(input.height),
      plot: 'K32',
      complete: complete ?? false,
    };
    this.world.blocks.push(record);
    if (record.isTransactionBlock && record.complete && record.previousTransactionHeight !== null) this.rewardCoins(record);
    return record;
  }

  /**
   * The pool and farmer coins a transaction block creates: one pair for the previous transaction
   * block and for each block without transactions just before it (chain.ts `rewardedHeights`). The
   * farmer's coin would add the fees of the transaction block it pays; the world's blocks collect
   * none.
   */
  private rewardCoins(block: WorldBlock): void {
    const previous = this.world.blocks.find((b) => b.height === block.previousTransactionHeight);
    if (!previous)
      throw new Error(
        `world: block ${block.height} pays the rewards of its previous transaction block ${block.previousTransactionHeight}, which the world lacks`,
      );
    for (const height of rewardedHeights(previous)) {
      const paid = this.world.blocks.find((b) => b.height === height);
      if (!paid) throw new Error(`world: block ${block.height} pays the rewards of block ${height}, which the world lacks`);
      this.pushCoin(
        `reward pool ${height}`,
        {
          kind: 'standard',
          parent: poolParentId(this.chain, height),
          owner: paid.pool,
          sender: paid.pool,
          amount: poolReward(height),
          confirmed: block.height,
        },
        true,
      );
      this.pushCoin(
        `reward farmer ${height}`,
        {
          kind: 'standard',
          parent: farmerParentId(this.chain, height),
          owner: paid.farmer,
          sender: paid.farmer,
          amount: farmerReward(height),
          confirmed: block.height,
        },
        true,
      );
    }
  }

  coin(key: string, input: CoinInput): WorldCoin {
    return this.pushCoin(key, input, false);
  }

  coinOf(key: string): WorldCoin {
    const found = this.world.coins.find((c) => c.key === key);
    if (!found) throw new Error(`world: no coin ${key}`);
    return found;
  }

  private pushCoin(key: string, input: CoinInput, coinbase: boolean): WorldCoin {
    const kind = input.kind ?? 'standard';
    const parent = isHex32(input.parent) ? stripHex(input.parent) : this.coinOf(input.parent).id;
    const puzzleHash = this.outerPuzzleHash(kind, input);
    const id = computeCoinId(parent, puzzleHash, input.amount);
    if (!id) throw new Error(`world: coin ${key} has no 32-byte parent or puzzle hash`);
    const record: WorldCoin = {
      id,
      key,
      network: this.world.network,
      kind,
      parent,
      puzzleHash,
      amount: input.amount,
      owner: input.owner,
      sender: input.sender,
      confirmedHeight: input.confirmed,
      spentHeight: input.spent ?? null,
      memo: input.memo ?? [],
      coinbase,
      puzzle: PUZZLES[kind],
      confirmedTransaction: derivedHash(`${this.world.network} transaction at ${input.confirmed} creating ${key}`),
      spentTransaction: null,
      ...(input.cat === undefined ? {} : {cat: input.cat}),
      ...(input.nft === undefined ? {} : {nft: input.nft}),
      ...(input.did === undefined ? {} : {did: input.did}),
      ...(input.store === undefined ? {} : {store: input.store}),
      ...(input.ownerDid === undefined ? {} : {ownerDid: input.ownerDid}),
    };
    // The transaction that spends the parent is the one that creates the child.
    const parentCoin = this.world.coins.find((c) => c.id === parent);
    if (parentCoin) {
      if (parentCoin.spentTransaction === null) parentCoin.spentTransaction = record.confirmedTransaction;
      else record.confirmedTransaction = parentCoin.spentTransaction;
    }
    this.world.coins.push(record);
    return record;
  }

  /** A standard coin is locked by its owner's puzzle hash; a CAT, NFT or DID coin by an outer puzzle that wraps it. */
  private outerPuzzleHash(kind: WorldCoin['kind'], input: CoinInput): string {
    const owner = this.addressOf(input.owner).puzzleHash;
    if (kind === 'standard') return owner;
    return derivedHash(
      `${this.world.network} ${kind} ${input.cat ?? input.nft ?? input.did ?? input.store ?? ''} outer puzzle around ${owner}`,
    );
  }

  cat(input: Omit<WorldCat, 'network'>): WorldCat {
    const record = {network: this.world.network, ...input};
    this.world.cats.push(record);
    return record;
  }

  /** A token of the first CAT standard, kept for the older api2 examples. */
  cat1(input: Omit<WorldCat1, 'network'>): WorldCat1 {
    const record = {network: this.world.network, ...input};
    this.world.cat1s.push(record);
    return record;
  }

  /** A DID and the singleton coin its creation makes (its parent is the launcher coin). */
  did(input: Omit<WorldDid, 'network' | 'did' | 'versions'>): WorldDid {
    const record: WorldDid = {network: this.world.network, did: encodeBech32m('did:chia:', input.launcherId), versions: [], ...input};
    this.world.dids.push(record);
    const coin = this.coin(`did ${input.key} v0`, {
      kind: 'did',
      parent: input.launcherId,
      owner: input.owner,
      sender: input.owner,
      amount: 1n,
      confirmed: input.createdHeight,
      did: input.key,
    });
    record.versions.push(coin.key);
    return record;
  }

  /** Spends a singleton's current coin and creates the next one: an NFT, DID or store moves on by one version. */
  private nextVersion(
    versions: string[],
    link: {nft: string} | {did: string} | {store: string},
    to: string,
    height: number,
    ownerDid?: string | null,
  ): WorldCoin {
    const current = this.coinOf(versions[versions.length - 1] ?? '');
    current.spentHeight = height;
    const label = 'nft' in link ? link.nft : 'did' in link ? `did ${link.did}` : `store ${link.store}`;
    const coin = this.coin(`${label} v${versions.length}`, {
      kind: current.kind,
      parent: current.key,
      owner: to,
      sender: current.owner,
      amount: 1n,
      confirmed: height,
      ...link,
      ...(ownerDid === undefined ? {} : {ownerDid}),
    });
    versions.push(coin.key);
    return coin;
  }

  /** The DID's owner spends its coin, to update its profile or sign with it. */
  updateDid(didKey: string, height: number): WorldCoin {
    const did = this.world.dids.find((d) => d.key === didKey);
    if (!did) throw new Error(`world: no DID ${didKey}`);
    return this.nextVersion(did.versions, {did: didKey}, did.owner, height);
  }

  collection(input: Omit<WorldCollection, 'network' | 'id'>): WorldCollection {
    const record = {network: this.world.network, id: encodeBech32m('col', input.hex), ...input};
    this.world.collections.push(record);
    return record;
  }

  /** An NFT and the singleton coin its mint creates (its parent is the launcher coin); the hashes of its files stand for files the examples never show. */
  nft(
    input: Omit<WorldNft, 'network' | 'id' | 'versions' | 'dataHash' | 'metadataHash' | 'licenseHash'> & {
      mintedTo: string;
      ownerDid: string | null;
    },
  ): WorldNft {
    const {mintedTo, ownerDid, ...rest} = input;
    const fileHash = (file: string): string => derivedHash(`${this.world.network} nft ${input.key} ${file} file`);
    const record: WorldNft = {
      network: this.world.network,
      id: encodeBech32m('nft', input.launcherId),
      versions: [],
      dataHash: fileHash('data'),
      metadataHash: fileHash('metadata'),
      licenseHash: fileHash('license'),
      ...rest,
    };
    this.world.nfts.push(record);
    const coin = this.coin(`${input.key} v0`, {
      kind: 'nft',
      parent: input.launcherId,
      owner: mintedTo,
      sender: mintedTo,
      amount: 1n,
      confirmed: input.mintHeight,
      nft: input.key,
      ownerDid,
    });
    record.versions.push(coin.key);
    return record;
  }

  /** Moves an NFT: spends its current singleton coin and creates the next one. */
  transferNft(nftKey: string, to: string, height: number, ownerDid: string | null): WorldCoin {
    const nft = this.world.nfts.find((n) => n.key === nftKey);
    if (!nft) throw new Error(`world: no NFT ${nftKey}`);
    return this.nextVersion(nft.versions, {nft: nftKey}, to, height, ownerDid);
  }

  /** An offer: its id is the base58 text of a hash unless given. */
  offer(input: {
    key: string;
    id?: string;
    maker: string;
    taker?: string;
    offered: OfferItem[];
    requested: OfferItem[];
    status: OfferStatus;
    createdHeight: number;
    /** Seconds after the block at `createdHeight` that the maker created the offer. */
    createdAfter: number;
    settledHeight?: number;
  }): WorldOffer {
    const id = input.id ?? base58.encode(Buffer.from(derivedHash(`${this.world.network} offer ${input.key}`), 'hex'));
    const record: WorldOffer = {
      key: input.key,
      network: this.world.network,
      id,
      file: offerFileExcerpt(`${this.world.network} offer ${input.key}`),
      maker: input.maker,
      taker: input.taker ?? null,
      offered: input.offered,
      requested: input.requested,
      status: input.status,
      createdHeight: input.createdHeight,
      createdTime: this.timeAt(input.createdHeight) + input.createdAfter,
      settledHeight: input.settledHeight ?? null,
    };
    this.world.offers.push(record);
    return record;
  }

  /** A DataLayer store: its id is the launcher id of the singleton that holds its root. */
  store(key: string, storeId: string, owner: string, createdHeight: number): void {
    const record = {key, network: this.world.network, storeId: stripHex(storeId), owner, versions: [] as string[]};
    this.world.stores.push(record);
    const coin = this.coin(`store ${key} v0`, {
      kind: 'dl',
      parent: storeId,
      owner,
      sender: owner,
      amount: 1n,
      confirmed: createdHeight,
      store: key,
    });
    record.versions.push(coin.key);
  }

  /** The store's owner publishes a new root: the store's coin moves on by one version. */
  updateStore(key: string, height: number): WorldCoin {
    const store = this.world.stores.find((s) => s.key === key);
    if (!store) throw new Error(`world: no store ${key}`);
    return this.nextVersion(store.versions, {store: key}, store.owner, height);
  }
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** The first characters of an offer file (`offer1…`), cut with an ellipsis: a real file runs to kilobytes. */
function offerFileExcerpt(label: string): string {
  const bytes = Buffer.from(derivedHash(label) + derivedHash(`${label} more`), 'hex');
  const body = [...bytes]
    .slice(0, 40)
    .map((b) => BECH32_CHARSET[b % 32])
    .join('');
  return `offer1${body}…`;
}

// The shape of the example world: plain records that name each other by key, so a test can copy
// the world with structuredClone, break one fact and see the checks catch it.
import type {NetworkName} from './chain';

export type CoinKind = 'standard' | 'cat' | 'nft' | 'did' | 'dl';

export interface WorldAddress {
  key: string;
  network: NetworkName;
  puzzleHash: string;
  /** The bech32m address (`xch1…` or `txch1…`). */
  address: string;
  /** True when every coin the address ever held is in the world, so its balances can be summed. */
  complete: boolean;
}

export interface WorldBlock {
  network: NetworkName;
  height: number;
  hash: string;
  isTransactionBlock: boolean;
  /** Unix time of the block; the API shows it for transaction blocks only. */
  time: number;
  farmer: string;
  pool: string;
  plot: string;
  /** Height of the previous transaction block; a transaction block pays the rewards from there up to itself. */
  previousTransactionHeight: number | null;
  /** True when every coin the block created or spent is in the world. */
  complete: boolean;
  /** For a block whose coins the world does not hold: what the API reports. */
  declared?: {transferredMojo: bigint; additions: number; removals: number};
}

export interface WorldCoin {
  id: string;
  key: string;
  network: NetworkName;
  kind: CoinKind;
  parent: string;
  puzzleHash: string;
  /** Mojo for standard coins; CAT mojo (1,000 a token) for CAT coins; 1 for NFT and DID singletons. */
  amount: bigint;
  owner: string;
  sender: string;
  confirmedHeight: number;
  spentHeight: number | null;
  memo: string[];
  coinbase: boolean;
  /** The puzzle that locks a standard coin, as the API names it. */
  puzzle: string;
  cat?: string;
  nft?: string;
  did?: string;
  store?: string;
  /** For an NFT coin: the DID that owns the NFT while this coin holds it. */
  ownerDid?: string | null;
  /** Transaction that created the coin, and the one that spent it. */
  confirmedTransaction: string;
  spentTransaction: string | null;
}

export interface WorldCat {
  key: string;
  network: NetworkName;
  assetId: string;
  name: string;
  symbol: string;
  description: string;
  previewUrl: string;
  tags: string[];
  twitter: string | null;
  discord: string | null;
  website: string | null;
  /** False for a token made up for the examples; its name says so. */
  real: boolean;
  /** Supply in CAT mojo, where the examples show it. */
  supply: {total: bigint; burned: bigint; melted: bigint} | null;
  /** Price of one token in XCH, or null when Spacescan has none. */
  priceXch: number | null;
}

/**
 * A token of the first CAT standard, CAT1, as the older api2 v0.1 listed it in February 2022.
 * Tokens moved to CAT2 in July 2022 under new asset ids; these records keep the CAT1 ids the older
 * API's examples ask for. Fields its owner never filled in are null.
 */
export interface WorldCat1 {
  key: string;
  network: NetworkName;
  assetId: string;
  name: string | null;
  symbol: string | null;
  description: string | null;
  /** The one tag api2 wrote, such as `Meme`. */
  tag: string | null;
  /** Supply in tokens, as api2 reported it; null where it reported none. */
  totalSupply: number | null;
}

export interface WorldDid {
  key: string;
  network: NetworkName;
  launcherId: string;
  did: string;
  name: string;
  createdHeight: number;
  owner: string;
  nameNft: string | null;
  nameService: string | null;
  expiry: number | null;
  profileUrl: string;
  bannerUrl: string;
  flagged: boolean;
  social: Record<string, string>;
  bio: string;
  collectionsCount: number;
  createdNftCount: number;
  ownedNftCount: number;
  /** The singleton coins that held the DID, oldest first. */
  versions: string[];
}

export interface WorldCollection {
  key: string;
  network: NetworkName;
  hex: string;
  id: string;
  name: string;
  description: string;
  previewUrl: string;
  bannerUrl: string;
  creatorDid: string;
  creatorAddress: string;
  createdHeight: number;
  nftCount: number;
  ownerCount: number;
  tradeCount: number;
  volumeXch: number;
  verified: boolean;
  /** The collection id that the CHIP-0007 metadata itself holds (a UUID). */
  metadataId: string;
  metadataAttributes: {type: string; value: string}[];
}

export interface WorldNft {
  key: string;
  network: NetworkName;
  launcherId: string;
  id: string;
  name: string;
  description: string;
  collection: string | null;
  creatorDid: string | null;
  creatorAddress: string;
  mintHeight: number;
  /** The singleton coins that held the NFT, oldest first; the last one holds it now. */
  versions: string[];
  attributes: {trait_type: string; value: string}[];
  rarity: number;
  previewUrl: string;
  dataUrl: string;
  metadataUrl: string;
  licenseUrl: string;
  /** The sha256 hashes of the data, metadata and licence files that the NFT commits to on chain. */
  dataHash: string;
  metadataHash: string;
  licenseHash: string;
  sensitive: boolean;
  flagged: boolean;
}

export type OfferItem = {kind: 'xch'; mojo: bigint} | {kind: 'cat'; cat: string; mojo: bigint} | {kind: 'nft'; nft: string};

export type OfferStatus = 'Active' | 'Completed' | 'Cancelled' | 'Expired';

export interface WorldOffer {
  key: string;
  network: NetworkName;
  /** Base58 id that Spacescan gives the offer. */
  id: string;
  /** The offer file, shortened for the examples. */
  file: string;
  maker: string;
  taker: string | null;
  offered: OfferItem[];
  requested: OfferItem[];
  status: OfferStatus;
  createdHeight: number;
  createdTime: number;
  settledHeight: number | null;
}

export interface WorldStore {
  key: string;
  network: NetworkName;
  storeId: string;
  owner: string;
  /** The singleton coins that held the store, oldest first. */
  versions: string[];
}

export interface LockedBalance {
  address: string;
  type: string;
  mojo: bigint;
}

/** Totals over every NFT Spacescan indexes, which the world does not hold one by one. */
export interface NftTotals {
  collections: number;
  nfts: number;
  trades: number;
  tradedXch: number;
  royaltyXch: number;
  tradedFiat: number;
  royaltyFiat: number;
}

export interface NetworkWorld {
  network: NetworkName;
  peakHeight: number;
  addresses: WorldAddress[];
  blocks: WorldBlock[];
  coins: WorldCoin[];
  cats: WorldCat[];
  /** Tokens of the first CAT standard that the older api2 examples ask for. */
  cat1s: WorldCat1[];
  dids: WorldDid[];
  collections: WorldCollection[];
  nfts: WorldNft[];
  offers: WorldOffer[];
  stores: WorldStore[];
}

export interface World {
  mainnet: NetworkWorld;
  testnet: NetworkWorld;
  /** What 1 XCH costs in US dollars at the mainnet peak. */
  xchPriceUsd: number;
  /** XCH nobody can spend: the burn address and the prefarm strategic reserves. */
  locked: LockedBalance[];
  nftTotals: NftTotals;
  /** Netspace at the peak, in EiB. */
  netspaceEib: number;
}

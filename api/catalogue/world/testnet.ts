// The testnet11 part of the example world: the ids that the testnet request samples ask for.
// Testnet has its own chain, heights, coins, tokens, NFTs and offers; only a puzzle hash is shared
// with mainnet, because one wallet key gives the same puzzle hash on both networks.
import {derivedHash} from './chain';
import {WorldBuilder, tokens, xch} from './builder';
import type {NetworkWorld} from './model';

export const TESTNET_PEAK = 2_650_000;

/** Testnet11 runs its own clock; these blocks carry the times the testnet samples ask for. */
const TESTNET_TIMES = {
  2_617_540: Date.UTC(2025, 7, 31, 23, 41, 15) / 1000,
  2_617_600: Date.UTC(2025, 8, 1) / 1000,
  [TESTNET_PEAK]: Date.UTC(2025, 8, 4, 3, 52, 30) / 1000,
} as const;

function asset(kind: string, key: string): string {
  return `https://assets.spacescan.io/${kind}/${derivedHash(`${kind} image testnet ${key}`).slice(0, 40)}.webp`;
}

export function buildTestnet(): NetworkWorld {
  const w = new WorldBuilder('testnet', TESTNET_PEAK);
  // Alice's wallet key on testnet: the same puzzle hash, a txch1 address.
  w.address('alice', {address: 'txch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcs7v2w6k'});
  w.address('tokenIssuer', {puzzleHash: '3a60f6660ce8f8999d49f4c6ffb18b362fda6f64eca250b7014afb0394f6d4b9'});
  w.address('faucet', {puzzleHash: derivedHash('testnet address faucet')});
  w.address('farmer', {puzzleHash: derivedHash('testnet address farmer')});
  w.address('pool', {puzzleHash: derivedHash('testnet address pool')});

  w.block({
    height: 2_617_540,
    isTransactionBlock: false,
    farmer: 'farmer',
    pool: 'pool',
    previousTransactionHeight: 2_617_539,
    time: TESTNET_TIMES[2_617_540],
  });
  w.block({
    height: 2_617_600,
    isTransactionBlock: true,
    farmer: 'farmer',
    pool: 'pool',
    previousTransactionHeight: 2_617_598,
    time: TESTNET_TIMES[2_617_600],
  });
  w.block({
    height: TESTNET_PEAK,
    isTransactionBlock: true,
    farmer: 'farmer',
    pool: 'pool',
    previousTransactionHeight: TESTNET_PEAK - 2,
    time: TESTNET_TIMES[TESTNET_PEAK],
  });

  w.coin('faucet funds', {
    parent: derivedHash('testnet parent of faucet funds'),
    owner: 'faucet',
    sender: 'faucet',
    amount: xch('100'),
    confirmed: 2_617_590,
    spent: 2_617_600,
  });
  w.coin('alice from faucet', {parent: 'faucet funds', owner: 'alice', sender: 'faucet', amount: xch('1.5'), confirmed: 2_617_600});

  w.cat({
    key: 'example',
    assetId: derivedHash('testnet cat example asset id'),
    name: 'Testnet Example Token (illustrative)',
    symbol: 'TEXT',
    description: 'An illustrative testnet CAT that stands for your own token in the testnet samples.',
    previewUrl: asset('cat', 'example'),
    tags: [],
    twitter: null,
    discord: null,
    website: null,
    real: false,
    supply: null,
    priceXch: null,
  });
  w.coin('alice example tokens', {
    kind: 'cat',
    cat: 'example',
    parent: derivedHash('testnet parent of alice example tokens'),
    owner: 'alice',
    sender: 'tokenIssuer',
    amount: tokens('500'),
    confirmed: 2_617_600,
  });

  w.did({
    key: 'alice',
    launcherId: derivedHash('testnet did alice launcher'),
    name: 'Alice (testnet)',
    createdHeight: 2_400_000,
    owner: 'alice',
    nameNft: null,
    nameService: null,
    expiry: null,
    profileUrl: asset('did', 'alice profile'),
    bannerUrl: asset('did', 'alice banner'),
    flagged: false,
    social: {},
    bio: 'Tries things on testnet first.',
    collectionsCount: 1,
    createdNftCount: 1,
    ownedNftCount: 1,
  });
  w.collection({
    key: 'drafts',
    hex: derivedHash('testnet collection drafts'),
    name: 'Testnet Drafts (illustrative)',
    description: 'Test mints before a mainnet drop.',
    previewUrl: asset('col', 'drafts preview'),
    bannerUrl: asset('col', 'drafts banner'),
    creatorDid: 'alice',
    creatorAddress: 'alice',
    createdHeight: 2_500_000,
    nftCount: 1,
    ownerCount: 1,
    tradeCount: 0,
    volumeXch: 0,
    verified: false,
    metadataId: 'C7D1E0F2-3A4B-4C5D-8E6F-7A8B9C0D1E2F',
    metadataAttributes: [],
  });
  w.nft({
    key: 'draft1',
    launcherId: derivedHash('testnet nft draft 1 launcher'),
    name: 'Draft #1',
    description: 'A test mint.',
    collection: 'drafts',
    creatorDid: 'alice',
    creatorAddress: 'alice',
    mintHeight: 2_500_100,
    mintedTo: 'alice',
    ownerDid: 'alice',
    rarity: 0,
    attributes: [],
    previewUrl: asset('nft', 'draft1 preview'),
    dataUrl: asset('nft', 'draft1 data'),
    metadataUrl: asset('nft', 'draft1 metadata'),
    licenseUrl: asset('nft', 'draft1 license'),
    sensitive: false,
    flagged: false,
  });
  w.offer({
    key: 'draft1 listing',
    maker: 'alice',
    offered: [{kind: 'nft', nft: 'draft1'}],
    requested: [{kind: 'xch', mojo: xch('0.1')}],
    status: 'Active',
    createdHeight: 2_617_600,
    createdAfter: 30,
  });
  return w.world;
}

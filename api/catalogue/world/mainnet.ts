// The mainnet part of the example world: a few days of one address's life near the peak, the
// blocks that hold it, three real CATs, one NFT collection, its creator's DID and some offers.
// Heights follow the 18.75-second schedule from 2021-03-19, so every time in the examples is the
// time its height gets. Change a fact here and every example that shows it changes with it.
import {derivedHash} from './chain';
import {WorldBuilder, tokens, xch} from './builder';
import type {NetworkWorld} from './model';

/** The newest block of the world: the block the peak example returns and the moment every balance is read. */
export const MAINNET_PEAK = 7_512_043;

function asset(kind: string, key: string): string {
  return `https://assets.spacescan.io/${kind}/${derivedHash(`${kind} image ${key}`).slice(0, 40)}.webp`;
}

export function buildMainnet(): NetworkWorld {
  const w = new WorldBuilder('mainnet', MAINNET_PEAK);

  // People. Alice is the address the address examples ask about; the world holds every coin she ever had.
  w.address('alice', {address: 'xch1raq84pknzte375kze2z3lapscwet5g3q9qqkse8cmnmp5yr40zcsntdcm9'}, true);
  w.address('bob', {address: 'xch1a6cd558gqsz2hch5pt0l8mx7zhavf32q5lyde09zjtqcmkelr9ns59k0j8'});
  w.address('carol', {address: 'xch1u7jecspyllxzsz4srfvf0pzv489vr3n3tnd3kx2da3avftaq854s4ndhny'});
  w.address('dave', {address: 'xch1dxtt3xsyehywmc4dhzlevvvtex9y0g9djtyw6r5j0k5l9xs47jwqxxse3d'});
  w.address('eve', {puzzleHash: derivedHash('mainnet address eve')});
  w.address('chiaNetwork', {address: 'xch1mvdvhnl9mmmqdl9e4nvvr6ak329vmv293k0t3hfy2p983t3lj4wqdgqu7j'});
  w.address('tokenIssuer', {address: 'xch18fs0vesvarufn82f7nr0lvvtxcha5mmyaj39pdcpftas898k6juse2z5rq'});
  // Farmers and the pools they farm for.
  w.address('farmer1', {address: 'xch17yszydqqpqd5kk9c86hah7jndvcxcp2u2mhxfyvzf6gucp0c3pzszy8jde'});
  w.address('pool1', {address: 'xch182d6s8mf82k9hfmmc8jzla2lmfxt426830d3xq44l0ny8x8jwtxswru4he'});
  for (const n of [2, 3, 4]) {
    w.address(`farmer${n}`, {puzzleHash: derivedHash(`mainnet address farmer ${n}`)});
    w.address(`pool${n}`, {puzzleHash: derivedHash(`mainnet address pool ${n}`)});
  }
  // Where locked XCH sits: the burn address and the three prefarm strategic reserves.
  w.address('burn', {address: 'xch1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqm6ks6e8mvy'});
  w.address('reserve1', {address: 'xch1y6krqgs2cjz6mjgz5wy4dd5zqghm3a5pgueccjtudchn2xzcajtsnyzvgy'});
  w.address('reserve2', {address: 'xch1yxqsmyuyjdlgxw4sqjg4vqlqv5ms2qzex00586nu643jqemmarwslh08yl'});
  w.address('reserve3', {address: 'xch18hp0afeqmcvn675dqpnxfhk7gggwcpjaa0huc45huu79tkaa28dsuse43w'});

  // Blocks. A non-transaction block from late 2024, the blocks around Alice's payment, and the peak.
  w.block({
    height: 6_555_398,
    isTransactionBlock: false,
    farmer: 'farmer2',
    pool: 'pool2',
    previousTransactionHeight: 6_555_397,
    hash: 'b19a4d7fb21b7b92c890c294f6132bfbb059ff7bb713f211d4b18e4204ef18e5',
    complete: true,
  });
  // 7,500,000 pays the rewards of its previous transaction block, 7,499,998, and of the two blocks
  // without transactions before that one; 7,499,999's reward comes with the next transaction block.
  w.block({
    height: 7_499_996,
    isTransactionBlock: false,
    farmer: 'farmer1',
    pool: 'pool1',
    previousTransactionHeight: 7_499_995,
    complete: true,
  });
  w.block({
    height: 7_499_997,
    isTransactionBlock: false,
    farmer: 'farmer4',
    pool: 'pool2',
    previousTransactionHeight: 7_499_995,
    complete: true,
  });
  w.block({height: 7_499_998, isTransactionBlock: true, farmer: 'farmer3', pool: 'pool3', previousTransactionHeight: 7_499_995});
  w.block({
    height: 7_499_999,
    isTransactionBlock: false,
    farmer: 'farmer4',
    pool: 'pool4',
    previousTransactionHeight: 7_499_998,
    complete: true,
  });
  w.block({
    height: 7_500_000,
    isTransactionBlock: true,
    farmer: 'farmer2',
    pool: 'pool2',
    previousTransactionHeight: 7_499_998,
    complete: true,
  });
  w.block({
    height: 7_510_878,
    isTransactionBlock: false,
    farmer: 'farmer2',
    pool: 'pool3',
    previousTransactionHeight: 7_510_877,
    complete: true,
  });
  w.block({height: 7_510_879, isTransactionBlock: true, farmer: 'farmer4', pool: 'pool1', previousTransactionHeight: 7_510_877});
  w.block({
    height: 7_510_880,
    isTransactionBlock: true,
    farmer: 'farmer3',
    pool: 'pool3',
    previousTransactionHeight: 7_510_879,
    hash: '149f01bf29c6d8d63afe6fd9d174649f8bbcd919e3775c4c2e09e7a355b928ff',
    complete: true,
  });
  w.block({
    height: MAINNET_PEAK,
    isTransactionBlock: true,
    farmer: 'farmer1',
    pool: 'pool1',
    previousTransactionHeight: 7_512_041,
    hash: 'ccf35be5f38b02a7f70944fd5af23544a6f9dbe438c3ead1afa11229e8b8e62f',
    declared: {transferredMojo: xch('12.5'), additions: 14, removals: 9},
  });

  // Tokens: three real CATs, with their real asset ids and names, and one made up for the update example.
  w.cat({
    key: 'usds',
    assetId: '6d95dae356e32a71db5ddcb42224754a02524c615c5fc35f568c2af04774e589',
    name: 'Stably USD',
    symbol: 'USDS',
    description: 'A US dollar stablecoin on Chia, issued by Stably.',
    previewUrl: asset('cat', 'usds'),
    tags: ['stablecoin'],
    twitter: 'https://twitter.com/StablyOfficial',
    discord: null,
    website: 'https://stably.io',
    real: true,
    supply: {total: tokens('40000000'), burned: tokens('1250'), melted: 0n},
    priceXch: 0.0984,
  });
  w.cat({
    key: 'dbx',
    assetId: 'db1a9020d48d9d4ad22631b66ab4b9ebd3637ef7758ad38881348c5d24c38f20',
    name: 'dexie bucks',
    symbol: 'DBX',
    description: 'The token of dexie, the Chia offer exchange.',
    previewUrl: asset('cat', 'dbx'),
    tags: ['exchange'],
    twitter: 'https://twitter.com/dexieSpace',
    discord: null,
    website: 'https://dexie.space',
    real: true,
    supply: null,
    priceXch: 0.00043,
  });
  w.cat({
    key: 'sbx',
    assetId: 'a628c1c2c6fcb74d53746157e438e108eab5c0bb3e5c80ff9b1910b3e4832913',
    name: 'Spacebucks',
    symbol: 'SBX',
    description: 'A community token on Chia.',
    previewUrl: asset('cat', 'sbx'),
    tags: ['community'],
    twitter: null,
    discord: null,
    website: null,
    real: true,
    supply: null,
    priceXch: 0.0000012,
  });
  w.cat({
    key: 'example',
    assetId: '0172b814964c80a5c9f58f955f7f54b6f80dada38645f0835450daad4adfe041',
    name: 'Space Token (illustrative)',
    symbol: 'SPACE',
    description: 'An illustrative CAT that stands for your own token in the update example.',
    previewUrl: asset('cat', 'example'),
    tags: [],
    twitter: null,
    discord: null,
    website: null,
    real: false,
    supply: null,
    priceXch: null,
  });

  // Tokens of the first CAT standard, as the older api2 v0.1 listed them in February 2022; CAT1
  // ended in July 2022, and Spacebucks lives on under the CAT2 asset id above.
  w.cat1({
    key: 'sbx',
    assetId: '78ad32a8c9ea70f27d73e9306fc467bab2a6b15b30289791e37ab6e8612212b1',
    name: 'Spacebucks',
    symbol: 'SBX',
    description: 'The galactic monetary standard.',
    tag: 'Meme',
    totalSupply: 1_000_000_000,
  });
  w.cat1({
    key: 'gic',
    assetId: '44a1d78b820f6404de3cc45b34932178f9ac8f3d9114db279f657ca83fa751b7',
    name: 'Caesar',
    symbol: 'GIC',
    description: 'Gaius Iulius Caesar Coin',
    tag: 'Meme',
    totalSupply: 1_337_073_535,
  });
  w.cat1({
    key: 'unnamed',
    assetId: '73f33751aa1bdb798adf5fec51cb9006105972576e73bbd002f2b1b243553aef',
    name: null,
    symbol: null,
    description: null,
    tag: null,
    totalSupply: null,
  });
  w.cat1({
    key: 'ch21',
    assetId: '509deafe3cd8bbfbb9ccce1d930e3d7b57b40c964fa33379b18d628175eb7a8f',
    name: 'Chia Holiday 2021',
    symbol: 'CH21',
    description: '',
    tag: 'Event',
    totalSupply: 3_000_000,
  });

  // Alice's XCH: Bob pays her 2.5 XCH, she pays Carol 0.75 and keeps 1.75 as change, some dust
  // arrives, then Dave pays her 0.09325. She ends with 1.84325 XCH and 500 mojo of dust.
  w.coin('bob funds', {
    parent: derivedHash('mainnet parent of bob funds'),
    owner: 'bob',
    sender: 'bob',
    amount: xch('10'),
    confirmed: 7_480_011,
    spent: 7_495_133,
  });
  w.coin('alice from bob', {
    parent: 'bob funds',
    owner: 'alice',
    sender: 'bob',
    amount: xch('2.5'),
    confirmed: 7_495_133,
    spent: 7_500_000,
    memo: ['invoice 1042'],
  });
  w.coin('bob change', {parent: 'bob funds', owner: 'bob', sender: 'bob', amount: xch('7.5'), confirmed: 7_495_133});
  w.coin('carol from alice', {
    parent: 'alice from bob',
    owner: 'carol',
    sender: 'alice',
    amount: xch('0.75'),
    confirmed: 7_500_000,
    memo: ['order 77'],
  });
  w.coin('alice change', {parent: 'alice from bob', owner: 'alice', sender: 'alice', amount: xch('1.75'), confirmed: 7_500_000});
  w.coin('eve funds', {
    parent: derivedHash('mainnet parent of eve funds'),
    owner: 'eve',
    sender: 'eve',
    amount: xch('1'),
    confirmed: 7_401_000,
    spent: 7_508_362,
  });
  w.coin('alice dust', {parent: 'eve funds', owner: 'alice', sender: 'eve', amount: 500n, confirmed: 7_508_362});
  w.coin('eve change', {parent: 'eve funds', owner: 'eve', sender: 'eve', amount: xch('1') - 500n, confirmed: 7_508_362});
  w.coin('dave funds', {
    parent: derivedHash('mainnet parent of dave funds'),
    owner: 'dave',
    sender: 'dave',
    amount: xch('5'),
    confirmed: 7_505_000,
    spent: 7_510_880,
  });
  w.coin('alice from dave', {
    parent: 'dave funds',
    owner: 'alice',
    sender: 'dave',
    amount: xch('0.09325'),
    confirmed: 7_510_880,
    memo: ['refund'],
  });
  w.coin('dave change', {parent: 'dave funds', owner: 'dave', sender: 'dave', amount: xch('4.90675'), confirmed: 7_510_880});

  // Alice's tokens: 250 USDS from Bob (100 go on to Carol), 25,000 SBX from Dave. Carol sends Bob DBX.
  w.coin('bob usds', {
    kind: 'cat',
    cat: 'usds',
    parent: derivedHash('mainnet parent of bob usds'),
    owner: 'bob',
    sender: 'bob',
    amount: tokens('1000'),
    confirmed: 7_470_500,
    spent: 7_495_133,
  });
  w.coin('alice usds from bob', {
    kind: 'cat',
    cat: 'usds',
    parent: 'bob usds',
    owner: 'alice',
    sender: 'bob',
    amount: tokens('250'),
    confirmed: 7_495_133,
    spent: 7_500_000,
    memo: ['invoice 1042'],
  });
  w.coin('bob usds change', {
    kind: 'cat',
    cat: 'usds',
    parent: 'bob usds',
    owner: 'bob',
    sender: 'bob',
    amount: tokens('750'),
    confirmed: 7_495_133,
  });
  w.coin('carol usds from alice', {
    kind: 'cat',
    cat: 'usds',
    parent: 'alice usds from bob',
    owner: 'carol',
    sender: 'alice',
    amount: tokens('100'),
    confirmed: 7_500_000,
    memo: ['order 77'],
  });
  w.coin('alice usds change', {
    kind: 'cat',
    cat: 'usds',
    parent: 'alice usds from bob',
    owner: 'alice',
    sender: 'alice',
    amount: tokens('150'),
    confirmed: 7_500_000,
  });
  w.coin('carol dbx', {
    kind: 'cat',
    cat: 'dbx',
    parent: derivedHash('mainnet parent of carol dbx'),
    owner: 'carol',
    sender: 'carol',
    amount: tokens('5000'),
    confirmed: 7_490_000,
    spent: 7_502_210,
  });
  w.coin('bob dbx from carol', {
    kind: 'cat',
    cat: 'dbx',
    parent: 'carol dbx',
    owner: 'bob',
    sender: 'carol',
    amount: tokens('1200'),
    confirmed: 7_502_210,
  });
  w.coin('carol dbx change', {
    kind: 'cat',
    cat: 'dbx',
    parent: 'carol dbx',
    owner: 'carol',
    sender: 'carol',
    amount: tokens('3800'),
    confirmed: 7_502_210,
  });
  w.coin('dave sbx', {
    kind: 'cat',
    cat: 'sbx',
    parent: derivedHash('mainnet parent of dave sbx'),
    owner: 'dave',
    sender: 'dave',
    amount: tokens('100000'),
    confirmed: 7_460_000,
    spent: 7_506_991,
  });
  w.coin('alice sbx from dave', {
    kind: 'cat',
    cat: 'sbx',
    parent: 'dave sbx',
    owner: 'alice',
    sender: 'dave',
    amount: tokens('25000'),
    confirmed: 7_506_991,
  });
  w.coin('dave sbx change', {
    kind: 'cat',
    cat: 'sbx',
    parent: 'dave sbx',
    owner: 'dave',
    sender: 'dave',
    amount: tokens('75000'),
    confirmed: 7_506_991,
  });

  // Identities: Chia Network's DID created the Chia Friends collection before any of its NFTs.
  w.did({
    key: 'chiaNetwork',
    launcherId: '28131414fed2de3b03cb4b6d851f06492aaa905d9e7aa28ec227c072d839696e',
    name: 'Chia Network',
    createdHeight: 2_090_000,
    owner: 'chiaNetwork',
    nameNft: 'chianetworkName',
    nameService: 'chianetwork.xch',
    expiry: Date.UTC(2026, 6, 4) / 1000,
    profileUrl: asset('did', 'chiaNetwork profile'),
    bannerUrl: asset('did', 'chiaNetwork banner'),
    flagged: false,
    social: {twitter: 'https://twitter.com/chia_project', website: 'https://www.chia.net'},
    bio: 'The team behind the Chia blockchain.',
    collectionsCount: 1,
    createdNftCount: 10_000,
    ownedNftCount: 24,
  });
  w.did({
    key: 'bob',
    launcherId: '43a2e6a0ca1c0a731f4c9444539cf64f3525a194e44aa5577556072b3d6a1994',
    name: 'Bob',
    createdHeight: 6_100_000,
    owner: 'bob',
    nameNft: null,
    nameService: null,
    expiry: null,
    profileUrl: asset('did', 'bob profile'),
    bannerUrl: asset('did', 'bob banner'),
    flagged: false,
    social: {},
    bio: 'Collector.',
    collectionsCount: 0,
    createdNftCount: 0,
    ownedNftCount: 0,
  });
  w.did({
    key: 'alice',
    launcherId: '9fbb369d85f982969f2f22be05b53716d5bede1994ce013f6eeca54d79f64a03',
    name: 'Alice',
    createdHeight: 7_400_000,
    owner: 'alice',
    nameNft: null,
    nameService: null,
    expiry: null,
    profileUrl: asset('did', 'alice profile'),
    bannerUrl: asset('did', 'alice banner'),
    flagged: false,
    social: {},
    bio: 'Collects eco-bit birds.',
    collectionsCount: 0,
    createdNftCount: 0,
    ownedNftCount: 1,
  });
  w.collection({
    key: 'chiaFriends',
    hex: '13f29f3a93ab00505b99d788794ddcdb4be2961ba3d67493f9f471e7fc9513dd',
    name: 'Chia Friends',
    description: '10,000 eco-bit NFTs on Chia, from Chia.',
    previewUrl: asset('col', 'chiaFriends preview'),
    bannerUrl: asset('col', 'chiaFriends banner'),
    creatorDid: 'chiaNetwork',
    creatorAddress: 'chiaNetwork',
    createdHeight: 2_170_000,
    nftCount: 10_000,
    ownerCount: 3_812,
    tradeCount: 2_318,
    volumeXch: 17_240.6,
    verified: true,
    metadataId: '517B1E97-F1AF-4824-A7B9-8D85E281D7B8',
    metadataAttributes: [
      {type: 'description', value: '10,000 eco-bit NFTs on Chia, from Chia.'},
      {type: 'twitter', value: '@chia_friends'},
      {type: 'website', value: 'https://www.chiafriends.xyz/'},
    ],
  });

  // NFTs: two Chia Friends and the name NFT of Chia Network's DID.
  w.nft({
    key: 'cf2713',
    launcherId: derivedHash('mainnet nft chia friends 2713 launcher'),
    name: 'Chia Friends #2713',
    description: 'An eco-bit fox from the Chia Friends collection.',
    collection: 'chiaFriends',
    creatorDid: 'chiaNetwork',
    creatorAddress: 'chiaNetwork',
    mintHeight: 2_175_200,
    mintedTo: 'chiaNetwork',
    ownerDid: 'chiaNetwork',
    rarity: 41,
    attributes: [
      {trait_type: 'Background', value: 'Sand'},
      {trait_type: 'Body', value: 'Fox (Red)'},
      {trait_type: 'Eyes', value: 'Sleepy'},
    ],
    previewUrl: asset('nft', 'cf2713 preview'),
    dataUrl: asset('nft', 'cf2713 data'),
    metadataUrl: asset('nft', 'cf2713 metadata'),
    licenseUrl: asset('nft', 'cf2713 license'),
    sensitive: false,
    flagged: false,
  });
  w.nft({
    key: 'cf6707',
    launcherId: '7ff8b187e156c030bdc857a12dcb3910bfcb17be923720b59a9d01dfd8243d8c',
    name: 'Chia Friends #6707',
    description: 'An eco-bit parakeet from the Chia Friends collection.',
    collection: 'chiaFriends',
    creatorDid: 'chiaNetwork',
    creatorAddress: 'chiaNetwork',
    mintHeight: 2_175_984,
    mintedTo: 'chiaNetwork',
    ownerDid: 'chiaNetwork',
    rarity: 85,
    attributes: [
      {trait_type: 'Background', value: 'Blue'},
      {trait_type: 'Body', value: 'Parakeet (Green)'},
      {trait_type: 'Eyes', value: 'Cyborg'},
    ],
    previewUrl: asset('nft', 'cf6707 preview'),
    dataUrl: asset('nft', 'cf6707 data'),
    metadataUrl: asset('nft', 'cf6707 metadata'),
    licenseUrl: asset('nft', 'cf6707 license'),
    sensitive: false,
    flagged: false,
  });
  w.nft({
    key: 'chianetworkName',
    launcherId: '021da916249ff946d389b8dd0017270afe22f34aaadee410594ccaeb15257a4b',
    name: 'chianetwork.xch',
    description: 'The name chianetwork.xch.',
    collection: null,
    creatorDid: null,
    creatorAddress: 'chiaNetwork',
    mintHeight: 3_100_000,
    mintedTo: 'chiaNetwork',
    ownerDid: 'chiaNetwork',
    rarity: 0,
    attributes: [],
    previewUrl: asset('nft', 'name preview'),
    dataUrl: asset('nft', 'name data'),
    metadataUrl: asset('nft', 'name metadata'),
    licenseUrl: asset('nft', 'name license'),
    sensitive: false,
    flagged: false,
  });
  // Alice is given #2713 and passes it on to Carol.
  w.transferNft('cf2713', 'alice', 7_401_500, 'alice');
  w.transferNft('cf2713', 'carol', 7_500_000, null);
  // Bob buys #6707 from Chia Network through an offer, then gives it to Alice.
  w.transferNft('cf6707', 'bob', 6_200_809, 'bob');
  w.transferNft('cf6707', 'alice', 7_504_519, 'alice');

  // Offers: the sale of #6707 to Bob, Alice's listing of it, Dave's bid for it, and Bob selling USDS.
  w.offer({
    key: 'cf6707 sale',
    id: 'H8c3h8hazarpd63pzqCDtQMwJpZtbuk8CFJ7rQsCWviJ',
    maker: 'chiaNetwork',
    taker: 'bob',
    offered: [{kind: 'nft', nft: 'cf6707'}],
    requested: [{kind: 'xch', mojo: xch('6.9')}],
    status: 'Completed',
    createdHeight: 6_198_010,
    createdAfter: 7,
    settledHeight: 6_200_809,
  });
  w.offer({
    key: 'cf6707 listing',
    id: 'HtLDNrF32NzjDSmbub4SYDsHDNBjucVvQvdaBUJBnzjf',
    maker: 'alice',
    offered: [{kind: 'nft', nft: 'cf6707'}],
    requested: [{kind: 'xch', mojo: xch('7.2')}],
    status: 'Active',
    createdHeight: 7_509_802,
    createdAfter: 11,
  });
  w.offer({
    key: 'cf6707 bid',
    id: 'AZXvtbC5Kx1U9463FDpN6VAuUs55SqsahhbxxmiAFJhg',
    maker: 'dave',
    offered: [{kind: 'xch', mojo: xch('5.5')}],
    requested: [{kind: 'nft', nft: 'cf6707'}],
    status: 'Active',
    createdHeight: 7_510_402,
    createdAfter: 4,
  });
  w.offer({
    key: 'usds sale',
    id: 'D2nSXdY7wXyu6Pki7XFUytSLyVNiqFEHLZLj9u19gCZW',
    maker: 'bob',
    offered: [{kind: 'cat', cat: 'usds', mojo: tokens('10.16')}],
    requested: [{kind: 'xch', mojo: xch('1')}],
    status: 'Active',
    createdHeight: 7_511_230,
    createdAfter: 9,
  });

  // In the block where she pays Carol, Alice also signs with her DID, and Bob publishes a new root
  // of his DataLayer store (the store the older mirror call reads).
  w.updateDid('alice', 7_500_000);
  w.store('mirror', 'be01e2a9bbb7e30579adacbfeb31c8096cf7467d783bd9b69886823dccd88e26', 'bob', 7_350_000);
  w.updateStore('mirror', 7_500_000);
  return w.world;
}

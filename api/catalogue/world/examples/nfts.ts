// Examples of the NFT, collection and DID calls: Chia Friends #6707 (minted by Chia Network's DID
// in 2022, bought by Bob in 2024, given to Alice, now listed by her), its collection and the DIDs.
import {isoTime} from '../chain';
import type {WorldCollection, WorldNft, WorldOffer} from '../model';
import type {CallExample, JsonValue} from '../../types';
import {addressOf, hex0x, isoAt, main, test, xchNumber, xchText} from './common';

const friend = main.nft('cf6707');
const friends = main.collection('chiaFriends');
const chiaNetwork = main.did('chiaNetwork');
const aliceDid = main.did('alice');
const testNft = test.nft('draft1');
const testCollection = test.collection('drafts');
const testDid = test.did('alice');

/** The XCH of an NFT's sales, its trades and volume. */
function market(nft: WorldNft): {trades: number; volume: number; lastSale: bigint | null} {
  const sales = main.sales(nft);
  return {trades: sales.length, volume: xchNumber(sales.reduce((a, b) => a + b, 0n)), lastSale: sales[0] ?? null};
}

function collectionRecord(col: WorldCollection): JsonValue {
  return {
    id: col.id,
    name: col.name,
    description: col.description,
    preview_url: col.previewUrl,
    banner_url: col.bannerUrl,
    creator: {did: main.did(col.creatorDid).did, address: addressOf(main, col.creatorAddress)},
    nft_count: col.nftCount,
    trade_count: col.tradeCount,
    volume: col.volumeXch,
  };
}

const withStats = {include_nft_count: true, include_trades: true, include_volume: true};

export const collectionsList: CallExample = {
  request: {mainnet: {page: 1, count: 1, ...withStats}, testnet: {page: 1, count: 1, ...withStats}},
  response: {
    json: {status: 'success', data: [collectionRecord(friends)], pagination: {page: 1, count: 1, total: main.world.nftTotals.collections}},
  },
};

export const collectionsInfo: CallExample = {
  request: {mainnet: {collection_id: friends.id, ...withStats}, testnet: {collection_id: testCollection.id, ...withStats}},
  response: {json: {status: 'success', data: collectionRecord(friends)}},
};

const blueBackground = {head: 'Background', subhead: 'Blue'};

/** The NFTs of a collection whose traits include every trait of the filter. */
function matching(col: WorldCollection, traits: {head: string; subhead: string}[]): WorldNft[] {
  return main.net.nfts.filter(
    (n) => n.collection === col.key && traits.every((t) => n.attributes.some((a) => a.trait_type === t.head && a.value === t.subhead)),
  );
}

const blueFriends = matching(friends, [blueBackground]);

export const collectionsNfts: CallExample = {
  request: {mainnet: {collection_id: friends.id, page: 1, count: 50}, testnet: {collection_id: testCollection.id, page: 1, count: 50}},
  body: {mainnet: {traits: [blueBackground], orderBy: 'rarity', order: 'desc'}},
  response: {
    json: {
      status: 'success',
      data: blueFriends.map((nft) => ({
        id: nft.id,
        name: nft.name,
        description: nft.description,
        preview_url: nft.previewUrl,
        minted_at: isoAt(main, nft.mintHeight),
        trade_count: market(nft).trades,
        volume: market(nft).volume,
        attributes: nft.attributes,
        owner: {address: main.nftOwner(nft).address},
      })),
      pagination: {page: 1, count: 50, total: blueFriends.length},
    },
  },
};

const mints = main.net.nfts.filter((n) => n.collection === friends.key).sort((a, b) => b.mintHeight - a.mintHeight);

export const collectionsActivities: CallExample = {
  request: {
    mainnet: {collection_id: friends.id, type: 'mint', page: 1, count: mints.length},
    testnet: {collection_id: testCollection.id, type: 'mint', page: 1, count: mints.length},
  },
  response: {
    json: {
      status: 'success',
      data: mints.map((nft) => ({
        id: nft.id,
        name: nft.name,
        preview_url: nft.previewUrl,
        timestamp: isoAt(main, nft.mintHeight),
        type: 'mint',
        owner: {address: main.nftOwner(nft).address},
      })),
      pagination: {page: 1, count: mints.length, total: friends.nftCount},
    },
  },
};

export const collectionInfo: CallExample = {
  request: {mainnet: {collection_id: friends.id}, testnet: {collection_id: testCollection.id}},
  response: {
    json: {
      status: 'success',
      collection: {
        id: friends.id,
        name: friends.name,
        description: friends.description,
        icon_uri: friends.previewUrl,
        banner_uri: friends.bannerUrl,
        nft_count: friends.nftCount,
        owner_count: friends.ownerCount,
        verified: friends.verified,
        created_at: isoAt(main, friends.createdHeight),
      },
    },
  },
};

export const didInfo: CallExample = {
  request: {mainnet: {did: chiaNetwork.did}, testnet: {did: testDid.did}},
  response: {
    json: {
      status: 'success',
      data: {
        did: {did: chiaNetwork.did, did_hex: hex0x(chiaNetwork.launcherId)},
        name: chiaNetwork.name,
        name_nft_id: chiaNetwork.nameNft === null ? null : main.nft(chiaNetwork.nameNft).id,
        name_service: chiaNetwork.nameService,
        expiry: chiaNetwork.expiry === null ? null : isoTime(chiaNetwork.expiry),
        profile_url: chiaNetwork.profileUrl,
        banner_url: chiaNetwork.bannerUrl,
        flagged: chiaNetwork.flagged,
        social: chiaNetwork.social,
        bio: chiaNetwork.bio,
        collections_count: chiaNetwork.collectionsCount,
        created_nft_count: chiaNetwork.createdNftCount,
        owned_nft_count: chiaNetwork.ownedNftCount,
      },
    },
  },
};

/** An NFT as `/did/nfts/{did}` writes it; prices are in mojo there. */
function didNftRecord(nft: WorldNft): JsonValue {
  const creator = main.address(nft.creatorAddress);
  const owner = main.nftOwner(nft);
  const listed = main.listPrice(nft);
  const bid = main.topBid(nft);
  const {lastSale} = market(nft);
  return {
    id: nft.id,
    name: nft.name,
    preview_url: nft.previewUrl,
    created_height: String(nft.mintHeight),
    created_time: isoAt(main, nft.mintHeight),
    flagged: nft.flagged,
    description: nft.description,
    collection: nft.collection === null ? null : {id: main.collection(nft.collection).id, name: main.collection(nft.collection).name},
    last_sale: lastSale === null ? null : lastSale.toString(),
    creator: {
      address: creator.address,
      address_hex: hex0x(creator.puzzleHash),
      did: nft.creatorDid === null ? null : main.did(nft.creatorDid).did,
      did_hex: nft.creatorDid === null ? null : hex0x(main.did(nft.creatorDid).launcherId),
    },
    owner: {address: owner.address, address_hex: hex0x(owner.puzzleHash)},
    sensitive_content: nft.sensitive,
    attributes: nft.attributes,
    rarity: nft.rarity,
    top_bid: bid === null ? null : Number(bid),
    buy_now: listed === null ? null : Number(listed),
  };
}

const ownedByAlice = main.net.nfts.filter((n) => main.nftCoin(n).ownerDid === aliceDid.key);

export const didNfts: CallExample = {
  request: {
    mainnet: {did: aliceDid.did, type: 'owned', page: 1, count: 50},
    testnet: {did: testDid.did, type: 'owned', page: 1, count: 50},
  },
  response: {
    json: {
      status: 'success',
      data: {
        owned_nft_count: aliceDid.ownedNftCount,
        created_nft_count: aliceDid.createdNftCount,
        page: 1,
        size: 50,
        owned_nfts: ownedByAlice.map(didNftRecord),
        created_nfts: [],
      },
    },
  },
};

const askFriend = {mainnet: {nft_id: friend.id}, testnet: {nft_id: testNft.id}};

function xchOrNull(mojo: bigint | null): string | null {
  return mojo === null ? null : xchText(mojo);
}

export const nftInfo: CallExample = {
  request: askFriend,
  response: {
    json: {
      id: friend.id,
      name: friend.name,
      preview_url: friend.previewUrl,
      created_height: String(friend.mintHeight),
      created_time: isoAt(main, friend.mintHeight),
      collection: {id: friends.id, name: friends.name, description: friends.description, preview_url: friends.previewUrl},
      price: xchOrNull(main.listPrice(friend)),
      creator: {did: {id: chiaNetwork.did, name: chiaNetwork.name}, address: {address: addressOf(main, friend.creatorAddress)}},
      owner: {address: main.nftOwner(friend).address},
      description: friend.description,
      data_url: [friend.dataUrl],
      metadata_urls: [friend.metadataUrl],
      license_urls: [friend.licenseUrl],
      rarity: friend.rarity,
      top_bid: xchOrNull(main.topBid(friend)),
      last_sale: xchOrNull(market(friend).lastSale),
      current_price: xchOrNull(main.listPrice(friend)),
      attributes: friend.attributes,
    },
  },
};

export const nftStats: CallExample = {
  request: {mainnet: {}, testnet: {}},
  response: {
    json: {
      status: 'success',
      data: {
        collections_count: main.world.nftTotals.collections,
        nft_count: main.world.nftTotals.nfts,
        trades_count: main.world.nftTotals.trades,
        traded_amount_xch: main.world.nftTotals.tradedXch,
        royalty_amount_xch: main.world.nftTotals.royaltyXch,
        traded_amount_fiat: main.world.nftTotals.tradedFiat,
        royalty_amount_fiat: main.world.nftTotals.royaltyFiat,
      },
    },
  },
};

export const nftOriginal: CallExample = {
  request: askFriend,
  response: {
    contentType: 'application/octet-stream',
    binary:
      "The raw bytes of the NFT's original file. The Content-Type header names the real format, such as image/png or application/pdf.",
  },
};

export const nftLicense: CallExample = {
  request: askFriend,
  response: {
    contentType: 'application/octet-stream',
    binary:
      "The raw bytes of the NFT's license document. The Content-Type header names the real format, such as image/png or application/pdf.",
  },
};

export const nftMetadata: CallExample = {
  request: askFriend,
  response: {
    json: {
      format: 'CHIP-0007',
      name: friend.name,
      description: friend.description,
      sensitive_content: friend.sensitive,
      collection: {name: friends.name, id: friends.metadataId, attributes: friends.metadataAttributes},
      attributes: friend.attributes,
    },
  },
};

export const nftEvents: CallExample = {
  request: askFriend,
  response: {
    json: friend.versions
      .map((key, version) => ({coin: main.coin(key), version}))
      .reverse()
      .map(({coin, version}) => ({
        coin_name: coin.id,
        nft_id: friend.id,
        version_number: version,
        confirmed_block: String(coin.confirmedHeight),
        confirmed_time: isoAt(main, coin.confirmedHeight),
        spend_block: String(coin.spentHeight ?? 0),
        spend_time: coin.spentHeight === null ? null : isoAt(main, coin.spentHeight),
        owner_address: addressOf(main, coin.owner),
        owner_did: coin.ownerDid ? main.did(coin.ownerDid).did : null,
        parent_coin: coin.parent,
        from_address: addressOf(main, coin.sender),
        is_ephemeral: coin.spentHeight === coin.confirmedHeight,
        memo: null,
        spend_tags: null,
        confirmed_txn_id: coin.confirmedTransaction,
        spend_txn_id: coin.spentTransaction,
        is_spend: coin.spentHeight !== null,
        confirmed_txn_type: 3,
      })),
  },
};

/** An offer as `/nfts/offers/{nft_id}` writes it: status as a number, prices in XCH. */
function nftOfferRecord(offer: WorldOffer): Record<string, JsonValue> {
  const assets = offer.offered.map((i): JsonValue =>
    i.kind === 'nft'
      ? {type: 'NFT1', id: main.nft(i.nft).id}
      : i.kind === 'xch'
        ? {type: 'XCH', amount: xchNumber(i.mojo)}
        : {type: 'CAT2', asset_id: main.cat(i.cat).assetId},
  );
  return {
    offer_hash: null,
    hash_base_58: offer.id,
    hash_bech32: null,
    offered_requested_hash: null,
    created: isoTime(offer.createdTime),
    settled: offer.settledHeight === null ? null : isoAt(main, offer.settledHeight),
    height: offer.settledHeight,
    log_time: null,
    offer_status: {Active: 0, Completed: 1, Cancelled: 2, Expired: 3}[offer.status],
    offered_assets: assets,
  };
}

export const nftOffers: CallExample = {
  request: askFriend,
  response: {
    json: {
      status: 'success',
      data: {
        nft_id: friend.id,
        total_offers: main.bids(friend).length,
        total_listings: main.listings(friend).length,
        offers: main.bids(friend).map((bid) => ({
          ...nftOfferRecord(bid),
          offered_type: [...new Set(bid.offered.map((i) => ({xch: 'XCH', cat: 'CAT2', nft: 'NFT1'})[i.kind]))],
          listings: main.listings(friend).map(nftOfferRecord),
        })),
      },
    },
  },
};

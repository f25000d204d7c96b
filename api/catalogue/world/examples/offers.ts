// Examples of the offer calls: the open offers of the world, Alice's listing of Chia Friends #6707,
// and Bob's sale of Stably USD, which is also the offer the upload example sends.
import type {OfferItem} from '../model';
import type {CallExample, JsonValue} from '../../types';
import {main, offerRecord, test} from './common';

const listing = main.offer('cf6707 listing');
const usdsSale = main.offer('usds sale');
const usds = main.cat('usds');
const testOffer = test.offer('draft1 listing');
const testToken = test.cat('example');

const headers = {mainnet: {version: 'v1', network: 'xch'}, testnet: {version: 'v1', network: 'txch'}};

const active = main.net.offers.filter((o) => o.status === 'Active').sort((a, b) => b.createdTime - a.createdTime);

export const offersList: CallExample = {
  request: {
    mainnet: {count: active.length, status: 'Active', page: 1, ...headers.mainnet},
    testnet: {count: active.length, status: 'Active', page: 1, ...headers.testnet},
  },
  response: {json: {status: 'success', data: active.map((o) => offerRecord(main, o))}},
};

export const offersInfo: CallExample = {
  request: {mainnet: {offer_id: listing.id, ...headers.mainnet}, testnet: {offer_id: testOffer.id, ...headers.testnet}},
  response: {json: {status: 'success', data: offerRecord(main, listing)}},
};

export const offersByAsset: CallExample = {
  request: {mainnet: {asset_id: usds.assetId, ...headers.mainnet}, testnet: {asset_id: testToken.assetId, ...headers.testnet}},
  response: {json: {status: 'success', data: main.offersWith(usds.key).map((o) => offerRecord(main, o))}},
};

/** One side of an offer as the upload summary writes it: amounts in mojo. */
function summaryItem(item: OfferItem): JsonValue {
  switch (item.kind) {
    case 'xch':
      return {type: 'XCH', amount: Number(item.mojo)};
    case 'cat':
      return {type: 'CAT2', asset_id: main.cat(item.cat).assetId, amount: Number(item.mojo)};
    case 'nft':
      return {type: 'NFT1', nft_id: main.nft(item.nft).id, amount: 1};
  }
}

export const offersUpload: CallExample = {
  request: {mainnet: {version: '1', coin: 'xch'}, testnet: {version: '1', coin: 'txch'}},
  body: {mainnet: {offer: usdsSale.file}, testnet: {offer: testOffer.file}},
  response: {
    json: {
      success: 'true',
      offer: {id: usdsSale.id, summary: {offered: usdsSale.offered.map(summaryItem), requested: usdsSale.requested.map(summaryItem)}},
      view_link: `https://www.spacescan.io/xch/offer/${usdsSale.id}`,
      offer_link: `https://api.spacescan.io/api/offer/raw/${usdsSale.id}?coin=xch`,
    },
  },
};

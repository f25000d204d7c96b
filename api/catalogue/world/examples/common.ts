// What the example modules share: the two views of the world and the ways the API writes values.
import {MOJO_PER_CAT, MOJO_PER_XCH, encodeBech32m, isoTime, toUnits, toUnitsText} from '../chain';
import {world} from '../index';
import {views, xchNumber, type NetworkView} from '../view';
import type {OfferItem, WorldCat, WorldCoin, WorldOffer} from '../model';
import type {JsonValue} from '../../types';

export const {main, test} = views(world);
export {world, xchNumber};

/** The ISO 8601 time the world gives a height. */
export function isoAt(view: NetworkView, height: number): string {
  return isoTime(view.timeAt(height));
}

export function hex0x(hex: string): string {
  return `0x${hex}`;
}

/** Tokens as a JSON number, from CAT mojo. */
export function tokenNumber(mojo: bigint): number {
  return toUnits(mojo, MOJO_PER_CAT);
}

/** Tokens as the API's string with three decimals, such as `150.000`. */
export function tokenText(mojo: bigint): string {
  const [whole, frac = ''] = toUnitsText(mojo, MOJO_PER_CAT).split('.');
  return `${whole}.${frac.padEnd(3, '0')}`;
}

export function xchText(mojo: bigint): string {
  return toUnitsText(mojo, MOJO_PER_XCH);
}

export function tokenId(cat: WorldCat): string {
  return encodeBech32m('tkn', cat.assetId);
}

export function addressOf(view: NetworkView, key: string): string {
  return view.address(key).address;
}

/** The value of a coin in the unit a reader counts it in: XCH for standard coins, tokens for CAT coins. */
export function coinUnits(coin: WorldCoin): number {
  return coin.kind === 'cat' ? tokenNumber(coin.amount) : xchNumber(coin.amount);
}

/** Newest coin first; the address lists return them in that order. */
export function newestCoinFirst(a: WorldCoin, b: WorldCoin): number {
  return b.confirmedHeight - a.confirmedHeight;
}

/** One item of an offer as the offer lists write it. */
export function offerItem(view: NetworkView, item: OfferItem): JsonValue {
  switch (item.kind) {
    case 'xch':
      return {type: 'XCH', symbol: 'XCH', amount: xchNumber(item.mojo)};
    case 'cat': {
      const cat = view.cat(item.cat);
      return {type: 'CAT2', cat_info: {asset_id: cat.assetId, name: cat.name}, symbol: cat.symbol, amount: tokenNumber(item.mojo)};
    }
    case 'nft': {
      const nft = view.nft(item.nft);
      return {type: 'NFT1', nft_info: {id: nft.id, name: nft.name, preview_url: nft.previewUrl}, symbol: null, amount: 1};
    }
  }
}

/** An offer as `/offers`, `/offer/{offer_id}` and `/offers/asset/{asset_id}` return it. */
export function offerRecord(view: NetworkView, offer: WorldOffer): JsonValue {
  return {
    id: offer.id,
    offer_status: offer.status,
    offer: offer.file,
    offered: offer.offered.map((i) => offerItem(view, i)),
    requested: offer.requested.map((i) => offerItem(view, i)),
    created: isoTime(offer.createdTime),
    settled: offer.settledHeight === null ? null : isoAt(view, offer.settledHeight),
    height: offer.settledHeight ?? offer.createdHeight,
  };
}

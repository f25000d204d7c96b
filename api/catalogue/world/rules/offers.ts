// offer-items: each item of an offer is what its type says, and the offer is what the world holds.
import {MOJO_PER_CAT, MOJO_PER_XCH, toUnitsText} from '../chain';
import {NetworkView} from '../view';
import type {OfferItem} from '../model';
import {walkJson} from '../../problems';
import type {JsonValue} from '../../types';
import {isObject, same, show, tokensOf, xchOfMojo} from './context';
import type {Context, Example} from './context';

export function checkOfferItems(ctx: Context, example: Example): void {
  const view = ctx.views[example.network];
  for (const [path, obj] of walkJson(example.value, example.base)) {
    if (!isObject(obj) || typeof obj.type !== 'string' || !['NFT1', 'CAT2', 'XCH'].includes(obj.type)) continue;
    if (!/(offered|requested|offered_assets)\[\d+\]$/.test(path)) continue;
    ctx.cover('offer-items', example);
    const hasNft = 'nft_info' in obj || 'nft_id' in obj || (typeof obj.id === 'string' && obj.id.startsWith('nft1'));
    const hasCat = 'cat_info' in obj || 'asset_id' in obj;
    if (obj.type === 'NFT1' && (!hasNft || hasCat))
      ctx.add('offer-items', path, 'an NFT1 item names its NFT (nft_info or nft_id) and carries no cat_info');
    if (obj.type === 'CAT2' && (!hasCat || hasNft))
      ctx.add('offer-items', path, 'a CAT2 item names its token (cat_info or asset_id) and carries no nft_info');
    if (obj.type === 'XCH' && (hasCat || hasNft)) ctx.add('offer-items', path, 'an XCH item carries neither cat_info nor nft_info');
    const assetId = isObject(obj.cat_info) ? obj.cat_info.asset_id : obj.asset_id;
    const cat = typeof assetId === 'string' ? ctx.lookup.findKind(assetId, 'cat', example.network)?.record : undefined;
    const symbol = obj.type === 'XCH' ? 'XCH' : obj.type === 'NFT1' ? null : cat?.symbol;
    if ('symbol' in obj && obj.symbol !== symbol) {
      const why =
        symbol === null
          ? 'is an NFT, which has no ticker (null)'
          : symbol === undefined
            ? 'is no token of the world'
            : `has the ticker ${symbol}`;
      ctx.add('offer-items', `${path}.symbol`, `is ${show(obj.symbol)}, but the item's asset ${why}`);
    }
  }
  // The sides of each offer the example shows are the sides the world gives that offer.
  for (const [path, obj] of walkJson(example.value, example.base)) {
    if (!isObject(obj)) continue;
    const id = typeof obj.id === 'string' ? obj.id : undefined;
    const offer = id ? ctx.lookup.findKind(id, 'offer', example.network)?.record : undefined;
    const sides = isObject(obj.summary) ? obj.summary : obj;
    if (!offer) continue;
    for (const side of ['offered', 'requested'] as const) {
      const items = sides[side];
      if (!Array.isArray(items)) continue;
      ctx.cover('offer-items', example);
      const wanted = offer[side];
      const fits = items.length === wanted.length && items.every((item, i) => itemFits(item, wanted[i], view));
      if (!fits)
        ctx.add(
          'offer-items',
          `${path}.${side}`,
          `the world's offer ${offer.key} ${side === 'offered' ? 'gives' : 'asks for'} ${wanted.map((w) => describeItem(w, view)).join(' and ')}`,
        );
    }
  }
}

function itemFits(item: JsonValue, wanted: OfferItem | undefined, view: NetworkView): boolean {
  if (!isObject(item) || !wanted) return false;
  switch (wanted.kind) {
    case 'xch':
      return item.type === 'XCH' && (same(item.amount, xchOfMojo(wanted.mojo)) || same(item.amount, wanted.mojo));
    case 'cat': {
      const assetId = isObject(item.cat_info) ? item.cat_info.asset_id : item.asset_id;
      return (
        item.type === 'CAT2' &&
        same(assetId, view.cat(wanted.cat).assetId) &&
        (same(item.amount, tokensOf(wanted.mojo)) || same(item.amount, wanted.mojo))
      );
    }
    case 'nft': {
      const nftId = isObject(item.nft_info) ? item.nft_info.id : (item.nft_id ?? item.id);
      return item.type === 'NFT1' && same(nftId, view.nft(wanted.nft).id);
    }
  }
}

function describeItem(item: OfferItem, view: NetworkView): string {
  if (item.kind === 'xch') return `${toUnitsText(item.mojo, MOJO_PER_XCH)} XCH`;
  if (item.kind === 'cat') return `${toUnitsText(item.mojo, MOJO_PER_CAT)} ${view.cat(item.cat).symbol}`;
  return view.nft(item.nft).name;
}

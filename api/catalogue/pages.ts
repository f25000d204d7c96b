// Every page of the API reference, in the order of the reference facts: the entries as written,
// and the pages they resolve to (hosts from the access, examples from the world).
import {resolvePage} from './resolve';
import type {ApiPage, ExampleAgreement, PageSpec} from './types';
import address_xch_balance from './entries/address/xch_balance';
import address_xch_historical_balance from './entries/address/xch_historical_balance';
import address_token_balance from './entries/address/token_balance';
import address_nft_balance from './entries/address/nft_balance';
import address_xch_transactions from './entries/address/xch_transactions';
import address_token_transactions from './entries/address/token_transactions';
import address_nft_transactions from './entries/address/nft_transactions';
import block_peak from './entries/block/peak';
import block_info from './entries/block/info';
import block_timestamp from './entries/block/timestamp';
import block_transactions from './entries/block/transactions';
import cat_list from './entries/cat/list';
import cat_info from './entries/cat/info';
import cat_total_supply from './entries/cat/total-supply';
import cat_circulating_supply from './entries/cat/circulating-supply';
import cat_holders from './entries/cat/holders';
import cat_price from './entries/cat/price';
import cat_activity from './entries/cat/activity';
import cat_update from './entries/cat/update';
import cat_transactions from './entries/cat/transactions';
import collections_list from './entries/collections/list';
import collections_info from './entries/collections/info';
import collections_nfts from './entries/collections/nfts';
import collections_activities from './entries/collections/activities';
import collection_info from './entries/collection/info';
import did_info from './entries/did/info';
import did_nfts from './entries/did/nfts';
import nft_info from './entries/nft/info';
import nft_stats from './entries/nft/stats';
import nft_original from './entries/nft/original';
import nft_metadata from './entries/nft/metadata';
import nft_events from './entries/nft/events';
import nft_offers from './entries/nft/offers';
import nft_license_info from './entries/nft/license_info';
import offers_upload from './entries/offers/upload';
import offers_list from './entries/offers/list';
import offers_info from './entries/offers/info';
import offers_by_asset from './entries/offers/by_asset';
import stats_price from './entries/stats/price';
import stats_total_supply from './entries/stats/total-supply';
import stats_circulating_supply from './entries/stats/circulating-supply';
import tools_convert_to_address from './entries/tools/convert_to_address';
import tools_convert_from_address from './entries/tools/convert_from_address';
import tools_convert_to_nft from './entries/tools/convert_to_nft';
import tools_convert_from_nft from './entries/tools/convert_from_nft';
import tools_convert_to_did from './entries/tools/convert_to_did';
import tools_convert_from_did from './entries/tools/convert_from_did';
import tools_get_coin_id from './entries/tools/get_coin_id';
import coins from './entries/coins';
import data_layer from './entries/data_layer';
import mempool from './entries/mempool';
import did from './entries/did';
import nft from './entries/nft';
import offers from './entries/offers';
import stats from './entries/stats';

export const apiPageSpecs: readonly PageSpec[] = [
  address_xch_balance,
  address_xch_historical_balance,
  address_token_balance,
  address_nft_balance,
  address_xch_transactions,
  address_token_transactions,
  address_nft_transactions,
  block_peak,
  block_info,
  block_timestamp,
  block_transactions,
  cat_list,
  cat_info,
  cat_total_supply,
  cat_circulating_supply,
  cat_holders,
  cat_price,
  cat_activity,
  cat_update,
  cat_transactions,
  collections_list,
  collections_info,
  collections_nfts,
  collections_activities,
  collection_info,
  did_info,
  did_nfts,
  nft_info,
  nft_stats,
  nft_original,
  nft_metadata,
  nft_events,
  nft_offers,
  nft_license_info,
  offers_upload,
  offers_list,
  offers_info,
  offers_by_asset,
  stats_price,
  stats_total_supply,
  stats_circulating_supply,
  tools_convert_to_address,
  tools_convert_from_address,
  tools_convert_to_nft,
  tools_convert_from_nft,
  tools_convert_to_did,
  tools_convert_from_did,
  tools_get_coin_id,
  coins,
  data_layer,
  mempool,
  did,
  nft,
  offers,
  stats,
];

export const apiPages: readonly ApiPage[] = apiPageSpecs.map(resolvePage);

/** What each call's example must show beyond its shape, by call id. */
export const apiAgreements: ReadonlyMap<string, readonly ExampleAgreement[]> = new Map(
  apiPageSpecs.flatMap((page) => page.calls.map((call) => [call.id, call.agreements ?? []] as const)),
);

// The rules for an example in a page's text: a JSON block of a guide, an FAQ answer or a post, and
// the request sample above it. It answers to the same world and Chia's rules as the API examples
// (identifiers, facts, coin ids, the schedule, the peak, order, rewards, supply, balances, offer
// items), without a catalogue call to hold it to: the ids its request names must be things of the
// world on the example's network, and the answer must name them too.
import type {NetworkName} from '../chain';
import {WorldLookup, looksLikeId, type Entity, type EntityKind} from '../lookup';
import {NetworkView} from '../view';
import {walkJson, type CatalogueProblem} from '../../problems';
import type {JsonValue, ScalarValue} from '../../types';
import {checkCoinIds, checkOrder, checkPeak, checkRewards, checkSchedule} from './chain-rules';
import {emptyCoverage, lastKey, type Context, type Coverage, type Example, type ExampleCall} from './context';
import {checkFacts} from './facts';
import {checkBalance, checkSupply} from './figures';
import {checkIdentifiers} from './identifiers';
import {checkOfferItems} from './offers';

/** An example a page shows, as the writers' checks find it in the page's Markdown. */
export interface DocumentExample {
  /** Where the example is, as its problems name it: `docs/for-developers/nft_api.mdx:60`. */
  source: string;
  /** Mainnet, unless the page marks the block as a testnet answer. */
  network: NetworkName;
  /** The JSON the block holds. */
  value: JsonValue;
  /** The ids the request sample before the block names, in their order. */
  requestIds: string[];
}

/** The request parameter an id stands for, by the kind of thing the world knows it as. */
const PARAM_FOR_KIND: Partial<Record<EntityKind, string>> = {
  address: 'address',
  coin: 'coin_id',
  cat: 'asset_id',
  cat1: 'asset_id',
  nft: 'nft_id',
  did: 'did',
  collection: 'col_id',
  offer: 'offer_id',
  store: 'store_id',
};

/** The request as parameters: each id under the name of what it is, so that the rules tie the answer to it. */
export function requestValues(ids: readonly string[], lookup: WorldLookup, network: NetworkName): Record<string, ScalarValue> {
  const values: Record<string, ScalarValue> = {};
  for (const [i, id] of ids.entries()) {
    const entity = lookup.find(id).find((e) => e.network === network) ?? lookup.find(id)[0];
    const name = (entity && PARAM_FOR_KIND[entity.kind]) ?? 'id';
    values[name in values ? `${name}_${i}` : name] = id;
  }
  return values;
}

/** The call an example in a page's text belongs to: the request is all it has. */
function documentCall(source: string, request: Record<string, ScalarValue>): ExampleCall {
  return {id: source, path: '', params: [], example: {mainnet: request}, responseFields: []};
}

/** The things of the world an answer names, on the example's network. */
function entitiesNamed(value: JsonValue, lookup: WorldLookup, network: NetworkName): Set<Entity['record']> {
  const named = new Set<Entity['record']>();
  for (const [path, node] of walkJson(value, '')) {
    if (typeof node !== 'string' || !looksLikeId(node, lastKey(path))) continue;
    for (const entity of lookup.find(node)) if (entity.network === network) named.add(entity.record);
  }
  return named;
}

/** echo: the answer is about what the request asked for; every id the request names comes back in it. */
function checkEcho(example: DocumentExample, lookup: WorldLookup, add: Context['add']): void {
  const named = entitiesNamed(example.value, lookup, example.network);
  for (const id of example.requestIds) {
    const asked = lookup.find(id).filter((e) => e.network === example.network);
    if (asked.length === 0) continue;
    if (!asked.some((e) => named.has(e.record))) add('echo', 'request', `asks for ${id}, but the answer does not name it`);
  }
}

/** Every problem of one example in a page's text; `coverage` counts which rules looked at it. */
export function checkDocumentExample(
  example: DocumentExample,
  lookup: WorldLookup,
  views: Record<NetworkName, NetworkView>,
  coverage: Coverage = emptyCoverage(),
): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const request = requestValues(example.requestIds, lookup, example.network);
  const ctx: Context = {
    call: documentCall(example.source, request),
    agreements: [],
    lookup,
    views,
    used: new Set(),
    add: (rule, field, message) => problems.push({endpoint: example.source, field, rule, message}),
    cover: (rule) => coverage.get(rule)?.add(example.source),
  };
  const asked: Example = {base: 'request', network: example.network, part: 'request', value: request};
  const answer: Example = {base: 'json', network: example.network, part: 'response', value: example.value};
  checkIdentifiers(ctx, asked);
  for (const check of [
    checkIdentifiers,
    checkFacts,
    checkCoinIds,
    checkSchedule,
    checkPeak,
    checkOrder,
    checkRewards,
    checkSupply,
    checkBalance,
    checkOfferItems,
  ]) {
    check(ctx, answer);
  }
  checkEcho(example, lookup, ctx.add);
  return problems;
}

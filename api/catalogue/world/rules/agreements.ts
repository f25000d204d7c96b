// echo, filter, convert, meaning, count and coverage: what each entry's agreements ask of its example.
import {DUST_LIMIT_MOJO, MOJO_PER_CAT, bech32mHex, isHex32, stripHex, toUnitsText} from '../chain';
import {looksLikeId} from '../lookup';
import {valuesAt} from '../../problems';
import type {ExampleAgreement, JsonValue, ScalarValue, WorldLink} from '../../types';
import {at, isObject, same, show, tokensOf} from './context';
import type {Context, Example} from './context';

/** A request value: a path, query or header parameter, else a field of the body. */
function requestValue(ctx: Context, param: string): JsonValue | undefined {
  const request: Record<string, ScalarValue> = ctx.call.example.mainnet;
  if (param in request) return request[param];
  const body = ctx.call.requestBody?.example;
  return isObject(body) ? body[param] : undefined;
}

function linkedValue(ctx: Context, value: JsonValue, via: WorldLink): JsonValue[] | undefined {
  if (typeof value !== 'string') return undefined;
  const [kind, fact] = via.split('.') as ['coin' | 'nft' | 'offer', string];
  const view = ctx.views.mainnet;
  if (kind === 'coin') {
    const coin = ctx.lookup.findKind(value, 'coin', 'mainnet')?.record;
    if (!coin) return undefined;
    if (fact === 'owner') return [view.address(coin.owner).address];
    if (fact === 'sender') return [view.address(coin.sender).address];
    return coin.cat ? [view.cat(coin.cat).assetId] : [];
  }
  if (kind === 'nft') {
    const nft = ctx.lookup.findKind(value, 'nft', 'mainnet')?.record;
    if (!nft) return undefined;
    if (fact === 'owner') return [view.nftOwner(nft).address];
    if (fact === 'ownerDid') {
      const did = view.nftCoin(nft).ownerDid;
      return did ? [view.did(did).did] : [];
    }
    return nft.collection === null ? [] : [view.collection(nft.collection).id];
  }
  const offer = ctx.lookup.findKind(value, 'offer', 'mainnet')?.record;
  if (!offer) return undefined;
  if (fact === 'file') return [offer.file];
  return [...offer.offered, ...offer.requested].map((i) =>
    i.kind === 'xch' ? 'XCH' : i.kind === 'cat' ? view.cat(i.cat).assetId : view.nft(i.nft).id,
  );
}

function checkEcho(ctx: Context, example: Example, agreement: Extract<ExampleAgreement, {rule: 'echo' | 'filter'}>): void {
  const asked = requestValue(ctx, agreement.param);
  const found = valuesAt(example.value, agreement.at, example.base);
  ctx.cover(agreement.rule, example);
  ctx.used.add(agreement.param);
  if (asked === undefined) {
    ctx.add(
      agreement.rule,
      `example.mainnet.${agreement.param}`,
      `the agreement reads ${agreement.param}, which the example request does not send`,
    );
    return;
  }
  if (found.length === 0 && !agreement.at.includes('[]'))
    ctx.add(
      agreement.rule,
      `${example.base}.${agreement.at}`,
      `is missing: it should return ${show(asked)}, the ${agreement.param} you asked for`,
    );
  for (const [path, value] of found) {
    if (Array.isArray(asked)) {
      checkTraits(ctx, path, value, asked);
      continue;
    }
    const shown = agreement.via ? linkedValue(ctx, value, agreement.via) : [value];
    if (shown === undefined) {
      ctx.add(agreement.rule, path, `${show(value)} is not in the world, so ${agreement.via ?? 'its value'} cannot be read`);
    } else if (!shown.some((s) => same(s, asked as JsonValue))) {
      const through = agreement.via ? ` (${agreement.via} of ${show(value)} is ${shown.map((s) => show(s)).join(', ') || 'nothing'})` : '';
      ctx.add(agreement.rule, path, `does not match ${agreement.param}=${show(asked)} of the request${through}`);
    }
  }
}

/** A traits filter (`[{head, subhead}]`): each NFT returned has every trait asked for. */
function checkTraits(ctx: Context, path: string, attributes: JsonValue, traits: JsonValue[]): void {
  const has = (head: JsonValue | undefined, subhead: JsonValue | undefined): boolean =>
    Array.isArray(attributes) && attributes.some((a) => isObject(a) && a.trait_type === head && a.value === subhead);
  for (const trait of traits) {
    if (isObject(trait) && !has(trait.head, trait.subhead))
      ctx.add('filter', path, `lacks the trait ${show(trait.head)} = ${show(trait.subhead)} that the body filters for`);
  }
}

function checkConvert(ctx: Context, example: Example, agreement: Extract<ExampleAgreement, {rule: 'convert'}>): void {
  ctx.cover('convert', example);
  ctx.used.add(agreement.param);
  const asked = requestValue(ctx, agreement.param);
  const shown = at(example.value, agreement.at);
  const bytes = (v: JsonValue | undefined): string | null => (typeof v !== 'string' ? null : isHex32(v) ? stripHex(v) : bech32mHex(v));
  if (bytes(asked) === null || bytes(asked) !== bytes(shown ?? null)) {
    ctx.add(
      'convert',
      `${example.base}.${agreement.at}`,
      `${show(shown)} does not hold the same 32 bytes as ${agreement.param}=${show(asked)}`,
    );
  }
  if (typeof shown === 'string' && shown.startsWith('txch1'))
    ctx.add('convert', `${example.base}.${agreement.at}`, 'the example response answers the mainnet request, so it is an xch1 address');
}

function checkMeaning(ctx: Context, example: Example, agreement: Extract<ExampleAgreement, {rule: 'meaning'}>): void {
  const view = ctx.views.mainnet;
  for (const [path, value] of valuesAt(example.value, agreement.at, example.base)) {
    ctx.cover('meaning', example);
    switch (agreement.means) {
      case 'dust':
      case 'not-dust': {
        const mojo = typeof value === 'number' || typeof value === 'string' ? BigInt(String(value)) : null;
        const dust = mojo !== null && mojo < DUST_LIMIT_MOJO;
        if (dust !== (agreement.means === 'dust')) {
          ctx.add(
            'meaning',
            path,
            `is ${show(value)} mojo, but this list holds ${agreement.means === 'dust' ? 'only dust (under 10,000 mojo)' : 'no dust: every coin is at least 10,000 mojo'}`,
          );
        }
        break;
      }
      case 'peak':
        if (!same(value, view.peak)) ctx.add('meaning', path, `is ${show(value)}, but the peak of the world is block ${view.peak}`);
        break;
      case 'holding': {
        const assetId = requestValue(ctx, 'asset_id');
        const cat = typeof assetId === 'string' ? ctx.lookup.findKind(assetId, 'cat', 'mainnet')?.record : undefined;
        const address =
          isObject(value) && typeof value.address === 'string'
            ? ctx.lookup.findKind(value.address, 'address', 'mainnet')?.record
            : undefined;
        ctx.used.add('asset_id');
        if (!cat || !address || !isObject(value)) {
          ctx.add('meaning', path, 'a holder is an address of the world holding the token you asked for');
          break;
        }
        const held = view.tokenBalance(address.key, cat.key);
        if (!same(Number(value.amount), tokensOf(held)))
          ctx.add(
            'meaning',
            `${path}.amount`,
            `is ${show(value.amount)}, but ${address.key} holds ${toUnitsText(held, MOJO_PER_CAT)} ${cat.symbol}`,
          );
        break;
      }
    }
  }
}

/** A list's length against its total and the page size it was asked with. */
function checkCount(ctx: Context, example: Example, agreement: Extract<ExampleAgreement, {rule: 'count'}>, excerpts: Set<string>): void {
  const pageParam = agreement.pageSize ? ctx.call.params.find((p) => p.name === agreement.pageSize) : undefined;
  const sizeValue = agreement.pageSize ? (ctx.call.example.mainnet[agreement.pageSize] ?? pageParam?.default) : undefined;
  const pageSize = typeof sizeValue === 'number' ? sizeValue : undefined;
  const lists = valuesAt(example.value, agreement.items, example.base);
  const owner = agreement.items.includes('[]') ? agreement.items.slice(0, agreement.items.lastIndexOf('[]')) : '';
  const totals = agreement.total ? valuesAt(example.value, agreement.total, example.base) : [];
  const excerpt = excerpts.has(agreement.items);
  for (const [path, list] of lists) {
    ctx.cover('count', example);
    if (!Array.isArray(list)) {
      ctx.add('count', path, 'is not a list');
      continue;
    }
    const n = list.length;
    if (pageSize !== undefined && n > pageSize)
      ctx.add('count', path, `holds ${n} items, more than the page size ${agreement.pageSize}=${pageSize}`);
    const totalValue = totals.length === 1 || owner === '' ? totals[0]?.[1] : totals[0]?.[1];
    if (!agreement.total) continue;
    const total =
      typeof totalValue === 'number' ? totalValue : typeof totalValue === 'string' && /^\d+$/.test(totalValue) ? Number(totalValue) : null;
    if (total === null) {
      ctx.add('count', `${example.base}.${agreement.total}`, 'is not a count');
      continue;
    }
    if (n > total) ctx.add('count', path, `holds ${n} items, more than ${agreement.total}=${total}`);
    const fullPage = pageSize !== undefined && n === pageSize;
    if (n < total && !fullPage && !excerpt) {
      ctx.add(
        'count',
        path,
        `holds ${n} items while ${agreement.total} is ${total}: a page that is not full holds every item (or declare the list an excerpt)`,
      );
    }
  }
}

export function checkAgreements(ctx: Context, example: Example): void {
  if (example.part !== 'response') return;
  const excerpts = new Set(ctx.agreements.flatMap((a) => (a.rule === 'excerpt' ? [a.at] : [])));
  for (const agreement of ctx.agreements) {
    if (agreement.rule === 'echo' || agreement.rule === 'filter') checkEcho(ctx, example, agreement);
    else if (agreement.rule === 'convert') checkConvert(ctx, example, agreement);
    else if (agreement.rule === 'meaning') checkMeaning(ctx, example, agreement);
    else if (agreement.rule === 'count') checkCount(ctx, example, agreement, excerpts);
  }
}

/** Every identifier the request asks for is tied to the answer by a rule, so the answer is about what was asked. */
export function checkCoverage(ctx: Context, example: Example): void {
  if (example.part !== 'response' || ctx.call.legacy) return;
  for (const param of ctx.call.params) {
    if (param.in === 'body') continue;
    const value = ctx.call.example.mainnet[param.name];
    if (typeof value !== 'string' || !looksLikeId(value, param.name === 'offer_id' ? 'offer_id' : param.name)) continue;
    ctx.cover('coverage', example);
    if (!ctx.used.has(param.name)) {
      ctx.add(
        'coverage',
        `example.mainnet.${param.name}`,
        `nothing ties the answer to the ${param.name} asked for: add an echo, filter or convert agreement to the entry`,
      );
    }
  }
}

/** Runs every rule on every example of one call. */

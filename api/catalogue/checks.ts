// Checks the catalogue before anything is built from it. Each problem names the call and the field.
import {createHash} from 'node:crypto';
import {bech32m} from '@scure/base';
import {apiGroups, apiHosts, handWrittenDocs} from './groups';
import type {ApiCall, ApiPage, JsonValue, ScalarValue} from './types';

export interface CatalogueProblem {
  /** The call id (or the page's doc id for a page-level problem). */
  endpoint: string;
  /** The field of the entry at fault, as a path such as `example.testnet.address`. */
  field: string;
  message: string;
}

const BECH32_LIMIT = 10_000;

/** Decodes a bech32m string to its prefix and bytes, or returns null when it is not valid bech32m. */
export function decodeBech32m(text: string): {prefix: string; bytes: Uint8Array} | null {
  try {
    const {prefix, words} = bech32m.decode(text, BECH32_LIMIT);
    return {prefix, bytes: bech32m.fromWords(words)};
  } catch {
    return null;
  }
}

/** Encodes an integer the way Chia serialises a CLVM int: big-endian two's complement, minimal, 0 is empty. */
export function chiaIntBytes(value: bigint): Uint8Array {
  if (value === 0n) return new Uint8Array();
  const bytes: number[] = [];
  let v = value;
  // Two's complement, least significant byte first, until the sign is carried by the top bit.
  for (;;) {
    const byte = Number(BigInt.asUintN(8, v));
    bytes.unshift(byte);
    v >>= 8n;
    const signBit = (byte & 0x80) !== 0;
    if ((v === 0n && !signBit) || (v === -1n && signBit)) break;
  }
  return Uint8Array.from(bytes);
}

function hexBytes(hex: string): Uint8Array | null {
  const clean = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (!/^[0-9a-f]{64}$/i.test(clean)) return null;
  return Uint8Array.from(Buffer.from(clean, 'hex'));
}

/** sha256(parent coin id ‖ puzzle hash ‖ amount as a Chia int), as lower-case hex without 0x. */
export function computeCoinId(parent: string, puzzleHash: string, amountMojo: bigint): string | null {
  const p = hexBytes(parent);
  const h = hexBytes(puzzleHash);
  if (!p || !h) return null;
  return createHash('sha256').update(p).update(h).update(chiaIntBytes(amountMojo)).digest('hex');
}

/** Mojo in one XCH. */
export const MOJO_PER_XCH = 1_000_000_000_000n;

function xchToMojo(xch: number | string): bigint | null {
  const text = String(xch);
  const match = /^(\d+)(?:\.(\d{1,12}))?$/.exec(text);
  if (!match) return null;
  const whole = BigInt(match[1] ?? '0');
  const frac = BigInt((match[2] ?? '').padEnd(12, '0'));
  return whole * MOJO_PER_XCH + frac;
}

const PLACEHOLDER = /\{([^}]+)\}/g;
/** Text that stands in for data: example values must look like the real thing. */
const FILLER = /^Example\b|\.\.\.$|^(abc|def|123)[0-9a-f]*\.*$/;
const BECH32_LIKE = /^(txch|xch|nft|did:chia:|col|tkn)1/;

type Where = 'mainnet' | 'testnet';

function* walkJson(value: JsonValue, path: string): Generator<[string, JsonValue]> {
  yield [path, value];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* walkJson(item, `${path}[${i}]`);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* walkJson(item, path ? `${path}.${key}` : key);
  }
}

function checkIdentifier(text: string, where: Where, add: (message: string) => void): void {
  const match = BECH32_LIKE.exec(text);
  if (!match) return;
  const kind = match[1];
  const decoded = decodeBech32m(text);
  if (!decoded) {
    add(`"${text}" is not valid bech32m`);
    return;
  }
  if (decoded.bytes.length !== 32) add(`"${text}" decodes to ${decoded.bytes.length} bytes, not 32`);
  if (kind === 'xch' && where === 'testnet') add(`"${text}" is a mainnet address in a testnet example: use the txch form`);
  if (kind === 'txch' && where === 'mainnet') add(`"${text}" is a testnet address in a mainnet example: use the xch form`);
}

const COIN_KEYS = ['coin_id', 'coin_name', 'name'];
const PARENT_KEYS = ['parent_coin_info', 'parent_coin_id', 'parent_coin', 'coin_parent', 'parent_coin_name'];

function checkCoinObject(obj: {[key: string]: JsonValue}, add: (message: string) => void): void {
  const parentKey = PARENT_KEYS.find((k) => typeof obj[k] === 'string');
  const coinKey = COIN_KEYS.find((k) => typeof obj[k] === 'string' && hexBytes(String(obj[k])) !== null);
  const puzzle = obj.puzzle_hash;
  const amount = obj.amount_mojo ?? obj.amount;
  if (!parentKey || !coinKey || typeof puzzle !== 'string' || amount === undefined) return;
  if (typeof amount !== 'number' && typeof amount !== 'string') return;
  const mojo = BigInt(String(amount).split('.')[0] ?? '0');
  const expected = computeCoinId(String(obj[parentKey]), puzzle, mojo);
  const actual = String(obj[coinKey]).replace(/^0x/, '').toLowerCase();
  if (expected === null) add(`${parentKey} or puzzle_hash is not 32 bytes of hex`);
  else if (expected !== actual) add(`${coinKey} ${actual} is not sha256(${parentKey} ‖ puzzle_hash ‖ amount): expected ${expected}`);
}

const RANGE_PAIRS: [string, string][] = [
  ['start_block', 'end_block'],
  ['start_timestamp', 'end_timestamp'],
  ['start', 'end'],
  ['min', 'max'],
  ['from_height', 'to_height'],
];

function checkRanges(obj: {[key: string]: JsonValue}, add: (message: string) => void): void {
  for (const [start, end] of RANGE_PAIRS) {
    const a = obj[start];
    const b = obj[end];
    if (typeof a === 'number' && typeof b === 'number' && a > b) add(`range ${start}=${a} is after ${end}=${b}`);
  }
}

/** Whether the JSON holds the field path (`a.b`, `a[].b`, `[].b`): at least one element of an array must have the rest. */
export function hasFieldPath(value: JsonValue, path: string): boolean {
  const segments = path.split('.');
  const step = (current: JsonValue, index: number): boolean => {
    if (index === segments.length) return true;
    const segment = segments[index] ?? '';
    const isArray = segment.endsWith('[]');
    const key = isArray ? segment.slice(0, -2) : segment;
    let next: JsonValue | undefined = current;
    if (key !== '') {
      if (current === null || typeof current !== 'object' || Array.isArray(current) || !(key in current)) return false;
      next = current[key];
    }
    if (next === undefined) return false;
    if (!isArray) return step(next, index + 1);
    if (!Array.isArray(next)) return false;
    if (index === segments.length - 1) return true;
    return next.some((item) => step(item, index + 1));
  };
  return step(value, 0);
}

function valueMatchesType(value: ScalarValue, type: string): boolean {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return typeof value === 'string';
  }
}

const KNOWN_HOSTS = {
  mainnet: [apiHosts.mainnet, apiHosts.pro],
  testnet: [apiHosts.testnet, apiHosts.proTestnet],
  pro: [apiHosts.pro],
} as const;

function checkCall(call: ApiCall, docIds: Set<string>, add: (field: string, message: string) => void): void {
  if (!call.title.trim()) add('title', 'is empty');
  if (!call.summary.trim()) add('summary', 'is empty');
  if (!call.path.startsWith('/')) add('path', 'does not start with /');

  // Placeholders against path parameters, both ways.
  const placeholders = [...call.path.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  const pathParams = call.params.filter((p) => p.in === 'path').map((p) => p.name);
  for (const name of placeholders) {
    if (!pathParams.includes(name)) add('path', `placeholder {${name}} has no path parameter`);
  }
  for (const name of pathParams) {
    if (!placeholders.includes(name)) add(`params.${name}`, `path parameter has no {${name}} placeholder in ${call.path}`);
  }
  const seen = new Set<string>();
  for (const param of call.params) {
    const key = `${param.in}:${param.name}`;
    if (seen.has(key)) add(`params.${param.name}`, `is listed twice (${param.in})`);
    seen.add(key);
    if (param.in === 'path' && !param.required) add(`params.${param.name}`, 'is a path parameter but not required');
    if (!param.description.trim()) add(`params.${param.name}.description`, 'is empty');
    if (param.default !== undefined && !valueMatchesType(param.default, param.type)) {
      add(`params.${param.name}.default`, `${JSON.stringify(param.default)} is not a ${param.type}`);
    }
  }

  // Hosts: only the known hosts, per network.
  for (const network of ['mainnet', 'testnet', 'pro'] as const) {
    const host = call.hosts[network];
    if (host === undefined) continue;
    const allowed: readonly string[] = KNOWN_HOSTS[network];
    if (!allowed.includes(host)) add(`hosts.${network}`, `${host} is not a ${network} host (${allowed.join(' or ')})`);
  }
  if (!call.legacy && (!call.hosts.testnet || !call.hosts.pro)) add('hosts', 'a current call needs mainnet, testnet and pro hosts');

  // Example request: known parameters, right types, required ones present, identifiers valid.
  const byName = new Map(call.params.filter((p) => p.in !== 'body').map((p) => [p.name, p]));
  for (const where of ['mainnet', 'testnet'] as const) {
    const values = call.example[where];
    if (values === undefined) {
      if (where === 'testnet' && call.hosts.testnet) add('example.testnet', 'is missing although the call has a testnet host');
      continue;
    }
    for (const [name, value] of Object.entries(values)) {
      const param = byName.get(name);
      if (!param) {
        add(`example.${where}.${name}`, 'is not a parameter of the call');
        continue;
      }
      if (!valueMatchesType(value, param.type)) add(`example.${where}.${name}`, `${JSON.stringify(value)} is not a ${param.type}`);
      if (param.enum && typeof value === 'string' && !param.enum.includes(value)) {
        add(`example.${where}.${name}`, `"${value}" is not one of ${param.enum.join(', ')}`);
      }
      if (typeof value === 'string') checkIdentifier(value, where, (m) => add(`example.${where}.${name}`, m));
    }
    for (const param of call.params) {
      if (param.required && param.in !== 'body' && param.name !== 'authkey' && !(param.name in values)) {
        add(`example.${where}.${param.name}`, 'is required but missing');
      }
    }
    checkRanges(values, (m) => add(`example.${where}`, m));
  }

  // Request body.
  const bodyParams = call.params.filter((p) => p.in === 'body');
  if (call.method === 'GET' && call.requestBody) add('requestBody', 'a GET call has no body');
  if (bodyParams.length > 0 && !call.requestBody) add('requestBody', 'body parameters are listed but there is no example body');
  if (call.requestBody) {
    const body = call.requestBody.example;
    for (const param of bodyParams) {
      const present = body !== null && typeof body === 'object' && !Array.isArray(body) && param.name in body;
      if (param.required && !present) add(`requestBody.example.${param.name}`, 'is required but missing');
    }
    for (const [path, value] of walkJson(body, '')) {
      if (typeof value === 'string') checkIdentifier(value, 'mainnet', (m) => add(`requestBody.example.${path}`, m));
      if (typeof value === 'string' && FILLER.test(value)) add(`requestBody.example.${path}`, `"${value}" is filler text, not a realistic value`);
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        checkRanges(value, (m) => add(`requestBody.example${path ? `.${path}` : ''}`, m));
      }
    }
  }

  // Example response: valid JSON with every listed field.
  if (call.response.contentType === 'application/json') {
    let parsed: JsonValue;
    try {
      parsed = JSON.parse(call.response.example) as JsonValue;
    } catch (error) {
      add('response.example', `is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
      return;
    }
    for (const field of call.responseFields) {
      if (field.type === 'binary') add(`responseFields.${field.name}`, 'a JSON response cannot have a binary field');
      else if (!hasFieldPath(parsed, field.name)) add(`response.example`, `lacks the field ${field.name} that the response table lists`);
    }
    for (const [path, value] of walkJson(parsed, '')) {
      const where = `response.example${path ? `.${path}` : ''}`;
      if (typeof value === 'string') checkIdentifier(value, 'mainnet', (m) => add(where, m));
      if (typeof value === 'string' && FILLER.test(value)) add(where, `"${value}" is filler text, not a realistic value`);
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        checkCoinObject(value, (m) => add(where, m));
        checkRanges(value, (m) => add(where, m));
      }
    }
    // A body naming a parent coin, puzzle hash and amount (XCH) whose answer is a coin id.
    const body = call.requestBody?.example;
    if (body && typeof body === 'object' && !Array.isArray(body) && parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const {parent_coin_name: parent, puzzle_hash: puzzle, amount} = body;
      const answer = parsed.data;
      if (typeof parent === 'string' && typeof puzzle === 'string' && (typeof amount === 'number' || typeof amount === 'string') && typeof answer === 'string') {
        const mojo = xchToMojo(amount);
        const expected = mojo === null ? null : computeCoinId(parent, puzzle, mojo);
        if (expected === null) add('requestBody.example', 'parent_coin_name, puzzle_hash or amount cannot be read');
        else if (answer.replace(/^0x/, '').toLowerCase() !== expected) {
          add('response.example.data', `coin id ${answer} is not sha256(parent ‖ puzzle hash ‖ ${mojo} mojo): expected 0x${expected}`);
        }
      }
    }
  } else if (!call.responseFields.some((f) => f.type === 'binary')) {
    add('response.contentType', `${call.response.contentType} is not JSON, so the response table must describe a binary body`);
  }

  for (const [i, error] of call.errors.entries()) {
    if (!error.meaning.trim()) add(`errors[${i}].meaning`, 'is empty');
    if (error.body !== undefined) {
      for (const [path, value] of walkJson(error.body, '')) {
        if (typeof value === 'string') checkIdentifier(value, 'mainnet', (m) => add(`errors[${i}].body${path ? `.${path}` : ''}`, m));
      }
    }
  }

  // Older calls point at their replacement.
  if (call.legacy) {
    const target = call.legacy.replacedBy;
    if (target !== null && !docIds.has(target)) add('legacy.replacedBy', `"${target}" is not the doc id of a page`);
  } else if (call.access.startsWith('legacy')) {
    add('access', `${call.access} is only for older calls marked legacy`);
  }
}

/** Every problem of the catalogue; an empty list means it is sound. */
export function checkCatalogue(pages: readonly ApiPage[]): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const docIds = new Set<string>();
  const slugs = new Map<string, string>();
  const callIds = new Set<string>();
  const positions = new Map<string, string>();
  const currentDocs = new Set(pages.filter((p) => p.calls.some((c) => !c.legacy)).map((p) => p.doc));
  const groupKeys = new Set(apiGroups.map((g) => g.key));
  for (const hand of handWrittenDocs) slugs.set(hand.toLowerCase(), hand);

  for (const page of pages) {
    const pageProblem = (field: string, message: string): void => {
      problems.push({endpoint: page.doc, field, message});
    };
    if (docIds.has(page.doc)) pageProblem('doc', 'two entries have this doc id');
    docIds.add(page.doc);
    const slug = page.doc.toLowerCase().replace(/[^a-z0-9/]+/g, '-');
    const other = slugs.get(slug);
    if (other !== undefined && other !== page.doc) pageProblem('doc', `its URL collides with /api/${other}`);
    else if (other === page.doc) pageProblem('doc', `its URL /api/${page.doc} is used twice`);
    slugs.set(slug, page.doc);
    if (!/^[a-z0-9_/-]+$/.test(page.doc)) pageProblem('doc', 'use lower-case letters, digits, _, - and /');
    if (!groupKeys.has(page.group)) pageProblem('group', `${page.group} is not a sidebar group`);
    if (!page.title.trim()) pageProblem('title', 'is empty');
    if (!page.description.trim()) pageProblem('description', 'is empty');
    if (page.calls.length === 0) pageProblem('calls', 'a page needs at least one call');
    if (page.inApiSidebar) {
      const key = `${page.group}:${page.sidebarPosition}`;
      const holder = positions.get(key);
      if (holder) pageProblem('sidebarPosition', `${page.sidebarPosition} is already taken by ${holder} in group ${page.group}`);
      positions.set(key, page.doc);
    }
    const several = page.calls.length > 1;
    for (const call of page.calls) {
      const expectedId = several ? call.id.startsWith(`${page.doc}#`) : call.id === page.doc;
      if (!expectedId) {
        problems.push({
          endpoint: call.id,
          field: 'id',
          message: several ? `a call on a shared page is named ${page.doc}#<anchor>` : `the only call of a page has the page's doc id ${page.doc}`,
        });
      }
      if (callIds.has(call.id)) problems.push({endpoint: call.id, field: 'id', message: 'two calls have this id'});
      callIds.add(call.id);
      checkCall(call, currentDocs, (field, message) => problems.push({endpoint: call.id, field, message}));
    }
  }
  return problems;
}

export function formatProblems(problems: readonly CatalogueProblem[]): string {
  return problems.map((p) => `  - ${p.endpoint} → ${p.field}: ${p.message}`).join('\n');
}

/** Throws one error listing every problem, so a build with a bad entry fails and says where. */
export function assertCatalogue(pages: readonly ApiPage[]): void {
  const problems = checkCatalogue(pages);
  if (problems.length > 0) {
    throw new Error(`The API catalogue (api/catalogue/entries) has ${problems.length} problem(s):\n${formatProblems(problems)}`);
  }
}

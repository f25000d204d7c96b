// What the example rules share: the examples of a call, the context a rule runs in, and the
// ways shown values are read and compared.
import {MOJO_PER_CAT, MOJO_PER_XCH, isHex32, isoTime, parseIsoTime, stripHex, toUnitsText, type NetworkName} from '../chain';
import {WorldLookup} from '../lookup';
import {NetworkView} from '../view';
import type {ApiCall, ExampleAgreement, JsonValue} from '../../types';

/** The rules, in the order of the report. */
export const exampleRules = [
  'format',
  'network',
  'known',
  'facts',
  'coin-id',
  'schedule',
  'peak',
  'order',
  'reward',
  'supply',
  'balance',
  'price',
  'offer-items',
  'types',
  'echo',
  'filter',
  'convert',
  'meaning',
  'count',
  'coverage',
] as const;
export type ExampleRule = (typeof exampleRules)[number];

/** One example of a call: its request values, its body, or its response. */
export interface Example {
  /** `example.mainnet`, `requestBody.example`, `response.example` and so on: the field problems are named under. */
  base: string;
  network: NetworkName;
  part: 'request' | 'body' | 'response';
  value: JsonValue;
}

/** The examples of a call, each a separate unit for the rules and the report. */
export function examplesOf(call: ApiCall): Example[] {
  const examples: Example[] = [{base: 'example.mainnet', network: 'mainnet', part: 'request', value: call.example.mainnet}];
  if (call.example.testnet) examples.push({base: 'example.testnet', network: 'testnet', part: 'request', value: call.example.testnet});
  if (call.requestBody) {
    examples.push({base: 'requestBody.example', network: 'mainnet', part: 'body', value: call.requestBody.example});
    if (call.requestBody.testnetExample !== undefined) {
      examples.push({base: 'requestBody.testnetExample', network: 'testnet', part: 'body', value: call.requestBody.testnetExample});
    } else if (call.hosts.testnet) {
      examples.push({base: 'requestBody.example', network: 'testnet', part: 'body', value: call.requestBody.example});
    }
  }
  if (call.response.contentType === 'application/json') {
    try {
      examples.push({
        base: 'response.example',
        network: 'mainnet',
        part: 'response',
        value: JSON.parse(call.response.example) as JsonValue,
      });
    } catch {
      // The structure checks report JSON that does not parse.
    }
  }
  return examples;
}

/** Which examples each rule looked at, by rule: the figures of the report. */
export type Coverage = Map<ExampleRule, Set<string>>;

export function emptyCoverage(): Coverage {
  return new Map(exampleRules.map((r) => [r, new Set<string>()]));
}

/**
 * What the rules read of the call an example belongs to. An example in a page's text (a guide's
 * JSON block) has a call of its own making: no parameters, no response table, and as request the
 * ids its request sample names (rules/documents.ts).
 */
export type ExampleCall = Pick<ApiCall, 'id' | 'path' | 'params' | 'example' | 'requestBody' | 'responseFields' | 'legacy'>;

export interface Context {
  call: ExampleCall;
  agreements: readonly ExampleAgreement[];
  lookup: WorldLookup;
  views: Record<NetworkName, NetworkView>;
  add: (rule: ExampleRule, field: string, message: string) => void;
  cover: (rule: ExampleRule, example: Example) => void;
  /** Request parameters that a rule tied to the response. */
  used: Set<string>;
}

const sameText = (a: string, b: string): boolean => (isHex32(a) && isHex32(b) ? stripHex(a) === stripHex(b) : a === b);

/** Whether a shown value is the expected one: numbers and digit strings by value, hex without case or `0x`. */
export function same(actual: JsonValue | undefined, expected: JsonValue | bigint | undefined): boolean {
  if (actual === undefined || expected === undefined) return actual === expected;
  if (typeof expected === 'bigint') {
    if (typeof actual === 'number' && Number.isInteger(actual)) return BigInt(actual) === expected;
    return typeof actual === 'string' && /^\d+$/.test(actual) && BigInt(actual) === expected;
  }
  if (typeof expected === 'number' && (typeof actual === 'number' || (typeof actual === 'string' && /^-?\d+(\.\d+)?$/.test(actual)))) {
    return Number(actual) === expected;
  }
  if (typeof expected === 'string' && typeof actual === 'string') return sameText(actual, expected);
  return JSON.stringify(actual) === JSON.stringify(expected);
}

export const show = (value: JsonValue | bigint | undefined): string =>
  typeof value === 'bigint' ? value.toString() : JSON.stringify(value);

export function isObject(value: JsonValue | undefined): value is {[key: string]: JsonValue} {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A value at a dotted path inside an object (`owner.address`). */
export function at(obj: JsonValue, path: string): JsonValue | undefined {
  let current: JsonValue | undefined = obj;
  for (const key of path.split('.')) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** The last key of a JSON path (`data[0].owner.address` → `address`). */
export function lastKey(path: string): string {
  const match = /([A-Za-z_][A-Za-z0-9_-]*)(\[\d+\])*$/.exec(path);
  return match?.[1] ?? '';
}

/** The ISO time the world gives a height. */
export const iso = (view: NetworkView, height: number): string => isoTime(view.timeAt(height));
/** Mojo as XCH, and CAT mojo as tokens, as JSON numbers. */
export const xchOfMojo = (mojo: bigint): number => Number(toUnitsText(mojo, MOJO_PER_XCH));
export const tokensOf = (mojo: bigint): number => Number(toUnitsText(mojo, MOJO_PER_CAT));

export const HEIGHT_KEYS = ['height', 'confirmed_block', 'created_height', 'number', 'confirmed_index'];
export const TIME_KEYS = ['time', 'confirmed_time', 'created_time', 'timestamp', 'minted_at'];

/** A time shown as ISO text or Unix seconds (ten digits, as a number or, in the older api2, a string), or null. */
export function readTime(value: JsonValue | undefined): number | null {
  if (typeof value === 'string' && /^\d{10}$/.test(value)) return Number(value);
  if (typeof value === 'string') return parseIsoTime(value);
  if (typeof value === 'number' && value > 1_000_000_000 && value < 10_000_000_000) return value;
  return null;
}

/** A height shown as a number or a string of digits; 0 means none. */
export function readHeight(value: JsonValue | undefined): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value) && value !== '0') return Number(value);
  return null;
}

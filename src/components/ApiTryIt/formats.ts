// The formats the console checks before it sends: what the reader typed must have the shape the
// parameter's description names (an xch1 address, 64 hex characters, an integer height), so that
// a typo is flagged beside its field instead of coming back as an error from the API.
import type {RequestCall} from '@site/api/catalogue/samples';
import type {ApiParam, Network} from '@site/api/catalogue/types';

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32M_CONST = 0x2bc830a3;
/** 32 bytes in 5-bit groups (52) and the checksum (6). */
const BECH32_DATA_LENGTH = 58;

function polymod(values: readonly number[]): number {
  const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    generator.forEach((g, i) => {
      if ((top >>> i) & 1) checksum ^= g;
    });
  }
  return checksum >>> 0;
}

function expandPrefix(prefix: string): number[] {
  const codes = [...prefix].map((c) => c.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

/** Whether text is a bech32m string of 32 bytes under this prefix (`xch`, `nft`, `did:chia:`…). */
export function isBech32m(text: string, prefix: string): boolean {
  const lower = text.toLowerCase();
  if (text !== lower && text !== text.toUpperCase()) return false;
  if (!lower.startsWith(`${prefix}1`)) return false;
  const data = lower.slice(prefix.length + 1);
  if (data.length !== BECH32_DATA_LENGTH) return false;
  const values = [...data].map((c) => BECH32_CHARSET.indexOf(c));
  if (values.includes(-1)) return false;
  return polymod([...expandPrefix(prefix), ...values]) === BECH32M_CONST;
}

type Check = (value: string) => boolean;

interface Format {
  check: Check;
  /** What the value must look like, as the error under the field says it. */
  expected: string;
}

const hex64 = /^[0-9a-fA-F]{64}$/;

const formats = {
  integer: {check: (v) => /^\d+$/.test(v), expected: 'a whole number, such as 6555398'},
  hex: {check: (v) => hex64.test(v), expected: '64 hex characters, without 0x'},
  hex0x: {check: (v) => v.startsWith('0x') && hex64.test(v.slice(2)), expected: '0x followed by 64 hex characters'},
  hexEither: {check: (v) => hex64.test(v.replace(/^0x/, '')), expected: '64 hex characters, with or without 0x'},
  collection: {check: (v) => isBech32m(v, 'col'), expected: 'a collection id: col1 and 58 more characters'},
  nft: {check: (v) => isBech32m(v, 'nft'), expected: 'an NFT id: nft1 and 58 more characters'},
  did: {check: (v) => isBech32m(v, 'did:chia:'), expected: 'a DID: did:chia:1 and 58 more characters'},
} satisfies Record<string, Format>;

function addressFormat(network: Network): Format {
  const prefix = network === 'testnet' ? 'txch' : 'xch';
  return {check: (v) => isBech32m(v, prefix), expected: `an address on this network: ${prefix}1 and 58 more characters`};
}

/**
 * The format of a parameter, by its name as the catalogue uses it, following the examples: CAT
 * asset ids and data-layer store ids are bare hex, coin ids carry 0x, a puzzle hash takes either.
 * The offers' `asset_id` names any kind of asset, so it is left unchecked.
 */
function formatOf(call: RequestCall, param: ApiParam, network: Network): Format | null {
  switch (param.name) {
    case 'address':
      return addressFormat(network);
    case 'asset_id':
      return call.path.startsWith('/offers') ? null : formats.hex;
    case 'store_id':
      return formats.hex;
    case 'coin_id':
      return formats.hex0x;
    case 'hash':
      return formats.hexEither;
    case 'collection_id':
    case 'col_id':
      return formats.collection;
    case 'nft_id':
      return formats.nft;
    case 'did':
      return formats.did;
    default:
      return param.type === 'integer' ? formats.integer : null;
  }
}

/** What is wrong with a parameter's value, as a sentence, or null when it may be sent. */
export function paramProblem(call: RequestCall, param: ApiParam, network: Network, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return param.required ? `Enter ${param.name}: the call needs it.` : null;
  if (trimmed !== value) return 'Remove the spaces around the value.';
  if (param.type === 'number' && !Number.isFinite(Number(value))) return 'Enter a number.';
  const format = formatOf(call, param, network);
  if (format && !format.check(value)) return `This does not look right: expected ${format.expected}.`;
  return null;
}

/** What is wrong with a JSON body, or null when it parses. */
export function bodyProblem(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return `The body is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`;
  }
}

// The words of the site's search, as the index is built (plugins/search) and as a query is read
// (src/search/engine.ts): the same function on both sides, so that they always agree.
//
// A word is a run of letters and digits, lower-cased. Words joined by "_" or "-" (coin_name,
// x-api-key, xch-balance) are also kept whole, so that an identifier is found as it is written,
// and by its parts. Very common English words carry no meaning for the search and are left out.

const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from has have how if in into is it its of on or ' +
    'so than that the their them then there these they this to was we were what when where which ' +
    'who will with you your'
  ).split(' '),
);

/** The longest word the index keeps (longer runs are hashes and ids, found by their page instead). */
export const MAX_WORD_LENGTH = 32;

/** A word's shard: the file of the index that holds it (its first three characters). */
export function shardOf(word: string): string {
  return word.slice(0, 3);
}

/** The shard of the typo table that holds a key (its first two characters). */
export function typoShardOf(key: string): string {
  return key.slice(0, 2);
}

/** The file name of a shard: the key itself when it is plain ASCII, else its UTF-8 bytes in hex. */
export function shardFile(key: string): string {
  if (/^[a-z0-9_-]+$/.test(key)) return key;
  return `x${[...new TextEncoder().encode(key)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Words shorter than this are never corrected: a typo there is too often another word. */
export const MIN_TYPO_LENGTH = 5;

function keep(word: string): boolean {
  return word.length >= 2 && word.length <= MAX_WORD_LENGTH && !STOP_WORDS.has(word);
}

/** Each word of `text`, in order, with its parts after a joined word (coin_name → coin_name, coin, name). */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:[_-][\p{L}\p{N}]+)*/gu)) {
    const whole = match[0];
    if (keep(whole)) out.push(whole);
    if (whole.includes('_') || whole.includes('-')) {
      for (const part of whole.split(/[_-]/)) if (keep(part)) out.push(part);
    }
  }
  return out;
}

/** The words a query asks for: each joined word whole (its parts only stand in when it is not found). */
export function queryWords(query: string): {word: string; parts: string[]}[] {
  const seen = new Set<string>();
  const out: {word: string; parts: string[]}[] = [];
  for (const match of query.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:[_-][\p{L}\p{N}]+)*/gu)) {
    const word = match[0];
    if (seen.has(word) || !(keep(word) || /[_-]/.test(word))) continue;
    seen.add(word);
    out.push({word, parts: /[_-]/.test(word) ? word.split(/[_-]/).filter(keep) : []});
  }
  return out;
}

/** Every string one deletion away from `word`, and the word itself (the typo table's keys). */
export function deletions(word: string): string[] {
  const out = new Set<string>([word]);
  for (let i = 0; i < word.length; i += 1) out.add(word.slice(0, i) + word.slice(i + 1));
  return [...out];
}

/** Whether `a` and `b` are at most one edit apart (insert, delete, substitute or swap two letters). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

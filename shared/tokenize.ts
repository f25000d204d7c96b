// The words of the site's search, as the index is built (plugins/search) and as a query is read
// (src/search/engine.ts): the same functions on both sides, so that they always agree.
//
// A word is a run of letters and digits, lower-cased. Words joined by "_" or "-" (coin_name,
// x-api-key) are kept whole, so that an identifier is found as it is written, and by its parts; a
// run of letters then digits (testnet11) is kept whole, and by its letters and its digits. Plain
// words are reduced to their stem (Porter's stemmer, as Lunr uses it: taxes → tax, mining → mine),
// and the common English words of Snowball's stop list (Orama's copy) are left out.
import {stopwords} from '@orama/stopwords/english';
import {stemmer} from 'stemmer';

/** Words of the stop list that are terms here: DID is a decentralised identifier. */
const SITE_TERMS = new Set(['did']);
const STOP_WORDS = new Set(stopwords.filter((word) => !SITE_TERMS.has(word)));

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

/** How many records a record file of the index holds: a result costs its own few records, not its page's. */
export const RECORDS_PER_FILE = 4;

/** The record file (below `search/`, without .json) that holds record `record` of page `page`. */
export function resultFile(page: number, record: number): string {
  return `p/${page}-${Math.floor(record / RECORDS_PER_FILE)}`;
}

/** Words shorter than this are never corrected: a typo there is too often another word. */
export const MIN_TYPO_LENGTH = 5;

function keep(word: string): boolean {
  return word.length >= 2 && word.length <= MAX_WORD_LENGTH && !STOP_WORDS.has(word);
}

/** The form a word is indexed under: its stem when it is a plain word of letters, else itself. */
export function stem(word: string): string {
  return /^[a-z]+$/.test(word) ? stemmer(word) : word;
}

/** A term of the index and the word it comes from: `whole` for a word as written, false for a part of a joined or letter-digit word. */
export type Term = {term: string; word: string; whole: boolean};

const WORD = /[\p{L}\p{N}]+(?:[_-][\p{L}\p{N}]+)*/gu;

/** The parts a word stands for besides itself: coin_name → coin, name; testnet11 → testnet, 11. */
export function partsOf(word: string): string[] {
  const parts = word.split(/[_-]|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u);
  return parts.length > 1 ? parts.filter(keep) : [];
}

/** Each term of `text`, in order: each word (stemmed), then the parts of a joined or letter-digit word. */
export function terms(text: string): Term[] {
  const out: Term[] = [];
  for (const [whole] of text.toLowerCase().matchAll(WORD)) {
    if (keep(whole)) out.push({term: stem(whole), word: whole, whole: true});
    for (const part of partsOf(whole)) out.push({term: stem(part), word: part, whole: false});
  }
  return out;
}

/** The terms of `text` (words and parts alike). */
export function words(text: string): string[] {
  return terms(text).map(({term}) => term);
}

/** A word of a query: as typed, its term, and its parts (which stand in when the whole is not found). */
export type QueryWord = {typed: string; word: string; parts: string[]};

/** Question words and subject pronouns: "did" beside one is the verb ("when did", "did i"), not a DID. */
const QUESTION_WORDS = new Set(['when', 'why', 'how', 'what', 'where', 'who', 'which']);
const SUBJECTS = new Set(['i', 'you', 'we', 'they', 'it', 'he', 'she', 'spacescan', 'chia']);

/** Whether a site term of the stop list is the common word where it stands in a query: "did" after a question word or before its subject. */
function isVerb(typed: string, before: string | undefined, after: string | undefined): boolean {
  return SITE_TERMS.has(typed) && ((before !== undefined && QUESTION_WORDS.has(before)) || (after !== undefined && SUBJECTS.has(after)));
}

/** The words a query asks for, stop words left out. */
export function queryWords(query: string): QueryWord[] {
  const seen = new Set<string>();
  const out: QueryWord[] = [];
  const typedWords = [...query.toLowerCase().matchAll(WORD)].map(([typed]) => typed);
  for (const [i, typed] of typedWords.entries()) {
    const word = stem(typed);
    const parts = partsOf(typed);
    if (seen.has(word) || !(keep(typed) || parts.length > 0) || isVerb(typed, typedWords[i - 1], typedWords[i + 1])) continue;
    seen.add(word);
    out.push({typed, word, parts});
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

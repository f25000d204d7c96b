// The words of the site's search, as the index is built (plugins/search) and as a query is read
// (src/search/engine.ts): the same functions on both sides, so that they always agree.
//
// A word is a run of letters and digits, lower-cased. Words joined by "_", "-" or "." (coin_name,
// x-api-key, api.spacescan.io, 2.7.3) are kept whole, so that an identifier is found as it is written, and by its parts; a
// run of letters then digits (testnet11) is kept whole, and by its letters and its digits. Plain
// words are reduced to their stem (Porter's stemmer, as Lunr uses it: taxes → tax, mining → mine),
// and the common English words of Snowball's stop list (Orama's copy) are left out.
import {stopwords} from '@orama/stopwords/english';
import {stemmer} from 'stemmer';

/** Words of the stop list that are terms here: DID is a decentralised identifier. */
const SITE_TERMS = new Set(['did']);
/** Words of a question about an amount ("how many mojo", "how much does it cost") that the stop list lacks: they name no subject. */
const QUANTIFIERS = ['many', 'much'];
const STOP_WORDS = new Set([...stopwords.filter((word) => !SITE_TERMS.has(word)), ...QUANTIFIERS]);

/** The longest word the index keeps (longer runs are hashes and ids, found by their page instead). */
export const MAX_WORD_LENGTH = 32;

/** A word's shard: the file of the index that holds it (its first three characters). */
export function shardOf(word: string): string {
  return word.slice(0, 3);
}

/** The shard of the typo table that holds a key (its first two characters; a large one is split by the next: fileKey). */
export function typoShardOf(key: string): string {
  return key.slice(0, 2);
}

/**
 * The file of an index that holds `word`, among the files that exist (`keys`): the one whose key is
 * the longest start of it. A large file is split by the next letter of its words
 * (plugins/search/build-index.ts: splitShard), so a word costs a file of bounded size at any scale.
 */
export function fileKey(keys: ReadonlySet<string>, word: string): string | undefined {
  for (let length = word.length; length >= 2; length -= 1) if (keys.has(word.slice(0, length))) return word.slice(0, length);
  return undefined;
}

/**
 * The file of the pairs of words (search/x/<n>.json) that holds `pair` (pairKey),
 * of `files` in all (index.json's `b`): a hash of the pair, so that a query reads only the few
 * pairs of its own file, whatever the number of pairs on the site.
 */
export function pairFile(pair: string, files: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < pair.length; i += 1) hash = Math.imul(hash ^ pair.charCodeAt(i), 0x01000193) >>> 0;
  return hash % Math.max(1, files);
}

/** The file name of a shard: the key itself when it is plain ASCII, else its UTF-8 bytes in hex. */
export function shardFile(key: string): string {
  if (/^[a-z0-9_-]+$/.test(key)) return key;
  return `x${[...new TextEncoder().encode(key)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The coins an API call can be about, by the words (stems) that name them in its title or in a
 * query: x for XCH, Chia's own coin; c for a CAT token; n for an NFT. A query that names none asks
 * about XCH, the general case (the balance of an address is its XCH balance).
 */
const ASSET_WORDS: Readonly<Record<string, string>> = {xch: 'x', mojo: 'x', cat: 'c', token: 'c', tail: 'c', nft: 'n', collect: 'n'};

/** The coin `text` names first (x, c or n; see ASSET_WORDS), or '-' for none. */
export function assetOf(text: string): string {
  for (const word of words(text)) {
    const asset = ASSET_WORDS[word];
    if (asset !== undefined) return asset;
  }
  return '-';
}

/** The record file (below `search/`, without .json) of record `record` of page `page`: a result costs its own record, not its page. */
export function resultFile(page: number, record: number): string {
  return `p/${page}-${record}`;
}

/** Words shorter than this are never corrected: a typo there is too often another word. */
export const MIN_TYPO_LENGTH = 5;

/** From this length a word may be corrected by two edits; a shorter one by one. */
export const LONG_WORD = 8;

function keep(word: string): boolean {
  return word.length >= 2 && word.length <= MAX_WORD_LENGTH && !STOP_WORDS.has(word);
}

/** The form a word is indexed under: its stem when it is a plain word of letters, else itself. */
export function stem(word: string): string {
  return /^[a-z]+$/.test(word) ? stemmer(word) : word;
}

/** A term of the index and the word it comes from: `whole` for a word as written, false for a part of a joined or letter-digit word. */
export type Term = {term: string; word: string; whole: boolean};

const WORD = /[\p{L}\p{N}]+(?:[_.-][\p{L}\p{N}]+)*/gu;

/** The parts a word stands for besides itself: coin_name → coin, name; api.spacescan.io → api, spacescan, io; testnet11 → testnet, 11. */
export function partsOf(word: string): string[] {
  const parts = word.split(/[_.-]|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u);
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

/** The key of two different words as a pair, in either order: `first second`, alphabetically (pairFile finds its file). */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a} ${b}` : `${b} ${a}`;
}

/**
 * The pairs of different words that stand side by side in `text` (its stop words left out), each
 * once (pairKey): the pairs the index holds, and the pair a query's two neighbouring words look up
 * (src/search/engine.ts). A joined word is the phrase of its parts: pairsOf(partsOf('puzzle_hash').join(' ')).
 */
export function pairsOf(text: string): Set<string> {
  const whole = terms(text)
    .filter((term) => term.whole)
    .map((term) => term.term);
  const pairs = new Set<string>();
  for (let i = 1; i < whole.length; i += 1) if (whole[i - 1] !== whole[i]) pairs.add(pairKey(whole[i - 1]!, whole[i]!));
  return pairs;
}

/** A word of a query: as typed, its term, and its parts (which stand in when the whole is not found). */
export type QueryWord = {typed: string; word: string; parts: string[]};

/** Question words and subject pronouns: "did" beside one is the verb ("when did", "did i"), not a DID. */
const QUESTION_WORDS = new Set(['when', 'why', 'how', 'what', 'where', 'who', 'which']);
const SUBJECTS = new Set(['i', 'you', 'we', 'they', 'it', 'he', 'she', 'spacescan', 'chia']);
/** The words that start a subject after "did" in a question ("which week did the api launch"). */
const SUBJECT_STARTS = new Set(['the', 'a', 'an', 'this', 'that', 'my', 'your', 'our', 'their', 'its']);

/**
 * Whether a site term of the stop list is the common word where it stands in a query: "did" after
 * a question word or before its subject, or before an article later in a question ("which week did the …").
 */
function isVerb(typed: string, before: string | undefined, after: string | undefined, question: boolean): boolean {
  return (
    SITE_TERMS.has(typed) &&
    ((before !== undefined && QUESTION_WORDS.has(before)) ||
      (after !== undefined && SUBJECTS.has(after)) ||
      (question && after !== undefined && SUBJECT_STARTS.has(after)))
  );
}

/** The words a query asks for, stop words left out. */
export function queryWords(query: string): QueryWord[] {
  const seen = new Set<string>();
  const out: QueryWord[] = [];
  const typedWords = [...query.toLowerCase().matchAll(WORD)].map(([typed]) => typed);
  for (const [i, typed] of typedWords.entries()) {
    const word = stem(typed);
    const parts = partsOf(typed);
    if (
      seen.has(word) ||
      !(keep(typed) || parts.length > 0) ||
      isVerb(
        typed,
        typedWords[i - 1],
        typedWords[i + 1],
        typedWords.slice(0, i).some((word) => QUESTION_WORDS.has(word)),
      )
    )
      continue;
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

/**
 * How many edits apart `a` and `b` are: a letter added, dropped or changed, or two neighbours
 * swapped, each one edit (Damerau's distance, without editing a letter twice); `max + 1` as soon
 * as it is more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let cost = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cost = Math.min(cost, before[j - 2]! + 1);
      row.push(cost);
    }
    if (Math.min(...row) > max) return max + 1;
    [before, previous] = [previous, row];
  }
  return Math.min(previous[b.length]!, max + 1);
}

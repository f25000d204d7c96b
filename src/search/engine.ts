// The search, in the browser: reads the index files plugins/search writes (under
// `<baseUrl>search/`) as a query needs them, and ranks what they hold. Loaded only when the reader
// starts a search (plugins/search/theme/SearchBar loads it on focus), never with the page.
//
// Each word of the query (stemmed, stop words left out: shared/tokenize.ts) reads its word file (the
// longest key that starts it: fileKey). A record's score is the sum of its scores for the query's
// words (BM25F, computed at build time: a rare word weighs more than a common one) and for each pair
// of neighbouring words it holds side by side, times the share of the query's rarity it holds. The
// last word also matches as the start of a longer word, since the reader may still be typing it. A
// word the glossary knows (docs/search-glossary.json) is also searched as the site's words for it. A
// word of five letters or more that the index does not know at all is read as the site's word it is
// most likely a slip for (one edit, two for a long word), chosen with the query's other words in view.
// dev/architecture.md (Search) says how the files and the ranking fit together.
import {excerpt} from './marks';
import {
  LONG_WORD,
  MIN_TYPO_LENGTH,
  assetOf,
  editDistance,
  pairFile,
  pairKey,
  pairsOf,
  partsOf,
  deletions,
  resultFile,
  queryWords,
  shardFile,
  stem,
  fileKey,
  type QueryWord,
} from '../../shared/tokenize';

/** A record a word finds, and its score for the word (BM25F, idf included: plugins/search/build-index.ts). */
type Posting = [page: number, record: number, score: number];
/** word → its first records; `+word` → how many more its own file holds; `~word` → the site's words for a reader's word. */
type Shard = Record<string, Posting[] | number | string[]>;
type TypoTable = Record<string, string[]>;
type RecordKind = 'page' | 'section' | 'endpoint' | 'parameter' | 'field' | 'status';
/** A record file: its page's address, title and section, and what a result shows of the record. */
type ResultFile = {
  u: string;
  t: string;
  s: string;
  r: [anchor: string, heading: string, kind: RecordKind, name: string, text: string, also?: string];
};

export type SearchResult = {
  url: string;
  /** Guides, API, Blog or Pages. */
  section: string;
  pageTitle: string;
  /** The section's heading, or the row's name; empty for the page itself. */
  heading: string;
  kind: RecordKind;
  /** A passage of the record's text around the first word found. */
  excerpt: string;
  /** The words to mark in the title, heading and excerpt. */
  marks: string[];
  /** For a row that stands on many calls' pages (one result for them all): where else it stands. */
  also?: string;
};

/** `corrected`: typed word → the site's word it was read as (a typo); `glossary`: typed word → the site's words it also stands for. */
export type SearchAnswer = {
  query: string;
  results: SearchResult[];
  /** How many results there are in all, whatever the limit: the records found, less the pages shown already by a section (an endpoint's line, which shares its page's address, is still counted apart). */
  total: number;
  corrected?: Record<string, string>;
  glossary?: Record<string, string[]>;
};

/** Reads one index file: the browser fetches it; the MCP server (packages/spacescan-docs-mcp) reads it from its data folder. Undefined where there is none. */
export type ReadIndexFile = (url: string) => Promise<unknown>;

const fetchIndexFile: ReadIndexFile = (url) => fetch(url).then((response) => (response.ok ? response.json() : undefined));

/** A word the query's word finds, its records, how much it counts, and in how many records the index holds it (its rarity). */
type Match = {word: string; postings: Posting[]; weight: number; records: number};
/** A word of the site a query word may be a slip for: its term, spelling, how many edits away (and its spelling from what was typed, up to 3), its records. */
type Candidate = {term: string; spelt: string; edits: number; spelling: number; postings: Posting[]; records: number};
/** What one query word finds: its matches, the glossary's words for it, or (for a word the index does not know) the words it may be a slip for. */
type Found = {matches: Match[]; glossary?: string[]; candidates?: Candidate[]};

/** How much a match counts against the word itself: a longer word the last word may be typed towards (a correction and a glossary word count in full). */
const PREFIX_WEIGHT = 0.7;
/** The endings a word being typed may have past its stem (farm → farmin, farmer): its stem is then searched. */
const ENDINGS = ['ing', 'ed', 'er', 'ers', 'es', 'ation', 'ations', 'ment', 'ments', 'ly'];
/** The shortest word read as the start of longer ones: two letters start too many to be worth the page files. */
const MIN_PREFIX = 3;
/**
 * The most records beyond its first tier a word may have and still be read whole for a query of
 * several words: a word on more records than that is one of the site's commonest (spacescan,
 * address), weighs little, and its records are found by the query's other words.
 */
const MAX_TAIL = 400;
/** How much a pair of the query's words side by side in a record counts, against a word of the query. */
const PAIR_WEIGHT = 1;
/** How many of the nearest candidates for a slip are weighed against the other words of the query. */
const MAX_CANDIDATES = 6;
/** The words that name a part of the site, and its section's letter in index.json's `s` (Guides, API, Blog, Pages). */
const SECTION_WORDS: Readonly<Record<string, string>> = {api: 'A', endpoint: 'A'};
/**
 * A question about when something happened ("when did", "when spacescan added", "which update",
 * "what week"), not a condition ("when i send"): answered by the pages that say what changed on a day.
 */
const PAST_QUESTION =
  /^\s*when\b(?!\s+(i|you|we|my|your)\b)|\b(what|which)\s+(week|update|day|date|month|year|release)\b|\bsince\s+when\b/i;
/** How much more a record counts on the part of the site the query names, or on a dated page for a question about when. */
const NAMED_SECTION = 2;
/** How much a call about a CAT or an NFT counts against the general one (XCH) for a query that names no coin, and a Pro-only call for one that does not say "pro". */
const NARROWER = 0.8;
/** How much each further record of a page counts, against the one before it, in the order of results. */
const SAME_PAGE = 0.5;
/** How much a record that holds only some of the query's words loses: its score times (share of the words held) to this power. */
const COVERAGE = 1.5;

/** The index's keys of the pairs two neighbouring query words make (their words as typed, corrected or the glossary's, not a longer word being typed). */
function pairKeys(before: readonly Match[], after: readonly Match[]): string[] {
  const full = (matches: readonly Match[]): string[] => matches.filter(({weight}) => weight === 1).map(({word}) => word);
  return full(before).flatMap((a) => full(after).flatMap((b) => (a === b ? [] : [pairKey(a, b)])));
}

/** The shard keys of index.json: each group's prefix with each of its last characters. */
function expand(groups: Record<string, string>): Set<string> {
  return new Set(Object.entries(groups).flatMap(([prefix, lasts]) => [...lasts].map((last) => prefix + last)));
}

/** How many records hold `word`: those of its shard and those of its own file. */
function recordCount(shard: Shard, word: string): number {
  const more = shard[`+${word}`];
  return (postingsOf(shard, word)?.length ?? 0) + (typeof more === 'number' ? more : 0);
}

/** The postings a shard holds for `word`. */
function postingsOf(shard: Shard, word: string): Posting[] | undefined {
  const value = shard[word];
  return Array.isArray(value) && !word.startsWith('~') ? (value as Posting[]) : undefined;
}

/** How many places the ranked records fill: a page already shown by a section or row is not shown again as itself (record 0). */
function places(ranked: readonly {page: number; record: number}[]): number {
  const shown = new Set<number>();
  return ranked.filter(({page, record}) => {
    const again = record === 0 && shown.has(page);
    shown.add(page);
    return !again;
  }).length;
}

export class SearchEngine {
  private readonly list: Promise<{t: Set<string>; y: Set<string>; n: number; s: string; a: string; b: number}>;
  /** Each index file this engine has read, by its URL: a file is fetched once. */
  private readonly cache = new Map<string, Promise<unknown>>();

  constructor(
    private readonly base: string,
    private readonly read: ReadIndexFile = fetchIndexFile,
  ) {
    this.list = this.load<{t: Record<string, string>; y: Record<string, string>; n: number; s: string; a: string; b: number}>(
      `${base}search/index.json`,
      {t: {}, y: {}, n: 0, s: '', a: '', b: 1},
    ).then((list) => ({...list, t: expand(list.t), y: expand(list.y)}));
  }

  /** An index file, read once; `empty` where it is missing or cannot be read. */
  private load<T>(url: string, empty: T): Promise<T> {
    let promise = this.cache.get(url) as Promise<T> | undefined;
    if (promise === undefined) {
      promise = this.read(url).then(
        (data) => (data === undefined ? empty : (data as T)),
        () => empty,
      );
      this.cache.set(url, promise);
    }
    return promise;
  }

  /** The word file of `word`: the one whose key is the longest start of it (a large file is split by the next letter: plugins/search/build-index.ts, splitShard). */
  private async shard(word: string): Promise<Shard> {
    const key = fileKey((await this.list).t, word);
    return key === undefined ? {} : this.load<Shard>(`${this.base}search/t/${shardFile(key)}.json`, {});
  }

  /** All of a word's records: those of its shard, and those of its own file when it has one and it is not one of the site's commonest words (MAX_TAIL). */
  private async allPostings(shard: Shard, word: string): Promise<Posting[]> {
    const first = postingsOf(shard, word) ?? [];
    const more = shard[`+${word}`];
    if (typeof more !== 'number' || more > MAX_TAIL) return first;
    return [...first, ...(await this.load<Posting[]>(`${this.base}search/w/${shardFile(word)}.json`, []))];
  }

  /** The file that holds record `record` of page `page`. */
  private records(page: number, record: number): Promise<ResultFile | null> {
    return this.load<ResultFile | null>(`${this.base}search/${resultFile(page, record)}.json`, null);
  }

  /** The files of the typo table that hold the keys of `word` (itself and each one-letter deletion), as one. */
  private async typoTable(word: string): Promise<Map<string, string[]>> {
    const {y} = await this.list;
    const keys = new Set(deletions(word).flatMap((deletion) => fileKey(y, deletion) ?? []));
    const tables = await Promise.all([...keys].map((key) => this.load<TypoTable>(`${this.base}search/y/${shardFile(key)}.json`, {})));
    const merged = new Map<string, string[]>();
    for (const table of tables) for (const [key, words] of Object.entries(table)) merged.set(key, [...(merged.get(key) ?? []), ...words]);
    return merged;
  }

  /**
   * The site's words `typed` may be a slip for, within one edit (two for a long word): those the
   * typo table gives (a slip anywhere in the word), and the words of its own file (a slip after its
   * first three letters), each with its spelling on the site and its records.
   */
  private async candidates({typed, word}: QueryWord, shard: Shard, whole: boolean): Promise<Candidate[]> {
    const limit = typed.length >= LONG_WORD ? 2 : 1;
    const table = await this.typoTable(word);
    // The table gives words as spelt on the site; a word of the shard is spelt as the table's key for the word itself (in the query word's own file).
    const spellings = new Map(
      deletions(word).flatMap((key) => (table.get(key) ?? []).map((spelling) => [stem(spelling), spelling] as const)),
    );
    const spellingOf = (term: string): string =>
      spellings.get(term) ?? table.get(term)?.find((spelling) => stem(spelling) === term) ?? term;
    const terms = new Set([...spellings.keys(), ...Object.keys(shard).filter((term) => /^\p{L}+$/u.test(term) && postingsOf(shard, term))]);
    const near: Omit<Candidate, 'postings' | 'records'>[] = [];
    for (const term of terms) {
      // As written (transactoin: transaction, whose stem is transact), or stem to stem (farmming: farm)
      // by one edit only: stems are short, and "auth" is two from "author", the stem of authorization.
      const spelt = spellingOf(term);
      const stems = editDistance(term, word, 1);
      const spelling = editDistance(spelt, typed, 3);
      const edits = Math.min(stems <= 1 ? stems : Infinity, spelling);
      if (term !== word && edits <= limit) near.push({term, spelt, edits, spelling});
    }
    // The nearest few, the commonest first among equals: each is then weighed against the other words of the query.
    const counted = await Promise.all(near.map(async (candidate) => ({...candidate, from: await this.shard(candidate.term)})));
    counted.sort((a, b) => a.edits - b.edits || recordCount(b.from, b.term) - recordCount(a.from, a.term));
    return Promise.all(
      counted.slice(0, MAX_CANDIDATES).map(async ({from, ...candidate}) => ({
        ...candidate,
        postings: whole ? await this.allPostings(from, candidate.term) : (postingsOf(from, candidate.term) ?? []),
        records: recordCount(from, candidate.term),
      })),
    );
  }

  /**
   * The records a query word finds: itself, the site's words the glossary gives for it, the longer
   * words it may be typed towards (when it is the last and unfinished). A word the index does not
   * know at all finds nothing, but brings the site's words it may be a slip for. `whole`: all records of each word, for a query of several.
   */
  private async matches(asked: QueryWord, unfinished: boolean, whole: boolean): Promise<Found> {
    const {typed, word} = asked;
    const shard = await this.shard(word);
    const read = (from: Shard, w: string): Promise<Posting[]> =>
      whole ? this.allPostings(from, w) : Promise.resolve(postingsOf(from, w) ?? []);
    const matches: Match[] = [];
    if (postingsOf(shard, word)) matches.push({word, postings: await read(shard, word), weight: 1, records: recordCount(shard, word)});
    const site = shard[`~${word}`] as string[] | undefined;
    for (const siteWord of site ?? []) {
      const term = stem(siteWord.toLowerCase());
      const termShard = await this.shard(term);
      matches.push({word: term, postings: await read(termShard, term), weight: 1, records: recordCount(termShard, term)});
    }
    if ((unfinished || matches.length === 0) && typed.length >= MIN_PREFIX) {
      for (const other of Object.keys(shard)) {
        // Longer words that start with what was typed, and the stem of a word whose ending is being typed (farm for "farmin", not claw for "clawbak").
        const ending = typed.startsWith(other) ? typed.slice(other.length) : null;
        const towards =
          other.startsWith(word) ||
          other.startsWith(typed) ||
          (matches.length === 0 && ending !== null && other.length >= 3 && ENDINGS.some((suffix) => suffix.startsWith(ending)));
        if (other !== word && towards && postingsOf(shard, other))
          matches.push({word: other, postings: postingsOf(shard, other) ?? [], weight: PREFIX_WEIGHT, records: recordCount(shard, other)});
      }
    }
    if (matches.length > 0 || typed.length < MIN_TYPO_LENGTH || !/^\p{L}+$/u.test(typed)) return {matches, ...(site && {glossary: site})};
    return {matches, candidates: await this.candidates(asked, shard, whole)};
  }

  /** Each record the query's words find, with its summed score and how many of the words it holds; `whole`: every tier of each word. */
  private async collect(query: string, asked: QueryWord[], whole: boolean) {
    const corrected: Record<string, string> = {};
    const glossary: Record<string, string[]> = {};
    // Each query word: its records, scored; a joined word (coin_name) falls back on its parts.
    const perWord = await Promise.all(
      asked.map(async (word, i) => {
        const unfinished = i === asked.length - 1 && !/\s$/.test(query);
        const found = await this.matches(word, unfinished, whole);
        if (found.glossary) glossary[word.typed] = found.glossary;
        if (found.matches.length > 0 || word.parts.length === 0) return [{typed: word.typed, ...found}];
        return Promise.all(
          word.parts.map(async (part) => ({
            typed: part,
            ...(await this.matches({typed: part, word: stem(part), parts: []}, false, whole)),
          })),
        );
      }),
    ).then((lists) => lists.flat());
    // A word the index does not know is read as the candidate whose records meet those of every
    // other word (a record holding the whole query), then the nearest, then the one spelt nearest
    // to what was typed (historcal: historical, not history), then the commonest. Once the reader
    // is told ("Showing results for"), it counts as if it had been typed.
    const recordsOf = (matches: readonly Match[]): Set<string> =>
      new Set(matches.flatMap(({postings}) => postings.map(([page, record]) => `${page}:${record}`)));
    const known = perWord.filter((found) => found.matches.length > 0).map((found) => recordsOf(found.matches));
    for (const found of perWord) {
      if (found.candidates === undefined || found.candidates.length === 0) continue;
      const meets = (candidate: Candidate): boolean =>
        known.length === 0 || candidate.postings.some(([page, record]) => known.every((keys) => keys.has(`${page}:${record}`)));
      const ranked = found.candidates.map((candidate) => ({candidate, meets: meets(candidate)}));
      ranked.sort(
        (a, b) =>
          Number(b.meets) - Number(a.meets) ||
          a.candidate.edits - b.candidate.edits ||
          a.candidate.spelling - b.candidate.spelling ||
          b.candidate.records - a.candidate.records,
      );
      const best = ranked[0]!.candidate;
      found.matches = [{word: best.term, postings: best.postings, weight: 1, records: best.records}];
      corrected[found.typed] = best.spelt;
    }
    const groups = perWord.map((found) => found.matches);
    const {n, b} = await this.list;
    /** How rare a query word is (BM25's idf), from the records of the word it stands for (its exact match, else its commonest). */
    const rarity = (matches: Match[]): number => {
      const records = matches[0]?.weight === 1 ? matches[0].records : Math.max(0, ...matches.map((match) => match.records));
      return Math.log(1 + (n - records + 0.5) / (records + 0.5));
    };
    const scores = new Map<string, {page: number; record: number; score: number; held: number; words: Set<string>}>();
    let rarities = 0;
    for (const matches of groups) {
      const idf = rarity(matches);
      rarities += idf;
      const best = new Map<string, {score: number; word: string}>();
      for (const {word, postings, weight} of matches) {
        for (const [page, record, score] of postings) {
          const key = `${page}:${record}`;
          if ((best.get(key)?.score ?? -1) < score * weight) best.set(key, {score: score * weight, word});
        }
      }
      for (const [key, {score, word}] of best) {
        const [page, record] = key.split(':').map(Number) as [number, number];
        const entry = scores.get(key) ?? {page, record, score: 0, held: 0, words: new Set<string>()};
        entry.score += score;
        entry.held += idf;
        entry.words.add(word);
        scores.set(key, entry);
      }
    }
    // Two words of the query that stand side by side in a record (its text, heading or a row's name)
    // add the pair's score there: words together count for more than the same words apart. A joined
    // word (puzzle_hash) is also the phrase of its parts.
    const pairs = new Set([
      ...groups.slice(1).flatMap((matches, i) => pairKeys(groups[i] ?? [], matches)),
      ...perWord.flatMap(({typed}) => [...pairsOf(partsOf(typed).join(' '))]),
    ]);
    const pairFiles = await Promise.all(
      [...pairs].map((pair) => this.load<Record<string, Posting[]>>(`${this.base}search/x/${pairFile(pair, b)}.json`, {})),
    );
    [...pairs].forEach((pair, i) => {
      for (const [page, record, score] of pairFiles[i]?.[pair] ?? []) {
        const entry = scores.get(`${page}:${record}`);
        if (entry !== undefined) entry.score += PAIR_WEIGHT * score;
      }
    });
    return {scores, rarities, corrected, glossary};
  }

  /**
   * The records that hold the query's words, best first: each word adds its score in the record (a
   * rare word weighs more than a common one), and a record holding fewer of the words loses in
   * proportion. `section` (Guides, API, Blog, Pages) keeps the records of that section's pages before
   * the ranking chooses: the MCP server's get_endpoint reads the API's records only; the search box never sets it.
   */
  async search(query: string, limit = 8, section?: string): Promise<SearchAnswer> {
    const words = queryWords(query);
    if (words.length === 0) return {query, results: [], total: 0};
    // A word that names a part of the site (api, endpoint) says where to look: it ranks that part's
    // pages first rather than counting as a word; in a question about when, it is what happened (the NFT API launched).
    const past = PAST_QUESTION.test(query);
    const named = words.length > 1 && !past ? words.find(({word}) => SECTION_WORDS[word] !== undefined) : undefined;
    const asked = named ? words.filter((word) => word !== named) : words;
    const hint = named ? SECTION_WORDS[named.word] : undefined;
    // A query of several words reads every tier of each: the record that holds them all may be past the first tier of each.
    const {scores, rarities, corrected, glossary} = await this.collect(query, asked, asked.length > 1);
    /** Each page's section, and an API page's coin, one letter a page (plugins/search/build-index.ts: sectionLetters, assetOf). */
    const {s: letters, a: assets} = await this.list;
    const favoured = (page: number): boolean => {
      const letter = letters[page] ?? '-';
      return (hint !== undefined && letter.toUpperCase() === hint) || (past && letter !== letter.toUpperCase());
    };
    // The general call before the narrower ones: a query that names no coin asks about XCH, so the
    // calls about a CAT or an NFT come after it; one that does not say "pro" asks of a call anyone can make.
    const general = asked.every(({typed}) => assetOf(typed) === '-');
    const pro = asked.some(({word}) => word === 'pro');
    const narrower = (page: number): boolean => {
      const scope = assets[page] ?? '-';
      return (general && /[cn]/.test(scope)) || (!pro && scope === 'p');
    };
    const rank = (entry: {page: number; score: number; held: number}): number =>
      entry.score *
      (entry.held / rarities) ** COVERAGE *
      (favoured(entry.page) ? NAMED_SECTION : 1) *
      (narrower(entry.page) ? NARROWER : 1);
    const ranks = new Map([...scores.values()].map((entry) => [entry, rank(entry)] as const));
    let ranked = [...ranks.keys()].sort((a, b) => (ranks.get(b) ?? 0) - (ranks.get(a) ?? 0));
    // A page's second record counts half, its third a quarter…: the first results show several pages before more of one.
    const shown = new Map<number, number>();
    const spread = new Map(
      ranked.map((entry) => {
        const before = shown.get(entry.page) ?? 0;
        shown.set(entry.page, before + 1);
        return [entry, (ranks.get(entry) ?? 0) * SAME_PAGE ** before] as const;
      }),
    );
    ranked.sort((a, b) => (spread.get(b) ?? 0) - (spread.get(a) ?? 0));
    if (section !== undefined) ranked = ranked.filter((entry) => letters[entry.page]?.toUpperCase() === section[0]);
    const marks = [...new Set([...asked.map(({typed}) => typed), ...ranked.slice(0, limit).flatMap((entry) => [...entry.words])])];
    // One result a place: a page's own record and its endpoint both land on its top; the next records fill their places.
    const results: SearchResult[] = [];
    const seen = new Set<string>();
    for (let next = 0; results.length < limit && next < ranked.length;) {
      const batch = ranked.slice(next, (next += limit - results.length));
      const pages = await Promise.all(batch.map((entry) => this.records(entry.page, entry.record)));
      batch.forEach((entry, i) => {
        const page = pages[i];
        const row = page?.r;
        if (!page || !row) return;
        const [anchor, heading, kind, name, text, also] = row;
        const url = anchor ? `${page.u}#${anchor}` : page.u;
        // A page already shown by one of its sections or rows is not shown again at its own address (as
        // itself, or as its endpoint's line): each shown record marks its page's address as seen.
        if (seen.has(url)) return;
        seen.add(url);
        seen.add(page.u);
        const quoted = excerpt(text, [...entry.words, ...asked.map(({typed}) => typed)]);
        results.push({
          url,
          section: page.s,
          pageTitle: page.t,
          heading: kind === 'page' ? '' : name || heading,
          kind,
          excerpt: quoted,
          marks,
          ...(also !== undefined && {also}),
        });
      });
    }
    return {
      query,
      results,
      total: places(ranked),
      ...(Object.keys(corrected).length > 0 && {corrected}),
      ...(Object.keys(glossary).length > 0 && {glossary}),
    };
  }
}

// The search, in the browser: reads the index files plugins/search writes (under
// `<baseUrl>search/`) as a query needs them, and ranks what they hold. Loaded only when the reader
// starts a search (plugins/search/theme/SearchBar loads it on focus), never with the page.
//
// Each word of the query reads the file of its first three letters. A record must hold every word
// of the query (when some record does); the last word also matches as the start of a longer word,
// since the reader may still be typing it. Among the records that hold as many words, those that
// define more of them (a page or a section that names the word in its title, a heading or its first
// paragraph: plugins/search/build-index.ts) come before the rows and the prose that only repeat it. A word of five letters or more that is in no record is
// looked up in the typo table, and the nearest word of the site (one letter added, dropped, changed
// or two swapped) is searched instead.
import {excerpt} from './marks';
import {MIN_TYPO_LENGTH, deletions, queryWords, shardFile, shardOf, typoShardOf, withinOneEdit} from './tokenize';

/** A record a word finds, its score, and 1 where the record defines the word. */
type Posting = [page: number, record: number, score: number, defines?: 1];
type Shard = Record<string, Posting[]>;
type TypoTable = Record<string, string[]>;
type RecordKind = 'page' | 'section' | 'endpoint' | 'parameter' | 'field' | 'status';
type PageFile = {u: string; t: string; s: string; r: [anchor: string, heading: string, kind: RecordKind, name: string, text: string][]};

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
};

export type SearchAnswer = {query: string; results: SearchResult[]; total: number; corrected?: Record<string, string>};

/** Reads one index file: the browser fetches it; the MCP server (packages/spacescan-docs-mcp) reads it from its data folder. Undefined where there is none. */
export type ReadIndexFile = (url: string) => Promise<unknown>;

const fetchIndexFile: ReadIndexFile = (url) => fetch(url).then((response) => (response.ok ? response.json() : undefined));

const cache = new Map<string, Promise<unknown>>();

type Match = {word: string; postings: Posting[]; weight: number};

export class SearchEngine {
  private readonly list: Promise<{t: Set<string>; y: Set<string>}>;

  constructor(
    private readonly base: string,
    private readonly read: ReadIndexFile = fetchIndexFile,
  ) {
    this.list = this.load<{t: string[]; y: string[]}>(`${base}search/index.json`, {t: [], y: []}).then((list) => ({
      t: new Set(list.t),
      y: new Set(list.y),
    }));
  }

  /** An index file, read once; `empty` where it is missing or cannot be read. */
  private load<T>(url: string, empty: T): Promise<T> {
    let promise = cache.get(url) as Promise<T> | undefined;
    if (promise === undefined) {
      promise = this.read(url).then(
        (data) => (data === undefined ? empty : (data as T)),
        () => empty,
      );
      cache.set(url, promise);
    }
    return promise;
  }

  private async shard(word: string): Promise<Shard> {
    const key = shardOf(word);
    if (!(await this.list).t.has(key)) return {};
    return this.load<Shard>(`${this.base}search/t/${shardFile(key)}.json`, {});
  }

  private page(n: number): Promise<PageFile | null> {
    return this.load<PageFile | null>(`${this.base}search/p/${n}.json`, null);
  }

  /** The site's words one edit from `word`. */
  private async corrections(word: string): Promise<string[]> {
    const keys = deletions(word);
    const {y} = await this.list;
    const tables = await Promise.all(
      [...new Set(keys.map(typoShardOf))]
        .filter((key) => y.has(key))
        .map((key) => this.load<TypoTable>(`${this.base}search/y/${shardFile(key)}.json`, {})),
    );
    const found = new Set<string>();
    for (const table of tables) for (const key of keys) for (const candidate of table[key] ?? []) found.add(candidate);
    return [...found].filter((candidate) => candidate !== word && withinOneEdit(candidate, word));
  }

  /** The records a word finds: itself, words it starts (when it may be unfinished), or its nearest spelling. */
  private async matches(word: string, unfinished: boolean): Promise<{matches: Match[]; corrected?: string}> {
    const shard = await this.shard(word);
    const matches: Match[] = [];
    if (shard[word]) matches.push({word, postings: shard[word], weight: 1});
    if (unfinished || matches.length === 0) {
      for (const [other, postings] of Object.entries(shard)) {
        if (other !== word && other.startsWith(word)) matches.push({word: other, postings, weight: 0.7});
      }
    }
    if (matches.length > 0 || word.length < MIN_TYPO_LENGTH) return {matches};
    const candidates = await this.corrections(word);
    let best: {word: string; postings: Posting[]; total: number} | undefined;
    for (const candidate of candidates) {
      const postings = (await this.shard(candidate))[candidate] ?? [];
      const total = postings.reduce((sum, posting) => sum + posting[2], 0);
      if (best === undefined || total > best.total) best = {word: candidate, postings, total};
    }
    return best === undefined ? {matches} : {matches: [{word: best.word, postings: best.postings, weight: 0.8}], corrected: best.word};
  }

  /**
   * The records that hold the query's words, best first. `section` (Guides, API, Blog, Pages) keeps
   * the records of that section's pages before the ranking chooses: the MCP server's get_endpoint
   * reads the API's records only; the search box never sets it.
   */
  async search(query: string, limit = 8, section?: string): Promise<SearchAnswer> {
    const asked = queryWords(query);
    if (asked.length === 0) return {query, results: [], total: 0};
    const corrected: Record<string, string> = {};
    // Each query word: its records, scored; a joined word (coin_name) falls back on its parts.
    const perWord = await Promise.all(
      asked.map(async ({word, parts}, i) => {
        const unfinished = i === asked.length - 1 && !/\s$/.test(query);
        const found = await this.matches(word, unfinished);
        if (found.corrected) corrected[word] = found.corrected;
        if (found.matches.length > 0 || parts.length === 0) return [found.matches];
        return Promise.all(parts.map(async (part) => (await this.matches(part, false)).matches));
      }),
    );
    const groups = perWord.flat();
    const scores = new Map<string, {page: number; record: number; score: number; hits: number; defines: number; words: Set<string>}>();
    groups.forEach((matches) => {
      const best = new Map<string, {score: number; word: string; defines: boolean}>();
      for (const {word, postings, weight} of matches) {
        for (const [page, record, score, defines] of postings) {
          const key = `${page}:${record}`;
          const weighted = score * weight;
          if ((best.get(key)?.score ?? -1) < weighted) best.set(key, {score: weighted, word, defines: defines === 1});
        }
      }
      for (const [key, {score, word, defines}] of best) {
        const [page, record] = key.split(':').map(Number) as [number, number];
        const entry = scores.get(key) ?? {page, record, score: 0, hits: 0, defines: 0, words: new Set<string>()};
        entry.score += score;
        entry.hits += 1;
        if (defines) entry.defines += 1;
        entry.words.add(word);
        scores.set(key, entry);
      }
    });
    let ranked = [...scores.values()].sort((a, b) => b.hits - a.hits || b.defines - a.defines || b.score - a.score);
    if (section !== undefined) {
      const sections = await Promise.all(ranked.map(async (entry) => (await this.page(entry.page))?.s));
      ranked = ranked.filter((_, i) => sections[i] === section);
    }
    // When some record holds every word, only those count.
    const all = ranked.filter((entry) => entry.hits === groups.length);
    const chosen = all.length > 0 ? all : ranked;
    const shown = chosen.slice(0, limit);
    const pages = await Promise.all(shown.map((entry) => this.page(entry.page)));
    const marks = [...new Set(shown.flatMap((entry) => [...entry.words]))];
    const results = shown.flatMap((entry, i): SearchResult[] => {
      const page = pages[i];
      const row = page?.r[entry.record];
      if (!page || !row) return [];
      const [anchor, heading, kind, name, text] = row;
      return [
        {
          url: anchor ? `${page.u}#${anchor}` : page.u,
          section: page.s,
          pageTitle: page.t,
          heading: kind === 'page' ? '' : name || heading,
          kind,
          excerpt: excerpt(text, [...entry.words]),
          marks,
        },
      ];
    });
    return {query, results, total: chosen.length, ...(Object.keys(corrected).length > 0 ? {corrected} : {})};
  }
}

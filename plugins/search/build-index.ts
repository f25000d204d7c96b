// Builds the site's search index from the built pages (issues 16 and 45). See plugins/search/index.ts
// for the files it writes and src/search/engine.ts for how the browser reads them.
//
// Each page gives records: the page itself (its title and opening text), each section under an h2
// or h3, and on an API page each endpoint, parameter, response field and error status (their
// table rows carry data-search-* attributes and an id to land on). Each word of a record is scored
// by BM25F: its count in each field (a row's name, a title, a heading, a first paragraph, running
// text), weighted by the field and saturating as it repeats, times how rare the word is on the site.
// A word's file keeps its best records; the rest are in a file of its own that a query of several
// words reads, so no record that holds all of a query's words is lost.
//
// A page or a section that names a word in its title or heading, or in its first paragraph (its
// first <p>), explains it: the word counts more there than in the rows and the prose that only
// repeat it, so `x-api-key` leads to the section of Getting started that explains the header. Posts
// and the API changelog tell what changed on a day: they explain nothing. Rows repeated across the
// site (the same error row on every endpoint) are indexed once and count for one copy's share.
import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {closestAncestor, firstDescendant, hasClass, outermostDescendants} from '../html-tree';
import {
  MIN_TYPO_LENGTH,
  assetOf,
  deletions,
  pairFile,
  pairsOf,
  resultFile,
  shardOf,
  stem,
  terms,
  typoShardOf,
  words,
} from '../../shared/tokenize';

export type RecordKind = 'page' | 'section' | 'endpoint' | 'parameter' | 'field' | 'status';

export type SearchRecord = {
  /** The id to land on ('' for the top of the page). */
  anchor: string;
  /** What the result shows as its heading: the section's heading, or the row's name. */
  heading: string;
  kind: RecordKind;
  /** The identifier a row stands for (coin_name, x-api-key, 429, GET /address/xch-balance/{address}). */
  name: string;
  /** Another name of the row that counts as its name (a field's Chia RPC name: spent_block_index); not shown. */
  alias?: string;
  text: string;
  /** A page's or a section's first paragraph (empty for a row): with the title or heading, what the record defines. */
  lead: string;
  /** A page's or a section's text block by block (paragraphs, items, cells), as `text` joins them; none for a row. */
  blocks?: string[];
  /** The first cell of each row of its tables: what each row is about (429 Too Many Requests), which the record explains. */
  defines?: string[];
};

export type SearchPage = {
  url: string;
  title: string;
  section: string;
  /** Whether the page tells what changed on a day (a post, the API changelog) rather than explains: it defines no word. */
  dated: boolean;
  /** Whether the page documents what the site keeps for what it replaced (`<meta name="search-rank" content="superseded">`: the older API). */
  superseded: boolean;
  /** Whether every call of the page is Pro only (its endpoint lines' `data-search-access`): narrower than a call anyone can make. */
  proOnly: boolean;
  records: SearchRecord[];
};

/**
 * How much a word counts where it stands (BM25F's field weights). A row's name counts as written
 * (x-api-key, address_hex); the words it splits into count as `namePart`. `lead` is a page's or a
 * section's first paragraph: with its title or heading, what it explains.
 */
export const WEIGHTS = {
  name: 10,
  namePart: 2,
  title: 6,
  heading: 4,
  lead: 2,
  pageTitle: 1,
  parentPath: 1,
  text: 1,
  wholePage: 0.2,
} as const;
/**
 * How much more a word counts in a page or a section that explains it (names it in its title,
 * heading or first paragraph) than in the rows and prose that only repeat it: a term leads to the
 * page that explains it (x-api-key to Getting started, not to a parameter row).
 */
const EXPLAINS = 1.5;
/** How much a word counts on a page that tells what changed on a day (a post, the changelog), against a page that explains. */
const DATED = 0.8;
/** On how many pages a paragraph must stand to be boilerplate (a partial shown twice is not). */
const BOILERPLATE_PAGES = 3;
/** How much a word counts on a page of what the site keeps for what it replaced (the older API), against a current page. */
const SUPERSEDED = 0.5;
/** How many records a word's file holds for it (the first tier), besides the pages whose title holds it; the rest are in a file of their own. */
export const POSTINGS_PER_WORD = 50;
/** How many records a pair of words keeps: it only adds to records its words find. */
const PAIR_POSTINGS = 10;
/** On how many pages a row's name must stand for its copies to be one whatever each says (x-api-key: 52; confirmed_block_index: 3, each its own). */
const ROW_ON_MANY_PAGES = 5;
/** About how many pairs of words a file of pairs holds (search/x/<n>.json). */
const PAIRS_PER_FILE = 6;
/** How much of a record's text a result can quote. */
export const TEXT_KEPT = 320;

/** The mark of a page kept for what it replaced, as its MDX <head> writes it (api/catalogue/render.ts: SUPERSEDED_HEAD). */
const SUPERSEDED_META = /<meta[^>]*\bname="?search-rank"?[^>]*\bcontent="?superseded\b/;

/** An author's page of the blog: their name, title and words about them, above their posts. */
const AUTHOR_PAGE = /<html[^>]*class="[^"]*\bblog-authors-posts-page\b/;

/** The pages that tell what changed on a day: the blog's, and the API changelog. They name terms; guides and the reference explain them. */
const DATED_ROUTES = /^\/(blog(\/|$)|api\/changelog$)/;

/** The section a result is labelled with, from the page's path below the base URL. */
export function sectionOf(route: string): string {
  if (route.startsWith('/api')) return 'API';
  if (route.startsWith('/blog')) return 'Blog';
  if (route.startsWith('/docs')) return 'Guides';
  return 'Pages';
}

// Inside the content, what a reader does not read as text: code, scripts, pictures, buttons,
// navigation, heading links, hidden tab panels, what is marked to be left out, the page's footer,
// and the rows that are records of their own ([data-search-name]).
const SKIPPED_TAGS = new Set(['pre', 'script', 'style', 'svg', 'button', 'nav']);
const SKIPPED_CLASSES = ['theme-code-block', 'hash-link', 'theme-doc-footer'];
function isSkipped(element: Element): boolean {
  const {attribs} = element;
  return (
    SKIPPED_TAGS.has(element.name) ||
    attribs['data-search-ignore'] !== undefined ||
    attribs['data-search-name'] !== undefined ||
    (attribs.role === 'tabpanel' && attribs.hidden !== undefined) ||
    SKIPPED_CLASSES.some((name) => hasClass(element, name))
  );
}
const BLOCKS = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'blockquote', 'figcaption', 'h4', 'h5', 'h6', 'summary', 'caption']);

/** The text of an element as a reader reads it: words of separate elements apart, skipped parts left out. */
function readText(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as {data: string}).data;
  if (node.type !== 'tag' || isSkipped(node as Element)) return '';
  const element = node as Element;
  const inner = element.children.map(readText).join('');
  return /^(code|a|em|strong|b|i|kbd|sup|sub|mark|abbr)$/.test(element.name) ? inner : ` ${inner} `;
}

const squash = (text: string): string => text.replace(/[\s\u200b]+/g, ' ').trim();

/**
 * The records of one built page, or null for a page that is not searched (lists of posts, tags,
 * the search page itself: their text stands on pages of its own).
 */
export function extractPage(html: string, url: string, route: string): SearchPage | null {
  const article = articleOf(html);
  if (article === null) return null;
  // Only the page's <article> is read (parse5, which knows HTML's optional end tags, on the part
  // that matters: far quicker than the whole document).
  return recordsOf(cheerio.load(html.slice(article.start, article.end), null, false), html, url, route);
}

/**
 * Where the page's one <article> is in its HTML, or null for a page that is not searched: one
 * marked noindex, one with no article, or several (a list of posts).
 */
export function articleOf(html: string): {start: number; end: number} | null {
  if (/<meta name="?robots"? content="?[^>]*noindex/.test(html)) return null;
  // An author's page: who they are (the header above their posts) is what only it says.
  if (AUTHOR_PAGE.test(html)) {
    const start = html.indexOf('<header', html.indexOf('<main'));
    const end = html.indexOf('</header>', start);
    return start < 0 || end < 0 ? null : {start, end: end + '</header>'.length};
  }
  // The blog's lists of posts (by tag, all of them): with one post, a copy of it.
  if (/<html[^>]*class="[^"]*\bblog-(tags-post-list|list)-page\b/.test(html)) return null;
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start || html.indexOf('<article', start + 1) >= 0) return null;
  return {start, end: end + '</article>'.length};
}

/** The records of a searched page (articleOf is not null), from its parse: the whole page or its article alone. */
export function recordsOf($: cheerio.CheerioAPI, html: string, url: string, route: string): SearchPage | null {
  const top = $.root()[0]!;
  const author = AUTHOR_PAGE.test(html);
  // An author's second page of posts says the same about them as the first.
  if (author && /\/page\/\d+$/.test(route)) return null;
  const article = author
    ? firstDescendant(firstDescendant(top, (e) => e.name === 'main') ?? top, (e) => e.name === 'header')
    : firstDescendant(top, (e) => e.name === 'article');
  if (article === undefined) return null;
  const root = firstDescendant(article, (e) => hasClass(e, 'theme-doc-markdown') || hasClass(e, 'markdown')) ?? article;
  const h1 = firstDescendant(article, (e) => e.name === 'h1');
  const title = squash(h1 === undefined ? '' : $(h1).text()) || squash(/<title[^>]*>([^<|]*)/.exec(html)?.[1] ?? '');
  const records: SearchRecord[] = [{anchor: '', heading: title, kind: 'page', name: '', text: '', lead: ''}];
  const texts = new Map<SearchRecord, string[]>([[records[0]!, []]]);
  let current = records[0]!;

  /** Who may make each call of the page (its endpoint lines' `data-search-access`). */
  const accesses: string[] = [];
  const walk = (node: AnyNode): void => {
    if (node.type !== 'tag') return;
    const element = node as Element;
    const name = element.attribs['data-search-name'];
    if (name !== undefined) {
      const access = element.attribs['data-search-access'];
      if (access !== undefined) accesses.push(access);
      const textPart = firstDescendant(element, (e) => e.attribs['data-search-text'] !== undefined);
      records.push({
        anchor: element.attribs.id ?? '',
        heading: squash(name),
        kind: (element.attribs['data-search-kind'] as RecordKind | undefined) ?? 'field',
        name: squash(name),
        ...(element.attribs['data-search-alias'] !== undefined && {alias: squash(element.attribs['data-search-alias'])}),
        // An endpoint's line is its name; a row's text is its description.
        text: element.attribs['data-search-kind'] === 'endpoint' ? '' : squash((textPart ?? element).children.map(readText).join(' ')),
        lead: '',
      });
      // The rows nested in this one (a field tree's child fields), each a record of its own.
      for (const row of outermostDescendants(element, (e) => e.attribs['data-search-name'] !== undefined)) walk(row);
      return;
    }
    if (isSkipped(element)) return;
    // A table row's first cell names what the row is about, as a term and its definition.
    if (element.name === 'tr' && closestAncestor(element, (e) => e.name === 'thead') === undefined) {
      const first = element.children.find((child): child is Element => child.type === 'tag' && /^t[dh]$/.test((child as Element).name));
      const term = first === undefined ? '' : squash(readText(first));
      if (term) (current.defines ??= []).push(term);
    }
    if ((element.name === 'h2' || element.name === 'h3') && element.attribs.id) {
      current = {anchor: element.attribs.id, heading: squash(readText(element)), kind: 'section', name: '', text: '', lead: ''};
      records.push(current);
      texts.set(current, []);
      return;
    }
    if (BLOCKS.has(element.name)) {
      const text = squash(readText(element));
      if (text) {
        // The first paragraph of the text itself: not one inside a tab, which is one of several alternatives.
        if (current.lead === '' && element.name === 'p' && closestAncestor(element, (e) => e.attribs.role === 'tabpanel') === undefined)
          current.lead = text;
        texts.get(current)?.push(text);
      }
      return;
    }
    for (const child of element.children) walk(child);
  };
  for (const child of root.children) walk(child);
  for (const [record, parts] of texts) Object.assign(record, {text: parts.join(' '), blocks: parts});
  return {
    url,
    title,
    section: sectionOf(route),
    dated: DATED_ROUTES.test(route),
    superseded: SUPERSEDED_META.test(html),
    proOnly: accesses.length > 0 && accesses.every((access) => access === 'pro-only'),
    records,
  };
}

/** A record a word finds: its page, its place on the page, and its score for the word. */
export type Posting = [page: number, record: number, score: number];
/**
 * A word file: word → its first-tier records, best first; `+word` → how many more records it has
 * in its own file (IndexFiles.tails); `~word` → the site's words a reader's word stands for (the glossary).
 */
export type Shard = Record<string, Posting[] | number | string[]>;
export type IndexFiles = {
  /**
   * The shards that exist, each list grouped by all but the last character (ba → "lnst" for bal,
   * ban, bas, bat): a query asks only for these (src/search/engine.ts); `n` records in all; each
   * page's section (`s`, sectionLetters) and, for an API page, the coin its title names (`a`, assetOf).
   */
  list: {t: Record<string, string>; y: Record<string, string>; n: number; s: string; a: string; b: number};
  /** Shard key → its words. */
  shards: Map<string, Shard>;
  /** The files of pairs of words, by number (shared/tokenize.ts: pairFile): pair → its best records. */
  pairs: Map<number, Record<string, Posting[]>>;
  /** Word → its records beyond the first tier (search/w/<word>.json), read when a query of several words needs them. */
  tails: Map<string, Posting[]>;
  /** Typo shard key → one deletion of a word (or the word) → the words it comes from. */
  typos: Map<string, Record<string, string[]>>;
  /** The record files, by their path below `search/` (without .json): what a result shows. */
  results: [file: string, records: ResultFile][];
};

/** What a result shows of a record: where to land, its heading, kind, name, text to quote (cut to TEXT_KEPT) and, for a repeated row, where else it stands. */
export type ResultRow = [anchor: string, heading: string, kind: RecordKind, name: string, text: string, also?: string];
/** A record file (search/p/<page>-<record>.json): its page's address, title and section, and what a result shows of the record. */
export type ResultFile = {u: string; t: string; s: string; r: ResultRow};

/** The record files of page `n`, one a record that a word finds (`alsoOf` is undefined for the others: copies of a repeated row). */
function resultFiles(page: SearchPage, n: number, alsoOf: (record: number) => string | undefined): [string, ResultFile][] {
  return page.records.flatMap((record, i): [string, ResultFile][] => {
    const also = alsoOf(i);
    if (also === undefined) return [];
    const text = record.text.slice(0, TEXT_KEPT);
    const row: ResultRow =
      also === ''
        ? [record.anchor, record.heading, record.kind, record.name, text]
        : [record.anchor, record.heading, record.kind, record.name, text, also];
    return [[resultFile(n, i), {u: page.url, t: page.title, s: page.section, r: row}]];
  });
}

/** The fields of a record, each with its text and weight (BM25F's fields). */
type Field = {text: string; weight: number; name?: true; body?: 'record' | 'page'; explains?: boolean; apart?: true};
function fieldsOf(
  page: SearchPage,
  record: SearchRecord,
  wholePage: readonly {text: string; share: number}[],
  body: {own: string; shared: readonly {text: string; share: number}[]},
): Field[] {
  const own = record.kind === 'page';
  const explains = !page.dated && (own || record.kind === 'section');
  // A field's name is its last step (address_hex); the steps above it (data.owned_nfts[].creator) say where it is, as a heading would.
  const [parentPath, ownName] = record.kind === 'field' ? splitFieldPath(record.name) : ['', record.name];
  const fields = [
    {text: ownName, weight: WEIGHTS.name, name: true as const},
    {text: parentPath, weight: WEIGHTS.parentPath},
    {text: record.alias ?? '', weight: WEIGHTS.name, name: true as const},
    {text: own ? record.heading : page.title, weight: own ? WEIGHTS.title : WEIGHTS.pageTitle, explains: explains && own},
    {text: own || record.kind !== 'section' ? '' : record.heading, weight: WEIGHTS.heading, explains},
    {text: explains && !body.shared.some(({text}) => text === record.lead) ? record.lead : '', weight: WEIGHTS.lead, explains},
    // The terms of a record's tables stand apart from each other: no pairs across them.
    {text: explains ? (record.defines ?? []).join(' ') : '', weight: WEIGHTS.lead, explains, apart: true as const},
    {text: body.own, weight: WEIGHTS.text, body: 'record' as const},
    ...body.shared.map(({text, share}) => ({text, weight: WEIGHTS.text * share, body: 'record' as const})),
    // The page's own record also holds the rest of the page, weakly: the page is found by words its sections and rows share out.
    ...(own ? wholePage : []).map(({text, share}) => ({text, weight: WEIGHTS.wholePage * share, body: 'page' as const})),
  ];
  return fields.filter(({text}) => text !== '');
}

/** A field's path split at its last step: `data.owned_nfts[].creator.address_hex` → [`data.owned_nfts[].creator`, `address_hex`]. */
function splitFieldPath(name: string): [parent: string, own: string] {
  const at = name.lastIndexOf('.');
  return at < 0 ? ['', name] : [name.slice(0, at), name.slice(at + 1)];
}

/** BM25F's constants: saturation (k1) and how much a long text is discounted (b, running text only). */
const K1 = 15;
const B = 0.75;
/** A word counted again adds less each time (BM25's saturation). */
const saturate = (count: number): number => (count * (K1 + 1)) / (count + K1);

/**
 * Rows repeated across the site are one: the same parameter, field or status on many calls (the
 * x-api-key header, a 429 status, an amount field), whatever each copy's description says. The key
 * of a row's name: its kind, last name and Chia's name for it (buildIndex adds its description
 * where the name stands on fewer than ROW_ON_MANY_PAGES pages).
 */
function twinKey(record: SearchRecord): string | null {
  if (record.kind === 'page') return null;
  // A section shown on several pages (a partial: the same heading and text) is one too.
  if (record.kind === 'section') return record.text === '' ? null : `section\n${record.heading}\n${record.text}`;
  return `${record.kind}\n${
    record.name
      .split(/[\s.[\]]+/)
      .filter(Boolean)
      .pop() ?? ''
  }\n${record.alias ?? ''}`;
}

type Copy = {n: number; recordIndex: number; page: SearchPage; record: SearchRecord};

/**
 * The copy of a repeated record that is indexed: a row whose description most copies share, then
 * the one with the shortest name (a field at the top of a response before the same field nested in a
 * list); a section on the page whose title shares most words with it (a partial on the page about its subject).
 */
function keptCopy(copies: readonly Copy[]): Copy {
  const same = (copy: Copy): number => copies.filter((other) => other.record.text === copy.record.text).length;
  const fit = ({page, record}: Copy): number[] => {
    if (record.kind !== 'section') return [same({page, record} as Copy), -record.name.length];
    const own = new Set(words(`${record.heading} ${record.text}`));
    return [words(page.title).filter((word) => own.has(word)).length];
  };
  const better = (a: number[], b: number[]): boolean => {
    const i = a.findIndex((value, k) => value !== b[k]);
    return i >= 0 && a[i]! > b[i]!;
  };
  return copies.reduce((best, copy) => (better(fit(copy), fit(best)) ? copy : best));
}

/** Where else a row stands, said on the copy a result shows: "Also on Get NFT balance, Get token balance and 48 other pages." */
function alsoOn(kept: Copy, copies: readonly Copy[]): string {
  const others = [...new Set(copies.map(({page}) => page.title))].filter((title) => title !== kept.page.title).sort();
  if (others.length === 0) return '';
  const named = others.slice(0, 2);
  const rest = others.length - named.length;
  const list = rest > 0 ? `${named.join(', ')} and ${rest} other ${rest === 1 ? 'page' : 'pages'}` : named.join(' and ');
  return `Also on ${list}.`;
}

/** The longest a word file may be (JSON characters) before it is split by the next letter of its words. */
const MAX_SHARD_CHARS = 8000;

/**
 * Puts `shard` into `out` under `key`, or, when it is longer than MAX_SHARD_CHARS, splits it by the
 * next letter of its words (a site ten times this one has ten times the words of a prefix): the
 * words no longer than the key stay under it. A query reads the file of the longest key that
 * starts its word (src/search/engine.ts), so a word costs a file of bounded size at any scale.
 */
function splitShard<V>(key: string, shard: Record<string, V>, out: Map<string, Record<string, V>>): void {
  if (JSON.stringify(shard).length <= MAX_SHARD_CHARS) {
    out.set(key, shard);
    return;
  }
  const own: Record<string, V> = {};
  const children = new Map<string, Record<string, V>>();
  for (const [entry, value] of Object.entries(shard)) {
    // An entry's word: a word itself, `+word` (its tail), `~word` (the glossary), `word other` (a pair, in its first word's file).
    const word = entry.replace(/^[+~]/, '').split(' ')[0] ?? '';
    if (word.length <= key.length) own[entry] = value;
    else {
      const child = word.slice(0, key.length + 1);
      const part = children.get(child) ?? {};
      part[entry] = value;
      children.set(child, part);
    }
  }
  if (Object.keys(own).length > 0) out.set(key, own);
  for (const [child, part] of children) splitShard(child, part, out);
}

/** What an API page is about, one letter (index.json's `a`): the coin its title names (assetOf), else p for a Pro-only call; '-' for other pages. */
function scopeOf(page: SearchPage): string {
  if (page.section !== 'API') return '-';
  const asset = assetOf(page.title);
  return asset === '-' || asset === 'x' ? (page.proOnly ? 'p' : asset) : asset;
}

/** Keys grouped by all but their last character, that character appended to its group's string (index.json, a third of the bytes of a list). */
function grouped(keys: Iterable<string>): Record<string, string> {
  const groups: Record<string, string> = {};
  for (const key of [...keys].sort()) {
    const chars = [...key];
    const last = chars.pop() ?? '';
    groups[chars.join('')] = (groups[chars.join('')] ?? '') + last;
  }
  return groups;
}

/** Each page's section by its number, as the first letter of the section's name (Guides, API, Blog, Pages), in lower case for a dated page (a post, the changelog). */
function sectionLetters(pages: readonly SearchPage[]): string {
  return pages.map((page) => (page.dated ? page.section[0]?.toLowerCase() : page.section[0]) ?? '-').join('');
}

/** Adds `value` to a map of lists. */
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/**
 * The index files for a set of pages, each numbered by its place in `pages`. `glossary` maps a
 * reader's word to the site's words (plugins/search/glossary.ts).
 */
export function buildIndex(pages: readonly SearchPage[], glossary: ReadonlyMap<string, readonly string[]> = new Map()): IndexFiles {
  // A row or a section repeated across the site is indexed once (keptCopy) and counts for
  // 1/copies: the page that explains what the rows share ranks above them, and the result the copy
  // gives says where else it stands (alsoOn). A row's copies are one by its name on many pages
  // (ROW_ON_MANY_PAGES), whatever each says; on a few pages, a row that says something of its own stays apart.
  const pagesOfName = new Map<string, Set<number>>();
  pages.forEach((page, n) =>
    page.records.forEach((record) => {
      const key = twinKey(record);
      if (key !== null) pagesOfName.set(key, (pagesOfName.get(key) ?? new Set()).add(n));
    }),
  );
  const copyKey = (record: SearchRecord): string | null => {
    const key = twinKey(record);
    if (key === null || record.kind === 'section') return key;
    return (pagesOfName.get(key)?.size ?? 0) >= ROW_ON_MANY_PAGES ? key : `${key}\n${record.text}`;
  };
  const copiesOf = new Map<string, Copy[]>();
  pages.forEach((page, n) =>
    page.records.forEach((record, recordIndex) => {
      const key = copyKey(record);
      if (key !== null) push(copiesOf, key, {n, recordIndex, page, record});
    }),
  );
  const twins = new Map(
    [...copiesOf].map(([key, copies]) => {
      const kept = keptCopy(copies);
      return [key, {count: copies.length, at: `${kept.n}:${kept.recordIndex}`, also: alsoOn(kept, copies)}] as const;
    }),
  );
  /** The copies of a repeated record: how many, which one is indexed, and where else they stand. */
  const twinOf = (record: SearchRecord) => twins.get(copyKey(record) ?? '');
  const indexed: {key: [number, number]; page: SearchPage; record: SearchRecord; share: number}[] = [];
  pages.forEach((page, n) => {
    page.records.forEach((record, recordIndex) => {
      const twin = twinOf(record);
      if (twin !== undefined && twin.at !== `${n}:${recordIndex}`) return;
      indexed.push({key: [n, recordIndex], page, record, share: 1 / (twin?.count ?? 1)});
    });
  });

  // A paragraph that stands on many pages (a line every endpoint page ends with) is boilerplate: it
  // counts for its share on each, and is no page's first paragraph, so no page explains its words by it.
  const blockPages = new Map<string, Set<SearchPage>>();
  for (const page of pages)
    for (const record of page.records)
      for (const block of record.blocks ?? []) blockPages.set(block, (blockPages.get(block) ?? new Set()).add(page));
  const bodyOf = (record: SearchRecord): {own: string; shared: {text: string; share: number}[]} => {
    if (record.blocks === undefined) return {own: record.text, shared: []};
    const copies = (block: string): number => blockPages.get(block)?.size ?? 1;
    return {
      own: record.blocks.filter((block) => copies(block) < BOILERPLATE_PAGES).join(' '),
      shared: record.blocks.filter((block) => copies(block) >= BOILERPLATE_PAGES).map((text) => ({text, share: 1 / copies(text)})),
    };
  };

  // Running text is discounted by its length against the average (BM25's b).
  const bodyLengths = new Map(indexed.map(({record}) => [record, words(record.text).length]));
  const bodyLength = (record: SearchRecord): number => bodyLengths.get(record) ?? 0;
  const averageBody = indexed.reduce((sum, {record}) => sum + bodyLength(record), 0) / Math.max(1, indexed.length);
  // Each page's sections and rows, for its own record, but the rows repeated across the site: they say nothing of one page.
  const wholePages = new Map(
    pages.map((page) => [
      page,
      page.records.slice(1).map((record) => ({
        text: `${record.name} ${record.heading} ${record.text}`,
        share: 1 / (twinOf(record)?.count ?? 1),
      })),
    ]),
  );
  const pageLengths = new Map([...wholePages].map(([page, parts]) => [page, parts.reduce((sum, {text}) => sum + words(text).length, 0)]));
  const averagePage = [...pageLengths.values()].reduce((sum, length) => sum + length, 0) / Math.max(1, pages.length);

  /** For each word, each record's weighted count (BM25F's pseudo-frequency) and the share it counts for. */
  const counts = new Map<string, [page: number, record: number, count: number, share: number][]>();
  /** For each word, the pages (their own record) whose title holds it. */
  const titledBy = new Map<string, string[]>();
  /** For each term, how often each word that gives it is written: the typo table offers the commonest. */
  const spellings = new Map<string, Map<string, number>>();
  for (const {key, page, record, share} of indexed) {
    const weighted = new Map<string, number>();
    /** The words the record's title, heading or first paragraph names: what it explains. */
    const explained = new Set<string>();
    const norms = {
      record: 1 - B + (B * bodyLength(record)) / Math.max(1, averageBody),
      page: 1 - B + (B * (pageLengths.get(page) ?? 0)) / Math.max(1, averagePage),
    };
    for (const field of fieldsOf(page, record, wholePages.get(page) ?? [], bodyOf(record))) {
      const norm = field.body === undefined ? 1 : norms[field.body];
      const inField = new Map<string, {count: number; weight: number}>();
      for (const {term, word, whole} of terms(field.text)) {
        const spelt = spellings.get(term) ?? new Map<string, number>();
        spellings.set(term, spelt.set(word, (spelt.get(word) ?? 0) + 1));
        const weight = field.name && !whole ? WEIGHTS.namePart : field.weight;
        const seen = inField.get(term) ?? {count: 0, weight: 0};
        inField.set(term, {count: seen.count + 1, weight: Math.max(seen.weight, weight)});
        if (field.explains) explained.add(term);
      }
      for (const [term, {count, weight}] of inField) weighted.set(term, (weighted.get(term) ?? 0) + (weight * count) / norm);
      // Words that stand side by side (stop words between them aside) count as a pair too, in this record's own text only.
      if (field.body === undefined && !field.apart)
        for (const pair of pairsOf(field.text)) {
          weighted.set(pair, (weighted.get(pair) ?? 0) + field.weight / norm);
          if (field.explains) explained.add(pair);
        }
    }
    if (record.kind === 'page') for (const word of words(record.heading)) push(titledBy, word, `${key[0]}:${key[1]}`);
    for (const [word, count] of weighted)
      push(counts, word, [
        key[0],
        key[1],
        count,
        share * (explained.has(word) ? EXPLAINS : 1) * (page.dated ? DATED : 1) * (page.superseded ? SUPERSEDED : 1),
      ]);
  }

  const pairs = new Map<string, Posting[]>();
  const shards = new Map<string, Shard>();
  const tails = new Map<string, Posting[]>();
  const typos = new Map<string, Record<string, string[]>>();
  const shardFor = (word: string): Shard => {
    const key = shardOf(word);
    let shard = shards.get(key);
    if (shard === undefined) shards.set(key, (shard = {}));
    return shard;
  };
  for (const [word, byRecord] of [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const idf = Math.log(1 + (indexed.length - byRecord.length + 0.5) / (byRecord.length + 0.5));
    const titled = new Set(titledBy.get(word));
    const postings = byRecord
      .map(([page, record, count, share]): Posting => [page, record, Math.round(idf * saturate(count) * share * 100)])
      .sort((a, b) => b[2] - a[2] || a[0] - b[0] || a[1] - b[1]);
    // A pair of words is only a bonus to records its words find: its best few are enough.
    if (word.includes(' ')) {
      pairs.set(word, postings.slice(0, PAIR_POSTINGS));
      continue;
    }
    // The best records, and every page whose title holds the word: however many records share a
    // word, each page stays findable by the words of its title (issue 36). The rest wait in a file of their own.
    const first = postings.filter(([page, record], rank) => rank < POSTINGS_PER_WORD || titled.has(`${page}:${record}`));
    const rest = postings.filter(([page, record], rank) => rank >= POSTINGS_PER_WORD && !titled.has(`${page}:${record}`));
    const shard = shardFor(word);
    shard[word] = first;
    if (rest.length > 0) {
      shard[`+${word}`] = rest.length;
      tails.set(word, rest);
    }
    const spelt = [...(spellings.get(word) ?? [])].sort((a, b) => b[1] - a[1])[0]?.[0] ?? word;
    if (spelt.length >= MIN_TYPO_LENGTH && /^\p{L}+$/u.test(word)) {
      for (const key of deletions(word)) {
        const typoKey = typoShardOf(key);
        const table = typos.get(typoKey) ?? {};
        (table[key] ??= []).push(spelt);
        typos.set(typoKey, table);
      }
    }
  }
  for (const [reader, site] of glossary) {
    const unused = site.find((word) => !counts.has(stem(word.toLowerCase())));
    if (unused !== undefined)
      throw new Error(`search glossary: "${reader}" stands for "${unused}", which no page uses. Fix: use a word of the site.`);
    shardFor(reader)[`~${reader}`] = [...site];
  }

  const found = new Map(indexed.map(({key, record}) => [`${key[0]}:${key[1]}`, twinOf(record)?.also ?? ''] as const));
  const wordFiles = new Map<string, Shard>();
  for (const [key, shard] of shards) splitShard(key, shard, wordFiles);
  const typoFiles = new Map<string, Record<string, string[]>>();
  for (const [key, table] of typos) splitShard(key, table, typoFiles);
  const pairFiles = Math.max(1, Math.round(pairs.size / PAIRS_PER_FILE));
  const pairShards = new Map<number, Record<string, Posting[]>>();
  for (const [pair, postings] of pairs) {
    const n = pairFile(pair, pairFiles);
    const file = pairShards.get(n) ?? {};
    file[pair] = postings;
    pairShards.set(n, file);
  }
  return {
    list: {
      t: grouped(wordFiles.keys()),
      y: grouped(typoFiles.keys()),
      n: indexed.length,
      s: sectionLetters(pages),
      a: pages.map(scopeOf).join(''),
      b: pairFiles,
    },
    shards: wordFiles,
    pairs: pairShards,
    tails,
    typos: typoFiles,
    results: pages.flatMap((page, n) => resultFiles(page, n, (record) => found.get(`${n}:${record}`))),
  };
}

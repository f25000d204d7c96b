// Builds the site's search index from the built pages (issue 16). See plugins/search/index.ts for
// the files it writes and src/search/engine.ts for how the browser reads them.
//
// Each page gives records: the page itself (its title and opening text), each section under an h2
// or h3, and on an API page each endpoint, parameter, response field and error status (their
// table rows carry data-search-* attributes and an id to land on). Each word of a record is scored
// by where it stands (a name or a title counts most, running text least) and how rare it is on the
// site; the index keeps, for each word, only its best-scoring records. A query therefore reads a
// few small files, whatever the size of the site.
//
// A page or a section that names a word in its title or heading, or in its first paragraph (its
// first <p>), defines it: its posting for that word is marked, and a record that defines a word the
// reader asked for ranks above the rows and the prose that only repeat it (src/search/engine.ts).
// So `x-api-key` leads to the section of Getting started that explains the header, not to one of
// the sixty parameter rows that carry it. Posts and the API changelog tell what changed on a day:
// they define nothing.
import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {closestAncestor, firstDescendant, hasClass, outermostDescendants} from '../html-tree';
import {MIN_TYPO_LENGTH, deletions, shardOf, typoShardOf, words} from '../../src/search/tokenize';

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
};

export type SearchPage = {
  url: string;
  title: string;
  section: string;
  /** Whether the page tells what changed on a day (a post, the API changelog) rather than explains: it defines no word. */
  dated: boolean;
  records: SearchRecord[];
};

/** How much a word counts where it stands. */
export const WEIGHTS = {name: 10, title: 6, heading: 4, pageTitle: 1, text: 1} as const;
/** How much more a page's or an endpoint's own record counts than a row or a section. */
export const KIND_BOOST = 2;
/** How many records the index keeps for each word, besides the pages whose title holds it. */
export const POSTINGS_PER_WORD = 50;
/** How much of a record's text a result can quote. */
export const TEXT_KEPT = 600;

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
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start || html.indexOf('<article', start + 1) >= 0) return null;
  return {start, end: end + '</article>'.length};
}

/** The records of a searched page (articleOf is not null), from its parse: the whole page or its article alone. */
export function recordsOf($: cheerio.CheerioAPI, html: string, url: string, route: string): SearchPage | null {
  const article = firstDescendant($.root()[0]!, (e) => e.name === 'article');
  if (article === undefined) return null;
  const root = firstDescendant(article, (e) => hasClass(e, 'theme-doc-markdown') || hasClass(e, 'markdown')) ?? article;
  const h1 = firstDescendant(article, (e) => e.name === 'h1');
  const title = squash(h1 === undefined ? '' : $(h1).text()) || squash(/<title[^>]*>([^<|]*)/.exec(html)?.[1] ?? '');
  const records: SearchRecord[] = [{anchor: '', heading: title, kind: 'page', name: '', text: '', lead: ''}];
  const texts = new Map<SearchRecord, string[]>([[records[0]!, []]]);
  let current = records[0]!;

  const walk = (node: AnyNode): void => {
    if (node.type !== 'tag') return;
    const element = node as Element;
    const name = element.attribs['data-search-name'];
    if (name !== undefined) {
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
  for (const [record, parts] of texts) record.text = parts.join(' ');
  return {url, title, section: sectionOf(route), dated: DATED_ROUTES.test(route), records};
}

/** A record a word finds: its page, its place on the page, its score, and 1 where the record defines the word. */
export type Posting = [page: number, record: number, score: number] | [page: number, record: number, score: number, defines: 1];
export type IndexFiles = {
  /** The shards that exist: a query asks only for these (src/search/engine.ts). */
  list: {t: string[]; y: string[]};
  /** Shard key → word → its best records. */
  shards: Map<string, Record<string, Posting[]>>;
  /** Typo shard key → one deletion of a word (or the word) → the words it comes from. */
  typos: Map<string, Record<string, string[]>>;
  /** One file a page, by its number: what a result shows. */
  pages: [id: number, file: PageFile][];
};

/** A page's file of the index (search/p/<id>.json): what a result shows. */
export type PageFile = {
  u: string;
  t: string;
  s: string;
  r: [anchor: string, heading: string, kind: RecordKind, name: string, text: string][];
};

/** The file of a page of the index: its address, title, section and records (their text cut to TEXT_KEPT). */
export function pageFile(page: SearchPage): PageFile {
  return {
    u: page.url,
    t: page.title,
    s: page.section,
    r: page.records.map((record) => [record.anchor, record.heading, record.kind, record.name, record.text.slice(0, TEXT_KEPT)]),
  };
}

function fieldsOf(page: SearchPage, record: SearchRecord): [string, number][] {
  const fields: [string, number][] = [
    [record.name, WEIGHTS.name],
    [record.alias ?? '', WEIGHTS.name],
    [record.kind === 'page' ? record.heading : page.title, record.kind === 'page' ? WEIGHTS.title : WEIGHTS.pageTitle],
    [record.kind === 'page' ? '' : record.heading, WEIGHTS.heading],
    [record.text, WEIGHTS.text],
  ];
  return fields.filter(([text]) => text !== '');
}

/**
 * The words a page or a section defines: those of its title or heading and of its first paragraph.
 * Rows define none, nor do the pages that tell what changed on a day.
 */
export function definedWords(page: SearchPage, record: SearchRecord): Set<string> {
  if (page.dated || (record.kind !== 'page' && record.kind !== 'section')) return new Set();
  return new Set([...words(record.heading), ...words(record.lead)]);
}

/** A word counted again in the same place adds less each time (BM25's saturation, k1 = 1.2). */
const saturate = (count: number): number => (count * 2.2) / (count + 1.2);

/**
 * The index files for a set of pages, numbered by `ids` (in the same order as the pages),
 * or by their order. The post-build pass numbers each page by its place among the built files, so
 * that its worker writes the page's file (pageFile) as soon as it has the page.
 */
export function buildIndex(pages: readonly SearchPage[], ids: readonly number[] = pages.map((_, n) => n)): IndexFiles {
  // Weighted count of each word in each record, and in how many records each word stands.
  const counts = new Map<string, Map<string, number>>();
  /** For each word, the records (`page:record`) that define it. */
  const definitions = new Map<string, Set<string>>();
  const documentFrequency = new Map<string, number>();
  /** For each word, the pages (their own record, `page:record`) whose title holds it. */
  const titledBy = new Map<string, Set<string>>();
  let recordCount = 0;
  pages.forEach((page, n) => {
    const pageIndex = ids[n] ?? n;
    page.records.forEach((record, recordIndex) => {
      recordCount += 1;
      // Each place a word stands counts for its weight, saturating as the word repeats there.
      const weighted = new Map<string, number>();
      for (const [text, weight] of fieldsOf(page, record)) {
        const inField = new Map<string, number>();
        for (const word of words(text)) inField.set(word, (inField.get(word) ?? 0) + 1);
        for (const [word, count] of inField) weighted.set(word, (weighted.get(word) ?? 0) + weight * saturate(count));
      }
      if (record.kind === 'page') {
        for (const word of words(record.heading)) {
          let titled = titledBy.get(word);
          if (titled === undefined) titledBy.set(word, (titled = new Set()));
          titled.add(`${pageIndex}:${recordIndex}`);
        }
      }
      for (const word of definedWords(page, record)) {
        let definers = definitions.get(word);
        if (definers === undefined) definitions.set(word, (definers = new Set()));
        definers.add(`${pageIndex}:${recordIndex}`);
      }
      // A page or an endpoint counts double: its title or its path ranks above the rows and the
      // prose that mention the same words.
      const boost = record.kind === 'page' || record.kind === 'endpoint' ? KIND_BOOST : 1;
      for (const [word, count] of weighted) {
        let byRecord = counts.get(word);
        if (byRecord === undefined) counts.set(word, (byRecord = new Map()));
        byRecord.set(`${pageIndex}:${recordIndex}`, count * boost);
        documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
      }
    });
  });

  const shards = new Map<string, Record<string, Posting[]>>();
  const typos = new Map<string, Record<string, string[]>>();
  for (const [word, byRecord] of [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const df = documentFrequency.get(word) ?? 1;
    const idf = Math.log(1 + (recordCount - df + 0.5) / (df + 0.5));
    const definers = definitions.get(word);
    // The records that define the word come first, so that the ones kept always include them.
    const postings = [...byRecord]
      .map(([key, count]): Posting => {
        const [pageIndex, recordIndex] = key.split(':').map(Number) as [number, number];
        const score = Math.round(count * idf * 100);
        return definers?.has(key) ? [pageIndex, recordIndex, score, 1] : [pageIndex, recordIndex, score];
      })
      .sort((a, b) => (b[3] ?? 0) - (a[3] ?? 0) || b[2] - a[2] || a[0] - b[0] || a[1] - b[1])
      // The best records, and every page whose title holds the word beyond them: however many
      // pages share a word, each stays findable by the words of its title (issue 36).
      .filter(([page, record], rank) => rank < POSTINGS_PER_WORD || titledBy.get(word)?.has(`${page}:${record}`));
    const shardKey = shardOf(word);
    const shard = shards.get(shardKey) ?? {};
    shard[word] = postings;
    shards.set(shardKey, shard);
    if (word.length >= MIN_TYPO_LENGTH && /^\p{L}+$/u.test(word)) {
      for (const key of deletions(word)) {
        const typoKey = typoShardOf(key);
        const table = typos.get(typoKey) ?? {};
        (table[key] ??= []).push(word);
        typos.set(typoKey, table);
      }
    }
  }

  return {
    list: {t: [...shards.keys()], y: [...typos.keys()]},
    shards,
    typos,
    pages: pages.map((page, n) => [ids[n] ?? n, pageFile(page)]),
  };
}

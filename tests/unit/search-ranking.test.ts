// The search ranks the page that explains a term above the rows that only repeat it
// (plugins/search/build-index.ts, src/search/engine.ts), on a small site built here: sixty API
// pages whose parameter row names a header, a reference page whose section explains it in its first
// paragraph, and a post that names it in a heading. The index and the engine are the site's own;
// the engine reads the index files from memory instead of the network.
import {test, expect} from '@playwright/test';
import {buildIndex, definedWords, extractPage, POSTINGS_PER_WORD, type SearchPage} from '../../plugins/search/build-index';
import {shardFile} from '../../src/search/tokenize';
import {SearchEngine} from '../../src/search/engine';

const article = (body: string): string =>
  `<html><head><title>t</title></head><body><article><div class="theme-doc-markdown markdown">${body}</div></article></body></html>`;

/** An endpoint page whose parameters table has a row for the header. */
const endpoint = (n: number): string =>
  article(
    `<h1>Get balance ${n}</h1><p>Returns balance ${n} of an address.</p><h2 id="parameters">Parameters</h2>` +
      `<table><tr id="parameter-x-api-key" data-search-name="x-api-key" data-search-kind="parameter"><td>x-api-key</td><td data-search-text="">Your Pro API key, for the x-api-key header of the Pro host.</td></tr></table>`,
  );

const reference = article(
  '<h1>Getting started</h1><p>Where to send requests.</p>' +
    '<h2 id="free-and-pro-access">Free and Pro access</h2><p>The free hosts need no key. The Pro hosts check your key: send it in the <code>x-api-key</code> header.</p>' +
    '<h2 id="request-samples">Request samples</h2><div role="tabpanel"><p>Host with your key in the <code>x-api-key</code> header.</p></div>',
);

const post = article(
  '<h1>Weekly update</h1><p>What shipped.</p><h2 id="x-api-key-arrives">The x-api-key header arrives</h2><p>Pro keys now travel in a header.</p>',
);

function site(): SearchPage[] {
  const pages: SearchPage[] = [];
  for (let n = 0; n < 60; n += 1) pages.push(extractPage(endpoint(n), `/api/balance_${n}`, `/api/balance_${n}`)!);
  pages.push(extractPage(reference, '/api/getting-started', '/api/getting-started')!);
  pages.push(extractPage(post, '/blog/weekly_update', '/blog/weekly_update')!);
  return pages;
}

const served = new Map<string, unknown>();
let sites = 0;

/** The engine of the site, reading the index files from memory (each site under a base of its own: the engine keeps what it read). */
function engineOf(pages: readonly SearchPage[]): SearchEngine {
  const base = `/site-${(sites += 1)}/`;
  const index = buildIndex(pages);
  served.set(`${base}search/index.json`, index.list);
  for (const [key, shard] of index.shards) served.set(`${base}search/t/${shardFile(key)}.json`, shard);
  for (const [key, table] of index.typos) served.set(`${base}search/y/${shardFile(key)}.json`, table);
  for (const [n, page] of index.pages) served.set(`${base}search/p/${n}.json`, page);
  globalThis.fetch = (async (url: string) => {
    const data = served.get(url);
    return {ok: data !== undefined, json: async () => data};
  }) as unknown as typeof fetch;
  return new SearchEngine(base);
}

test('a section that names the term in its first paragraph defines it; a tab, a row and a post do not', () => {
  const pages = site();
  const start = pages.find((p) => p.url === '/api/getting-started')!;
  const section = (anchor: string) => start.records.find((r) => r.anchor === anchor)!;
  expect(definedWords(start, section('free-and-pro-access')).has('x-api-key')).toBe(true);
  expect(definedWords(start, section('request-samples')).has('x-api-key')).toBe(false);
  const row = pages[0]!.records.find((r) => r.kind === 'parameter')!;
  expect(definedWords(pages[0]!, row).size).toBe(0);
  const weekly = pages.find((p) => p.url === '/blog/weekly_update')!;
  expect(
    definedWords(
      weekly,
      weekly.records.find((r) => r.anchor === 'x-api-key-arrives')!,
    ).size,
  ).toBe(0);
});

test('the section that explains the term is suggested first, above sixty rows that score higher', async () => {
  const pages = site();
  const answer = await engineOf(pages).search('x-api-key');
  expect(answer.results[0]?.url).toBe('/api/getting-started#free-and-pro-access');
  expect(answer.results.slice(1).every((result) => result.kind === 'parameter' || result.url.startsWith('/blog/'))).toBe(true);
  // Its posting is kept although more than POSTINGS_PER_WORD rows carry the word.
  expect(pages.length - 2).toBeGreaterThan(POSTINGS_PER_WORD);
});

test('without a page that defines it, the rows rank as before: by their score', async () => {
  const pages = site().filter((page) => page.url !== '/api/getting-started');
  const answer = await engineOf(pages).search('x-api-key');
  expect(answer.results[0]?.kind).toBe('parameter');
});

test('a page stays findable by a word of its title when more than POSTINGS_PER_WORD records rank above it', async () => {
  // A post (dated: it defines no word) titled with a word that sixty endpoint pages define.
  const history = extractPage(article('<h1>Balance history</h1><p>What changed.</p>'), '/blog/balance_history', '/blog/balance_history')!;
  const pages = [...site(), history];
  expect(pages.filter((page) => page.title.startsWith('Get balance')).length).toBeGreaterThan(POSTINGS_PER_WORD);
  const answer = await engineOf(pages).search('balance ', 100);
  expect(answer.results.map((result) => result.url)).toContain('/blog/balance_history');
});

// The search's ranking rules (plugins/search/build-index.ts, src/search/engine.ts), each on a small
// site built here: sixty API pages whose parameter row names a header, a reference page whose
// section explains it in its first paragraph, a post that names it in a heading, and pages made for
// one rule each. The index and the engine are the site's own; the engine reads the index files from
// memory instead of the network. tests/built/search-eval.test.ts measures them on the real site.
import {test, expect} from '@playwright/test';
import {articleOf, buildIndex, extractPage, POSTINGS_PER_WORD, type SearchPage} from '../../plugins/search/build-index';
import {queryWords, shardFile} from '../../shared/tokenize';
import {SearchEngine} from '../../src/search/engine';

const article = (body: string): string =>
  `<html><head><title>t</title></head><body><article><div class="theme-doc-markdown markdown">${body}</div></article></body></html>`;

/** An endpoint page whose parameters table has a row for the header. */
const endpoint = (n: number): string =>
  article(
    `<h1>Get balance ${n}</h1><p>Returns balance ${n} of an address.</p><h2 id="parameters">Parameters</h2>` +
      `<table><tr id="parameter-x-api-key" data-search-name="x-api-key" data-search-kind="parameter"><td>x-api-key</td><td data-search-text="">${
        // One call describes the row apart: it is still a copy of the same row.
        n === 7
          ? 'Required: this call is Pro only. Your Pro API key, for the x-api-key header.'
          : 'Your Pro API key, for the x-api-key header of the Pro host.'
      }</td></tr></table>`,
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
function engineOf(pages: readonly SearchPage[], glossary?: Map<string, string[]>): SearchEngine {
  const base = `/site-${(sites += 1)}/`;
  const index = buildIndex(pages, glossary);
  served.set(`${base}search/index.json`, index.list);
  for (const [key, shard] of index.shards) served.set(`${base}search/t/${shardFile(key)}.json`, shard);
  for (const [word, postings] of index.tails) served.set(`${base}search/w/${shardFile(word)}.json`, postings);
  for (const [key, table] of index.typos) served.set(`${base}search/y/${shardFile(key)}.json`, table);
  for (const [file, records] of index.results) served.set(`${base}search/${file}.json`, records);
  globalThis.fetch = (async (url: string) => {
    const data = served.get(url);
    return {ok: data !== undefined, json: async () => data};
  }) as unknown as typeof fetch;
  return new SearchEngine(base);
}

/** A page at `url` whose content is `body`. */
const pageAt = (url: string, body: string): SearchPage => extractPage(article(body), url, url)!;

/** A guide page: a title and paragraphs. */
const guide = (url: string, title: string, ...paragraphs: string[]): SearchPage =>
  pageAt(url, `<h1>${title}</h1>${paragraphs.map((text) => `<p>${text}</p>`).join('')}`);

test('sixty rows of one name collapse into one that says where else it stands, below the section that explains the term', async () => {
  const answer = await engineOf(site()).search('x-api-key', 20);
  expect(answer.results[0]?.url).toBe('/api/getting-started#free-and-pro-access');
  const rows = answer.results.filter((result) => result.kind === 'parameter');
  expect(rows).toHaveLength(1);
  // The copy kept is one whose description most copies share; the others are named.
  expect(rows[0]?.excerpt).toContain('of the Pro host');
  expect(rows[0]?.also).toMatch(/^Also on Get balance \d+, Get balance \d+ and 57 other pages\.$/);
});

test('without a page that explains it, the row is still found, once, beside the post that names it', async () => {
  const pages = site().filter((page) => page.url !== '/api/getting-started');
  const answer = await engineOf(pages).search('x-api-key');
  // The row and the post's section first; after them, pages that hold the row only as one of its copies.
  expect(
    answer.results
      .slice(0, 2)
      .map((result) => result.kind)
      .sort(),
  ).toEqual(['parameter', 'section']);
  expect(answer.results.filter((result) => result.kind === 'parameter')).toHaveLength(1);
  expect(answer.results.slice(2).every((result) => result.kind === 'page' && result.url.startsWith('/api/balance_'))).toBe(true);
});

test('a rare word of the query outweighs common ones that more records hold', async () => {
  const clawback = guide('/docs/clawback', 'Send with clawback', 'A clawback payment waits before it arrives.');
  const answer = await engineOf([...site(), clawback]).search('get balance clawback');
  expect(answer.results[0]?.url).toBe('/docs/clawback');
});

test('words are matched by their stem and stop words are left out: "my taxes" finds "Tax statement"', async () => {
  const tax = guide('/docs/tax', 'Tax statement', 'Download the report for the year.');
  const answer = await engineOf([...site(), tax]).search('what are my taxes');
  expect(answer.results[0]?.url).toBe('/docs/tax');
});

test('a record that holds every word of the query is found when each word has more records than the first tier', async () => {
  const many = (word: string) =>
    Array.from({length: POSTINGS_PER_WORD + 10}, (_, n) => guide(`/docs/${word}-${n}`, `${word} ${n}`, `${word} ${word} ${word}.`));
  const both = guide(
    '/docs/both',
    'Notes',
    `A long paragraph that names alpha once and beta once, among many other words of little weight here.`,
  );
  const answer = await engineOf([...many('alpha'), ...many('beta'), both]).search('alpha beta');
  expect(answer.results[0]?.url).toBe('/docs/both');
});

test('only a word the index does not know is corrected', async () => {
  const pages = [guide('/docs/forms', 'Forms', 'Fill in the forms.'), guide('/docs/farms', 'Farms', 'How farms work.')];
  const engine = engineOf(pages);
  const known = await engine.search('forms');
  expect(known.corrected).toBeUndefined();
  expect(known.results[0]?.url).toBe('/docs/forms');
  const typo = await engine.search('frams');
  expect(typo.corrected).toEqual({frams: 'farms'});
  expect(typo.results[0]?.url).toBe('/docs/farms');
});

test('a long word is corrected across two edits, a swap of two letters counting as one; a short word only across one', async () => {
  const pages = [
    guide('/docs/transactions', 'Transactions', 'Every transaction of an address.'),
    guide('/docs/fees', 'Fees', 'What a fee buys.'),
  ];
  const engine = engineOf(pages);
  // Two edits: a swap (oi) and a dropped letter (n).
  const long = await engine.search('trasnactio ');
  expect(long.corrected).toEqual({trasnactio: 'transaction'});
  expect(long.results[0]?.url).toBe('/docs/transactions');
  // Five letters, two edits from "fees": not corrected.
  expect((await engine.search('feexx ')).corrected).toBeUndefined();
});

test('of two corrections as near, the one whose records meet the other words of the query wins, and counts as if typed', async () => {
  const pages = [
    guide('/docs/county', 'County records', 'Each county keeps its records. County, county, county.'),
    guide('/docs/county-2', 'County maps', 'A county map.'),
    guide('/docs/bounty', 'Bounty', 'Claim the reward of a bounty.'),
  ];
  const engine = engineOf(pages);
  // "vounty" is one letter from both; county is the commoner word, but only bounty stands beside "reward".
  expect((await engine.search('vounty')).corrected).toEqual({vounty: 'county'});
  const answer = await engine.search('vounty reward');
  expect(answer.corrected).toEqual({vounty: 'bounty'});
  expect(answer.results[0]?.url).toBe('/docs/bounty');
  // The corrected word weighs as the word typed: the same ranking as the spelt query.
  const spelt = await engine.search('bounty reward');
  expect(answer.results.map((result) => result.url)).toEqual(spelt.results.map((result) => result.url));
});

test('the general call comes first: XCH before a CAT or an NFT unless the query names a coin, a call anyone can make before a Pro-only one', async () => {
  const proOnly = pageAt(
    '/api/address/xch_balance_at',
    '<h1>Get XCH balance at a height</h1><p>The balance of an address, the balance at a height, in XCH.</p>' +
      '<p data-search-name="GET /address/xch-balance-at/{address}" data-search-kind="endpoint" data-search-access="pro-only">GET</p>',
  );
  const pages = [
    guide('/api/address/token_balance', 'Get token balance', 'The balance of an address, for each CAT.'),
    guide('/api/address/nft_balance', 'Get NFT balance', 'The balance of an address, for each NFT.'),
    guide('/api/address/xch_balance', 'Get XCH balance', 'The balance of an address, in XCH and in mojo.'),
    proOnly,
  ];
  const engine = engineOf(pages);
  expect((await engine.search('balance of an address')).results[0]?.url).toBe('/api/address/xch_balance');
  expect((await engine.search('token balance of an address')).results[0]?.url).toBe('/api/address/token_balance');
  expect((await engine.search('nfts of an address')).results[0]?.url).toBe('/api/address/nft_balance');
  expect((await engine.search('pro balance of an address')).results[0]?.url).toBe('/api/address/xch_balance_at');
});

test('a host name is one word (and its parts): api.spacescan.io finds the page that lists the host, not pages that say api and io', async () => {
  const pages = [
    guide('/docs/hosts', 'Hosts', 'Send requests to https://api.spacescan.io or to the Pro host.'),
    guide('/docs/api', 'The API of Spacescan', 'The api of Spacescan answers in JSON: Spacescan api, io, the api spacescan io layer.'),
  ];
  const engine = engineOf(pages);
  expect((await engine.search('api.spacescan.io')).results[0]?.url).toBe('/docs/hosts');
  // Its parts still find it.
  expect((await engine.search('spacescan ')).results.map((result) => result.url)).toContain('/docs/hosts');
});

test("a table's first column names what each row is about: the section with the table explains the term", async () => {
  const table = (rows: string) => `<table><thead><tr><th>Status</th><th>What it means</th></tr></thead><tbody>${rows}</tbody></table>`;
  const pages = [
    pageAt(
      '/api/getting-started',
      `<h1>Getting started</h1><p>Where to begin.</p><h2 id="errors">Errors</h2><p>A call that fails answers with a status and a message, and the table below lists each one with what it means and what to do.</p>` +
        table('<tr><td>401 Unauthorized</td><td>A key is missing.</td></tr><tr><td>429 Too Many Requests</td><td>Slow down.</td></tr>'),
    ),
    guide('/docs/exchange', 'Link your exchange', 'Links to the explorer.', 'If a call fails with 401, add your key.'),
  ];
  const answer = await engineOf(pages).search('401');
  expect(answer.results[0]?.url).toBe('/api/getting-started#errors');
});

test('a word file too large is split by the next letter: each word, a word being typed and a slip are still found', async () => {
  // Four hundred words that start with "cha": more than one file of words holds.
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const made = Array.from({length: 400}, (_, n) => `cha${letters[n % 26]}${letters[Math.floor(n / 26) % 26]}tron`);
  const pages = made.map((word, n) => guide(`/docs/${word}`, `Page ${word}`, `The ${word} explained, page ${n}.`));
  const index = buildIndex(pages);
  expect([...index.shards.keys()].filter((key) => key.startsWith('cha')).length).toBeGreaterThan(1);
  const engine = engineOf(pages);
  expect((await engine.search('chaqbtron')).results[0]?.url).toBe('/docs/chaqbtron');
  expect((await engine.search('chaqbtr')).results[0]?.url).toBe('/docs/chaqbtron');
  const slip = await engine.search('chaqbtorn');
  expect(slip.corrected).toEqual({chaqbtorn: 'chaqbtron'});
  // Two words side by side: the pair is read from its own file of pairs.
  expect((await engine.search('chaqbtron explained')).results[0]?.url).toBe('/docs/chaqbtron');
});

test('letters and digits split: testnet finds testnet11, which is also found whole', async () => {
  const pages = [
    guide('/docs/hosts', 'Hosts', 'The testnet11 host answers for the test network.'),
    guide('/docs/other', 'Other', 'Nothing here.'),
  ];
  const engine = engineOf(pages);
  expect((await engine.search('testnet ')).results[0]?.url).toBe('/docs/hosts');
  expect((await engine.search('testnet11')).results[0]?.url).toBe('/docs/hosts');
});

test("the glossary searches a reader's word as the site's, and the answer says so", async () => {
  const pages = [guide('/docs/mempool', 'Mempool', 'Transactions wait in the mempool.'), guide('/docs/other', 'Other', 'Nothing here.')];
  const answer = await engineOf(pages, new Map([['stuck', ['mempool']]])).search('stuck transaction');
  expect(answer.results[0]?.url).toBe('/docs/mempool');
  expect(answer.glossary).toEqual({stuck: ['mempool']});
  expect(() => buildIndex(pages, new Map([['stuck', ['pending']]]))).toThrow(/"pending", which no page uses/);
});

test("the blog's lists of posts are not indexed: with one post, a copy of it", () => {
  const list = (kind: string) =>
    `<html lang=en class="blog-wrapper ${kind} plugin-blog"><body><article><h2>One post</h2></article></body></html>`;
  expect(articleOf(list('blog-tags-post-list-page'))).toBeNull();
  expect(articleOf(list('blog-list-page'))).toBeNull();
  expect(articleOf(list('blog-post-page'))).not.toBeNull();
});

test("an author's page is found by who they are, not by their posts; its second page is not indexed", async () => {
  const authorPage = (route: string) =>
    extractPage(
      '<html lang=en class="blog-wrapper blog-authors-posts-page plugin-blog"><body><main><header><h1>Sabari</h1><small>Founder</small>' +
        '<p>Founder of Spacescan. Writes the weekly updates.</p></header><article><h2>Weekly update</h2><p>Offers arrive.</p></article></main></body></html>',
      route,
      route,
    );
  const author = authorPage('/blog/authors/sabari');
  expect(author?.title).toBe('Sabari');
  expect(author?.records.map((record) => record.text).join(' ')).not.toContain('Offers');
  expect(authorPage('/blog/authors/sabari/page/2')).toBeNull();
  const pages = [author!, guide('/docs/intro', 'Welcome', 'Spacescan is an explorer for the Chia blockchain.')];
  expect((await engineOf(pages).search('who founded spacescan')).results[0]?.url).toBe('/blog/authors/sabari');
});

test('a question about when something happened ranks the dated pages (posts, the changelog) first', async () => {
  const pages = [
    guide('/docs/guide/trading', 'Trading', 'What you can trade.', 'Offer pages show their price.'),
    pageAt('/blog/weekly_update_3', '<h1>Weekly update</h1><p>Offer pages now show their price.</p>'),
  ];
  const engine = engineOf(pages);
  expect((await engine.search('when did offer pages show a price')).results[0]?.url).toBe('/blog/weekly_update_3');
  expect((await engine.search('offer pages price')).results[0]?.url).toBe('/docs/guide/trading');
});

test('a page stays findable by a word of its title when more than POSTINGS_PER_WORD records rank above it', async () => {
  // A post (dated: it counts for less) titled with a word that sixty endpoint pages hold in their title.
  const history = pageAt('/blog/balance_history', '<h1>Balance history</h1><p>What changed.</p>');
  const pages = [...site(), history];
  expect(pages.filter((page) => page.title.startsWith('Get balance')).length).toBeGreaterThan(POSTINGS_PER_WORD);
  const answer = await engineOf(pages).search('balance ', 100);
  expect(answer.results.map((result) => result.url)).toContain('/blog/balance_history');
});

test('"did" is a DID, but not the verb after a question word or before its subject', () => {
  const asked = (query: string): string[] => queryWords(query).map(({word}) => word);
  expect(asked('verify my did')).toContain('did');
  expect(asked('did profile')).toContain('did');
  expect(asked('when did spacescan add cat2')).not.toContain('did');
  expect(asked('why did my payment fail')).not.toContain('did');
  expect(asked('did i send it to the wrong address')).not.toContain('did');
});

test('a paragraph that stands on many pages counts for its share: the page that explains its words comes first', async () => {
  const endpointWithFooter = (n: number): SearchPage =>
    guide(`/api/call_${n}`, `Get thing ${n}`, `Returns thing ${n}.`, 'Every call is also described in the OpenAPI document.');
  const tools = pageAt(
    '/api/getting-started',
    '<h1>Getting started</h1><p>Where to send requests.</p>' +
      '<h2 id="tools">Use the reference in your tools</h2><p>The build writes files that other tools read, from the same catalogue as these pages.</p>' +
      '<p>Code generators, API clients and validators read the OpenAPI document; point yours at it, and at its examples to test what it generates.</p>',
  );
  const answer = await engineOf([...Array.from({length: 20}, (_, n) => endpointWithFooter(n)), tools]).search('openapi document');
  expect(answer.results[0]?.url).toBe('/api/getting-started#tools');
});

test('"api" or "endpoint" in a query ranks the API reference first instead of counting as a word', async () => {
  const pages = [
    guide('/docs/guide/balance', 'Check a balance', 'Open the address page to check the balance of an address.'),
    pageAt('/api/address/balance', '<h1>Get balance</h1><p>Returns the balance of an address.</p>'),
  ];
  const engine = engineOf(pages);
  expect((await engine.search('balance of an address api')).results[0]?.url).toBe('/api/address/balance');
  expect((await engine.search('balance endpoint')).results[0]?.url).toBe('/api/address/balance');
  expect((await engine.search('check balance of an address')).results[0]?.url).toBe('/docs/guide/balance');
});

test('the count of results is the count of places they fill: a page found by its sections is not counted again as itself', async () => {
  const pages = [
    pageAt(
      '/docs/dust',
      '<h1>Dust</h1><p>Dust is a tiny amount.</p><h2 id="filter">Filter dust</h2><p>Hide dust.</p><h2 id="spam">Dust spam</h2><p>Dust floods.</p>',
    ),
    guide('/docs/fees', 'Fees', 'A fee keeps dust out of a full mempool.'),
  ];
  const engine = engineOf(pages);
  const all = await engine.search('dust', 50);
  expect(all.total).toBe(all.results.length);
  expect(all.results.map((result) => result.url)).toEqual(expect.arrayContaining(['/docs/dust#filter', '/docs/dust#spam', '/docs/fees']));
  expect((await engine.search('dust', 2)).total).toBe(all.total);
});

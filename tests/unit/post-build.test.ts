// The one post-build pass (plugins/post-build, issue 36): each page is parsed once, and its steps run
// in the order plugins/post-build/steps.ts states, each seeing what the one before it left: the
// policy hashes the page template's starter and a script the Markdown step prunes; the search reads
// text the Markdown step prunes. The pass over a whole build is checked by the build itself (it fails
// on a page parsed twice) and by the build-output tests (content-security-policy, markdown-twins,
// search-ranking, mcp-server, published-paths).
import {test, expect} from '@playwright/test';
import {apiPages} from '../../api/catalogue/pages';
import {documentedApiHosts, sha256} from '../../plugins/content-security-policy/policy';
import {processPage, STEPS, type PageJob, type PassFacts} from '../../plugins/post-build/steps';
import {redirectPage} from '../../plugins/redirects';

const facts: PassFacts = {
  baseUrl: '/',
  siteUrl: 'https://docs.example.org',
  outDirName: 'build',
  apiHosts: documentedApiHosts(apiPages),
  timeSteps: true,
};

const tabChoice = '!function(t){try{var r=localStorage.getItem("docusaurus.tab.networks");if(!r)return}catch(t){}}(document.currentScript)';

// The page template's starter (plugins/page-start.ts), shortened.
const starter =
  '!function(e){performance.getEntriesByName("first-contentful-paint")}(["/assets/js/runtime~main.1a2b3c4d.js","/assets/js/main.5e6f7a8b.js"])';

/** A page as Docusaurus writes it, before the pass: the template's starter, an article with a tab group and its script. */
const built = [
  '<!doctype html><html lang=en><head><meta charset=UTF-8><title>Coins | Spacescan</title>',
  '<meta name=description content="What a coin is, as the explorer shows it.">',
  `<script>${starter}</script></head>`,
  '<body><div id=__docusaurus><main><article><div class="theme-doc-markdown markdown"><header><h1>Coins</h1></header>',
  '<p>A coin is spent once<span class=sr-only> in a block</span>.</p>',
  `<div class=tabs-container><div role=tabpanel>Mainnet</div><script>${tabChoice}</script></div>`,
  '<h2 id=ids>Coin ids</h2><p>Each coin has an id.</p></div></article></main></div></body></html>',
].join('');

const job: PageJob = {
  file: 'docs/coins.html',
  route: '/docs/coins',
  twin: '/docs/coins',
  text: true,
};

test('the steps are, in order: search, the policy, the Markdown', () => {
  expect(STEPS.map((step) => step.name)).toEqual(['search', 'content-security-policy', 'markdown']);
});

test('a page is parsed once, and every step runs on it in the stated order', () => {
  const {html, result} = processPage(built, job, facts);
  expect(result.parses).toBe(1);
  expect(result.steps).toEqual(STEPS.map((step) => step.name));
  // Each step's time, and the parse's apart, for the pass's log line (timeSteps asks for them).
  expect(Object.keys(result.ms).sort()).toEqual(['parse', ...STEPS.map((step) => step.name)].sort());
  expect(Object.values(result.ms).every((ms) => ms >= 0)).toBe(true);
  expect(result.ms['parse']).toBeGreaterThan(0);
  expect(result.refused).toEqual([]);
  expect(result.problems).toEqual([]);

  // The policy allows the template's starter.
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? '';
  expect(policy).toContain(sha256(starter));
  // The policy read the parse before the Markdown step pruned the article's scripts.
  expect(policy).toContain(sha256(tabChoice));
  // The search read the parse before the Markdown step pruned the text for screen readers.
  expect(result.search?.records.map((record) => record.text)).toEqual(['A coin is spent once in a block .', 'Each coin has an id.']);
  expect(result.twin).toBe(
    '# Coins\n\nWhat a coin is, as the explorer shows it.\n\nSource: https://docs.example.org/docs/coins\n\nA coin is spent once.\n\nMainnet\n\n## Coin ids\n\nEach coin has an id.\n',
  );
  expect(result.text).toContain('## Coin ids');
  expect(result.title).toBe('Coins');
});

test('the steps are timed only when asked', () => {
  const {html, result} = processPage(built, job, {...facts, timeSteps: false});
  expect(result.ms).toEqual({});
  expect(result.steps).toEqual(STEPS.map((step) => step.name));
  expect(html).toBe(processPage(built, job, facts).html);
});

test('a redirect page is parsed once, for its policy alone', () => {
  const page = redirectPage('/docs/coins', 'https://docs.example.org/docs/coins', 'Coins');
  const {html, result} = processPage(page, {file: 'docs/old.html', route: '/docs/old', twin: null, text: false}, facts);
  expect(result.parses).toBe(1);
  expect(result.search).toBeNull();
  expect(result.twin).toBeNull();
  expect(html).toBe(
    page.replace('<meta charset="utf-8">', (charset) => `${charset}${/<meta http-equiv="Content-Security-Policy"[^>]*>/.exec(html)?.[0]}`),
  );
  expect(html).toContain(sha256('location.replace("/docs/coins" + location.search + location.hash);'));
});

// `npm run bench`, part 4: what the search costs the reader (issue 16), today and as the site grows.
//
// - Bytes of the first query on a cold page: everything the browser fetches from the moment the
//   reader clicks in the box until the first suggestion shows (the search code, the index pieces,
//   the result data), as gzip (level 9) of the files fetched, for the site as built (1×) and for
//   a fixture with ten times the pages (10×): the build copied nine times under /x1/ … /x9/, each
//   copy with half of its longer words changed, so that it brings words of its own as new pages
//   do, and the search index built again over all of it (plugins/search: writeSearchIndex).
// - Time to the first suggestion after the last key, typing "balance" at 80 ms a key from the
//   moment the box is focused, processor slowed 4×, 1× and 10×.
// - Pagefind, on the same two folders, side by side: the
//   bytes its first query fetches (pagefind.js, its WebAssembly, the index chunks and the data of
//   the first eight results; pagefind is a dev dependency). And the index this site had before (@easyops-cn/docusaurus-search-local,
//   one search-index.json fetched whole), as issue 16 measured it: that plugin is no longer installed.
import {cp, mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {instrument, suggestionFor, waitForAnswer} from './interactions.mjs';
import {median} from './util.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** Issue 16's figures for the index the site had before (the whole index, fetched at the first focus). */
export const EASYOPS_BEFORE = {bytes: 1_710_000, gzip: 391_000};
const COPIES = 9;
const QUERY = 'balance';

/** Changes half of the longer words of a text, the same way for the same word and copy. */
function varyWords(text, copy) {
  return text.replace(/\b[A-Za-z]{5,}\b/g, (word) => {
    let hash = copy;
    for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    return hash % 2 === 0 ? `${word}${'qxz'[copy % 3]}${copy}` : word;
  });
}

/** .bench/build-10x: the build, plus nine varied copies of its pages, indexed together. */
export async function buildTenfold(outDir, benchDir, log) {
  const tenfold = path.join(benchDir, 'build-10x');
  await rm(tenfold, {recursive: true, force: true});
  await cp(outDir, tenfold, {recursive: true});
  const pages = (await readdir(outDir, {recursive: true})).filter((file) =>
    /^(docs|api|blog)\/.*\.html$/.test(file.split(path.sep).join('/')),
  );
  for (let copy = 1; copy <= COPIES; copy += 1) {
    for (const file of pages) {
      const html = await readFile(path.join(outDir, file), 'utf8');
      // Text between tags only: the markup stays as built.
      const varied = html.replace(/>([^<]+)</g, (all, text) => `>${varyWords(text, copy)}<`);
      const target = path.join(tenfold, `x${copy}`, file);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, varied);
    }
  }
  const jiti = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});
  const {writeSearchIndex} = jiti(path.join(siteDir, 'plugins/search/index.ts'));
  const written = await writeSearchIndex(tenfold, '/');
  log(`search 10× fixture: ${written.pages} pages indexed (${pages.length} pages copied ${COPIES} times), ${written.files} search files`);
  return {dir: tenfold, pages: written.pages};
}

/** Pagefind's command, from its package's `bin` (its `exports` do not let require.resolve reach it). */
function pagefindBinary() {
  const dir = path.join(siteDir, 'node_modules/pagefind');
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) return null;
  const {bin} = JSON.parse(readFileSync(manifest, 'utf8'));
  const file = path.join(dir, typeof bin === 'string' ? bin : (Object.values(bin ?? {})[0] ?? ''));
  return existsSync(file) ? file : null;
}

/** Runs Pagefind over a built folder (into <dir>/pagefind) and adds a page that searches with it. */
async function indexWithPagefind(dir) {
  const bin = pagefindBinary();
  if (bin === null) return false;
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, '--site', dir, '--glob', '{docs,api,blog,x*}/**/*.html', '--quiet'], {stdio: 'inherit'});
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pagefind exited with ${code}`))));
  });
  await writeFile(
    path.join(dir, 'pagefind-bench.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pagefind bench</title></head><body><script>
window.benchSearch = async (query) => {
  const pagefind = await import('/pagefind/pagefind.js');
  await pagefind.init();
  const found = await pagefind.search(query);
  const shown = await Promise.all(found.results.slice(0, 8).map((result) => result.data()));
  return shown.length;
};
window.benchUrls = async (query) => {
  const pagefind = await import('/pagefind/pagefind.js');
  const found = await pagefind.search(query);
  return (await Promise.all(found.results.slice(0, 10).map((result) => result.data()))).map((data) => data.url);
};
</script></body></html>`,
  );
  return true;
}

/** The gzip size of the same-site files a list of resource URLs names, read from `dir`. */
async function gzipOf(dir, urls) {
  let gzip = 0;
  let bytes = 0;
  for (const url of urls) {
    const file = path.join(dir, decodeURIComponent(new URL(url).pathname));
    if (!existsSync(file)) continue;
    const data = await readFile(file);
    bytes += data.length;
    gzip += gzipSync(data, {level: 9}).length;
  }
  return {files: urls.length, bytes, gzip};
}

/** Waits until the page has fetched nothing for `quietMs`. */
function settled(page, quietMs) {
  return page.waitForFunction(
    (quiet) => performance.now() - Math.max(0, ...performance.getEntriesByType('resource').map((entry) => entry.responseEnd)) > quiet,
    quietMs,
    {timeout: 15_000, polling: 100},
  );
}

/**
 * Our search: a page whose search has not run yet, click in the box, type `query` as a reader does
 * (80 ms a key: the box searches at each key, as it is typed), first suggestion. The bytes are what
 * the page fetched from the click to the suggestions; the time, from the last key to the first
 * suggestion, at `rate` times slower processor. `context` is reused across queries: a page's
 * search starts empty, and a file the browser has cached is still counted, by its size on disk.
 */
async function ourFirstQuery(context, baseUrl, dir, {query = QUERY, rate = 4} = {}) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate});
    await page.goto(new URL('/docs/intro', baseUrl).href, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
    await page.waitForTimeout(1000);
    // What the page still fetches of its own (the links' prefetches, late on a busy machine) is not the
    // search's: start counting once no resource has come for half a second.
    await settled(page, 500);
    const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
    const shown = page.evaluate(waitForAnswer, {answered: suggestionFor(query), timeoutMs: 30_000});
    await page.locator('[role=combobox]').click();
    await page.keyboard.type(query, {delay: 80});
    const {at} = await shown;
    const lastKey = await page.evaluate(() => window.benchInputs.filter((input) => input.type === 'keydown').at(-1)?.t);
    // The answers to the keys before the last may still be fetching their records: wait for the page to settle.
    await settled(page, 300);
    const urls = await page.evaluate(
      (from) =>
        performance
          .getEntriesByType('resource')
          .slice(from)
          .map((entry) => entry.name),
      before,
    );
    return {...(await gzipOf(dir, urls)), firstSuggestionMs: at === null || lastKey === undefined ? null : Math.round(at - lastKey)};
  } finally {
    await page.close();
  }
}

/** A context for ourFirstQuery: a desktop window, the bench's input instrumentation. */
async function searchContext(browser) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  await context.addInitScript(instrument);
  return context;
}

/** The first query's bytes for every question of the evaluation, each on a page of its own: the median, the worst and its question. */
async function bytesPerQuestion(browser, baseUrl, dir, questions) {
  const context = await searchContext(browser);
  try {
    const sizes = [];
    for (const {q} of questions) sizes.push({query: q, ...(await ourFirstQuery(context, baseUrl, dir, {query: q, rate: 1}))});
    sizes.sort((a, b) => a.gzip - b.gzip);
    const worst = sizes.at(-1);
    return {
      questions: sizes.length,
      medianGzip: median(sizes.map((size) => size.gzip)),
      medianFiles: median(sizes.map((size) => size.files)),
      worstGzip: worst.gzip,
      worstFiles: worst.files,
      worstQuery: worst.query,
    };
  } finally {
    await context.close();
  }
}

async function pagefindFirstQuery(browser, baseUrl, dir) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(new URL('/pagefind-bench.html', baseUrl).href, {waitUntil: 'load'});
    const count = await page.evaluate((query) => window.benchSearch(query), QUERY);
    const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    return {...(await gzipOf(dir, urls)), results: count};
  } finally {
    await context.close();
  }
}

/** The page a result stands on, as the evaluation names it (docs/intro): no anchor, no .html, no slashes around. */
const routeOf = (url) =>
  new URL(url, 'http://x').pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(/^\/+|\/+$/g, '');

/** First result, first three and MRR (percent) of ranks (1 for the first result, 0 for none in ten), by kind and in all. */
function figuresByKind(questions, ranks) {
  const figures = (list) => ({
    questions: list.length,
    first: Math.round((1000 * list.filter((r) => r === 1).length) / list.length) / 10,
    firstThree: Math.round((1000 * list.filter((r) => r >= 1 && r <= 3).length) / list.length) / 10,
    mrr: Math.round((1000 * list.reduce((sum, r) => sum + (r > 0 ? 1 / r : 0), 0)) / list.length) / 10,
  });
  const out = {all: figures(ranks)};
  for (const kind of new Set(questions.map((q) => q.kind))) out[kind] = figures(ranks.filter((_, i) => questions[i].kind === kind));
  return out;
}

/** The search evaluation's questions (tests/search-eval/questions.json): {q, kind, page, also?}. */
const EVALUATION = path.join(siteDir, 'tests/search-eval/questions.json');
const readQuestions = async (file) => JSON.parse(await readFile(file, 'utf8')).questions;

/**
 * The questions of the search evaluation (tests/search-eval/questions.json), asked of this site's
 * engine (in Node, over `dir`'s index) and of Pagefind (in Chromium, on its page outside the site's
 * policy): first result, first three and MRR by kind for each.
 */
async function evaluateQuestions(browser, baseUrl, dir, withPagefind, questions) {
  const jiti = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});
  const {SearchEngine} = jiti(path.join(siteDir, 'src/search/engine.ts'));
  const engine = new SearchEngine('/', async (url) => {
    const file = path.join(dir, url);
    return existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : undefined;
  });
  // A question may name pages that answer it as well as its page (`also`).
  const rank = (urls, {page, also = []}) => urls.findIndex((url) => [page, ...also].includes(routeOf(url))) + 1;
  const ours = [];
  for (const q of questions)
    ours.push(
      rank(
        (await engine.search(q.q, 10)).results.map((r) => r.url),
        q,
      ),
    );
  const result = {ours: figuresByKind(questions, ours), pagefind: null};
  if (withPagefind) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(new URL('/pagefind-bench.html', baseUrl).href, {waitUntil: 'load'});
      const theirs = [];
      for (const q of questions) theirs.push(rank(await page.evaluate((query) => window.benchUrls(query), q.q), q));
      result.pagefind = figuresByKind(questions, theirs);
    } finally {
      await context.close();
    }
  }
  return result;
}

/**
 * The search figures. `serve(dir)` serves a folder and returns its URL and a stop function;
 * `outDir` is the bench's build.
 */
export async function measureSearch(browser, {outDir, benchDir, serve, log, runs}) {
  const questions = await readQuestions(EVALUATION);
  const tenfold = await buildTenfold(outDir, benchDir, log);
  const withPagefind = (await indexWithPagefind(outDir)) && (await indexWithPagefind(tenfold.dir));
  if (!withPagefind) log('pagefind is not installed (npm i -D pagefind): its column stays empty');
  const result = {before: EASYOPS_BEFORE, ours: {}, pagefind: withPagefind ? {} : null, tenfoldPages: tenfold.pages};
  for (const [scale, dir] of [
    ['1×', outDir],
    ['10×', tenfold.dir],
  ]) {
    const server = await serve(dir);
    try {
      const context = await searchContext(browser);
      const samples = [];
      try {
        for (let i = 0; i < runs; i += 1) samples.push(await ourFirstQuery(context, server.url, dir));
      } finally {
        await context.close();
      }
      const times = samples.map((s) => s.firstSuggestionMs);
      const bytes = await bytesPerQuestion(browser, server.url, dir, questions);
      result.ours[scale] = {...samples[0], ...bytes, firstSuggestionMs: median(times), firstSuggestionSamples: times};
      if (withPagefind) result.pagefind[scale] = await pagefindFirstQuery(browser, server.url, dir);
      if (scale === '1×') result.questions = await evaluateQuestions(browser, server.url, dir, withPagefind, questions);
      log(
        `search ${scale}: first query over ${bytes.questions} questions ${(bytes.medianGzip / 1000).toFixed(1)} kB gzip (median), ${(bytes.worstGzip / 1000).toFixed(1)} kB at worst ("${bytes.worstQuery}"); first suggestion ${result.ours[scale].firstSuggestionMs} ms after the last key of "${QUERY}" (4× CPU)` +
          (withPagefind
            ? `; pagefind ${(result.pagefind[scale].gzip / 1000).toFixed(1)} kB gzip in ${result.pagefind[scale].files} files`
            : ''),
      );
    } finally {
      await server.stop();
    }
  }
  return result;
}

/**
 * Whether the search still finds every page of a build: each page indexed is searched for by its
 * own title, as the search page asks (50 results), and the pages missing from their own results
 * are listed. Run in Node on the index files of `dir`, through the browser's own engine.
 */
export async function pagesMissedByTitle(dir) {
  const jiti = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});
  const {SearchEngine} = jiti(path.join(siteDir, 'src/search/engine.ts'));
  const engine = new SearchEngine('/', async (url) => {
    const file = path.join(dir, url);
    return existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : undefined;
  });
  // Each page's first record file: its address and title.
  const count = (await readdir(path.join(dir, 'search/p'))).filter((file) => file.endsWith('-0.json')).length;
  const missed = [];
  for (let n = 0; n < count; n += 1) {
    const page = JSON.parse(await readFile(path.join(dir, 'search/p', `${n}-0.json`), 'utf8'));
    const {results} = await engine.search(`${page.t} `, 50);
    if (!results.some((result) => result.url.split('#')[0] === page.u)) missed.push(`${page.u} ("${page.t}")`);
  }
  return {pages: count, missed};
}

// Run directly on a build already made (a scale copy's, issue 36 item 5; a set of questions kept
// out of the repository, issue 58): the first query's bytes for each question, the ranking (beside
// Pagefind's, on a folder the bench has indexed with it: .bench/build), and whether each page is
// found by its title.
//   node scripts/bench/search.mjs --build .bench/scale-10/build [--questions FILE]
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const option = (name) => {
    const at = process.argv.indexOf(name);
    return at < 0 ? undefined : process.argv[at + 1];
  };
  if (!option('--build')) {
    console.error('usage: node scripts/bench/search.mjs --build BUILD_DIR [--questions FILE]');
    process.exit(2);
  }
  const dir = path.resolve(option('--build'));
  const questions = await readQuestions(path.resolve(option('--questions') ?? EVALUATION));
  const {launchChromium, serveDocusaurus} = await import('./util.mjs');
  const browser = await launchChromium(process.env.CHROME_PATH ?? '/usr/bin/chromium');
  const server = await serveDocusaurus(dir);
  try {
    const bytes = await bytesPerQuestion(browser, server.url, dir, questions);
    console.log(
      `first query over ${bytes.questions} questions: ${(bytes.medianGzip / 1000).toFixed(1)} kB gzip (median, ${bytes.medianFiles} files), ${(bytes.worstGzip / 1000).toFixed(1)} kB at worst (${bytes.worstFiles} files, "${bytes.worstQuery}")`,
    );
    // Pagefind only where the bench indexed it already (its files would otherwise be written into the build).
    const withPagefind = existsSync(path.join(dir, 'pagefind-bench.html'));
    const {ours, pagefind} = await evaluateQuestions(browser, server.url, dir, withPagefind, questions);
    console.log('first result / first three / MRR, in percent: this site, then Pagefind');
    console.table(
      Object.fromEntries(
        Object.keys(ours).map((kind) => [
          kind,
          {...ours[kind], pagefind: pagefind ? `${pagefind[kind].first} / ${pagefind[kind].firstThree} / ${pagefind[kind].mrr}` : '—'},
        ]),
      ),
    );
  } finally {
    await server.stop();
    await browser.close();
  }
  const {pages, missed} = await pagesMissedByTitle(dir);
  console.log(`${pages - missed.length} of ${pages} pages are among the results of a search for their own title`);
  for (const page of missed) console.log(`  not found: ${page}`);
}

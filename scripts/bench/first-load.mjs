// `npm run bench`, part 2: first-load JavaScript and CSS of one page per template, and how long the
// page takes to start with the processor slowed 4×.
//
// The page loads in Chromium and is followed until its scripts have taken it over (the root has
// hydrated: html[data-has-hydrated], which Docusaurus sets).
// Counted: the <script src> and <link rel=stylesheet> of the HTML and every script or stylesheet
// requested until then (the bundles, which the page asks for once it is painted,
// plugins/page-start.ts, and the route's chunks), prefetches excluded. Sizes are raw bytes, gzip (level 9) and
// brotli (quality 11).
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {compressedSizes, kb, log} from './util.mjs';

/** One page per template. */
export const TEMPLATES = [
  {template: 'home', path: '/'},
  {template: 'doc', path: '/docs/intro'},
  {template: 'API endpoint', path: '/api/address/xch_balance'},
  {template: 'blog post', path: '/blog/weekly_update_1'},
  {template: 'blog list', path: '/blog'},
  {template: 'tag page', path: '/blog/tags/nft'},
  // An unknown address: the host answers with 404.html, as a reader meets it.
  {template: '404 (404.html)', path: '/this-page-does-not-exist'},
];

/** The <script src> and <link rel=stylesheet> an HTML file names (same-site only). */
function htmlAssets(html) {
  const found = [];
  for (const [, attrs] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attrs);
    if (src) found.push(src[1]);
  }
  for (const [, attrs] of html.matchAll(/<link\b([^>]*)>/gi)) {
    if (!/\brel=["']?stylesheet\b/i.test(attrs)) continue;
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(attrs);
    if (href) found.push(href[1]);
  }
  return found;
}

const started = 'html[data-has-hydrated="true"]';

/** Lighthouse's mobile network (slow 4G): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = {offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8};

/** Milliseconds from navigation start until the page's scripts have taken it over, 4× slower CPU (and `network`, when given). */
export async function startedAt4x(browser, url, {network = null} = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    if (network) await cdp.send('Network.emulateNetworkConditions', network);
    await page.goto(url, {waitUntil: 'commit'});
    await page.waitForSelector(started, {state: 'attached', timeout: 60_000});
    return Math.round(await page.evaluate(() => performance.now()));
  } finally {
    await context.close();
  }
}

export async function measureFirstLoad(browser, baseUrl, outDir, {templates = TEMPLATES} = {}) {
  const results = [];
  for (const {template, path: pagePath} of templates) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const urls = new Set();
    const pending = [];
    let done = false;
    page.on('request', (request) => {
      if (done) return;
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        (async () => {
          const headers = await request.allHeaders().catch(() => request.headers());
          const purpose = `${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''}`;
          if (/prefetch/i.test(purpose)) return;
          urls.add(request.url());
        })(),
      );
    });
    const response = await page.goto(new URL(pagePath, baseUrl).href, {waitUntil: 'load'});
    await page.waitForSelector(started, {state: 'attached', timeout: 60_000});
    done = true;
    await Promise.all(pending);
    const html = await response.text();
    for (const asset of htmlAssets(html)) urls.add(new URL(asset, response.url()).href);
    await context.close();

    const files = [];
    for (const url of urls) {
      const {pathname, origin} = new URL(url);
      if (origin !== new URL(baseUrl).origin) throw new Error(`${pagePath} loads ${url} from another host`);
      const file = path.join(outDir, decodeURIComponent(pathname));
      const kind = pathname.endsWith('.css') ? 'css' : 'js';
      files.push({file: path.relative(outDir, file), kind, ...compressedSizes(await readFile(file))});
    }
    files.sort((a, b) => b.gzip - a.gzip);
    const total = (kind) =>
      files
        .filter((f) => f.kind === kind)
        .reduce((sum, f) => ({files: sum.files + 1, bytes: sum.bytes + f.bytes, gzip: sum.gzip + f.gzip, brotli: sum.brotli + f.brotli}), {
          files: 0,
          bytes: 0,
          gzip: 0,
          brotli: 0,
        });
    const result = {
      template,
      path: pagePath,
      status: response.status(),
      js: total('js'),
      css: total('css'),
      files,
      startedMs4xCpu: await startedAt4x(browser, new URL(pagePath, baseUrl).href),
    };
    results.push(result);
    log(
      `first load ${pagePath}: JS ${kb(result.js.gzip)} gzip, CSS ${kb(result.css.gzip)} gzip; scripts have taken the page over ${result.startedMs4xCpu} ms after navigation (4× CPU)`,
    );
  }
  return results;
}

#!/usr/bin/env node
// `npm run bench`: the site's performance benchmark. It is not a test (it is not part of
// `npm test`): it measures, prints a table, writes .bench/report.json, and says which budget each
// figure meets or misses. It never touches build/: it builds into .bench/build.
//
// What it measures:
//   1. Build time, cold (after removing what `docusaurus clear` removes, except build/) and warm
//      (again, with the bundler's persistent cache in place).
//   2. The size of the build folder (bytes and files).
//   3. First-load JavaScript and CSS of one page per template: the <script src> and
//      <link rel=stylesheet> of the HTML, the bundles its inline starter adds (plugins/app-start.ts)
//      and the chunks the route loads before it hydrates, read from a Chromium load (Playwright):
//      the page loads, waits a second (counting the scripts that run unprompted), then the pointer
//      moves and the load is followed up to html[data-has-hydrated="true"], prefetches excluded.
//      Also the time from that pointer move to hydration, as measured and, on a fresh load, with
//      the processor slowed 4× (what the reader's first action waits for).
//      Sizes are raw bytes, gzip (level 9) and brotli (quality 11).
//   4. Lighthouse 13 (mobile, and desktop with the desktop preset) on five pages, three runs each,
//      median of every figure, with the build served two ways: `docusaurus serve` (no compression)
//      and scripts/serve-compressed.mjs (gzip/brotli and cache headers, as the README asks of a host).
//
// Options:
//   --quick          one Lighthouse run per page, mobile only (for iteration)
//   --skip-build     reuse .bench/build from an earlier run (no build times in the report)
//   --no-lighthouse  stop after the build, size and first-load figures
// Environment:
//   CHROME_PATH          Chromium to use (default /usr/bin/chromium)
//   BENCH_BUILD_LOCK     a lock file; when set, the builds run under `flock` on it (for machines
//                        where several builds share .docusaurus/)
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import {existsSync} from 'node:fs';
import {mkdir, readFile, readdir, rm, stat, writeFile} from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {brotliCompressSync, gzipSync, constants as zlib} from 'node:zlib';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(siteDir, '.bench');
const outDir = path.join(benchDir, 'build');
const reportFile = path.join(benchDir, 'report.json');
const buildTimesFile = path.join(benchDir, 'build-times.json');
const docusaurusBin = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const argv = new Set(process.argv.slice(2));
const quick = argv.has('--quick');
const skipBuild = argv.has('--skip-build');
const withLighthouse = !argv.has('--no-lighthouse');
const runs = quick ? 1 : 3;
const formFactors = quick ? ['mobile'] : ['mobile', 'desktop'];

/** One page per template for the first-load figures. */
const TEMPLATES = [
  {template: 'home', path: '/'},
  {template: 'doc', path: '/docs/intro'},
  {template: 'API endpoint', path: '/api/address/xch_balance'},
  {template: 'blog post', path: '/blog/weekly_update_1'},
  {template: 'blog list', path: '/blog'},
  {template: 'tag page', path: '/blog/tags/nft'},
  // An unknown address: the host answers with 404.html, as a reader meets it.
  {template: '404 (404.html)', path: '/this-page-does-not-exist'},
];
/** Pages Lighthouse measures. */
const LIGHTHOUSE_PAGES = ['/', '/docs/intro', '/api/address/xch_balance', '/blog/weekly_update_1', '/blog'];

const KB = 1000;
/** The budgets (issue 7). Lighthouse budgets assume compressed serving. */
const BUDGET = {
  performance: {min: 95, label: '≥ 95', formFactors: ['mobile']},
  accessibility: {min: 100, label: '= 100'},
  'best-practices': {min: 100, label: '= 100'},
  seo: {min: 100, label: '= 100'},
  lcp: {max: 2000, label: '≤ 2 s', formFactors: ['mobile']},
  cls: {max: 0, label: '= 0'},
  docJsGzip: {max: 100 * KB, label: '≤ 100 kB gzip'},
};

// ---------------------------------------------------------------------------------------------
// Small helpers

const log = (...args) => console.error('[bench]', ...args);

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: siteDir, stdio: ['ignore', 'inherit', 'inherit'], ...options});
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function startServer(args) {
  const child = spawn(process.execPath, args, {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']});
  return child;
}

function stopServer(child) {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const compressedSizes = (buffer) => ({
  bytes: buffer.length,
  gzip: gzipSync(buffer, {level: 9}).length,
  brotli: brotliCompressSync(buffer, {
    params: {[zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: buffer.length},
  }).length,
});

const kb = (bytes) => (bytes == null ? '—' : `${(bytes / KB).toFixed(1)} kB`);
const seconds = (ms) => (ms == null ? '—' : `${(ms / 1000).toFixed(2)} s`);

function verdict(budget, value, formFactor) {
  if (!budget || value == null) return null;
  if (budget.formFactors && formFactor && !budget.formFactors.includes(formFactor)) return null;
  if (budget.min != null) return value >= budget.min ? 'MEETS' : 'MISSES';
  return value <= budget.max ? 'MEETS' : 'MISSES';
}

// ---------------------------------------------------------------------------------------------
// 1. Builds

async function buildPhase() {
  const build = () => run(process.execPath, [docusaurusBin, 'build', '--out-dir', outDir], {
    env: {...process.env, SPACESCAN_TEST_PAGES: ''},
  });
  // What `docusaurus clear` removes, but for our own out dir instead of build/.
  log('cold build: removing .docusaurus/, node_modules/.cache/ and .bench/build/');
  for (const dir of ['.docusaurus', 'node_modules/.cache', '.yarn/.cache']) {
    await rm(path.join(siteDir, dir), {recursive: true, force: true});
  }
  await rm(outDir, {recursive: true, force: true});
  let start = performance.now();
  await build();
  const coldMs = performance.now() - start;
  log(`cold build: ${seconds(coldMs)}; warm build next`);
  start = performance.now();
  await build();
  const warmMs = performance.now() - start;
  log(`warm build: ${seconds(warmMs)}`);
  await mkdir(benchDir, {recursive: true});
  await writeFile(buildTimesFile, JSON.stringify({coldMs, warmMs}));
}

async function builds() {
  const lock = process.env.BENCH_BUILD_LOCK;
  if (lock) {
    // Re-run this script's build phase under the lock, so waiting for the lock is not timed.
    log(`waiting for the build lock ${lock}`);
    await run('flock', [lock, process.execPath, fileURLToPath(import.meta.url), '--build-phase']);
  } else {
    await buildPhase();
  }
  return JSON.parse(await readFile(buildTimesFile, 'utf8'));
}

// ---------------------------------------------------------------------------------------------
// 2. Build folder

async function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile()) continue;
    bytes += (await stat(path.join(entry.parentPath ?? entry.path, entry.name))).size;
    files += 1;
  }
  return {bytes, files};
}

// ---------------------------------------------------------------------------------------------
// 3. First load

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

/** The bundles the inline starter of plugins/app-start.ts adds at the reader's first action. */
function starterScripts(html) {
  const list = /\}\((\["[^\]]*"\]),\[[^\]]*\]\);?<\/script>/.exec(html);
  return list ? JSON.parse(list[1]).filter((src) => src.includes('/assets/js/')) : [];
}

/** Moves the pointer over a loaded page and returns the milliseconds until it has hydrated. */
async function firstActionToHydration(page) {
  const movedAt = await page.evaluate(() => {
    const root = document.documentElement;
    window.benchHydratedAt = new Promise((resolve) => {
      const done = () => root.getAttribute('data-has-hydrated') === 'true';
      if (done()) resolve(performance.now());
      new MutationObserver((changes, observer) => {
        if (!done()) return;
        observer.disconnect();
        resolve(performance.now());
      }).observe(root, {attributes: true});
    });
    return performance.now();
  });
  await page.mouse.move(10, 10);
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 30_000});
  return Math.round((await page.evaluate(() => window.benchHydratedAt)) - movedAt);
}

/** firstActionToHydration on a fresh load with the processor slowed 4× (CDP CPU throttling). */
async function slowedStart(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForTimeout(1500);
    return await firstActionToHydration(page);
  } finally {
    await context.close();
  }
}

async function firstLoad(baseUrl) {
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
    ],
  });
  const results = [];
  try {
    for (const {template, path: pagePath} of TEMPLATES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const urls = new Set();
      const pending = [];
      let hydrated = false;
      let acted = false;
      let jsBeforeAction = 0;
      page.on('request', (request) => {
        if (hydrated) return;
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push((async () => {
          const headers = await request.allHeaders().catch(() => request.headers());
          const purpose = `${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''}`;
          if (/prefetch/i.test(purpose)) return;
          urls.add(request.url());
          if (!acted && type === 'script') jsBeforeAction += 1;
        })());
      });
      // The page as it loads (the scripts wait for the reader, plugins/app-start.ts), then the
      // reader's first action (the pointer moves), up to hydration.
      const response = await page.goto(new URL(pagePath, baseUrl).href, {waitUntil: 'load'});
      await page.waitForTimeout(1000);
      await Promise.all(pending);
      const htmlBeforeAction = await page.evaluate(() => document.documentElement.hasAttribute('data-has-hydrated'));
      acted = true;
      const startMs = await firstActionToHydration(page);
      hydrated = true;
      await Promise.all(pending);
      const html = await response.text();
      for (const asset of [...htmlAssets(html), ...starterScripts(html)]) urls.add(new URL(asset, response.url()).href);
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
        files.filter((f) => f.kind === kind).reduce(
          (sum, f) => ({files: sum.files + 1, bytes: sum.bytes + f.bytes, gzip: sum.gzip + f.gzip, brotli: sum.brotli + f.brotli}),
          {files: 0, bytes: 0, gzip: 0, brotli: 0},
        );
      results.push({
        template, path: pagePath, status: response.status(), js: total('js'), css: total('css'), files,
        // Script files run while the page loads, before the reader acts (0 where plugins/app-start.ts
        // defers them; the search page starts at once), and whether it hydrated unprompted.
        beforeAction: {scripts: jsBeforeAction, hydrated: htmlBeforeAction},
        // What the reader's first action waits for: from the pointer move until hydration, the
        // bundles fetched ahead; as measured, and with the processor slowed 4× (a mid-range phone).
        startMs,
        startMs4xCpu: await slowedStart(browser, new URL(pagePath, baseUrl).href),
      });
      const last = results.at(-1);
      log(`first load ${pagePath}: JS ${kb(total('js').gzip)} gzip, CSS ${kb(total('css').gzip)} gzip; scripts run before the reader acts: ${jsBeforeAction}; first action to hydration ${last.startMs} ms (4× CPU: ${last.startMs4xCpu} ms)`);
    }
  } finally {
    await browser.close();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// 4. Lighthouse

async function lighthouseRuns(servers) {
  const {default: lighthouse} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  // chrome-launcher comes with lighthouse; resolve it from there.
  const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
  const chromeLauncher = await import(requireFromLighthouse.resolve('chrome-launcher'));
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const results = [];
  for (const server of servers) {
    for (const formFactor of formFactors) {
      for (const pagePath of LIGHTHOUSE_PAGES) {
        const url = new URL(pagePath, server.url).href;
        const samples = [];
        for (let i = 0; i < runs; i += 1) {
          const chrome = await chromeLauncher.launch({
            chromePath,
            chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
          });
          try {
            const result = await lighthouse(
              url,
              {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories},
              formFactor === 'desktop' ? desktopConfig : undefined,
            );
            const {lhr} = result;
            if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
            const failing = [];
            for (const id of ['accessibility', 'best-practices', 'seo']) {
              for (const ref of lhr.categories[id].auditRefs) {
                const audit = lhr.audits[ref.id];
                if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.push(`${id}: ${ref.id}`);
              }
            }
            samples.push({
              performance: Math.round(lhr.categories.performance.score * 100),
              accessibility: Math.round(lhr.categories.accessibility.score * 100),
              'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
              seo: Math.round(lhr.categories.seo.score * 100),
              fcp: lhr.audits['first-contentful-paint'].numericValue,
              lcp: lhr.audits['largest-contentful-paint'].numericValue,
              cls: lhr.audits['cumulative-layout-shift'].numericValue,
              tbt: lhr.audits['total-blocking-time'].numericValue,
              benchmarkIndex: lhr.environment.benchmarkIndex,
              failing,
            });
          } finally {
            await chrome.kill();
          }
        }
        const figure = (key) => median(samples.map((s) => s[key]));
        const entry = {
          server: server.name,
          formFactor,
          path: pagePath,
          runs: samples.length,
          performance: figure('performance'),
          accessibility: figure('accessibility'),
          'best-practices': figure('best-practices'),
          seo: figure('seo'),
          fcpMs: figure('fcp'),
          lcpMs: figure('lcp'),
          cls: figure('cls'),
          tbtMs: figure('tbt'),
          benchmarkIndex: figure('benchmarkIndex'),
          failingAudits: [...new Set(samples.flatMap((s) => s.failing))],
          samples: samples.map(({failing, ...rest}) => rest),
        };
        results.push(entry);
        log(
          `lighthouse ${server.name} ${formFactor} ${pagePath}: perf ${entry.performance}, a11y ${entry.accessibility}, ` +
            `bp ${entry['best-practices']}, seo ${entry.seo}, LCP ${seconds(entry.lcpMs)}, CLS ${entry.cls}, TBT ${Math.round(entry.tbtMs)} ms`,
        );
      }
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Report

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

function render(report) {
  const out = [];
  const checks = report.budgetChecks;
  const mark = (value, budgetKey, formFactor, text) => {
    const v = verdict(BUDGET[budgetKey], value, formFactor);
    return v ? `${text} ${v}` : text;
  };

  out.push(`## Spacescan docs benchmark (${report.date}${report.quick ? ', --quick' : ''})`, '');
  out.push(table(['Figure', 'Value', 'Budget'], [
    ['Cold build (after clear)', seconds(report.build?.coldMs), '—'],
    ['Warm build', seconds(report.build?.warmMs), '—'],
    ['Build folder', `${kb(report.buildFolder.bytes)} in ${report.buildFolder.files} files`, '—'],
  ]));
  out.push('', '### First-load JavaScript and CSS (the page\'s bundles plus the chunks loaded before hydration)', '');
  out.push(table(
    ['Template', 'Page', 'Scripts run before the reader acts', 'First action → hydrated (4× CPU)', 'JS files', 'JS bytes', 'JS gzip', 'JS brotli', 'CSS bytes', 'CSS gzip', 'CSS brotli'],
    report.firstLoad.map((p) => [
      p.template,
      p.path,
      p.beforeAction.scripts,
      p.startMs == null ? '—' : `${p.startMs} ms (${p.startMs4xCpu} ms)`,
      p.js.files,
      kb(p.js.bytes),
      p.template === 'doc' ? mark(p.js.gzip, 'docJsGzip', null, kb(p.js.gzip)) : kb(p.js.gzip),
      kb(p.js.brotli),
      kb(p.css.bytes),
      kb(p.css.gzip),
      kb(p.css.brotli),
    ]),
  ));
  out.push('', `Budget: first-load JS of a doc page ${BUDGET.docJsGzip.label} (1 kB = 1000 bytes). The pages`,
    'start their scripts at the reader\'s first action (plugins/app-start.ts); the JS columns are what',
    'that action loads and runs, counted against the budget all the same.');
  if (report.lighthouse.length) {
    for (const server of [...new Set(report.lighthouse.map((r) => r.server))]) {
      for (const formFactor of [...new Set(report.lighthouse.map((r) => r.formFactor))]) {
        const rows = report.lighthouse.filter((r) => r.server === server && r.formFactor === formFactor);
        if (!rows.length) continue;
        out.push('', `### Lighthouse 13, ${formFactor}, ${server} (median of ${rows[0].runs})`, '');
        out.push(table(
          ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'CLS', 'TBT', 'FCP', 'CPU index'],
          rows.map((r) => [
            r.path,
            mark(r.performance, 'performance', formFactor, String(r.performance)),
            mark(r.accessibility, 'accessibility', formFactor, String(r.accessibility)),
            mark(r['best-practices'], 'best-practices', formFactor, String(r['best-practices'])),
            mark(r.seo, 'seo', formFactor, String(r.seo)),
            mark(r.lcpMs, 'lcp', formFactor, seconds(r.lcpMs)),
            mark(r.cls, 'cls', formFactor, String(Number(r.cls.toFixed(3)))),
            `${Math.round(r.tbtMs)} ms`,
            seconds(r.fcpMs),
            Math.round(r.benchmarkIndex),
          ]),
        ));
        const failing = rows.filter((r) => r.failingAudits.length);
        for (const r of failing) out.push(`  ${r.path}: failing audits: ${r.failingAudits.join(', ')}`);
      }
    }
    out.push(
      '',
      'Budgets: mobile performance ≥ 95; accessibility, best practices and SEO = 100; mobile LCP ≤ 2 s; CLS = 0.',
      'They assume a host that compresses and caches as the README says, so the verdict below is on the',
      '"compressed" figures; the "docusaurus serve" figures are marked too, for comparison.',
      `CPU index: Lighthouse's benchmarkIndex of the machine during the run (higher is faster). Load average`,
      `at the start: ${report.machine.loadStart.join(', ')}; at the end: ${report.machine.loadEnd.join(', ')}` +
        ` (${report.machine.cpus} CPUs). TBT and the performance score follow the machine's load.`,
    );
  }
  const verdictChecks = checks.filter((c) => c.server !== 'docusaurus serve (no compression)');
  const misses = verdictChecks.filter((c) => c.verdict === 'MISSES');
  out.push('', `### Verdict: ${verdictChecks.length - misses.length} of ${verdictChecks.length} budget figures MEET their budget` +
    (misses.length ? `; ${misses.length} MISS:` : '.'));
  for (const m of misses) out.push(`  MISSES ${m.figure}: ${m.value} (budget ${m.budget})`);
  return out.join('\n');
}

function budgetChecks(report) {
  const checks = [];
  const doc = report.firstLoad.find((p) => p.template === 'doc');
  if (doc) {
    checks.push({
      figure: `first-load JS gzip, doc page ${doc.path}`,
      value: kb(doc.js.gzip),
      budget: BUDGET.docJsGzip.label,
      verdict: verdict(BUDGET.docJsGzip, doc.js.gzip),
    });
  }
  for (const r of report.lighthouse) {
    const entries = [
      ['performance', r.performance, String(r.performance)],
      ['accessibility', r.accessibility, String(r.accessibility)],
      ['best-practices', r['best-practices'], String(r['best-practices'])],
      ['seo', r.seo, String(r.seo)],
      ['lcp', r.lcpMs, seconds(r.lcpMs)],
      ['cls', r.cls, String(r.cls)],
    ];
    for (const [key, value, text] of entries) {
      const v = verdict(BUDGET[key], value, r.formFactor);
      if (!v) continue;
      checks.push({
        figure: `${key} ${r.formFactor} ${r.path} (${r.server})`,
        server: r.server,
        value: text,
        budget: BUDGET[key].label,
        verdict: v,
      });
    }
  }
  return checks;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (argv.has('--build-phase')) {
    await buildPhase();
    return;
  }
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROME_PATH)`);
  await mkdir(benchDir, {recursive: true});
  const loadStart = os.loadavg().map((n) => Number(n.toFixed(2)));
  let build = null;
  if (skipBuild) {
    if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('--skip-build needs an earlier .bench/build');
    log('reusing .bench/build (no build times)');
  } else {
    build = await builds();
  }
  const buildFolder = await folderSize(outDir);

  const servers = [];
  const children = [];
  const stopAll = () => children.forEach(stopServer);
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { stopAll(); process.exit(130); });
  try {
    const compressedPort = await freePort();
    children.push(startServer([path.join(siteDir, 'scripts/serve-compressed.mjs'), '--dir', outDir, '--port', String(compressedPort)]));
    const compressed = {name: 'compressed (gzip/brotli + cache headers)', url: `http://127.0.0.1:${compressedPort}/`};
    const plainPort = await freePort();
    children.push(startServer([docusaurusBin, 'serve', '--dir', outDir, '--port', String(plainPort), '--host', '127.0.0.1', '--no-open']));
    const plain = {name: 'docusaurus serve (no compression)', url: `http://127.0.0.1:${plainPort}/`};
    await Promise.all([waitForHttp(compressed.url), waitForHttp(plain.url)]);

    const firstLoadResults = await firstLoad(compressed.url);
    const lighthouse = withLighthouse ? await lighthouseRuns([compressed, plain]) : [];

    const report = {
      date: new Date().toISOString(),
      quick,
      machine: {
        node: process.version,
        cpus: os.cpus().length,
        chromium: chromePath,
        loadStart,
        loadEnd: os.loadavg().map((n) => Number(n.toFixed(2))),
      },
      build,
      buildFolder,
      firstLoad: firstLoadResults,
      lighthouse,
    };
    report.budgetChecks = budgetChecks(report);
    const text = render(report);
    report.table = text;
    await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(text);
    console.log(`\nReport written to ${path.relative(process.cwd(), reportFile)}`);
  } finally {
    stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

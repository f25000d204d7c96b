#!/usr/bin/env node
// `npm run bench:mechanisms`: what each speed mechanism buys (issue 35). It measures the site's
// build beside builds that each leave one mechanism out, in one sitting, the runs of the two builds
// taken in turn so that a busy machine weighs on both alike:
//   - first-load JS (gzip) of the templates the mechanism touches;
//   - time until the scripts have taken the page over, 4× CPU;
//   - the taps, clicks and keys of the bench (scripts/bench/interactions.mjs) that the mechanism
//     serves, read 1 s, 4× CPU;
//   - Lighthouse mobile largest contentful paint and total blocking time of the pages it touches,
//     each page's runs of the two builds taken in turn.
// A mechanism keeps its place when leaving it out costs at least 10 ms on a tap or next-page median,
// 3 kB gzip of first-load JS, or 50 ms of total blocking time, or any LCP, with the 90 % interval of
// the cost above zero.
//
//   node scripts/bench/mechanisms.mjs --base build/ --variant memo=../without-memo/build [...]
//     [--runs 7] [--lighthouse-runs 9] [--out .bench/mechanisms.json]
// --runs 0 measures first-load JS and Lighthouse only; --slow-network times the scripts' take-over on
// Lighthouse's mobile network (slow 4G) as well as at 4× CPU.
// A variant named as a row of MECHANISMS below is measured on that row's acts and pages; any other
// name on all of them. dev/performance.md says how each variant of the table was built.
import {writeFile} from 'node:fs/promises';
import {loadavg} from 'node:os';
import path from 'node:path';
import {SLOW_4G, TEMPLATES, measureFirstLoad, startedAt4x} from './first-load.mjs';
import {CASES, answers, oneRun} from './interactions.mjs';
import {LIGHTHOUSE_PAGES, lighthouseRuns} from './lighthouse.mjs';
import {bootstrapInterval, launchChromium, log, median, serveCompressed, table} from './util.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const KEEP = {tapMs: 10, jsBytes: 3000, tbtMs: 50, lcpMs: 0};

/** A keyboard reader's move: Tab reaches a sidebar link, a moment later Enter follows it. */
const keyboardNextPage = {
  name: 'desktop: focus a sidebar link, Enter → next page shown',
  path: '/docs/intro',
  mobile: false,
  answered: answers.nextPage,
  act: async (page) => {
    await page.locator('nav[aria-label="Docs sidebar"] a.menu__link[href$="/docs/guide/verifyDID"]').focus();
    await page.waitForTimeout(400);
    await page.keyboard.press('Enter');
  },
};
const ACTS = [...CASES, keyboardNextPage];
const act = (prefix) => ACTS.filter((c) => c.name.startsWith(prefix));

/** Each mechanism: what leaving it out should cost, if anything (`lighthouse`: the pages Lighthouse measures). */
export const MECHANISMS = {
  start: {acts: ACTS, templates: ['doc', 'API endpoint', 'blog list'], lighthouse: LIGHTHOUSE_PAGES},
  // The route's chunks asked for by the starter beside main (a network gain: measure with --slow-network).
  chunks: {acts: [], templates: ['doc', 'API endpoint', 'blog list'], lighthouse: []},
  hints: {acts: act('phone: menu').concat(act('desktop: sidebar')), templates: ['doc', 'API endpoint'], lighthouse: ['/docs/intro']},
  focus: {acts: [keyboardNextPage], templates: ['doc'], lighthouse: []},
  progress: {acts: act('desktop: sidebar'), templates: ['doc', 'blog list'], lighthouse: []},
  memo: {acts: act('phone: menu').concat(act('desktop: sidebar'), act('desktop: colour')), templates: ['doc'], lighthouse: []},
  intl: {acts: [], templates: ['doc', 'blog post'], lighthouse: ['/blog/weekly_update_1']},
  skip: {acts: act('desktop: sidebar'), templates: ['doc'], lighthouse: []},
  tabs: {acts: act('phone: sample tab'), templates: ['API endpoint'], lighthouse: ['/api/address/xch_balance']},
  highlight: {acts: act('desktop: copy'), templates: ['doc', 'API endpoint'], lighthouse: ['/api/address/xch_balance']},
};

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const baseDir = path.resolve(option('--base', 'build'));
const runs = Number(option('--runs', '7'));
const lighthouseRunCount = Number(option('--lighthouse-runs', '9'));
const outFile = path.resolve(option('--out', '.bench/mechanisms.json'));
const network = args.includes('--slow-network') ? SLOW_4G : null;
const variants = args
  .flatMap((arg, i) => (args[i - 1] === '--variant' ? [arg] : []))
  .map((spec) => {
    const [name, dir] = spec.split('=');
    if (!name || !dir) throw new Error(`--variant ${spec}: write it as name=DIR`);
    return {
      name,
      dir: path.resolve(dir),
      ...(MECHANISMS[name] ?? {acts: ACTS, templates: TEMPLATES.map((t) => t.template), lighthouse: LIGHTHOUSE_PAGES}),
    };
  });
if (variants.length === 0) throw new Error('Give at least one --variant name=DIR (a build without that mechanism).');

/** Median and spread (interquartile range) of numbers, nulls left out, with the samples in the order they were taken. */
function summary(values) {
  const samples = values.filter((v) => typeof v === 'number');
  const sorted = samples.toSorted((a, b) => a - b);
  if (sorted.length === 0) return {median: null, spread: null, n: 0, samples: []};
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))];
  return {median: median(sorted), spread: at(0.75) - at(0.25), n: sorted.length, samples};
}

/** The 90 % bootstrap interval of (median without − median with): where the cost lies, run to run. */
const costInterval = (pair) => bootstrapInterval(pair.base.samples, pair.variant.samples, (a, b) => median(b) - median(a));

/** `measure(dir, url)` for the base and the variant in turn, `count` times. */
async function alternate(count, base, variant, measure) {
  const samples = {base: [], variant: []};
  for (let i = 0; i < count; i += 1) {
    // The order flips each run, so neither build always goes first.
    const order = i % 2 === 0 ? ['base', 'variant'] : ['variant', 'base'];
    for (const which of order) samples[which].push(await measure(which === 'base' ? base : variant));
  }
  return {base: summary(samples.base), variant: summary(samples.variant)};
}

/** What leaving the mechanism out costs, by each measure; positive: the mechanism buys it. */
function costOf(pair) {
  if (pair.base.median == null || pair.variant.median == null) return null;
  return pair.variant.median - pair.base.median;
}
/** The cost reaches the threshold, and its interval stays clear of zero. */
const clear = (pair, threshold) => {
  const cost = costOf(pair);
  const interval = costInterval(pair);
  return cost != null && cost >= threshold && interval != null && interval[0] > 0;
};

const browser = await launchChromium(chromePath);
const baseServer = await serveCompressed(baseDir);
const results = [];
try {
  for (const variant of variants) {
    log(`mechanism ${variant.name}: ${baseDir} beside ${variant.dir}`);
    const server = await serveCompressed(variant.dir);
    const base = {url: baseServer.url, dir: baseDir};
    const other = {url: server.url, dir: variant.dir};
    const result = {name: variant.name, dir: variant.dir, firstLoad: [], started: [], acts: [], lighthouse: [], load: []};
    try {
      const templates = TEMPLATES.filter((t) => variant.templates.includes(t.template));
      const [baseLoad, otherLoad] = [
        await measureFirstLoad(browser, base.url, base.dir, {templates}),
        await measureFirstLoad(browser, other.url, other.dir, {templates}),
      ];
      for (const [i, t] of templates.entries()) {
        result.firstLoad.push({template: t.template, baseGzip: baseLoad[i].js.gzip, variantGzip: otherLoad[i].js.gzip});
        if (runs === 0) continue;
        const started = await alternate(runs, base, other, (b) => startedAt4x(browser, new URL(t.path, b.url).href, {network}));
        result.started.push({template: t.template, ...started});
      }
      for (const testCase of runs === 0 ? [] : variant.acts) {
        const pair = await alternate(runs, base, other, async (b) => (await oneRun(browser, b.url, testCase, 1000)).answerMs);
        result.acts.push({name: testCase.name, ...pair});
        log(
          `  ${testCase.name}: ${pair.base.median} ms here, ${pair.variant.median} ms without (spread ${pair.base.spread}/${pair.variant.spread})`,
        );
      }
      if (lighthouseRunCount > 0 && variant.lighthouse.length > 0) {
        const servers = [
          {name: 'base', url: base.url},
          {name: 'variant', url: other.url},
        ];
        // Run by run, each page on both builds in turn, the order flipping each run.
        const samples = new Map(variant.lighthouse.map((page) => [page, {base: {lcp: [], tbt: []}, variant: {lcp: [], tbt: []}}]));
        for (let i = 0; i < lighthouseRunCount; i += 1) {
          result.load.push(loadavg()[0]);
          log(
            `  Lighthouse run ${i + 1} of ${lighthouseRunCount}, load average ${loadavg()
              .map((l) => l.toFixed(2))
              .join(' ')}`,
          );
          for (const page of variant.lighthouse) {
            for (const s of i % 2 === 0 ? servers : [...servers].reverse()) {
              const [entry] = await lighthouseRuns([s], {chromePath, formFactors: ['mobile'], runs: 1, pages: [page]});
              samples.get(page)[s.name].lcp.push(entry.lcpMs);
              samples.get(page)[s.name].tbt.push(entry.tbtMs);
            }
          }
        }
        result.lighthouse = [...samples].flatMap(([page, {base: b, variant: v}]) => [
          {figure: 'LCP', page, threshold: KEEP.lcpMs, base: summary(b.lcp), variant: summary(v.lcp)},
          {figure: 'TBT', page, threshold: KEEP.tbtMs, base: summary(b.tbt), variant: summary(v.tbt)},
        ]);
      }
    } finally {
      await server.stop();
    }
    const jsCost = Math.max(0, ...result.firstLoad.map((f) => f.variantGzip - f.baseGzip));
    const buys = [
      ...result.acts.filter((a) => clear(a, KEEP.tapMs)).map((a) => `${Math.round(costOf(a))} ms: ${a.name}`),
      ...result.firstLoad
        .filter((f) => f.variantGzip - f.baseGzip >= KEEP.jsBytes)
        .map((f) => `${((f.variantGzip - f.baseGzip) / 1000).toFixed(1)} kB JS: ${f.template}`),
      ...result.lighthouse.filter((l) => clear(l, l.threshold)).map((l) => `${Math.round(costOf(l))} ms ${l.figure}: ${l.page}`),
    ];
    result.jsCostBytes = jsCost;
    result.verdict = buys.length > 0 ? `keeps its place (${buys.join('; ')})` : 'buys less than the threshold: goes';
    results.push(result);
    log(`mechanism ${variant.name}: ${result.verdict}`);
  }
} finally {
  await baseServer.stop();
  await browser.close();
}

const ms = (s) => (s.median == null ? '—' : `${Math.round(s.median)} (IQR ${Math.round(s.spread)})`);
const cost = (pair) => {
  const interval = costInterval(pair);
  return interval == null ? '—' : `${Math.round(costOf(pair))} [${Math.round(interval[0])}, ${Math.round(interval[1])}]`;
};
const rows = results.flatMap((r) => [
  ...r.firstLoad.map((f) => [
    r.name,
    `first-load JS gzip, ${f.template}`,
    `${(f.baseGzip / 1000).toFixed(1)} kB`,
    `${(f.variantGzip / 1000).toFixed(1)} kB`,
    `${((f.variantGzip - f.baseGzip) / 1000).toFixed(1)} kB`,
  ]),
  ...r.started.map((s) => [
    r.name,
    `scripts took over, ${s.template}${network ? ', slow 4G' : ''} (ms)`,
    ms(s.base),
    ms(s.variant),
    cost(s),
  ]),
  ...r.acts.map((a) => [r.name, `${a.name} (ms)`, ms(a.base), ms(a.variant), cost(a)]),
  ...r.lighthouse.map((l) => [r.name, `Lighthouse mobile ${l.figure} ${l.page} (ms)`, ms(l.base), ms(l.variant), cost(l)]),
  [r.name, '**verdict**', r.verdict, '', ''],
]);
console.log(table(['Mechanism', 'Figure (medians, 4× CPU)', 'With it', 'Without it', 'Cost of leaving it out [90 % interval]'], rows));
const load = results.flatMap((r) => r.load);
if (load.length > 0)
  console.log(
    `\nLoad average (1 min) at the start of each Lighthouse run: ${Math.min(...load).toFixed(2)}–${Math.max(...load).toFixed(2)}, median ${median(load).toFixed(2)}.`,
  );
await writeFile(
  outFile,
  JSON.stringify({date: new Date().toISOString(), runs, lighthouseRuns: lighthouseRunCount, base: baseDir, results}, null, 2),
);
log(`wrote ${path.relative(process.cwd(), outFile)}`);

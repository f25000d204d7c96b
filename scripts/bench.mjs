#!/usr/bin/env node
// `npm run bench`: the site's performance benchmark. It is not a test (it is not part of
// `npm test`): it measures, prints a table, writes .bench/report.json, and says which budget each
// figure meets or misses. It never touches build/: it builds into .bench/build.
//
// Its parts, one module each under scripts/bench/:
//   1. builds (here): cold (after removing what `docusaurus clear` removes, except build/) and warm;
//      the size of the build folder.
//   2. first-load.mjs: first-load JS and CSS per template; time until the scripts have taken the
//      page over, 4× CPU.
//   3. interactions.mjs: tap, click or key → visible answer, 4× CPU, after reading 3 s and 1 s;
//      early-input.mjs: what a reader does before the scripts run, kept or lost.
//   4. search.mjs: the bytes of the first query and the time to the first suggestion, at 1× and
//      10× the pages, beside Pagefind (when installed) and the index the site had before.
//   5. lighthouse.mjs: Lighthouse mobile and desktop on five pages, served compressed and not.
//   6. mcp-install.mjs: the MCP server's tarball, and its install and start through npx, as the
//      last `npm run build` packed it.
//
// The budgets are in scripts/bench/budgets.mjs.
//
// Options:
//   --quick            one run of each measure, mobile Lighthouse only (for iteration)
//   --beside DIR       also measure another build (stock Docusaurus, say) in the same run: first-load
//                      JS, the taps and the early input, side by side with this site's
//   --tap-runs N       interleaved runs of each tap beside that build (default 9), for its ratio
//   --skip-build       reuse .bench/build from an earlier run (no build times in the report)
//   --no-lighthouse    --no-interactions    --no-search    --no-mcp    leave that part out
// Environment:
//   CHROME_PATH          Chromium to use (default /usr/bin/chromium)
//   BENCH_BUILD_LOCK     a lock file; when set, the builds run under `flock` on it
import {existsSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {measureFirstLoad} from './bench/first-load.mjs';
import {BUDGET} from './bench/budgets.mjs';
import {measureEarlyInput} from './bench/early-input.mjs';
import {measureInteractions, measureTapsBeside} from './bench/interactions.mjs';
import {lighthouseRuns} from './bench/lighthouse.mjs';
import {measureMcpInstall} from './bench/mcp-install.mjs';
import {measureSearch} from './bench/search.mjs';
import {
  folderSize,
  kb,
  launchChromium,
  log,
  median,
  run,
  seconds,
  serveCompressed,
  serveDocusaurus,
  siteDir,
  table,
} from './bench/util.mjs';

const benchDir = path.join(siteDir, '.bench');
const outDir = path.join(benchDir, 'build');
const reportFile = path.join(benchDir, 'report.json');
const buildTimesFile = path.join(benchDir, 'build-times.json');
const docusaurusBin = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const args = process.argv.slice(2);
const argv = new Set(args);
const besideDir = args.includes('--beside') ? path.resolve(args[args.indexOf('--beside') + 1] ?? '') : null;
const quick = argv.has('--quick');
const skipBuild = argv.has('--skip-build');
const runs = quick ? 1 : 3;
const interactionRuns = quick ? 1 : 5;
const tapRuns = args.includes('--tap-runs') ? Number(args[args.indexOf('--tap-runs') + 1]) : quick ? 2 : 9;
const formFactors = quick ? ['mobile'] : ['mobile', 'desktop'];

/** A first-load JS figure, with its verdict where its template has a budget. */
function jsCell(page) {
  const budget = BUDGET.firstLoadJs[page.template];
  const v = verdict(budget, page.js.gzip);
  return v ? `${kb(page.js.gzip)} ${v}` : kb(page.js.gzip);
}

function verdict(budget, value, formFactor) {
  if (!budget || value == null) return null;
  if (budget.formFactors && formFactor && !budget.formFactors.includes(formFactor)) return null;
  if (budget.min != null) return value >= budget.min ? 'MEETS' : 'MISSES';
  return value <= budget.max ? 'MEETS' : 'MISSES';
}
const msVerdict = (max, value) => (value == null ? 'MISSES' : value <= max ? 'MEETS' : 'MISSES');

// ---------------------------------------------------------------------------------------------
// 1. Builds

async function buildPhase() {
  const build = () =>
    run(process.execPath, [docusaurusBin, 'build', '--out-dir', outDir], {env: {...process.env, SPACESCAN_TEST_PAGES: ''}});
  log('cold build: removing .docusaurus/, node_modules/.cache/ and .bench/build/');
  for (const dir of ['.docusaurus', 'node_modules/.cache', '.yarn/.cache'])
    await rm(path.join(siteDir, dir), {recursive: true, force: true});
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
    log(`waiting for the build lock ${lock}`);
    await run('flock', [lock, process.execPath, fileURLToPath(import.meta.url), '--build-phase']);
  } else {
    await buildPhase();
  }
  return JSON.parse(await readFile(buildTimesFile, 'utf8'));
}

/** The median CPU index of the Lighthouse runs: how fast the machine was ("—" without Lighthouse). */
function cpuIndex(runs) {
  const index = median(runs.flatMap((r) => r.samples.map((sample) => sample.benchmarkIndex)));
  return index === null ? '—' : String(Math.round(index));
}

// ---------------------------------------------------------------------------------------------
// Report

function render(report) {
  const out = [];
  const mark = (value, budgetKey, formFactor, text) => {
    const v = verdict(BUDGET[budgetKey], value, formFactor);
    return v ? `${text} ${v}` : text;
  };
  out.push(`## Spacescan docs benchmark (${report.date}${report.quick ? ', --quick' : ''})`, '');
  out.push(
    table(
      ['Figure', 'Value'],
      [
        ['Cold build (after clear)', seconds(report.build?.coldMs)],
        ['Warm build', seconds(report.build?.warmMs)],
        ['Build folder', `${kb(report.buildFolder.bytes)} in ${report.buildFolder.files} files`],
        // Every "4× CPU" figure is 4× slower than this machine: it scales with the machine's speed.
        ['CPU index (Lighthouse benchmarkIndex, median)', cpuIndex(report.lighthouse)],
      ],
    ),
  );
  out.push('', '### First-load JavaScript and CSS (everything a page runs until its scripts have taken it over)', '');
  out.push(
    table(
      ['Template', 'Page', 'Taken over (4× CPU)', 'JS files', 'JS bytes', 'JS gzip', 'JS brotli', 'CSS gzip'],
      report.firstLoad.map((p) => [
        p.template,
        p.path,
        `${p.startedMs4xCpu} ms`,
        p.js.files,
        kb(p.js.bytes),
        jsCell(p),
        kb(p.js.brotli),
        kb(p.css.gzip),
      ]),
    ),
  );
  out.push(
    '',
    `Budgets: ${Object.entries(BUDGET.firstLoadJs)
      .map(([template, budget]) => `${template} ${budget.label}`)
      .join(', ')} (1 kB = 1000 bytes).`,
  );
  if (report.beside) {
    out.push('', `### Beside ${report.beside.dir} (the same measures, same run)`, '');
    out.push(
      table(
        ['Template', 'Page', 'JS gzip here', 'JS gzip beside', 'CSS gzip here', 'CSS gzip beside'],
        report.firstLoad.map((p) => {
          const other = report.beside.firstLoad.find((b) => b.path === p.path);
          return [p.template, p.path, kb(p.js.gzip), other ? kb(other.js.gzip) : '—', kb(p.css.gzip), other ? kb(other.css.gzip) : '—'];
        }),
      ),
    );
  }
  if (report.interactions.length) {
    out.push('', '### Tap, click or key → visible answer (4× CPU; median of runs, slowest in brackets)', '');
    const besideOf = (r) => report.beside?.interactions.find((b) => b.name === r.name && b.readMs === r.readMs);
    out.push(
      table(
        ['Act', 'Read before acting', 'Answer', 'Event Timing', 'Budget', ...(report.beside ? ['Beside: answer'] : [])],
        report.interactions.map((r) => [
          r.name,
          `${r.readMs / 1000} s`,
          `${r.answerMedianMs ?? '—'} ms (${r.answerMaxMs ?? 'no answer'} ms)`,
          `${r.eventTimingMedianMs} ms`,
          `≤ ${r.budgetMs} ms ${msVerdict(r.budgetMs, r.answerMedianMs)}`,
          ...(report.beside
            ? [
                besideOf(r)?.answerMedianMs == null
                  ? '—'
                  : `${besideOf(r).answerMedianMs} ms (${besideOf(r).answerMaxMs ?? 'no answer'} ms)`,
              ]
            : []),
        ]),
      ),
    );
    out.push(
      '',
      "Answer: from the input event's time stamp to the frame that shows the answer. Event Timing: the",
      "browser's own longest entry for the act (what INP reports).",
    );
  }
  if (report.beside?.taps?.length) {
    const runs = report.beside.taps[0].runs;
    out.push('', `### Each tap beside ${report.beside.dir} (${runs} interleaved runs each, read 3 s, 4× CPU)`, '');
    const ratio = (value) => (value == null || !Number.isFinite(value) ? '—' : value.toFixed(2));
    out.push(
      table(
        ['Act', 'Here (median)', 'Beside (median)', 'Ratio here / beside [90 % interval]'],
        report.beside.taps.map((r) => [
          r.name,
          r.hereMedianMs == null ? '—' : `${r.hereMedianMs} ms`,
          r.thereMedianMs == null ? '—' : `${r.thereMedianMs} ms`,
          r.interval == null ? ratio(r.ratio) : `${ratio(r.ratio)} [${ratio(r.interval[0])}, ${ratio(r.interval[1])}]`,
        ]),
      ),
    );
    out.push('', 'Below 1.0: this site answers sooner. The two builds are taken in turn, run by run.');
  }
  if (report.earlyInput.length) {
    const kept = report.earlyInput.filter((r) => r.kept).length;
    out.push('', `### Early input: what a reader does before the scripts run (${kept} of ${report.earlyInput.length} kinds kept)`, '');
    out.push(
      table(
        ['Kind', 'Here', ...(report.beside ? ['Beside'] : [])],
        report.earlyInput.map((r) => [
          r.name,
          r.kept ? 'kept' : 'LOST',
          ...(report.beside ? [report.beside.earlyInput.find((b) => b.name === r.name)?.kept ? 'kept' : 'LOST'] : []),
        ]),
      ),
    );
  }
  if (report.mcp) {
    const m = report.mcp;
    out.push('', `### MCP server: \`npx -y <tarball URL>\` from an empty npm cache (median of ${m.runs})`, '');
    out.push(
      table(
        ['Tarball', 'Installed', 'Command → initialize, empty cache', 'Installed: through npx', 'Installed: server alone'],
        [
          [
            kb(m.tarballBytes),
            `${kb(m.installed.bytes)}, ${m.installed.files} files`,
            seconds(m.coldMs),
            seconds(m.warmMs),
            seconds(m.serverMs),
          ],
        ],
      ),
    );
  }
  if (report.search) {
    const s = report.search;
    out.push(
      '',
      `### Search: the first query on a page whose search has not run, each question of the evaluation typed at 80 ms a key (gzip, from the click in the box until the page settles), 1× and 10× the pages (${s.tenfoldPages} pages)`,
      '',
    );
    const rows = [
      [
        "Before: @easyops-cn/docusaurus-search-local (issue 16's figure)",
        `${kb(s.before.gzip)} (the whole index at first focus)`,
        '—',
        '—',
      ],
    ];
    for (const scale of ['1×', '10×']) {
      const ours = s.ours[scale];
      rows.push([
        `This site's search, ${scale} (${ours.questions} questions)`,
        mark(ours.medianGzip, 'searchFirstQuery', null, `${kb(ours.medianGzip)} in ${ours.medianFiles} files`),
        mark(ours.worstGzip, 'searchFirstQuery', null, `${kb(ours.worstGzip)} in ${ours.worstFiles} files ("${ours.worstQuery}")`),
        mark(ours.firstSuggestionMs, 'firstSuggestion', null, `${ours.firstSuggestionMs} ms`),
      ]);
      if (s.pagefind)
        rows.push([`Pagefind, ${scale} ("balance" only)`, `${kb(s.pagefind[scale].gzip)} in ${s.pagefind[scale].files} files`, '—', '—']);
    }
    out.push(
      table(['Search', 'First query, median', 'First query, worst', 'First suggestion after the last key of "balance" (4× CPU)'], rows),
    );
    const growth = s.ours['10×'].medianGzip / s.ours['1×'].medianGzip;
    out.push(
      '',
      `Growth of the median from 1× to 10×: ${growth.toFixed(2)}× (budget ${BUDGET.searchGrowth.label}: ${verdict(BUDGET.searchGrowth, growth)}).`,
    );
    if (s.questions) {
      const {ours, pagefind} = s.questions;
      const cell = (f) => (f ? `${f.first} / ${f.firstThree} / ${f.mrr}` : '—');
      out.push('', '### Search: the evaluation questions (tests/search-eval), first result / first three / MRR, in percent', '');
      out.push(
        table(
          ['Kind', 'Questions', 'This site', 'Pagefind'],
          Object.keys(ours).map((kind) => [kind, ours[kind].questions, cell(ours[kind]), cell(pagefind?.[kind])]),
        ),
      );
    }
  }
  if (report.lighthouse.length) {
    for (const server of [...new Set(report.lighthouse.map((r) => r.server))]) {
      for (const formFactor of [...new Set(report.lighthouse.map((r) => r.formFactor))]) {
        const rows = report.lighthouse.filter((r) => r.server === server && r.formFactor === formFactor);
        if (!rows.length) continue;
        out.push('', `### Lighthouse ${rows[0].lighthouseVersion}, ${formFactor}, ${server} (median of ${rows[0].runs})`, '');
        out.push(
          table(
            ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'CLS', 'TBT', 'FCP', 'Longest tasks', 'CPU index'],
            rows.map((r) => [
              r.path,
              mark(r.performance, 'performance', formFactor, String(r.performance)),
              mark(r.accessibility, 'accessibility', formFactor, String(r.accessibility)),
              mark(r['best-practices'], 'best-practices', formFactor, String(r['best-practices'])),
              mark(r.seo, 'seo', formFactor, String(r.seo)),
              mark(r.lcpMs, 'lcp', formFactor, seconds(r.lcpMs)),
              mark(r.cls, 'cls', formFactor, String(Number(r.cls.toFixed(3)))),
              mark(r.tbtMs, 'tbt', formFactor, `${Math.round(r.tbtMs)} ms`),
              seconds(r.fcpMs),
              r.longestTasks.map((t) => `${t.durationMs} ms`).join(', ') || 'none ≥ 50 ms',
              Math.round(r.benchmarkIndex),
            ]),
          ),
        );
        for (const r of rows.filter((row) => row.failingAudits.length))
          out.push(`  ${r.path}: failing audits: ${r.failingAudits.join(', ')}`);
      }
    }
    out.push(
      '',
      `CPU index: Lighthouse's benchmarkIndex during the run (higher is faster). Load average at the start:`,
      `${report.machine.loadStart.join(', ')}; at the end: ${report.machine.loadEnd.join(', ')} (${report.machine.cpus} CPUs).`,
    );
  }
  const verdictChecks = report.budgetChecks.filter((c) => c.server !== 'docusaurus serve (no compression)');
  const misses = verdictChecks.filter((c) => c.verdict === 'MISSES');
  out.push(
    '',
    `### Verdict: ${verdictChecks.length - misses.length} of ${verdictChecks.length} budget figures MEET their budget` +
      (misses.length ? `; ${misses.length} MISS:` : '.'),
  );
  for (const m of misses) out.push(`  MISSES ${m.figure}: ${m.value} (budget ${m.budget})`);
  return out.join('\n');
}

function budgetChecks(report) {
  const checks = [];
  for (const [template, budget] of Object.entries(BUDGET.firstLoadJs)) {
    const page = report.firstLoad.find((p) => p.template === template);
    if (page)
      checks.push({
        figure: `first-load JS gzip, ${template} ${page.path}`,
        value: kb(page.js.gzip),
        budget: budget.label,
        verdict: verdict(budget, page.js.gzip),
      });
  }
  if (report.earlyInput.length) {
    const kept = report.earlyInput.filter((r) => r.kept).length;
    checks.push({
      figure: 'early input kept',
      value: `${kept} of ${report.earlyInput.length}`,
      budget: BUDGET.earlyInputKept.label,
      verdict: kept === report.earlyInput.length ? 'MEETS' : 'MISSES',
    });
  }
  for (const r of report.interactions) {
    checks.push({
      figure: `${r.name} (read ${r.readMs / 1000} s)`,
      value: `${r.answerMedianMs} ms`,
      budget: `≤ ${r.budgetMs} ms`,
      verdict: msVerdict(r.budgetMs, r.answerMedianMs),
    });
  }
  if (report.search) {
    for (const scale of ['1×', '10×']) {
      const ours = report.search.ours[scale];
      for (const [which, gzip] of [
        ['median', ours.medianGzip],
        ['worst', ours.worstGzip],
      ])
        checks.push({
          figure: `search first query ${scale}, ${which} of ${ours.questions} questions`,
          value: kb(gzip),
          budget: BUDGET.searchFirstQuery.label,
          verdict: verdict(BUDGET.searchFirstQuery, gzip),
        });
      checks.push({
        figure: `search first suggestion ${scale}`,
        value: `${ours.firstSuggestionMs} ms`,
        budget: BUDGET.firstSuggestion.label,
        verdict: verdict(BUDGET.firstSuggestion, ours.firstSuggestionMs),
      });
    }
    const growth = report.search.ours['10×'].medianGzip / report.search.ours['1×'].medianGzip;
    checks.push({
      figure: 'search first query (median), 10× against 1×',
      value: `${growth.toFixed(2)}×`,
      budget: BUDGET.searchGrowth.label,
      verdict: verdict(BUDGET.searchGrowth, growth),
    });
  }
  for (const r of report.lighthouse) {
    for (const [key, value, text] of [
      ['performance', r.performance, String(r.performance)],
      ['accessibility', r.accessibility, String(r.accessibility)],
      ['best-practices', r['best-practices'], String(r['best-practices'])],
      ['seo', r.seo, String(r.seo)],
      ['lcp', r.lcpMs, seconds(r.lcpMs)],
      ['tbt', r.tbtMs, `${Math.round(r.tbtMs)} ms`],
      ['cls', r.cls, String(r.cls)],
    ]) {
      const v = verdict(BUDGET[key], value, r.formFactor);
      if (v)
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

  const stoppers = [];
  const stopAll = () => stoppers.forEach((stop) => void stop());
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stopAll();
      process.exit(130);
    });
  const browser = await launchChromium(chromePath);
  try {
    const compressedServer = await serveCompressed(outDir);
    stoppers.push(compressedServer.stop);
    const compressed = {name: 'compressed (gzip/brotli + cache headers)', url: compressedServer.url};
    const plainServer = await serveDocusaurus(outDir);
    stoppers.push(plainServer.stop);
    const plain = {name: 'docusaurus serve (no compression)', url: plainServer.url};

    const firstLoad = await measureFirstLoad(browser, compressed.url, outDir);
    const interactions = argv.has('--no-interactions')
      ? []
      : await measureInteractions(browser, compressed.url, {runs: interactionRuns, log});
    const earlyInput = argv.has('--no-interactions') ? [] : await measureEarlyInput(browser, compressed.url, {log});
    let beside = null;
    if (besideDir !== null) {
      const server = await serveCompressed(besideDir);
      stoppers.push(server.stop);
      log(`beside: ${besideDir}`);
      beside = {
        dir: besideDir,
        firstLoad: await measureFirstLoad(browser, server.url, besideDir),
        interactions: argv.has('--no-interactions') ? [] : await measureInteractions(browser, server.url, {runs: interactionRuns, log}),
        earlyInput: argv.has('--no-interactions') ? [] : await measureEarlyInput(browser, server.url, {log}),
        taps: argv.has('--no-interactions') ? [] : await measureTapsBeside(browser, compressed.url, server.url, {runs: tapRuns, log}),
      };
    }
    const search = argv.has('--no-search')
      ? null
      : await measureSearch(browser, {
          outDir,
          benchDir,
          runs: interactionRuns,
          log,
          serve: async (dir) => {
            const server = await serveCompressed(dir);
            stoppers.push(server.stop);
            return server;
          },
        });
    const mcp = argv.has('--no-mcp') ? null : await measureMcpInstall({runs, log});
    const lighthouse = argv.has('--no-lighthouse') ? [] : await lighthouseRuns([compressed, plain], {chromePath, formFactors, runs});

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
      firstLoad,
      interactions,
      earlyInput,
      beside,
      search,
      mcp,
      lighthouse,
    };
    report.budgetChecks = budgetChecks(report);
    const text = render(report);
    report.table = text;
    await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(text);
    console.log(`\nReport written to ${path.relative(process.cwd(), reportFile)}`);
  } finally {
    await browser.close();
    stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

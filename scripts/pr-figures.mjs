#!/usr/bin/env node
// The figures of a pull request beside its base's, as the CI job "Figures" writes them to the job
// summary: first-load JavaScript and CSS (gzip) per template, the size of build/, and Lighthouse
// mobile on five pages, served compressed. The same measures and the same budgets as `npm run
// bench` (scripts/bench/first-load.mjs, lighthouse.mjs, budgets.mjs). It fails (exit 1) when the
// pull request breaks a budget: first-load JS of a template, Lighthouse performance or
// accessibility on mobile. A figure its base already broke is listed on every pull request, and
// fails one only when that pull request makes it worse (`budgetChecks`).
//
//   node scripts/pr-figures.mjs --base main --head HEAD
//        writes each commit's files under .bench/pr/ (git archive), builds them and compares
//   node scripts/pr-figures.mjs --base-build base/build --head-build build
//        compares two builds already made (what the CI job does)
// Options: --runs N       Lighthouse runs per page, median (default 3)
//          --no-lighthouse
//          --out FILE     also write the Markdown to FILE
// The Markdown goes to stdout, and to $GITHUB_STEP_SUMMARY when it is set.
// Environment: CHROME_PATH (default /usr/bin/chromium).
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync, symlinkSync, appendFileSync, writeFileSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {BUDGET} from './bench/budgets.mjs';
import {measureFirstLoad} from './bench/first-load.mjs';
import {lighthouseRuns} from './bench/lighthouse.mjs';
import {folderSize, kb, launchChromium, log, run, serveCompressed, siteDir} from './bench/util.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function readOptions() {
  return parseArgs({
    options: {
      base: {type: 'string'},
      head: {type: 'string'},
      'base-build': {type: 'string'},
      'head-build': {type: 'string'},
      runs: {type: 'string', default: '3'},
      'no-lighthouse': {type: 'boolean', default: false},
      out: {type: 'string'},
    },
  }).values;
}

// ---------------------------------------------------------------------------------------------
// Builds

const git = (...args) => execFileSync('git', args, {cwd: siteDir, encoding: 'utf8'}).trim();

/**
 * Writes the files of `ref` into .bench/pr/<label> (git archive: no history, so the pages carry no
 * last-update line, SPACESCAN_NO_GIT) and builds them as `npm run build` does; returns the build
 * folder. node_modules is the checkout's own when the lockfiles agree, else installed with
 * `npm ci`. The build keeps no bundler cache (the folder is thrown away).
 */
async function buildRef(ref, label) {
  const dir = path.join(siteDir, '.bench', 'pr', label);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  execFileSync('sh', ['-c', `git archive --format=tar "$1" | tar -x -C "$2"`, 'sh', ref, dir], {
    cwd: siteDir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const sameLock =
    readFileSync(path.join(dir, 'package-lock.json'), 'utf8') === readFileSync(path.join(siteDir, 'package-lock.json'), 'utf8');
  if (sameLock) symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  else await run('npm', ['ci', '--no-audit', '--no-fund'], {cwd: dir});
  log(`building ${label}: ${ref} (${git('rev-parse', '--short', ref)})`);
  // No bundler cache, and the build script's cache bookkeeping kept in the copy, away from the
  // checkout's node_modules/.cache (which the copy's node_modules may be a link to).
  const env = {
    ...process.env,
    DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
    SPACESCAN_BUNDLER_CACHE_ROOT: path.join(dir, '.bundler-cache'),
    SPACESCAN_NO_GIT: '1',
    SPACESCAN_TEST_PAGES: '',
    SPACESCAN_BASE_URL: '',
  };
  await run('npm', ['run', 'build'], {cwd: dir, env});
  return path.join(dir, 'build');
}

// ---------------------------------------------------------------------------------------------
// Measures

async function measure(buildDir, label, browser, {runs, lighthouse: withLighthouse}) {
  log(`measuring ${label}: ${buildDir}`);
  const server = await serveCompressed(buildDir);
  try {
    const firstLoad = await measureFirstLoad(browser, server.url, buildDir);
    const lighthouse = withLighthouse
      ? await lighthouseRuns([{name: 'compressed', url: server.url}], {chromePath, formFactors: ['mobile'], runs})
      : [];
    return {firstLoad, lighthouse, folder: await folderSize(buildDir)};
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Verdicts and the Markdown

const signed = (value, unit = '') => (value === 0 ? `±0${unit}` : `${value > 0 ? '+' : '−'}${Math.abs(value)}${unit}`);
const kbDelta = (bytes) => (bytes === 0 ? '±0' : `${bytes > 0 ? '+' : '−'}${kb(Math.abs(bytes))}`);

// A Lighthouse score moves by a point or two from one run to the next on the same build; a score
// that was already under its budget on the base counts as made worse only beyond that.
const SCORE_NOISE = 2;
// Any new page (a post, a guide) adds about 0.1 kB to the first load of every page: its entry in
// the route tables core ships in main.js. A first-load figure already over its budget on the base
// counts as made worse only when it grows by more than this, so that a writer's post does not fail.
const JS_GROWTH_ALLOWED = 1000;

/**
 * The budget checks of the head: each figure with a budget, whether the head keeps it, and, given
 * the base, whether the base kept it. A figure the base already broke fails the pull request only
 * when the head makes it worse (more bytes; a score lower by more than SCORE_NOISE), so that a
 * budget main misses does not fail every pull request, and is still listed on each.
 */
export function budgetChecks(head, base) {
  const checks = [];
  for (const page of head.firstLoad) {
    const budget = BUDGET.firstLoadJs[page.template];
    if (!budget) continue;
    const before = base?.firstLoad.find((other) => other.path === page.path);
    checks.push({
      figure: `First-load JS, ${page.template} (${page.path})`,
      value: kb(page.js.gzip),
      budget: budget.label,
      kept: page.js.gzip <= budget.max,
      baseBroke: before != null && before.js.gzip > budget.max,
      worse: before == null || page.js.gzip > before.js.gzip + JS_GROWTH_ALLOWED,
    });
  }
  for (const result of head.lighthouse) {
    const before = base?.lighthouse.find((other) => other.path === result.path);
    for (const key of ['performance', 'accessibility']) {
      const budget = BUDGET[key];
      if (budget.formFactors && !budget.formFactors.includes(result.formFactor)) continue;
      checks.push({
        figure: `Lighthouse ${key}, ${result.path}`,
        value: String(result[key]),
        budget: budget.label,
        kept: result[key] >= budget.min,
        baseBroke: before != null && before[key] < budget.min,
        worse: before == null || result[key] < before[key] - (key === 'performance' ? SCORE_NOISE : 0),
      });
    }
  }
  return checks;
}

/** The checks that fail the pull request: broken by it, or broken already and made worse. */
export const failing = (checks) => checks.filter((check) => !check.kept && (!check.baseBroke || check.worse));

export function markdown({base, head, baseLabel, headLabel}) {
  const out = [];
  const checks = budgetChecks(head, base);
  const broken = failing(checks);
  const inherited = checks.filter((check) => !check.kept && !broken.includes(check));
  out.push(`## Figures: ${headLabel} beside ${baseLabel}`, '');
  if (broken.length === 0) {
    out.push(
      inherited.length === 0
        ? `**Every budget kept** (${checks.length} figures with a budget).`
        : `**No budget broken by this change** (${checks.length} figures with a budget).`,
    );
  } else {
    out.push(`**${broken.length} budget${broken.length === 1 ? '' : 's'} broken:**`);
    for (const check of broken)
      out.push(
        `- ${check.figure}: ${check.value}, budget ${check.budget}${check.baseBroke ? ' (already broken on the base, and made worse)' : ''}`,
      );
  }
  if (inherited.length > 0) {
    out.push('', `Already broken on the base, and not made worse (${inherited.length}):`);
    for (const check of inherited) out.push(`- ${check.figure}: ${check.value}, budget ${check.budget}`);
  }
  out.push('', '### First-load JavaScript and CSS, gzip (everything a page runs until its scripts have taken it over)', '');
  out.push(
    '| Template | Page | JS base | JS head | Change | Budget | CSS base | CSS head | Change |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
  );
  for (const page of head.firstLoad) {
    const before = base.firstLoad.find((other) => other.path === page.path);
    const budget = BUDGET.firstLoadJs[page.template];
    const verdict = budget ? `${budget.label}${page.js.gzip <= budget.max ? '' : ' **broken**'}` : '—';
    out.push(
      `| ${page.template} | ${page.path} | ${kb(before?.js.gzip)} | ${kb(page.js.gzip)} | ${before ? kbDelta(page.js.gzip - before.js.gzip) : '—'} | ${verdict} | ${kb(before?.css.gzip)} | ${kb(page.css.gzip)} | ${before ? kbDelta(page.css.gzip - before.css.gzip) : '—'} |`,
    );
  }
  out.push('', '### build/', '');
  out.push('| | Base | Head | Change |', '| --- | ---: | ---: | ---: |');
  out.push(`| Size | ${kb(base.folder.bytes)} | ${kb(head.folder.bytes)} | ${kbDelta(head.folder.bytes - base.folder.bytes)} |`);
  out.push(`| Files | ${base.folder.files} | ${head.folder.files} | ${signed(head.folder.files - base.folder.files)} |`);
  if (head.lighthouse.length > 0) {
    const version = head.lighthouse[0].lighthouseVersion;
    out.push(
      '',
      `### Lighthouse ${version}, mobile, served compressed (median of ${head.lighthouse[0].runs} run${head.lighthouse[0].runs === 1 ? '' : 's'}; base → head)`,
      '',
    );
    out.push(
      '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const result of head.lighthouse) {
      const before = base.lighthouse.find((other) => other.path === result.path);
      const pair = (key, format = String) => `${before ? format(before[key]) : '—'} → ${format(result[key])}`;
      const score = (key) => {
        const budget = BUDGET[key];
        const text = pair(key);
        return budget?.min != null && result[key] < budget.min ? `${text} **broken** (${budget.label})` : text;
      };
      out.push(
        `| ${result.path} | ${score('performance')} | ${score('accessibility')} | ${pair('best-practices')} | ${pair('seo')} | ${pair('lcpMs', (ms) => `${(ms / 1000).toFixed(2)} s`)} | ${pair('tbtMs', (ms) => `${Math.round(ms)} ms`)} | ${pair('cls', (value) => String(Number(value.toFixed(3))))} |`,
      );
    }
    const index = head.lighthouse.map((result) => Math.round(result.benchmarkIndex)).join(', ');
    out.push('', `Lighthouse's CPU index on the head's runs: ${index} (higher is a faster machine; scores fall on a slow or busy one).`);
  }
  out.push('', 'Budgets: scripts/bench/budgets.mjs, which `npm run bench` reads too. 1 kB = 1000 bytes.');
  return {text: out.join('\n'), broken};
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const options = readOptions();
  const measures = {runs: Number(options.runs), lighthouse: !options['no-lighthouse']};
  let baseBuild = options['base-build'];
  let headBuild = options['head-build'];
  let baseLabel = 'the base';
  let headLabel = 'this pull request';
  if (options.base && options.head) {
    baseLabel = `\`${options.base}\` (${git('rev-parse', '--short', options.base)})`;
    headLabel = `\`${options.head}\` (${git('rev-parse', '--short', options.head)})`;
    baseBuild = await buildRef(options.base, 'base');
    headBuild = await buildRef(options.head, 'head');
  }
  if (!baseBuild || !headBuild) throw new Error('Give --base and --head (commits), or --base-build and --head-build (folders)');
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROME_PATH)`);
  const browser = await launchChromium(chromePath);
  let result;
  try {
    const base = await measure(path.resolve(baseBuild), 'base', browser, measures);
    const head = await measure(path.resolve(headBuild), 'head', browser, measures);
    result = markdown({base, head, baseLabel, headLabel});
  } finally {
    await browser.close();
  }
  console.log(result.text);
  if (options.out) writeFileSync(options.out, `${result.text}\n`);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${result.text}\n`);
  process.exit(result.broken.length === 0 ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error) => {
    console.error(error);
    process.exit(2);
  });
}

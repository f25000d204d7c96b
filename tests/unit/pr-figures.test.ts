import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {load as loadYaml} from 'js-yaml';
import type * as PrFigures from '../../scripts/pr-figures.mjs';
import type * as Budgets from '../../scripts/bench/budgets.mjs';

// The figures job of a pull request (scripts/pr-figures.mjs, run by .github/workflows/ci.yml): its
// Markdown sets the pull request beside its base, and a broken budget fails it. The measures are
// `npm run bench`'s own; here they are given, as a build that adds weight to a page would give them.

const siteDir = path.resolve(__dirname, '../..');

// scripts/ is plain Node ES modules: loaded as Node loads them.
let budgetChecks: typeof PrFigures.budgetChecks;
let failing: typeof PrFigures.failing;
let markdown: typeof PrFigures.markdown;
let BUDGET: typeof Budgets.BUDGET;
test.beforeAll(async () => {
  ({budgetChecks, failing, markdown} = await import('../../scripts/pr-figures.mjs'));
  ({BUDGET} = await import('../../scripts/bench/budgets.mjs'));
});
const KB = 1000;

type Load = {template: string; path: string; js: {gzip: number}; css: {gzip: number}};
type Lighthouse = {
  path: string;
  formFactor: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
  lighthouseVersion: string;
  benchmarkIndex: number;
};

const load = (template: string, pagePath: string, js: number, css = 12 * KB): Load => ({
  template,
  path: pagePath,
  js: {gzip: js},
  css: {gzip: css},
});
const lighthouse = (pagePath: string, performance: number, accessibility = 100): Lighthouse => ({
  path: pagePath,
  formFactor: 'mobile',
  performance,
  accessibility,
  'best-practices': 100,
  seo: 100,
  lcpMs: 900,
  tbtMs: 40,
  cls: 0,
  runs: 3,
  lighthouseVersion: '12.8.2',
  benchmarkIndex: 1500,
});

function figures(docJs: number, docPerformance: number, accessibility = 100) {
  return {
    firstLoad: [
      load('home', '/', 120 * KB),
      load('doc', '/docs/intro', docJs),
      load('API endpoint', '/api/address/xch_balance', 150 * KB),
      load('blog list', '/blog', 160 * KB),
    ],
    lighthouse: [lighthouse('/', 99), lighthouse('/docs/intro', docPerformance, accessibility)],
    folder: {bytes: 20_000 * KB, files: 900},
  };
}

test('a pull request within every budget: the figures side by side, and nothing broken', () => {
  const base = figures(140 * KB, 98);
  const head = figures(141 * KB, 97);
  const {text, broken} = markdown({base, head, baseLabel: 'main', headLabel: 'the pull request'});
  expect(broken).toEqual([]);
  expect(text).toContain('**Every budget kept**');
  expect(text).toContain('| doc | /docs/intro | 140.0 kB | 141.0 kB | +1.0 kB | ≤ 150 kB gzip | 12.0 kB | 12.0 kB | ±0 |');
  expect(text).toContain('| /docs/intro | 98 → 97 | 100 → 100 |');
  expect(text).toContain('| Size | 20000.0 kB | 20000.0 kB | ±0 |');
});

test('a pull request that adds 30 kB to the doc template breaks its budget and fails', () => {
  const base = figures(140 * KB, 98);
  const head = {...figures(170 * KB, 93), folder: {bytes: 20_090 * KB, files: 901}};
  const {text, broken} = markdown({base, head, baseLabel: 'main', headLabel: 'the pull request'});
  expect(broken.map((check: {figure: string}) => check.figure)).toEqual([
    'First-load JS, doc (/docs/intro)',
    'Lighthouse performance, /docs/intro',
  ]);
  expect(text).toContain('**2 budgets broken:**');
  expect(text).toContain('| doc | /docs/intro | 140.0 kB | 170.0 kB | +30.0 kB | ≤ 150 kB gzip **broken** |');
  expect(text).toContain('| /docs/intro | 98 → 93 **broken** (≥ 95) |');
  expect(text).toContain('| Size | 20000.0 kB | 20090.0 kB | +90.0 kB |');
});

test('accessibility below 100 breaks its budget; best practices and SEO are shown, not judged', () => {
  const checks = budgetChecks(figures(140 * KB, 99, 96));
  expect(checks.filter((check: {kept: boolean}) => !check.kept).map((check: {figure: string}) => check.figure)).toEqual([
    'Lighthouse accessibility, /docs/intro',
  ]);
  expect(checks.map((check: {figure: string}) => check.figure).filter((figure: string) => /best|seo/i.test(figure))).toEqual([]);
});

test('a budget the base already misses is listed on every pull request, and fails only the one that adds more than 1 kB to it', () => {
  const base = figures(167 * KB, 98);
  const same = markdown({base, head: figures(167 * KB, 98), baseLabel: 'main', headLabel: 'a pull request that leaves the doc alone'});
  expect(same.broken).toEqual([]);
  expect(same.text).toContain('**No budget broken by this change**');
  expect(same.text).toContain(
    'Already broken on the base, and not made worse (1):\n- First-load JS, doc (/docs/intro): 167.0 kB, budget ≤ 150 kB gzip',
  );

  // A new post adds about 0.1 kB to every page's route tables: not a reason to fail.
  const newPost = markdown({base, head: figures(167 * KB + 100, 98), baseLabel: 'main', headLabel: 'a pull request that adds a post'});
  expect(newPost.broken).toEqual([]);
  expect(markdown({base, head: figures(168 * KB, 98), baseLabel: 'main', headLabel: 'exactly 1 kB more'}).broken).toEqual([]);

  const heavier = markdown({
    base,
    head: figures(168 * KB + 1, 98),
    baseLabel: 'main',
    headLabel: 'a pull request that adds 1 kB and a byte',
  });
  expect(heavier.broken.map((check: {figure: string}) => check.figure)).toEqual(['First-load JS, doc (/docs/intro)']);
  expect(heavier.text).toContain(
    '- First-load JS, doc (/docs/intro): 168.0 kB, budget ≤ 150 kB gzip (already broken on the base, and made worse)',
  );
});

test('a performance score already under budget fails only when it falls by more than two points (the run-to-run noise)', () => {
  const base = figures(140 * KB, 90);
  const failed = (docPerformance: number) =>
    failing(budgetChecks(figures(140 * KB, docPerformance), base)).map((check: {figure: string}) => check.figure);
  expect(failed(88)).toEqual([]);
  expect(failed(87)).toEqual(['Lighthouse performance, /docs/intro']);
  // Without a base, every broken budget fails.
  expect(failing(budgetChecks(figures(140 * KB, 90))).map((check: {figure: string}) => check.figure)).toEqual([
    'Lighthouse performance, /docs/intro',
  ]);
});

test('the budgets are the one file npm run bench reads, and CI runs the figures on every pull request', () => {
  expect(BUDGET.firstLoadJs.doc.max).toBe(150 * KB);
  for (const script of ['scripts/bench.mjs', 'scripts/pr-figures.mjs']) {
    expect(readFileSync(path.join(siteDir, script), 'utf8'), script).toContain("from './bench/budgets.mjs'");
  }
  const ci = loadYaml(readFileSync(path.join(siteDir, '.github/workflows/ci.yml'), 'utf8')) as {
    jobs: Record<string, {if?: string; steps: {run?: string}[]}>;
  };
  const figures = Object.values(ci.jobs).find((job) => job.steps.some((step) => step.run?.startsWith('node scripts/pr-figures.mjs ')));
  expect(figures?.if).toBe("github.event_name == 'pull_request'");
});

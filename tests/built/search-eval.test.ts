// The search evaluation (issue 45): the questions of tests/search-eval/questions.json, written as
// readers write them, sent to the site's engine over the index `npm run build` wrote (build/search),
// as the search box sends them. It prints first-result, first-three and MRR by kind, and fails when
// the first-three rate falls more than 2 points below tests/search-eval/baseline.json.
// SEARCH_EVAL_WRITE=1 rewrites the baseline with today's figures (after a change that is meant).
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {SearchEngine} from '../../src/search/engine';

type Question = {q: string; kind: string; page: string; also?: string[]};
type Figures = {questions: number; first: number; firstThree: number; mrr: number};

const evalDir = path.resolve('tests/search-eval');
const searchDir = path.resolve('build/search');
const questions = (JSON.parse(readFileSync(path.join(evalDir, 'questions.json'), 'utf8')) as {questions: Question[]}).questions;
const baselineFile = path.join(evalDir, 'baseline.json');

/** The page a result stands on: its route below the base URL, without the anchor. */
const routeOf = (url: string): string => url.replace(/[#?].*$/, '').replace(/^\/+|\/+$/g, '');

/** The rank (1 for the first result) of the first result on `page` (or a page of `also`) among the first ten, or 0. */
async function rankOf(engine: SearchEngine, {q, page, also = []}: Question): Promise<number> {
  const {results} = await engine.search(q, 10);
  return results.findIndex((result) => [page, ...also].includes(routeOf(result.url))) + 1;
}

/** First result, first three and mean reciprocal rank (all in percent) of a set of ranks. */
function figures(ranks: readonly number[]): Figures {
  const percent = (part: number): number => Math.round((1000 * part) / ranks.length) / 10;
  return {
    questions: ranks.length,
    first: percent(ranks.filter((rank) => rank === 1).length),
    firstThree: percent(ranks.filter((rank) => rank >= 1 && rank <= 3).length),
    mrr: percent(ranks.reduce((sum, rank) => sum + (rank > 0 ? 1 / rank : 0), 0)),
  };
}

test('readers find the right page in the first three, no less often than the baseline', async () => {
  // Not skipped without a build: a build that stopped writing the index must fail here.
  if (!existsSync(path.join(searchDir, 'index.json'))) throw new Error('No build/search/: run `npm run build` first.');
  const engine = new SearchEngine('/', (url) => readFile(path.join(searchDir, url.slice('/search/'.length)), 'utf8').then(JSON.parse));
  // Each expected page is a page of the build (a question labelled with a wrong route would only ever miss).
  const routes = new Set(
    (await readdir(path.join(searchDir, 'p'))).map((file) =>
      routeOf((JSON.parse(readFileSync(path.join(searchDir, 'p', file), 'utf8')) as {u: string}).u),
    ),
  );
  expect(questions.flatMap(({page, also = []}) => [page, ...also]).filter((page) => !routes.has(page))).toEqual([]);
  const ranks = await Promise.all(questions.map((question) => rankOf(engine, question)));
  const kinds = [...new Set(questions.map((question) => question.kind))];
  const table: Record<string, Figures> = {all: figures(ranks)};
  for (const kind of kinds) table[kind] = figures(ranks.filter((_, i) => questions[i]?.kind === kind));
  console.log('search evaluation, in percent (rank of the right page for each miss below)');
  console.table(table);
  for (const [i, rank] of ranks.entries()) if (rank !== 1) console.log(`  ${rank || '-'}  [${questions[i]?.kind}] ${questions[i]?.q}`);
  if (process.env.SEARCH_EVAL_WRITE === '1') writeFileSync(baselineFile, `${JSON.stringify(table, null, 2)}\n`);
  const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as Record<string, Figures>;
  expect(questions.length).toBeGreaterThanOrEqual(60);
  expect(table.all!.firstThree).toBeGreaterThanOrEqual(baseline.all!.firstThree - 2);
});

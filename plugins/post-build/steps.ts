// What the post-build pass does to one built page (plugins/post-build/index.ts runs it on every
// page, in worker threads): its steps, in the order they run, stated once here (STEPS). The page's
// HTML is parsed at most once, the first time a step asks for the parse, and every step after it
// reads that same parse; each step returns what the collectors need (search records, the Markdown).
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import * as cheerio from 'cheerio';
import {policyStep} from '../content-security-policy';
import type {HostSource} from '../content-security-policy/policy';
import {pageUrl, twinOf} from '../page-markdown';
import {titleOf} from '../redirects';
import {articleOf, recordsOf, type SearchPage} from '../search/build-index';
import {writeFileAtomic} from './write';

/** What every page's steps need to know of the site and the build. */
export type PassFacts = {
  baseUrl: string;
  /** The site's origin, without a final slash. */
  siteUrl: string;
  /** The build folder, relative to the site (`build`), to name a page in messages. */
  outDirName: string;
  /** The API hosts the catalogue documents (the policy's connect-src). */
  apiHosts: readonly HostSource[];
  /** Time each step and the parse (SPACESCAN_POST_BUILD_TIMES=1): the pass's log line then gives them. */
  timeSteps: boolean;
};

/** One page to process: its file (relative to the build folder) and what is asked of it. */
export type PageJob = {
  file: string;
  /** The route the page serves, with the base URL. */
  route: string;
  /** The route of the page's Markdown twin (as Docusaurus lists it), or null for a page with none. */
  twin: string | null;
  /** llms-full.txt holds the page's text. */
  text: boolean;
};

/** What the collectors get back from one page. */
export type PageResult = {
  file: string;
  route: string;
  /** The page's <title>, without the site name (a redirect to the page shows it). */
  title: string | undefined;
  search: SearchPage | null;
  /** The page's twin, when the job asks for one and the page has text. */
  twin: string | null;
  /** The page's text as Markdown, when the job asks for it. */
  text: string | null;
  /** Inline code the policy cannot allow (the page is not written), and problems of the policy as written. */
  refused: string[];
  problems: string[];
  /** How many times the page's HTML was parsed: 1, or 0 for a page no step had to parse. */
  parses: number;
  /** The steps that ran, in order; when `timeSteps` asks, the time each took (ms), the parse counted apart as `parse`. */
  steps: string[];
  ms: Record<string, number>;
};

/** A page as the steps see it: its HTML as written so far, its one parse, and its result. */
type Page = {job: PageJob; html: string; parse: () => cheerio.CheerioAPI; result: PageResult};

type Step = {name: string; run: (page: Page, facts: PassFacts) => void};

/** The steps, in the order they run. */
export const STEPS: readonly Step[] = [
  // Reads the parse without changing it, so before the Markdown step, which prunes it.
  {
    name: 'search',
    run: (page, facts) => {
      const url = page.job.route;
      page.result.search =
        articleOf(page.html) === null ? null : recordsOf(page.parse(), page.html, url, url.slice(facts.baseUrl.length - 1));
    },
  },
  // The one step that changes the HTML: the hashes are those of the page as it is written.
  {
    name: 'content-security-policy',
    run: (page, facts) => {
      const {html, refused, problems} = policyStep(
        page.parse(),
        page.html,
        `${facts.outDirName}/${page.job.file}`,
        {baseUrl: facts.baseUrl},
        facts.apiHosts,
      );
      page.html = html;
      page.result.refused = refused;
      page.result.problems = problems;
    },
  },
  // Last: taking the text removes from the parse what a twin leaves out (buttons, scripts, anchors).
  {
    name: 'markdown',
    run: (page, facts) => {
      if (page.job.twin === null && !page.job.text) return;
      const {twin, body} = twinOf(page.parse(), {url: pageUrl(facts.siteUrl, page.job.twin ?? page.job.route), siteUrl: facts.siteUrl});
      page.result.twin = page.job.twin === null ? null : twin;
      page.result.text = page.job.text ? body : null;
    },
  },
];

/** Runs every step on one page's HTML: the page as it is to be written, and what the collectors need. */
export function processPage(html: string, job: PageJob, facts: PassFacts): {html: string; result: PageResult} {
  const result: PageResult = {
    file: job.file,
    route: job.route,
    title: titleOf(html),
    search: null,
    twin: null,
    text: null,
    refused: [],
    problems: [],
    parses: 0,
    steps: [],
    ms: {},
  };
  const now = facts.timeSteps ? () => performance.now() : () => 0;
  let parsed: cheerio.CheerioAPI | undefined;
  let parseMs = 0;
  const page: Page = {
    job,
    html,
    parse: () => {
      if (parsed === undefined) {
        const start = now();
        parsed = cheerio.load(page.html);
        parseMs = now() - start;
        result.parses += 1;
      }
      return parsed;
    },
    result,
  };
  for (const step of STEPS) {
    const start = now();
    const parseBefore = parseMs;
    step.run(page, facts);
    // The parse, when this step asked for it first, is counted apart.
    if (facts.timeSteps) result.ms[step.name] = now() - start - (parseMs - parseBefore);
    result.steps.push(step.name);
  }
  if (facts.timeSteps) result.ms.parse = parseMs;
  return {html: page.html, result};
}

/**
 * Processes a batch of built pages of `outDir`, one at a time (one parse alive at once): reads each,
 * writes it back with its steps done and its twin beside it. The batch's files are all read at
 * once and written without waiting, so that the disk works while the thread parses. A page the
 * policy refuses is left as it is: the pass fails on it. The worker threads call it (./worker.mjs, through jiti).
 *
 * @public
 */
export async function processFiles(outDir: string, jobs: readonly PageJob[], facts: PassFacts): Promise<PageResult[]> {
  const reads = jobs.map((job) => readFile(path.join(outDir, job.file), 'utf8'));
  const writes: Promise<void>[] = [];
  // Each read is awaited in turn below; a failure of a later one is reported then, not as unhandled.
  for (const read of reads) read.catch(() => undefined);
  const results: PageResult[] = [];
  for (const [n, job] of jobs.entries()) {
    const full = path.join(outDir, job.file);
    const {html, result} = processPage(await reads[n]!, job, facts);
    if (result.refused.length === 0) writes.push(writeFileAtomic(full, html));
    if (result.twin !== null) writes.push(writeFileAtomic(full.replace(/\.html$/, '.md'), result.twin));
    results.push(result);
  }
  await Promise.all(writes);
  return results;
}

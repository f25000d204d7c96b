// The one pass over the built pages (issue 36): after the build, each HTML file is read, parsed and
// written once, by worker threads, its steps run in the order ./steps.ts states (search records, the
// Content-Security-Policy, the Markdown). Then the redirect pages go through the same
// steps, and the collectors write what is made of every page: the Markdown twins' check, the search
// index, llms.txt and llms-full.txt, and the MCP server's data. Nothing else reads the built HTML.
import {mkdir, readdir} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PAGE_DATA_PLUGIN} from '../../api/catalogue/render';
import {apiPages as catalogue} from '../../api/catalogue/pages';
import type {ApiPage} from '../../api/catalogue/types';
import {policyFailure} from '../content-security-policy';
import {documentedApiHosts} from '../content-security-policy/policy';
import {llmsPermalinks, llmsSections, writeLlmsFiles, type Section} from '../llms-txt';
import {checkTwins, twinRoutes} from '../markdown-twins';
import {packMcp, writeMcpData} from '../mcp-data';
import {htmlFileOf, routeOf} from '../page-markdown';
import {plannedRedirects, type Options as RedirectOptions} from '../redirects';
import {writeSearchFiles} from '../search';
import {readGlossary} from '../search/glossary';
import {builtPagesRead} from './page-readers';
import {startWorkers} from './pool';
import {processPage, type PageJob, type PageResult, type PassFacts} from './steps';
import {writeFileAtomic} from './write';

export type Options = RedirectOptions & {
  /** The log line gives CPU time and each step's and collector's time (SPACESCAN_POST_BUILD_TIMES=1). */
  timeSteps: boolean;
};

/** Pages a worker is given at a time: small enough to share the pages out evenly, large enough that messages cost little. */
const BATCH = 12;
const WORKER = path.join(__dirname, 'worker.mjs');

const byFile = (a: PageResult, b: PageResult): number => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);

export default function postBuildPlugin(context: LoadContext, options: Options): Plugin {
  const {siteConfig, siteDir} = context;
  const {baseUrl} = siteConfig;
  let llms: Section[] = [];
  let apiPages: readonly ApiPage[] = [];
  return {
    name: 'spacescan-post-build',
    async allContentLoaded({allContent}) {
      llms = llmsSections(allContent);
      apiPages = (allContent[PAGE_DATA_PLUGIN] as Record<string, readonly ApiPage[]> | undefined)?.default ?? [];
    },
    async postBuild({outDir, routesPaths, routes}) {
      // Wall time; when asked, CPU time of every thread of the process (the machine is shared: CPU time a page is the steadier figure).
      const {timeSteps} = options;
      const started = performance.now();
      const cpu = process.cpuUsage();
      const facts: PassFacts = {
        baseUrl,
        siteUrl: siteConfig.url.replace(/\/$/, ''),
        outDirName: path.relative(siteDir, outDir),
        apiHosts: documentedApiHosts(catalogue),
        timeSteps,
      };
      // The workers load the steps while this thread plans their work.
      const workers = availableParallelism();
      const pool = startWorkers<PageJob, PageResult>(WORKER, {outDir, facts}, workers);
      // What each page is to get: its route, twin and text (the redirects are made after the pages).
      const plan = async () => {
        const files = (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html')).sort();
        if (files.length === 0) throw policyFailure('no pages', [`${outDir} holds no .html file`]);
        const redirects = plannedRedirects(context, options, {outDir, routesPaths, builtFiles: new Set(files)});
        const fileOf = (route: string): string => path.relative(outDir, htmlFileOf(outDir, route, baseUrl));
        const twins = new Map(twinRoutes(routesPaths, routes, baseUrl).map((route) => [fileOf(route), route]));
        const texts = new Set(llmsPermalinks(llms).map(fileOf));
        const jobOf = (file: string): PageJob => ({
          file,
          route: routeOf(file, baseUrl),
          twin: twins.get(file) ?? null,
          text: texts.has(file),
        });
        return {files, redirects, fileOf, twins, jobOf};
      };
      const {files, redirects, fileOf, twins, jobOf} = await plan().catch((error: unknown) => {
        pool.end();
        throw error;
      });
      const jobs = files.map(jobOf);
      const batches = Array.from({length: Math.ceil(jobs.length / BATCH)}, (_, n) => jobs.slice(n * BATCH, (n + 1) * BATCH));
      // Docusaurus runs the other plugins' postBuild beside this one: no page is rewritten before
      // those that read the built pages (the blog's feeds) are done.
      await builtPagesRead(outDir);
      const pages = await pool.run(batches);
      // Only the build into build/ writes the MCP package.
      const mcp = path.resolve(outDir) === path.join(siteDir, 'build');
      const results = [...pages];
      // The redirect pages, named after their target's title, go through the same steps.
      const titles = new Map(pages.map((page) => [page.file, page.title]));
      for (const redirect of redirects) {
        const job = jobOf(redirect.file);
        const {html, result} = processPage(redirect.page(titles.get(redirect.target)), job, facts);
        await mkdir(path.dirname(path.join(outDir, redirect.file)), {recursive: true});
        if (result.refused.length === 0) await writeFileAtomic(path.join(outDir, redirect.file), html);
        results.push(result);
      }
      results.sort(byFile);
      const passed = performance.now() - started;
      const passedCpu = process.cpuUsage(cpu);

      const refused = results.flatMap((result) => result.refused);
      if (refused.length > 0) throw policyFailure('pages that would run code the policy cannot allow', refused);
      const problems = results.flatMap((result) => result.problems);
      if (problems.length > 0) throw policyFailure('pages whose policy is missing or wrong', problems);
      const parsedTwice = results.filter((result) => result.parses > 1).map((result) => result.file);
      if (parsedTwice.length > 0)
        throw new Error(`post-build: ${parsedTwice.join(', ')} parsed more than once: a step must read the page's one parse.`);

      // Each collector's wall time, for the log line (the search index, llms.txt and the MCP server's
      // compile run at once: their times overlap).
      const collectors: string[] = [];
      const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
        const start = performance.now();
        const value = await work();
        if (timeSteps) collectors.push(`${name} ${Math.round(performance.now() - start)} ms`);
        return value;
      };
      checkTwins(
        results.filter((result) => twins.has(result.file) && result.twin === null).map((result) => twins.get(result.file) ?? result.route),
        baseUrl,
      );
      const textOf = new Map(results.map((result) => [result.file, result.text]));
      // The search files and llms.txt are written at once; the MCP package is made from them after.
      const writing = Promise.all([
        timed('search index', () =>
          writeSearchFiles(
            outDir,
            results.flatMap((result) => (result.search === null ? [] : [result.search])),
            readGlossary(siteDir),
          ),
        ),
        timed('llms.txt', () =>
          writeLlmsFiles(outDir, siteConfig, llms, (permalink) => {
            const text = textOf.get(fileOf(permalink));
            if (text == null) throw new Error(`llms-txt: ${permalink} has no built page (${fileOf(permalink)}) to take its text from.`);
            return text;
          }),
        ),
      ]);
      const [searchFiles] = await writing;
      if (mcp) {
        const twinTexts = results.flatMap((result) =>
          result.twin === null ? [] : [[twins.get(result.file) ?? result.route, result.twin] as const],
        );
        const buildId = await timed('MCP data', () => writeMcpData(context, outDir, apiPages, new Map(twinTexts), searchFiles));
        await timed('MCP package', () => packMcp(siteDir, outDir, buildId));
      }
      const parses = results.reduce((sum, result) => sum + result.parses, 0);
      const total = performance.now() - started;
      const pass = `Post-build pass: ${results.length} pages (${parses} parsed, each once) with ${workers} worker threads in ${Math.round(passed)} ms`;
      if (!timeSteps) return logger.info(`${pass}, ${Math.round(total)} ms with the collectors.`);
      const ms = (usage: NodeJS.CpuUsage): number => (usage.user + usage.system) / 1000;
      const perPage = (value: number): string => (value / results.length).toFixed(1);
      // Where a page's time goes: the parse and each step, summed over the pages.
      const stepTimes = new Map<string, number>();
      for (const result of results)
        for (const [step, time] of Object.entries(result.ms)) stepTimes.set(step, (stepTimes.get(step) ?? 0) + time);
      const steps = [...stepTimes].map(([step, time]) => `${step} ${perPage(time)}`).join(', ');
      logger.info(
        `${pass} (${perPage(passed)} ms a page; CPU ${perPage(ms(passedCpu))} ms a page: ${steps}); with the collectors (${collectors.join(', ')}) ${Math.round(total)} ms (${perPage(total)} ms a page; CPU ${perPage(ms(process.cpuUsage(cpu)))} ms a page).`,
      );
    },
  };
}

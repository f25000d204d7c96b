// Writes the Content-Security-Policy into every built page, and stops the build when a page could
// break it (issue 28). After the build (postBuild), once page-start and the redirects plugin have
// written their pages (plugins/html-writers.ts), it
//
// 1. reads every .html file of the build and refuses an inline script the site does not know
//    (./inline-scripts.ts: an MDX page or a component cannot add one), any inline event handler
//    and any <style> element;
// 2. writes each page's policy (./policy.ts) as the first element of its <head>, with the SHA-256 of
//    each inline script and style attribute the page holds as written, and of the stylesheets the
//    site's scripts add (./inline-styles.ts);
// 3. reads the build again and fails, one line per problem, when a page lacks the policy, when an
//    inline script or style attribute has no matching hash, or when connect-src is not exactly
//    'self' and the API hosts the catalogue documents (./checks.ts).
//
// `npm start` (the dev server) runs no postBuild, so it serves its pages with no policy.
import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiPages} from '../../api/catalogue/pages';
import {pagesWritten} from '../html-writers';
import {policyOf, unknownInlineProblems, writtenPageProblems} from './checks';
import {scanPage, withPolicy} from './page';
import {documentedApiHosts, type HostSource} from './policy';
import type {SiteFacts} from './inline-scripts';

/** The .html files of the build, relative to it, sorted. */
async function htmlFiles(outDir: string): Promise<string[]> {
  return (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html')).sort();
}

/**
 * The problems, one line each; a problem many pages share (`file: message`) once, with the count
 * and the first few files (a wrong connect-src is wrong on every page).
 */
export function summarised(problems: readonly string[], shown = 3): string[] {
  const files = new Map<string, string[]>();
  for (const problem of problems) {
    const at = problem.indexOf(': ');
    const message = problem.slice(at + 2);
    files.set(message, [...(files.get(message) ?? []), problem.slice(0, at)]);
  }
  return [...files].map(([message, where]) =>
    where.length <= shown
      ? where.map((file) => `${file}: ${message}`).join('\n')
      : `${where.length} pages (${where.slice(0, shown).join(', ')}, …): ${message}`,
  );
}

function fail(what: string, problems: readonly string[]): never {
  throw new Error(`content-security-policy: ${what}:\n${summarised(problems).join('\n')}`);
}

/** Writes each page's policy; refuses pages with an inline script the site does not know. */
async function writePolicies(outDir: string, site: SiteFacts, apiHosts: readonly HostSource[]): Promise<number> {
  const pages = await Promise.all(
    (await htmlFiles(outDir)).map(async (file) => {
      const html = await readFile(path.join(outDir, file), 'utf8');
      return {file, html, scan: scanPage(html)};
    }),
  );
  const refused = pages.flatMap(({file, scan}) => unknownInlineProblems(path.join(path.basename(outDir), file), scan, site));
  if (refused.length > 0) fail('pages that would run code the policy cannot allow', refused);
  await Promise.all(
    pages.map(async ({file, html, scan}) => {
      const full = path.join(outDir, file);
      // Other plugins read the pages at the same time (search index, Markdown twins): replace each
      // file whole.
      await writeFile(`${full}.csp`, withPolicy(html, policyOf(scan, site, apiHosts), file));
      await rename(`${full}.csp`, full);
    }),
  );
  return pages.length;
}

/** Reads the build as finally written and fails on any page whose policy it breaks. */
async function checkPolicies(outDir: string, site: SiteFacts, apiHosts: readonly HostSource[]): Promise<void> {
  const problems = (
    await Promise.all(
      (await htmlFiles(outDir)).map(async (file) => {
        const scan = scanPage(await readFile(path.join(outDir, file), 'utf8'));
        return writtenPageProblems(path.join(path.basename(outDir), file), scan, site, apiHosts);
      }),
    )
  ).flat();
  if (problems.length > 0) fail('pages whose policy is missing or wrong', problems);
}

export default function contentSecurityPolicy(context: LoadContext): Plugin {
  const site: SiteFacts = {baseUrl: context.siteConfig.baseUrl};
  return {
    name: 'spacescan-content-security-policy',
    async postBuild({outDir}) {
      // A writer that failed stops the build with its own error.
      if (!(await pagesWritten(outDir))) return;
      const apiHosts = documentedApiHosts(apiPages);
      const count = await writePolicies(outDir, site, apiHosts);
      if (count === 0) fail('no pages', [`${outDir} holds no .html file`]);
      await checkPolicies(outDir, site, apiHosts);
    },
  };
}

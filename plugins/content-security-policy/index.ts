// Writes the Content-Security-Policy into every built page, and stops the build when a page could
// break it (issue 28). It is the one step of the post-build pass that changes a page
// (plugins/post-build), on the built pages and the redirect pages; for each page it
//
// 1. refuses an inline script the site does not know
//    (./inline-scripts.ts: an MDX page or a component cannot add one), any inline event handler
//    and any <style> element;
// 2. writes each page's policy (./policy.ts) as the first element of its <head>, with the SHA-256 of
//    each inline script and style attribute the page holds as written;
// 3. fails, one line per problem, when an inline script or style attribute has no matching hash in
//    the policy as written, or when connect-src is not exactly 'self' and the API hosts the
//    catalogue documents (./checks.ts).
//
// `npm start` (the dev server) runs no postBuild, so it serves its pages with no policy.
import type {CheerioAPI} from 'cheerio';
import {policyOf, unknownInlineProblems, writtenPageProblems} from './checks';
import {scanDoc, withPolicy} from './page';
import type {HostSource} from './policy';
import type {SiteFacts} from './inline-scripts';

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

/** The error that stops the build: what is wrong, and the problems summarised. */
export function policyFailure(what: string, problems: readonly string[]): Error {
  return new Error(`content-security-policy: ${what}:\n${summarised(problems).join('\n')}`);
}

/** What the policy step does to one page: the page with its policy, or the problems that refuse it. */
export type PolicyStep = {html: string; refused: string[]; problems: string[]};

/**
 * The policy step of the post-build pass for one page, from its one parse (`$`, of `html` as it
 * will be written but for the policy): refuses an inline script the site does not know, writes the
 * page's policy first in <head>, and checks the page as written. `file` names the page in messages.
 */
export function policyStep($: CheerioAPI, html: string, file: string, site: SiteFacts, apiHosts: readonly HostSource[]): PolicyStep {
  const scan = scanDoc($);
  const refused = unknownInlineProblems(file, scan, site);
  if (refused.length > 0) return {html, refused, problems: []};
  const policy = policyOf(scan, site, apiHosts);
  const written = withPolicy(html, policy, file);
  // withPolicy refuses a page that has a policy already, and puts this one first in <head>; the
  // policy as written is checked against the page's scripts, styles and the catalogue's hosts.
  const problems = writtenPageProblems(file, {...scan, policies: [policy], policyFirst: true}, site, apiHosts);
  return {html: written, refused, problems};
}

// The checks that stop the build (./index.ts runs them; tests/unit/content-security-policy.test.ts
// shows each failing on a page made wrong on purpose). Each returns one line per problem, naming
// the built file, what is wrong and the fix.
import {INLINE_SCRIPTS, kindOf, type SiteFacts} from './inline-scripts';
import type {PageScan} from './page';
import {pagePolicy, parsePolicy, serialisePolicy, sha256, type Hash, type HostSource} from './policy';

const DOC = 'dev/security.md';

/** The start of a script, on one line, to name it in a message. */
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 80)}…` : line;
}

/** Inline scripts the site does not know, inline event handlers and <style> elements: the build refuses a page with any. */
export function unknownInlineProblems(file: string, scan: PageScan, site: SiteFacts): string[] {
  const known = INLINE_SCRIPTS.map((kind) => kind.name).join(', ');
  return [
    ...scan.scripts
      .filter((script) => kindOf(script, site) === undefined)
      .map(
        (script) =>
          `${file}: an inline script the site does not know (${excerpt(script.text)}). No page may run one: the policy allows only the ${known} scripts, by hash. Fix: remove it; code that must run goes in a component or a client module (${DOC}).`,
      ),
    ...scan.handlers.map(
      (handler) =>
        `${file}: an inline event handler (${handler}). The policy never lets one run. Fix: remove it; handle the event in a component (${DOC}).`,
    ),
    ...scan.styleElements.map(
      (css) =>
        `${file}: an inline <style> element (${excerpt(css)}). The policy refuses it. Fix: put the rules in the component's CSS module or src/css/custom.css (${DOC}).`,
    ),
  ];
}

/** The hashes of a page's inline scripts. */
export function scriptHashesOf(scan: PageScan): Hash[] {
  return scan.scripts.map((script) => sha256(script.text));
}

/** The hashes of a page's style attributes and of those its known inline scripts write. */
export function styleHashesOf(scan: PageScan, site: SiteFacts): Hash[] {
  const written = scan.scripts.flatMap((script) => kindOf(script, site)?.stylesWritten?.(script.text) ?? []);
  return [...scan.styleAttributes, ...written].map(sha256);
}

/** The policy a page gets, as the content of its <meta>. */
export function policyOf(scan: PageScan, site: SiteFacts, apiHosts: readonly HostSource[]): string {
  return serialisePolicy(
    pagePolicy({
      scriptHashes: scriptHashesOf(scan),
      styleAttributeHashes: styleHashesOf(scan, site),
      apiHosts,
    }),
  );
}

/**
 * What is wrong with a page as it was finally written: no policy, more than one, or one that is not
 * first in <head>; an inline script or a style its policy does not hash (the browser would refuse
 * it); 'unsafe-inline' or 'unsafe-eval' for scripts; a connect-src that is not exactly 'self' and
 * the hosts the catalogue documents.
 */
export function writtenPageProblems(file: string, scan: PageScan, site: SiteFacts, documentedHosts: readonly HostSource[]): string[] {
  if (scan.policies.length === 0) {
    return [
      `${file}: the page has no Content-Security-Policy <meta>. Fix: every HTML page of the build goes through the policy step of the post-build pass (plugins/post-build/steps.ts).`,
    ];
  }
  if (scan.policies.length > 1)
    return [`${file}: the page has ${scan.policies.length} Content-Security-Policy <meta> elements; it must have one.`];
  const policy = parsePolicy(scan.policies[0] ?? '');
  return [
    ...(scan.policyFirst
      ? []
      : [`${file}: the Content-Security-Policy <meta> is not first in <head> (after <meta charset>): what comes before it escapes it.`]),
    ...scriptProblems(file, scan, policy.get('script-src') ?? policy.get('default-src') ?? []),
    ...styleProblems(file, scan, site, policy.get('style-src') ?? policy.get('default-src') ?? []),
    ...connectProblems(file, policy.get('connect-src') ?? [], documentedHosts),
  ];
}

/** script-src must hash every inline script of the page, and allow no inline code or eval. */
export function scriptProblems(file: string, scan: PageScan, scriptSources: readonly string[]): string[] {
  const unsafe = ["'unsafe-inline'", "'unsafe-eval'"]
    .filter((source) => scriptSources.includes(source))
    .map(
      (source) =>
        `${file}: script-src allows ${source}. Fix: list the page's inline scripts by hash (plugins/content-security-policy/policy.ts).`,
    );
  const unhashed = scan.scripts
    .filter((script) => !scriptSources.includes(sha256(script.text)))
    .map(
      (script) =>
        `${file}: the inline script "${excerpt(script.text)}" has no matching hash in script-src: the browser would refuse it. Fix: nothing may rewrite a page after the policy step (plugins/post-build/steps.ts).`,
    );
  return [...unsafe, ...unhashed];
}

/** style-src must hash every style attribute of the page. */
export function styleProblems(file: string, scan: PageScan, site: SiteFacts, styleSources: readonly string[]): string[] {
  const missing = styleHashesOf(scan, site).filter((hash) => !styleSources.includes(hash));
  return missing.length === 0
    ? []
    : [
        `${file}: ${missing.length} style attribute(s) with no matching hash in style-src: the browser would ignore them. Fix: nothing may rewrite a page after the policy plugin.`,
      ];
}

/** connect-src must be exactly 'self' and the hosts the catalogue documents. */
export function connectProblems(file: string, connectSources: readonly string[], documentedHosts: readonly HostSource[]): string[] {
  const documented = new Set<string>(documentedHosts);
  const problems = connectSources
    .filter((source) => source !== "'self'" && !documented.has(source))
    .map(
      (source) =>
        `${file}: connect-src names ${source}, which the API catalogue does not document: a script could send the reader's key there. Fix: connect-src comes from the catalogue's hosts alone (api/catalogue/groups.ts); add a host there, with the calls that use it.`,
    );
  if (!connectSources.includes("'self'"))
    problems.push(`${file}: connect-src lacks 'self': the search and the Markdown twins could not be fetched.`);
  for (const host of documentedHosts) {
    if (!connectSources.includes(host))
      problems.push(`${file}: connect-src lacks ${host}, which the catalogue documents: the Try it console could not send to it.`);
  }
  return problems;
}

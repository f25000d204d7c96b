import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {LinkResult} from 'linkinator';
import {test, expect} from './fixtures';
import {buildDir, sitemapPaths} from '../support/site';
import {ports} from '../support/ports';

// The served build, crawled the way a reader's clicks would go: linkinator starts at `/` and
// follows every link on 127.0.0.1. Every internal link and image must answer, and every route of
// the sitemap must be reached (no orphan page). Links to other hosts are listed, never fetched.
// Linkinator does not check `#fragments`, so a second test reads the built HTML: every internal
// link with a fragment must point at an id on the target page, and every link that opens a new
// tab must carry rel="noopener".

const siteUrl = 'https://docs.spacescan.io';

/** A path without its query, fragment, `.html`, `/index` or trailing slash: how a route is named. */
function routeOf(pathname: string): string {
  const clean = pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/** The built HTML file that `docusaurus serve` answers for a path, or null. */
function htmlFileFor(pathname: string): string | null {
  const route = decodeURIComponent(routeOf(pathname));
  const candidates = route === '/' ? ['index.html'] : [`${route}.html`, `${route}/index.html`, route];
  for (const candidate of candidates) {
    const file = path.join(buildDir, candidate);
    if (existsSync(file) && file.endsWith('.html')) {
      return file;
    }
  }
  return null;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'assets' ? [] : htmlFiles(full);
    }
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The URL path a built HTML file is served at. */
function pathOfFile(file: string): string {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  return routeOf(`/${relative}`);
}

/** Every start tag of a kind, with its attributes (quoted or not, as the minifier leaves them). */
function tags(html: string, name: string): Map<string, string>[] {
  const found: Map<string, string>[] = [];
  for (const tag of html.matchAll(new RegExp(`<${name}\\s([^>]*)>`, 'gi'))) {
    const attributes = new Map<string, string>();
    for (const attr of (tag[1] ?? '').matchAll(/([^\s=/>]+)(?:=("([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      const value = attr[3] ?? attr[4] ?? attr[5] ?? '';
      attributes.set((attr[1] ?? '').toLowerCase(), value.replace(/&amp;/g, '&'));
    }
    found.push(attributes);
  }
  return found;
}

/** Every id on a page. */
function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? ''));
}

test('a crawl from / reaches every sitemap route, and every internal link and image answers', async ({baseURL}, testInfo) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL ?? `http://127.0.0.1:${ports.site}`).origin;
  const {LinkChecker} = await import('linkinator');
  const checker = new LinkChecker();
  const crawled = new Set<string>();
  checker.on('pagestart', (url) => crawled.add(url));

  const result = await checker.check({
    path: `${origin}/`,
    recurse: true,
    concurrency: 4,
    timeout: 20_000,
    // A request the local server drops while the machine is busy (no status at all) is asked
    // again: a link is broken when it answers with an error, not when the test machine stalls.
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 500,
    // The site's own absolute URLs (canonical, og:image) are checked against this build.
    urlRewriteExpressions: [{pattern: new RegExp(`^${siteUrl.replace(/\./g, '\\.')}`), replacement: origin}],
    // Other hosts are listed, never fetched: the suite stays offline.
    linksToSkip: async (link) => {
      try {
        return new URL(link).origin !== origin;
      } catch {
        return false;
      }
    },
  });

  const internal = result.links.filter((link: LinkResult) => link.state !== 'SKIPPED');
  // One line per broken URL, with the first page found linking to it.
  const brokenByUrl = new Map<string, string>();
  for (const link of internal.filter((each) => each.state === 'BROKEN')) {
    if (!brokenByUrl.has(link.url)) {
      brokenByUrl.set(link.url, `${link.status ?? 'no answer'} ${link.url} (linked from ${link.parent ?? '?'})`);
    }
  }
  const broken = [...brokenByUrl.values()];
  const external = [...new Set(result.links.filter((link) => link.state === 'SKIPPED').map((link) => link.url))].sort();

  const reached = new Set(internal.filter((link) => link.state === 'OK').map((link) => routeOf(new URL(link.url).pathname)));
  const routes = sitemapPaths();
  const orphans = routes.filter((route) => !reached.has(routeOf(route)));

  await testInfo.attach('external-links.txt', {body: `${external.join('\n')}\n`, contentType: 'text/plain'});
  const summary = {
    pagesCrawled: crawled.size,
    internalLinksChecked: internal.length,
    externalLinksListed: external.length,
    sitemapRoutes: routes.length,
    orphans,
    broken,
  };
  await testInfo.attach('summary.json', {body: JSON.stringify(summary, null, 2), contentType: 'application/json'});
  console.log(
    `links: ${summary.pagesCrawled} pages crawled, ${summary.internalLinksChecked} internal links checked, ${summary.externalLinksListed} external links listed, ${orphans.length} orphans, ${broken.length} broken`,
  );

  expect(routes.length, 'routes in sitemap.xml').toBeGreaterThan(100);
  expect(broken, 'internal links or images that do not answer').toEqual([]);
  expect(orphans, 'sitemap routes no link leads to').toEqual([]);
  expect(crawled.size, 'pages crawled').toBeGreaterThanOrEqual(routes.length);
  expect(external.length, 'external links listed').toBeGreaterThan(0);
});

test('every internal #fragment exists on its target page, and new-tab links carry rel="noopener"', () => {
  const files = htmlFiles(buildDir);
  const idCache = new Map<string, Set<string>>();
  const idsIn = (file: string): Set<string> => {
    let ids = idCache.get(file);
    if (!ids) {
      ids = idsOf(readFileSync(file, 'utf8'));
      idCache.set(file, ids);
    }
    return ids;
  };

  const brokenAnchors: string[] = [];
  const unsafeNewTabs: string[] = [];
  let anchorsChecked = 0;
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const pageUrl = new URL(pathOfFile(file), siteUrl);
    for (const anchor of tags(html, 'a')) {
      const href = anchor.get('href');
      if (anchor.get('target') === '_blank' && !/\bnoopener\b/.test(anchor.get('rel') ?? '')) {
        unsafeNewTabs.push(`${pathOfFile(file)}: <a href="${href ?? ''}" target="_blank"> has rel="${anchor.get('rel') ?? ''}"`);
      }
      if (href === undefined || !href.includes('#') || href === '#') {
        continue;
      }
      const target = new URL(href, pageUrl);
      if (target.origin !== siteUrl || target.hash.length < 2) {
        continue;
      }
      const fragment = decodeURIComponent(target.hash.slice(1));
      const targetFile = target.pathname === pageUrl.pathname ? file : htmlFileFor(target.pathname);
      anchorsChecked += 1;
      if (targetFile === null) {
        brokenAnchors.push(`${pathOfFile(file)}: ${href} (no page at ${target.pathname})`);
      } else if (!idsIn(targetFile).has(fragment)) {
        brokenAnchors.push(`${pathOfFile(file)}: ${href} (no id "${fragment}" on ${pathOfFile(targetFile)})`);
      }
    }
  }

  console.log(
    `anchors: ${anchorsChecked} internal #fragment links checked in ${files.length} HTML files, ${brokenAnchors.length} broken, ${unsafeNewTabs.length} new-tab links without noopener`,
  );
  expect(files.length, 'built HTML files').toBeGreaterThan(100);
  expect(anchorsChecked, 'internal links with a fragment').toBeGreaterThan(0);
  expect(brokenAnchors, 'internal links whose #fragment is not an id on the target page').toEqual([]);
  expect(unsafeNewTabs, 'links opening a new tab without rel="noopener"').toEqual([]);
});

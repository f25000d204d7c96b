// Discoverability of the built site, read from the HTML files (no browser, no server):
// the sitemap lists every page; every page has a canonical URL, a description, Open Graph
// and Twitter cards with its section's social image; docs and API pages carry a
// BreadcrumbList, posts a BlogPosting; a redirect page (an old address) is never indexed and
// points at its page; robots.txt allows indexing; llms.txt (through the pages' Markdown twins)
// and llms-full.txt cover every Docs and API route.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import * as cheerio from 'cheerio';
import {buildDir, sitemapPaths} from '../support/site';
import {authorNames, authorSlug, posts, tagLabels} from '../support/blogSource';

const siteUrl = 'https://docs.spacescan.io';

/** Whether a built HTML file is a redirect page (plugins/redirects.ts) rather than a page. */
const isRedirectPage = (file: string): boolean => readFileSync(file, 'utf8').includes('<meta http-equiv="refresh"');

/** Every HTML file of the build, as `route -> file`. trailingSlash: false writes `/a` to `a.html`. */
function builtFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.html'))) {
    const route = `/${file
      .split(path.sep)
      .join('/')
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')}`;
    files.set(route, path.join(buildDir, file));
  }
  return files;
}

const files = builtFiles();
// Pages, and the redirect pages that send old addresses on to them.
const pages = new Map([...files].filter(([, file]) => !isRedirectPage(file)));
const redirectPages = new Map([...files].filter(([, file]) => isRedirectPage(file)));
const sitemap = sitemapPaths().map((route) => decodeURIComponent(route));
// The 404 page answers unknown paths, and the search page (marked noindex by the search
// plugin) lists results; neither is a page to index.
const unlisted = new Set(['/404', '/search']);
// URLs are compared decoded: two intern pages keep their original URLs, which hold a space.
const decoded = (url: string | undefined): string | undefined => (url === undefined ? url : decodeURI(url));

const sectionOf = (route: string): 'docs' | 'api' | 'blog' | 'home' =>
  route === '/docs' || route.startsWith('/docs/')
    ? 'docs'
    : route === '/api' || route.startsWith('/api/')
      ? 'api'
      : route === '/blog' || route.startsWith('/blog/')
        ? 'blog'
        : 'home';

/** A blog post: /blog/<slug>, not a list, tag, author or archive page. */
const isPost = (route: string): boolean => /^\/blog\/[^/]+$/.test(route) && !/^\/blog\/(archive|tags|authors|page)$/.test(route);

type JsonLd = {'@type'?: string; [key: string]: unknown};

function readPage(file: string) {
  const $ = cheerio.load(readFileSync(file, 'utf8'));
  const meta = (key: string): string | undefined => $(`meta[name="${key}"], meta[property="${key}"]`).last().attr('content');
  const jsonLd = $('script[type="application/ld+json"]')
    .map((_, script) => JSON.parse($(script).text()) as JsonLd)
    .get() as JsonLd[];
  return {$, meta, jsonLd};
}

test('the build has pages to check', () => {
  expect(pages.size).toBeGreaterThan(100);
  expect(sitemap.length).toBeGreaterThan(100);
});

test('the sitemap lists every built page but the 404 page, and only built pages', () => {
  const builtRoutes = [...pages.keys()].filter((route) => !unlisted.has(route)).sort();
  expect([...sitemap].sort()).toEqual(builtRoutes);
  for (const loc of readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) {
    expect(loc[1]).toMatch(new RegExp(`^${siteUrl}/`));
  }
});

test('a redirect page is never indexed, and its canonical URL is the sitemap page it refreshes to', () => {
  expect(redirectPages.size).toBeGreaterThanOrEqual(7);
  const problems: string[] = [];
  for (const [route, file] of redirectPages) {
    const {$, meta} = readPage(file);
    const target = /^0; url=(.+)$/.exec($('meta[http-equiv="refresh"]').attr('content') ?? '')?.[1] ?? '';
    if (!sitemap.includes(decodeURI(target))) problems.push(`${route}: refreshes to ${target}, not a sitemap page`);
    if ($('link[rel="canonical"]').attr('href') !== `${siteUrl}${target}`)
      problems.push(`${route}: canonical ${$('link[rel="canonical"]').attr('href')}`);
    if (meta('robots') !== 'noindex') problems.push(`${route}: robots ${meta('robots')}`);
  }
  expect(problems).toEqual([]);
});

test('every page has a canonical URL, a description, Open Graph and Twitter cards', () => {
  const problems: string[] = [];
  for (const [route, file] of pages) {
    const {$, meta} = readPage(file);
    const canonical = $('link[rel="canonical"]').attr('href');
    const expectedCanonical = route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`;
    if (!unlisted.has(route) && decoded(canonical) !== expectedCanonical) {
      problems.push(`${route}: canonical ${canonical}`);
    }
    if (unlisted.has(route) && !canonical?.startsWith(siteUrl)) problems.push(`${route}: canonical ${canonical}`);
    const description = meta('description') ?? '';
    if (description.trim().length < 40) problems.push(`${route}: description "${description}"`);
    if (meta('og:description') !== description) problems.push(`${route}: og:description differs`);
    if (!meta('og:title')) problems.push(`${route}: no og:title`);
    const image = `${siteUrl}/img/social/${sectionOf(route)}.png`;
    if (meta('og:image') !== image) problems.push(`${route}: og:image ${meta('og:image')}, want ${image}`);
    if (meta('twitter:image') !== image) problems.push(`${route}: twitter:image ${meta('twitter:image')}`);
    if (meta('twitter:card') !== 'summary_large_image') problems.push(`${route}: twitter:card ${meta('twitter:card')}`);
    if (/noindex/.test(meta('robots') ?? '') !== (route === '/search')) problems.push(`${route}: robots ${meta('robots')}`);
  }
  expect(problems).toEqual([]);
});

test("an author page is described by the author's name and count of posts; the authors and tags lists by their counts", () => {
  expect(authorNames.size).toBeGreaterThan(1);
  const problems: string[] = [];
  for (const [key, name] of authorNames) {
    const slug = authorSlug(key);
    const routes = [...pages.keys()].filter(
      (route) => route === `/blog/authors/${slug}` || route.startsWith(`/blog/authors/${slug}/page/`),
    );
    const count = posts.filter((post) => post.authors.includes(key)).length;
    const written = count === 1 ? 'one post' : `${count} posts`;
    if (routes.length === 0) problems.push(`${key}: no author page`);
    for (const route of routes) {
      const description = readPage(pages.get(route) ?? '').meta('description') ?? '';
      if (description !== `${name} has written ${written} on the Spacescan blog, listed here newest first.`)
        problems.push(`${route}: description "${description}"`);
    }
  }
  expect(problems).toEqual([]);
  expect(readPage(pages.get('/blog/authors') ?? '').meta('description')).toBe(
    `The ${authorNames.size} people who write the Spacescan blog, with a link to the posts of each.`,
  );
  expect(readPage(pages.get('/blog/tags') ?? '').meta('description')).toBe(
    `The ${tagLabels.size} tags of the Spacescan blog. Pick one to see every post about that part of the explorer.`,
  );
});

test('the social images exist as 1200x630 PNGs', () => {
  for (const section of ['home', 'docs', 'api', 'blog']) {
    const png = readFileSync(path.join(buildDir, 'img/social', `${section}.png`));
    expect(png.subarray(1, 4).toString('latin1'), section).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], section).toEqual([1200, 630]);
  }
});

test('docs and API pages carry a BreadcrumbList that ends at the page', () => {
  const routes = sitemap.filter((route) => sectionOf(route) === 'docs' || sectionOf(route) === 'api');
  expect(routes.length).toBeGreaterThan(50);
  const problems: string[] = [];
  for (const route of routes) {
    const {jsonLd} = readPage(pages.get(route) ?? '');
    const list = jsonLd.find((data) => data['@type'] === 'BreadcrumbList');
    const items = (list?.['itemListElement'] ?? []) as Array<{item?: string; position?: number; name?: string}>;
    const last = items.at(-1);
    if (!last) problems.push(`${route}: no BreadcrumbList`);
    else if (decoded(last.item) !== `${siteUrl}${route}` || !last.name) problems.push(`${route}: ends at ${last.item}`);
    items.forEach((item, index) => {
      if (item.position !== index + 1) problems.push(`${route}: position ${item.position} at ${index + 1}`);
    });
  }
  expect(problems).toEqual([]);
});

test('every blog post carries a BlogPosting with its headline, date and author', () => {
  const posts = sitemap.filter(isPost);
  expect(posts.length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const route of posts) {
    const {$, jsonLd} = readPage(pages.get(route) ?? '');
    const post = jsonLd.find((data) => data['@type'] === 'BlogPosting');
    if (!post) {
      problems.push(`${route}: no BlogPosting`);
      continue;
    }
    if (post['url'] !== `${siteUrl}${route}`) problems.push(`${route}: url ${String(post['url'])}`);
    if (post['headline'] !== $('article h1').first().text().trim()) problems.push(`${route}: headline ${String(post['headline'])}`);
    if (Number.isNaN(Date.parse(String(post['datePublished'])))) problems.push(`${route}: datePublished`);
    if (!post['author']) problems.push(`${route}: no author`);
  }
  expect(problems).toEqual([]);
});

test('robots.txt allows indexing and names the sitemap', () => {
  const robots = readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: *\/\S*$/m);
  expect(robots).toMatch(new RegExp(`^Sitemap: ${siteUrl}/sitemap.xml$`, 'm'));
});

test('llms.txt indexes every Docs and API route under its section', () => {
  const file = path.join(buildDir, 'llms.txt');
  expect(existsSync(file)).toBe(true);
  const text = readFileSync(file, 'utf8');
  expect(text).toMatch(/^# Spacescan Docs\n\n> \S.+\n/);
  const [, docsPart = '', apiPart = ''] = text.split(/^## (?:Docs|API)$/m);
  expect(text.match(/^## .+$/gm)).toEqual(['## Docs', '## API']);
  const linesOf = (part: string): string[] => part.split('\n').filter((line) => line.startsWith('- '));
  for (const line of [...linesOf(docsPart), ...linesOf(apiPart)]) {
    // Each line links the page's Markdown twin (tests/built/markdown-twins.test.ts checks the twins).
    expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/docs\.spacescan\.io\/\S+\.md\)(: \S.*)?$/);
  }
  const linked = (part: string): string[] =>
    linesOf(part).map((line) => decodeURI(new URL(/\]\(([^)]+)\)/.exec(line)?.[1] ?? '').pathname).replace(/\.md$/, ''));
  expect(linked(docsPart).sort()).toEqual(sitemap.filter((route) => sectionOf(route) === 'docs').sort());
  expect(linked(apiPart).sort()).toEqual(sitemap.filter((route) => sectionOf(route) === 'api').sort());
});

test('llms-full.txt holds the text of every Docs and API page, with no JSX or imports', () => {
  const file = path.join(buildDir, 'llms-full.txt');
  expect(existsSync(file)).toBe(true);
  const text = readFileSync(file, 'utf8');
  const sources = [...text.matchAll(/^Source: (\S+)$/gm)].map((match) => decodeURI(new URL(match[1] ?? '').pathname));
  const routes = sitemap.filter((route) => sectionOf(route) === 'docs' || sectionOf(route) === 'api');
  expect([...sources].sort()).toEqual([...routes].sort());
  // Each page brings its own text, not only its title.
  const chunks = text.split(/^Source: /m).slice(1);
  for (const chunk of chunks) expect(chunk.length, chunk.slice(0, 80)).toBeGreaterThan(300);
  // The API endpoints' tables and samples come through.
  expect(text).toMatch(/^\| `address` path .*\*\*required\*\* \|/m);
  // Outside code fences: no import/export lines, no JSX tags, no HTML comments.
  const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  expect(prose.match(/^\s*(import|export) .*$/gm) ?? []).toEqual([]);
  expect(prose.match(/<\/?[A-Z][A-Za-z.]*(\s[^>]*)?\/?>/g) ?? []).toEqual([]);
  expect(prose.match(/<!--|\{\/\*/g) ?? []).toEqual([]);
});

import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {gotoHydrated, sitemapPaths} from '../support/site';

// The blog as a reader meets it: every page answers, the list pages paginate by ten, a post
// names its reading time, tags and authors, the charts follow the colour mode, and the three
// feeds list every post. Expected posts, tags and authors come from blog/ itself, so a new post
// is checked without editing this file.

const blogDir = path.resolve(__dirname, '../../blog');
const pageSize = 10;

type Post = {dir: string; slug: string; title: string; tags: string[]; authors: string[]};

/** A front-matter field written `name: value`, with surrounding quotes removed. */
function field(frontMatter: string, name: string): string | undefined {
  const value = new RegExp(`^${name}:[ \\t]*(.+)$`, 'm').exec(frontMatter)?.[1]?.trim();
  return value?.replace(/^(["'])(.*)\1$/, '$2');
}

/** A front-matter list written `[a, b]`. */
function listField(frontMatter: string, name: string): string[] {
  const value = field(frontMatter, name) ?? '';
  return (/^\[(.*)\]$/.exec(value)?.[1] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Every published post in blog/ (drafts never reach the build). */
function sourcePosts(): Post[] {
  return readdirSync(blogDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(path.join(blogDir, entry.name, 'index.mdx')))
    .map((entry) => {
      const text = readFileSync(path.join(blogDir, entry.name, 'index.mdx'), 'utf8');
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
      return {
        dir: entry.name,
        slug: field(frontMatter, 'slug') ?? '',
        title: field(frontMatter, 'title') ?? '',
        tags: listField(frontMatter, 'tags'),
        authors: listField(frontMatter, 'authors'),
        draft: field(frontMatter, 'draft') === 'true',
      };
    })
    .filter((post) => !post.draft)
    .map(({draft: _draft, ...post}) => post);
}

/** A YAML map of maps (authors.yml, tags.yml): key -> one string property of each entry. */
function yamlProperty(file: string, property: string): Map<string, string> {
  const map = new Map<string, string>();
  let key: string | undefined;
  for (const line of readFileSync(path.join(blogDir, file), 'utf8').split('\n')) {
    const top = /^([A-Za-z0-9_-]+):\s*$/.exec(line);
    if (top) key = top[1];
    const prop = new RegExp(`^\\s+${property}:\\s*(.+)$`).exec(line);
    if (key && prop?.[1]) map.set(key, prop[1].trim().replace(/^(["'])(.*)\1$/, '$2'));
  }
  return map;
}

/** The author page slug Docusaurus makes from an author key (lodash kebabCase). */
function authorSlug(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

const posts = sourcePosts();
const tagLabels = yamlProperty('tags.yml', 'label');
const authorNames = yamlProperty('authors.yml', 'name');

/** Sitemap paths under /blog that are posts (one segment that is not a list page). */
function sitemapPostPaths(): string[] {
  const lists = new Set(['archive', 'tags', 'authors', 'page']);
  return sitemapPaths().filter((p) => {
    const match = /^\/blog\/([^/]+)$/.exec(p);
    return match !== null && !lists.has(match[1] ?? '');
  });
}

/** The post titles listed on the blog list page that is open. */
async function listedTitles(page: Page): Promise<string[]> {
  return page.locator('main article').getByRole('heading', {level: 2}).allInnerTexts();
}

test('the sitemap holds every post, list page, tag page and author page of the blog', () => {
  const paths = new Set(sitemapPaths());
  const listPages = Math.ceil(posts.length / pageSize);
  const expected = [
    '/blog',
    '/blog/archive',
    '/blog/tags',
    '/blog/authors',
    ...Array.from({length: listPages - 1}, (_, i) => `/blog/page/${i + 2}`),
    ...posts.map((post) => `/blog/${post.slug}`),
    ...[...tagLabels.keys()].map((tag) => `/blog/tags/${tag}`),
    ...[...authorNames.keys()].map((author) => `/blog/authors/${authorSlug(author)}`),
  ];
  for (const tag of tagLabels.keys()) {
    const count = posts.filter((post) => post.tags.includes(tag)).length;
    expect(count, `posts tagged ${tag}`).toBeGreaterThan(0);
    for (let n = 2; n <= Math.ceil(count / pageSize); n += 1) expected.push(`/blog/tags/${tag}/page/${n}`);
  }
  expect(expected.filter((p) => !paths.has(p))).toEqual([]);
  expect(new Set(sitemapPostPaths())).toEqual(new Set(posts.map((post) => `/blog/${post.slug}`)));
});

test('every blog page of the sitemap answers 200 with its page', async ({request}) => {
  const blogPaths = sitemapPaths().filter((p) => p === '/blog' || p.startsWith('/blog/'));
  expect(blogPaths.length).toBeGreaterThan(posts.length);
  const failures: string[] = [];
  for (const p of blogPaths) {
    const response = await request.get(p);
    const body = await response.text();
    if (response.status() !== 200 || !body.includes('<main')) failures.push(`${p}: ${response.status()}`);
  }
  expect(failures).toEqual([]);
});

test('/blog lists 10 posts, and the older-entries links walk through all of them', async ({page}) => {
  await gotoHydrated(page, '/blog');
  await expect(page.locator('main article')).toHaveCount(pageSize);
  for (const article of await page.locator('main article').all()) {
    await expect(article.getByText(/\b(\d+|One) min read/)).toBeVisible();
  }
  const seen = await listedTitles(page);
  const pagination = page.getByRole('navigation', {name: 'Blog list page navigation'});
  await expect(pagination.getByRole('link', {name: /Newer entries/})).toHaveCount(0);

  for (let n = 2; n <= Math.ceil(posts.length / pageSize); n += 1) {
    await pagination.getByRole('link', {name: /Older entries/}).click();
    await expect(page).toHaveURL(new RegExp(`/blog/page/${n}$`));
    await expect(page.locator('main article')).toHaveCount(Math.min(pageSize, posts.length - (n - 1) * pageSize));
    seen.push(...(await listedTitles(page)));
  }
  await expect(pagination.getByRole('link', {name: /Older entries/})).toHaveCount(0);
  expect([...seen].sort()).toEqual(posts.map((post) => post.title).sort());
});

test.describe('each post', () => {
  for (const post of posts) {
    test(`/blog/${post.slug} shows its reading time, tags and authors`, async ({page}) => {
      await gotoHydrated(page, `/blog/${post.slug}`);
      const article = page.locator('main article');
      await expect(article.getByRole('heading', {level: 1})).toHaveText(post.title);
      await expect(article.locator('header').getByText(/\b(\d+|One) min read/)).toBeVisible();

      for (const author of post.authors) {
        const name = authorNames.get(author);
        expect(name, `author ${author} in authors.yml`).toBeDefined();
        const link = article.locator('header').getByRole('link', {name, exact: true});
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', `/blog/authors/${authorSlug(author)}`);
      }

      const footer = article.locator('footer');
      await expect(footer.getByText('Tags:')).toBeVisible();
      for (const tag of post.tags) {
        const label = tagLabels.get(tag);
        expect(label, `tag ${tag} in tags.yml`).toBeDefined();
        await expect(footer.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', `/blog/tags/${tag}`);
      }
      await expect(footer.getByRole('listitem')).toHaveCount(post.tags.length);

      // Charts and diagrams: named for screen readers, drawn in the text colour only.
      for (const chart of await article.locator('svg[role="img"]').all()) {
        await expect(chart).toHaveAttribute('aria-label', /\w{3,}.*\w{3,}/);
        const fixedColours = await chart.evaluate((svg) =>
          [svg, ...svg.querySelectorAll('*')].flatMap((node) =>
            ['fill', 'stroke', 'color']
              .map((attribute) => node.getAttribute(attribute))
              .filter((value): value is string => value !== null && !['none', 'currentColor', 'inherit'].includes(value)),
          ),
        );
        expect(fixedColours).toEqual([]);
      }
    });
  }
});

test('a chart follows the colour mode of the page', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, '/blog/weekly_update_17');
  const chart = page.getByRole('img', {name: /Chia Friends figures/});
  await expect(chart).toBeVisible();
  await expect(chart.getByText('14,893.2', {exact: true})).toBeVisible();
  const colours = async () =>
    chart.evaluate((svg) => ({
      chart: getComputedStyle(svg).color,
      text: getComputedStyle(svg.closest('article') ?? document.body).color,
    }));
  const light = await colours();
  expect(light.chart).toBe(light.text);

  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await colours();
  expect(dark.chart).toBe(dark.text);
  expect(dark.chart).not.toBe(light.chart);
});

test.describe('feeds', () => {
  /** Parses XML in the browser; returns the links of the items, or the parser's error. */
  async function xmlLinks(page: Page, xml: string, selector: string, attribute?: string) {
    return page.evaluate(
      ({xml, selector, attribute}) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        const error = doc.querySelector('parsererror');
        if (error) return {error: error.textContent ?? 'parse error', links: []};
        const links = [...doc.querySelectorAll(selector)].map((node) =>
          attribute ? (node.getAttribute(attribute) ?? '') : (node.textContent ?? ''),
        );
        return {error: null, links};
      },
      {xml, selector, attribute},
    );
  }

  const pathsOf = (links: string[]) => new Set(links.map((link) => new URL(link).pathname));

  test('the RSS feed is well-formed XML and lists every post', async ({page, request}) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.status()).toBe(200);
    const {error, links} = await xmlLinks(page, await response.text(), 'rss > channel > item > link');
    expect(error).toBeNull();
    expect(links).toHaveLength(sitemapPostPaths().length);
    expect(pathsOf(links)).toEqual(new Set(sitemapPostPaths()));
  });

  test('the Atom feed is well-formed XML and lists every post', async ({page, request}) => {
    const response = await request.get('/blog/atom.xml');
    expect(response.status()).toBe(200);
    const {error, links} = await xmlLinks(page, await response.text(), 'feed > entry > link', 'href');
    expect(error).toBeNull();
    expect(links).toHaveLength(sitemapPostPaths().length);
    expect(pathsOf(links)).toEqual(new Set(sitemapPostPaths()));
  });

  test('the JSON feed is valid JSON Feed and lists every post', async ({request}) => {
    const response = await request.get('/blog/feed.json');
    expect(response.status()).toBe(200);
    const feed: {version?: unknown; title?: unknown; items?: {url?: string; title?: string}[]} = JSON.parse(
      await response.text(),
    );
    expect(feed.version).toEqual(expect.stringMatching(/^https:\/\/jsonfeed\.org\/version\/1/));
    expect(feed.title).toEqual(expect.any(String));
    const items = feed.items ?? [];
    for (const item of items) expect(item.title, item.url).toEqual(expect.any(String));
    const links = items.map((item) => item.url ?? '');
    expect(links).toHaveLength(sitemapPostPaths().length);
    expect(pathsOf(links)).toEqual(new Set(sitemapPostPaths()));
  });
});

import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {gotoHydrated, navigate, sitemapPaths} from '../support/site';
import {
  authorNames,
  authorSlug,
  feedCount,
  pageSize,
  postTime,
  posts,
  sidebarCount,
  sitemapPostPaths,
  tagLabels,
} from '../support/blogSource';

// The blog as a reader meets it: every page answers, the list pages paginate by ten, the charts
// follow the colour mode, and the three feeds list every post. What each post page shows (its
// reading time, tags and authors) is checked in the visit routes.spec.ts makes to every route
// (route-checks/blog.ts). Expected posts, tags and authors come from blog/ itself, so a new
// post is checked without editing this file.

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

test('/blog lists 10 posts, and the older-entries links walk through all of them', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/blog');
  await expect(page.locator('main article')).toHaveCount(pageSize);
  for (const article of await page.locator('main article').all()) {
    await expect(article.getByText(/\b(\d+|One) min read/)).toBeVisible();
  }
  const seen = await listedTitles(page);
  const pagination = page.getByRole('navigation', {name: 'Blog list page navigation'});
  await expect(pagination.getByRole('link', {name: /Newer entries/})).toHaveCount(0);

  for (let n = 2; n <= Math.ceil(posts.length / pageSize); n += 1) {
    await navigate(page, () => pagination.getByRole('link', {name: /Older entries/}).click(), `/blog/page/${n}`);
    await expect(page.locator('main article')).toHaveCount(Math.min(pageSize, posts.length - (n - 1) * pageSize));
    seen.push(...(await listedTitles(page)));
  }
  await expect(pagination.getByRole('link', {name: /Older entries/})).toHaveCount(0);
  expect([...seen].sort()).toEqual(posts.map((post) => post.title).sort());
});

test('each excerpt on /blog ends with a "Read the full post" link to its post', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/blog');
  for (const article of await page.locator('main article').all()) {
    const title = await article.getByRole('heading', {level: 2}).innerText();
    const post = posts.find((candidate) => candidate.title === title);
    expect(post, `${title} is a post of blog/`).toBeDefined();
    const link = article.getByRole('link', {name: `Read the full post: ${title}`, exact: true});
    await expect(link).toHaveText('Read the full post');
    await expect(link).toHaveAttribute('href', `/blog/${post?.slug ?? ''}`);
  }
});

test('the blog sidebar lists the newest posts, and its archive link leads to every post', async ({sharedPage: page}) => {
  // The sidebar of every blog page holds the newest posts only (blogSidebarCount), so that a page
  // does not load every post's title as the blog grows (issue 36); the archive lists them all.
  const newest = [...posts].sort((a, b) => b.dir.localeCompare(a.dir)).slice(0, sidebarCount);
  await gotoHydrated(page, '/blog/weekly_update_17');
  const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
  await expect(sidebar.getByText('Recent posts', {exact: true})).toBeVisible();
  await expect(sidebar.getByRole('heading')).toHaveCount(0);
  const listed = sidebar.getByRole('listitem').getByRole('link');
  expect((await listed.allInnerTexts()).sort()).toEqual(newest.map((post) => post.title).sort());

  await navigate(page, () => sidebar.getByRole('link', {name: 'All posts in the archive'}).click(), '/blog/archive');
  // An archive link reads "<month> <day> - <title>".
  const archived = (await page.locator('main').getByRole('link').allInnerTexts()).map((text) => text.replace(/^.+? - /, ''));
  expect(posts.filter((post) => !archived.includes(post.title)).map((post) => post.title)).toEqual([]);
});

test('a chart follows the colour mode of the page', async ({sharedPage: page}) => {
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

  /** A feed's links are the newest posts, newest first: as many as the feed holds, none older than a post left out. */
  const expectNewestPosts = (links: string[]): void => {
    const bySlug = new Map(posts.map((post) => [`/blog/${post.slug}`, post]));
    const listed = links.map((link) => bySlug.get(new URL(link).pathname));
    expect(listed, 'every item is a post of blog/').not.toContain(undefined);
    expect(listed).toHaveLength(Math.min(feedCount, posts.length));
    const times = listed.map((post) => postTime(post!));
    expect(times, 'newest first').toEqual([...times].sort((a, b) => b - a));
    const oldestListed = Math.min(...times);
    for (const post of posts.filter((post) => !listed.includes(post)))
      expect(postTime(post), `${post.slug} is left out, but newer than a post listed`).toBeLessThanOrEqual(oldestListed);
  };

  test('the RSS feed is well-formed XML and lists the newest posts', async ({sharedPage: page, request}) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.status()).toBe(200);
    const {error, links} = await xmlLinks(page, await response.text(), 'rss > channel > item > link');
    expect(error).toBeNull();
    expectNewestPosts(links);
  });

  test('the Atom feed is well-formed XML and lists the newest posts', async ({sharedPage: page, request}) => {
    const response = await request.get('/blog/atom.xml');
    expect(response.status()).toBe(200);
    const {error, links} = await xmlLinks(page, await response.text(), 'feed > entry > link', 'href');
    expect(error).toBeNull();
    expectNewestPosts(links);
  });

  test('the JSON feed is valid JSON Feed and lists the newest posts', async ({request}) => {
    const response = await request.get('/blog/feed.json');
    expect(response.status()).toBe(200);
    const feed: {version?: unknown; title?: unknown; items?: {url?: string; title?: string}[]} = JSON.parse(await response.text());
    expect(feed.version).toEqual(expect.stringMatching(/^https:\/\/jsonfeed\.org\/version\/1/));
    expect(feed.title).toEqual(expect.any(String));
    const items = feed.items ?? [];
    for (const item of items) expect(item.title, item.url).toEqual(expect.any(String));
    const links = items.map((item) => item.url ?? '');
    expectNewestPosts(links);
  });
});

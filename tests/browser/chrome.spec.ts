import {execFileSync} from 'node:child_process';
import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';
import {gotoHydrated, navigate, startScripts} from '../support/site';

/** Scrolls with the mouse wheel in small steps, as a reader does. */
async function scrollBy(page: Page, pixels: number): Promise<void> {
  const step = Math.sign(pixels) * 100;
  for (let done = 0; Math.abs(done) < Math.abs(pixels); done += step) {
    await page.mouse.wheel(0, step);
    await page.waitForTimeout(50);
  }
}

// The navigation chrome, as a reader uses it: the navbar, its dropdowns, the footer,
// the colour mode, the announcement bar, and the layout on both sides of 996 px.

test.describe('navbar', () => {
  test('Docs, Blog and API lead to their pages', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const cases = [
      {name: 'Docs', url: '/docs/intro'},
      {name: 'Blog', url: '/blog'},
      {name: 'API', url: '/api/address/xch_balance'},
    ];
    for (const {name, url} of cases) {
      await navigate(page, () => navbar.getByRole('link', {name, exact: true}).click(), url);
      await expect(page.locator('h1').first()).toBeVisible();
    }
  });

  test('Spacescan.io opens the explorer in a new tab, safely', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/');
    const link = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Spacescan.io'});
    await expect(link).toHaveAttribute('href', 'https://www.spacescan.io/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('the Community dropdown lists Twitter and Discord', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/');
    const twitter = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Twitter'});
    await expect(twitter).toBeHidden();
    await page.getByRole('button', {name: 'Community'}).hover();
    await expect(twitter).toBeVisible();
    await expect(twitter).toHaveAttribute('href', 'https://twitter.com/spacescan_io');
    const discord = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Discord'});
    await expect(discord).toBeVisible();
    await expect(discord).toHaveAttribute('href', 'https://discord.gg/Bb4sj3Bg9P');
  });

  test('the Products dropdown lists Spacescan’s products, each opening in a new tab', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const products = [
      {name: 'Explorer', href: 'https://www.spacescan.io/'},
      {name: 'Wallets + Tax', href: 'https://wallets.spacescan.io/'},
      {name: 'Intel', href: 'https://intel.spacescan.io/'},
      {name: 'Developer API', href: 'https://www.spacescan.io/apis'},
    ];
    const link = (name: string) => navbar.getByRole('link', {name: new RegExp(`^${name.replace(/[+]/g, '\\$&')}\\b`)});
    await expect(link('Intel')).toBeHidden();
    await navbar.getByRole('button', {name: 'Products'}).hover();
    for (const {name, href} of products) {
      await expect(link(name)).toBeVisible();
      await expect(link(name)).toHaveAttribute('href', href);
      await expect(link(name)).toHaveAttribute('target', '_blank');
      await expect(link(name)).toHaveAttribute('rel', /noopener/);
    }
  });

  test('the locale dropdown offers English only', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/docs/intro');
    await page.getByRole('button', {name: 'English'}).hover();
    const menu = page.locator('.navbar .dropdown--right .dropdown__menu').filter({hasText: 'English'});
    await expect(menu.getByRole('link')).toHaveCount(1);
    await expect(menu.getByRole('link', {name: 'English'})).toHaveAttribute('lang', 'en');
  });

  test('hides when the reader scrolls down and comes back on scroll up', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/docs/intro');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar).toBeInViewport();
    await page.mouse.move(600, 400);
    await scrollBy(page, 900);
    await expect(navbar).not.toBeInViewport();
    await scrollBy(page, -300);
    await expect(navbar).toBeInViewport();
  });

  test('comes back while keyboard focus is on one of its links', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/docs/intro');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await page.mouse.move(600, 400);
    await scrollBy(page, 900);
    await expect(navbar).not.toBeInViewport();
    await navbar.getByRole('link', {name: 'Blog', exact: true}).focus();
    await expect(navbar).toBeInViewport();
  });
});

test.describe('footer', () => {
  test('links to the introduction and the blog, and out to the community', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', {name: 'Discord'})).toHaveAttribute('href', 'https://discord.gg/Bb4sj3Bg9P');
    await expect(footer.getByRole('link', {name: 'Twitter'})).toHaveAttribute('href', 'https://twitter.com/spacescan_io');
    await expect(footer.getByRole('link', {name: 'GitHub'})).toHaveAttribute('href', 'https://github.com/spacescan-io');
    await navigate(page, () => footer.getByRole('link', {name: 'Introduction'}).click(), '/docs/intro');
    await navigate(page, () => page.getByRole('contentinfo').getByRole('link', {name: 'Blog'}).click(), '/blog');
  });

  test('states the copyright from 2022 to this year', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/');
    const year = new Date().getFullYear();
    await expect(page.getByRole('contentinfo')).toContainText(`Copyright © 2022–${year} Spacescan.io`);
  });
});

test.describe('colour mode', () => {
  const toggle = (page: import('@playwright/test').Page) => page.getByRole('button', {name: /Switch between dark and light mode/});

  test('is light by default', async ({sharedPage: page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('follows a dark system preference until the reader chooses', async ({sharedPage: page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName(/system mode/);
  });

  test('the toggle cycles system, light, dark, and the choice survives a reload', async ({sharedPage: page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/');
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await startScripts(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test('the announcement bar can be dismissed, and stays dismissed after a reload', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/');
  const bar = page.getByRole('banner').filter({hasText: 'API reference lists every endpoint'});
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await startScripts(page);
  await expect(page.getByText('API reference lists every endpoint')).toBeHidden();
});

test.describe('the 996 px breakpoint', () => {
  test('at 996 px the navbar folds into a menu that opens and closes', async ({sharedPage: page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await gotoHydrated(page, '/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'Blog', exact: true})).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
    await menu.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(menu.getByRole('link', {name: 'Blog', exact: true})).toBeHidden();
  });

  test('at 997 px the desktop navbar shows its links and no menu button', async ({sharedPage: page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await gotoHydrated(page, '/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });

  test('on a phone the menu lists the docs sidebar; a link in it opens its page and closes the menu', async ({sharedPage: page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, '/docs/intro');
    // The page's own sidebar is hidden at this width; the menu carries its links.
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    const link = menu.getByRole('link', {name: 'verify your DID'});
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/docs\/guide\/verifyDID$/);
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    // On the new page the menu lists the same sidebar, with the new page current.
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(menu.getByRole('link', {name: 'verify your DID'})).toHaveAttribute('aria-current', 'page');
  });

  test('a sidebar hidden on a narrow screen works once the screen widens', async ({sharedPage: page}) => {
    await page.setViewportSize({width: 800, height: 800});
    await gotoHydrated(page, '/docs/intro');
    await page.setViewportSize({width: 1200, height: 800});
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar).toBeVisible();
    // A category folds and unfolds at the first click, and a link opens its page in place.
    const category = sidebar.getByRole('button', {name: 'Chia Basics'});
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    // Categories fold one another (autoCollapseCategories): "Guide" has closed.
    await expect(sidebar.getByRole('button', {name: 'Guide', exact: true})).toHaveAttribute('aria-expanded', 'false');
    const link = sidebar.getByRole('link', {name: 'Proof of space and time'});
    await link.click();
    await expect(page).toHaveURL(/\/docs\/guide\/POST$/);
    await expect(sidebar.getByRole('link', {name: 'Proof of space and time'})).toHaveAttribute('aria-current', 'page');
  });

  test('resizing across the breakpoint swaps the layouts', async ({sharedPage: page}) => {
    await page.setViewportSize({width: 1200, height: 800});
    await gotoHydrated(page, '/docs/intro');
    const sidebar = page.getByRole('complementary').first();
    await expect(sidebar).toBeVisible();
    await page.setViewportSize({width: 800, height: 800});
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
  });
});

test.describe('docs pages', () => {
  test('the sidebar can be hidden and shown again', async ({sharedPage: page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/docs/intro');
    const sidebarLink = page.getByRole('complementary').getByRole('link', {name: 'Intro', exact: true});
    await expect(sidebarLink).toBeVisible();
    await page.getByRole('button', {name: 'Collapse sidebar'}).click();
    await expect(sidebarLink).toBeHidden();
    await page.getByRole('button', {name: 'Expand sidebar'}).click();
    await expect(sidebarLink).toBeVisible();
  });

  test('the table of contents lists the h2 and h3 headings and no h4', async ({sharedPage: page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/docs/intro');
    const article = page.locator('article');
    const wanted = await article.locator('h2, h3').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    const h4s = await article.locator('h4').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    expect(h4s.length).toBeGreaterThan(0);
    const toc = page.locator('.table-of-contents');
    const listed = await toc.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(listed).toEqual(wanted);
    for (const id of h4s) {
      expect(listed).not.toContain(id);
    }
  });

  test('a doc shows when it was last updated and by whom: its last commit', async ({sharedPage: page}) => {
    // What Docusaurus reads from git: the newest commit of the file, its time and author.
    const [seconds = '', author = ''] = execFileSync('git', ['log', '-1', '--format=%ct,%an', '--', 'docs/intro.mdx'], {encoding: 'utf8'})
      .trim()
      .split(',');
    await gotoHydrated(page, '/docs/intro');
    const lastUpdated = page.locator('.theme-last-updated');
    await expect(lastUpdated).toContainText(new RegExp(`^Last updated on .+ by ${author}$`));
    await expect(lastUpdated.locator('time')).toHaveAttribute('datetime', new Date(Number(seconds) * 1000).toISOString());
  });

  test('the page title joins the page and the site with a vertical bar', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/docs/intro');
    await expect(page).toHaveTitle('Welcome to Spacescan | Spacescan Docs');
  });
});

test.describe('code blocks', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('the copy button says Copied and puts the code on the clipboard', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/markdown-page');
    const block = page.locator('.theme-code-block').first();
    const code = (await block.locator('code').innerText()).trim();
    await block.hover();
    const button = block.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(button).toHaveAttribute('title', 'Copy');
    await button.click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.trim()).toBe(code);
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible({timeout: 3000});
  });
});

test('robots.txt allows search engines to index the site', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/User-agent: \*\s+Allow: \//);
  expect(text).not.toMatch(/Disallow: \/\s/);
});

import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {gotoHydrated, navigate, testPagesBaseUrl, testPagesDir, testPagesSite} from '../support/site';

// The site published below the root of its host, as a fork on GitHub Pages is
// (https://<owner>.github.io/<repository>/). `npm run build:test-pages` builds build-test/ under
// /docs-preview/ (SPACESCAN_BASE_URL, the variable the deploy workflow sets); it is served on its
// own port. Its links, pictures, styles, scripts, search and redirects must all stay below
// /docs-preview/ and answer. (Every published path is asked for under it in published-paths.spec.ts.)

test.skip(!existsSync(testPagesDir), 'no build-test/: run `npm run build:test-pages` first (npm test always does)');

const siteUrl = 'https://docs.spacescan.io';
const base = testPagesBaseUrl;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html') && !file.startsWith(`assets${path.sep}`))
    .map((file) => path.join(dir, file));
}

/** Whether a path below the base URL is a file of build-test/ (as is, or as a clean URL). */
function servedFile(pathname: string): boolean {
  const rest = decodeURIComponent(pathname.slice(base.length)).replace(/\/$/, '');
  const candidates = rest === '' ? ['index.html'] : [rest, `${rest}.html`, path.join(rest, 'index.html')];
  return candidates.some((candidate) => {
    const file = path.join(testPagesDir, candidate);
    return existsSync(file) && statSync(file).isFile();
  });
}

test('every link, picture, style and script of every built page stays below /docs-preview/ and exists', () => {
  const files = htmlFiles(testPagesDir);
  expect(files.length).toBeGreaterThan(100);
  const problems = new Set<string>();
  let checked = 0;
  for (const file of files) {
    const $ = cheerio.load(readFileSync(file, 'utf8'));
    const urls = [
      ...$('a[href], link[href]')
        .map((_, element) => $(element).attr('href'))
        .get(),
      ...$('img[src], script[src], source[src]')
        .map((_, element) => $(element).attr('src'))
        .get(),
      ...$('meta[property="og:image"], meta[name="twitter:image"], meta[property="og:url"]')
        .map((_, element) => $(element).attr('content'))
        .get(),
      // The bundles each page's inline starter asks for once it is painted (the page template, plugins/page-start.ts).
      ...$('script:not([src])')
        .map((_, element) =>
          [
            ...$(element)
              .text()
              .matchAll(/"([^"]+\.js)"/g),
          ].map((match) => match[1] ?? ''),
        )
        .get(),
    ];
    for (const raw of urls) {
      if (!raw.startsWith('/') && !raw.startsWith(siteUrl)) continue; // fragments, other hosts, mailto:
      if (raw.startsWith('//')) continue;
      const url = new URL(raw, siteUrl);
      if (url.origin !== siteUrl) continue;
      checked += 1;
      const where = path.relative(testPagesDir, file);
      if (!url.pathname.startsWith(base)) problems.add(`${where}: ${raw} is not below ${base}`);
      else if (!servedFile(url.pathname)) problems.add(`${where}: ${raw} is no file of the build`);
    }
  }
  console.log(`sub-path: ${checked} same-site URLs checked in ${files.length} HTML files`);
  expect(checked).toBeGreaterThan(1000);
  expect([...problems]).toEqual([]);
});

test('the sitemap, llms.txt and robots.txt give addresses below /docs-preview/', () => {
  const sitemap = readFileSync(path.join(testPagesDir, 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(locs.length).toBeGreaterThan(100);
  expect(locs.filter((loc) => !loc.startsWith(`${siteUrl}${base}`))).toEqual([]);
  const llms = readFileSync(path.join(testPagesDir, 'llms.txt'), 'utf8');
  const links = [...llms.matchAll(/\]\((https:\/\/[^)]+)\)/g)].map((match) => match[1] ?? '');
  expect(links.length).toBeGreaterThan(50);
  expect(links.filter((link) => !link.startsWith(`${siteUrl}${base}`))).toEqual([]);
  expect(readFileSync(path.join(testPagesDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${siteUrl}${base}sitemap.xml`);
});

/** Records every request the page makes that is not below the base URL, or that fails. */
function watchRequests(page: Page): string[] {
  const problems: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(`${testPagesSite}/`)) problems.push(`${url} is not below ${base}`);
    else if (response.status() >= 400) problems.push(`${url} answered ${response.status()}`);
  });
  return problems;
}

test.describe('a reader under /docs-preview/', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('loads a page, moves through the sidebar and the navbar, and every request answers below the base', async ({page}) => {
    const problems = watchRequests(page);
    await gotoHydrated(page, `${testPagesSite}/docs/intro`);
    await expect(page.getByRole('heading', {level: 1, name: 'Welcome to Spacescan'})).toBeVisible();
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', `${siteUrl}${base}img/social/docs.png`);

    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await navigate(
      page,
      () => sidebar.getByRole('link', {name: 'Cold wallet alerts'}).click(),
      `${testPagesSite}/docs/guide/wallet_security/cold_wallet_alerts`,
    );
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Watch a cold wallet and get email alerts');
    await expect(page.getByRole('img', {name: /Five boxes from left to right/})).toBeVisible();

    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navigate(page, () => navbar.getByRole('link', {name: 'Blog', exact: true}).click(), `${testPagesSite}/blog`);
    await expect(page.getByRole('link', {name: 'Give your cold wallet a recovery window'}).first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('searches, and the result leads to its page below the base', async ({page}) => {
    const problems = watchRequests(page);
    await gotoHydrated(page, `${testPagesSite}/docs/intro`);
    const box = page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
    await box.click();
    await box.pressSequentially('clawback window', {delay: 20});
    const hit = page.getByRole('listbox').getByRole('option').filter({hasText: 'Send XCH with clawback protection'}).first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`^${testPagesSite}/docs/guide/wallet_security/clawback_protection(\\?|#|$)`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Send XCH with clawback protection');
    expect(problems).toEqual([]);
  });

  test('an old address redirects to the page that holds it now, below the base', async ({sharedPage: page}) => {
    await page.goto(`${testPagesSite}/docs/guide/chia_did_profile/chia_did_profile#connect-your-wallet-to-spacescan`);
    await expect(page).toHaveURL(`${testPagesSite}/docs/guide/chia_did_profile#connect-your-wallet-to-spacescan`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Claim your DID profile');
  });
});

test.describe('an unknown path under /docs-preview/', () => {
  test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/});

  test('answers 404 with the not-found page, whose links stay below the base', async ({sharedPage: page}) => {
    const response = await page.goto(`${testPagesSite}/docs/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    const waysOn = page.getByRole('navigation', {name: 'Ways on'});
    await expect(waysOn.getByRole('link', {name: 'Guides'})).toHaveAttribute('href', `${base}docs/intro`);
  });
});

// The shared page of a worker (fixtures.ts, `sharedPage`): each test that uses it meets the site as
// a first visit does, whatever the test before it chose there. The tests run in order in one
// worker: each one changes what the site keeps or shows and checks the site's answer, and the one
// after it checks that the site shows its first visit again.
import type {Browser, Locator} from '@playwright/test';
import {test, expect, type SharedPage} from './fixtures';
import {gotoHydrated, testPagesSite} from '../support/site';

test.describe.configure({mode: 'serial'});

const themeToggle = /Switch between dark and light mode/;

/** The key field of the Try it console of an endpoint page, with the Pro plan chosen, as a reader opens it. */
async function proKeyField(page: SharedPage): Promise<Locator> {
  await gotoHydrated(page, '/api/address/xch_balance');
  await page.getByRole('button', {name: 'Try it'}).click();
  const region = page.getByRole('region', {name: /^Try (GET|POST) /});
  await region.getByRole('radio', {name: /^Pro/}).check();
  return region.getByLabel(/Pro API key/);
}

/** What a page holds in storage after its first visit to a path, in a context of its own. */
async function firstVisitStorage(browser: Browser, pagePath: string): Promise<Record<string, unknown>> {
  const context = await browser.newContext({baseURL: test.info().project.use.baseURL});
  const page = await context.newPage();
  await gotoHydrated(page, pagePath);
  const stored = await page.evaluate(() => ({local: {...localStorage}, session: {...sessionStorage}, cookie: document.cookie}));
  await context.close();
  return stored;
}

test.describe('what one test changes', () => {
  test.use({viewport: {width: 800, height: 700}, colorScheme: 'dark', permissions: ['clipboard-read', 'clipboard-write']});

  test('a reader whose system prefers dark, on a narrow window, gets dark mode and the menu, where they choose light', async ({
    sharedPage: page,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    // The site follows the system's colour scheme, and at 996 px wide or less folds the navbar into a menu.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const toggle = page.getByRole('button', {name: themeToggle});
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/currently light mode/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.evaluate(() => {
      document.cookie = 'left-by=the-test-before; path=/';
    });
    // The site's own 404 answers an address it does not have; this test answers it itself.
    await page.route('**/left-by-the-test-before', (route) => route.fulfill({status: 200, body: 'answered by the test before'}));
    expect(await page.evaluate(async () => (await fetch('/left-by-the-test-before')).status)).toBe(200);
  });
});

test.describe(() => {
  // The request the test before answered itself now reaches the server, which has no such file.
  test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/});

  test('the next test meets a first visit: light mode, the full navbar, what the site stores on a first visit, no route', async ({
    sharedPage: page,
    browser,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', {name: themeToggle})).toHaveAccessibleName(/currently system mode/);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    expect(await page.evaluate(async () => (await navigator.permissions.query({name: 'clipboard-read' as PermissionName})).state)).not.toBe(
      'granted',
    );
    const stored = await page.evaluate(() => ({local: {...localStorage}, session: {...sessionStorage}, cookie: document.cookie}));
    expect(stored).toEqual(await firstVisitStorage(browser, '/docs/intro'));
    expect(await page.evaluate(async () => (await fetch('/left-by-the-test-before')).status)).toBe(404);
  });
});

test('a test that emulates a dark, still system itself gets the site in dark mode, without transitions', async ({sharedPage: page}) => {
  await page.emulateMedia({colorScheme: 'dark', reducedMotion: 'reduce'});
  await gotoHydrated(page, '/docs/intro');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', {name: themeToggle})).toHaveCSS('transition-duration', '0s');
});

test('the test after it gets the site in light mode, with transitions', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', {name: themeToggle})).not.toHaveCSS('transition-duration', '0s');
});

test('a test that gives the Try it console a key (kept for the tab) and goes on to a second site', async ({sharedPage: page}) => {
  const key = await proKeyField(page);
  await key.fill('fixture-key-5be1c0d2');
  await expect(await proKeyField(page)).toHaveValue('fixture-key-5be1c0d2');
  await gotoHydrated(page, `${testPagesSite}/`);
  await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
});

test('after two origins, the first one keeps no session either: the console asks for the key again', async ({sharedPage: page}) => {
  await expect(await proKeyField(page)).toHaveValue('');
});

test.describe(() => {
  test.use({javaScriptEnabled: false});
  test('a test that asks for what a page cannot take once open (JavaScript off) gets it: the guide reads without scripts', async ({
    sharedPage: page,
  }) => {
    await page.goto('/docs/intro');
    await expect(page.getByRole('heading', {level: 1, name: 'Welcome to Spacescan'})).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  });
});

test('and the test after it, which does not, a page that runs the site', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});

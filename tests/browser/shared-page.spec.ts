// The shared page of a worker (fixtures.ts, `sharedPage`): each test that uses it meets the site as
// a first visit does, whatever the test before it chose there. The tests share one worker; each
// first checks that it meets a first visit (no trace of whichever test ran before it), then leaves
// traces of its own (a colour choice, a cookie, a route, a permission, emulated media, a key kept
// for the tab, JavaScript off), so every verdict is the same in any order.
import type {Browser, Locator} from '@playwright/test';
import {test, expect, type SharedPage} from './fixtures';
import {gotoHydrated, testPagesSite} from '../support/site';

test.describe.configure({mode: 'serial'});
// A first visit asks for the address a test before it may have answered itself: the server has no such file.
test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/});

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

/**
 * Checks that the page meets the site as a first visit does, under this test's own options: its
 * colour scheme and permissions, no reduced motion, the storage a first visit leaves, no permission, no route, and
 * a Try it console that asks for its key.
 */
type Own = {colorScheme: string | null; permissions: string[] | undefined};
async function expectFirstVisit(page: SharedPage, browser: Browser, {colorScheme, permissions}: Own): Promise<void> {
  await gotoHydrated(page, '/docs/intro');
  const dark = colorScheme === 'dark';
  await expect(page.locator('html')).toHaveAttribute('data-theme', dark ? 'dark' : 'light');
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
  const clipboard = await page.evaluate(async () => (await navigator.permissions.query({name: 'clipboard-read' as PermissionName})).state);
  expect(clipboard === 'granted').toBe(permissions?.includes('clipboard-read') === true);
  const stored = await page.evaluate(() => ({local: {...localStorage}, session: {...sessionStorage}, cookie: document.cookie}));
  expect(stored).toEqual(await firstVisitStorage(browser, '/docs/intro'));
  expect(await page.evaluate(async () => (await fetch('/left-by-the-test-before')).status)).toBe(404);
  await expect(await proKeyField(page)).toHaveValue('');
}

test.describe('on a narrow window, for a system that prefers dark', () => {
  test.use({viewport: {width: 800, height: 700}, colorScheme: 'dark', permissions: ['clipboard-read', 'clipboard-write']});

  test('a reader gets dark mode and the menu, where they choose light; the test leaves a cookie and a route', async ({
    sharedPage: page,
    browser,
    colorScheme,
    permissions,
  }) => {
    await expectFirstVisit(page, browser, {colorScheme, permissions});
    await gotoHydrated(page, '/docs/intro');
    // The site follows the system's colour scheme, and at 996 px wide or less folds the navbar into a menu.
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

test('a wide window gets the full navbar, a light system the light site', async ({sharedPage: page, browser, colorScheme, permissions}) => {
  await expectFirstVisit(page, browser, {colorScheme, permissions});
  await gotoHydrated(page, '/docs/intro');
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  await expect(page.getByRole('button', {name: themeToggle})).not.toHaveCSS('transition-duration', '0s');
});

test('a test that emulates a dark, still system itself gets the site in dark mode, without transitions', async ({
  sharedPage: page,
  browser,
  colorScheme,
  permissions,
}) => {
  await expectFirstVisit(page, browser, {colorScheme, permissions});
  await page.emulateMedia({colorScheme: 'dark', reducedMotion: 'reduce'});
  await gotoHydrated(page, '/docs/intro');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', {name: themeToggle})).toHaveCSS('transition-duration', '0s');
});

test('a test that gives the Try it console a key (kept for the tab) and goes on to a second site', async ({
  sharedPage: page,
  browser,
  colorScheme,
  permissions,
}) => {
  await expectFirstVisit(page, browser, {colorScheme, permissions});
  const key = await proKeyField(page);
  await key.fill('fixture-key-5be1c0d2');
  await expect(await proKeyField(page)).toHaveValue('fixture-key-5be1c0d2');
  await gotoHydrated(page, `${testPagesSite}/`);
  await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
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

test('the page runs the site again after a test that had JavaScript off', async ({sharedPage: page, browser, colorScheme, permissions}) => {
  // gotoHydrated waits for the scripts to have hydrated the page.
  await expectFirstVisit(page, browser, {colorScheme, permissions});
});

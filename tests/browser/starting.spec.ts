import type {Page, Route} from '@playwright/test';
import {test, expect} from './fixtures';
import {emulateConnection, movePointer, scriptsRun} from '../support/site';

// How a page starts its scripts (plugins/app-start.ts): the page reads whole before any script
// runs; the reader's first action starts them; a tap, click or shortcut that comes before they
// have taken over still does what it should; the scripts are fetched ahead when the connection
// allows; the search page, which needs them, and a page with tabs whose choice the reader saved
// start at once.

const bundle = /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/;

/** The paths of the scripts the page has run (not those only fetched ahead). */
const ranScripts = async (page: Page): Promise<string[]> => (await scriptsRun(page)).map((script) => script.path);

/** Whether Docusaurus's bundle has run (it replaces the starter's placeholder). */
const bundleRan = (page: Page): Promise<boolean> =>
  page.evaluate(() => typeof (window as unknown as {docusaurus?: {preload?: unknown}}).docusaurus?.preload === 'function');

/**
 * Holds the page's bundles until `release` is called, so that what the test does next surely
 * comes before the scripts take over.
 */
async function holdBundles(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(bundle, async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test('a page reads whole before any script runs, and the first pointer move starts them', async ({page}) => {
  await page.goto('/docs/intro', {waitUntil: 'load'});
  await page.waitForTimeout(1000);
  await expect(page.getByRole('heading', {level: 1, name: 'Welcome to Spacescan'})).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', {name: 'verify your DID'})).toHaveAttribute('href', '/docs/guide/verifyDID');
  expect(await ranScripts(page)).toEqual([]);
  expect(await bundleRan(page)).toBe(false);
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  // The scripts wait on purpose: that is not the wrong-base-URL failure.
  await expect(page.getByText('did not load properly')).toBeHidden();

  await movePointer(page);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  expect(await bundleRan(page)).toBe(true);
  expect((await ranScripts(page)).filter((script) => bundle.test(script))).toHaveLength(2);
  await expect(page.getByText('did not load properly')).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true});

  test('a tap on the menu button before the scripts have started opens the menu', async ({page}) => {
    const release = await holdBundles(page);
    await page.goto('/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
    expect(await bundleRan(page)).toBe(false);
    release();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });
});

test('a tab clicked before the scripts have started is the one selected', async ({page}) => {
  const release = await holdBundles(page);
  await page.goto('/api/address/xch_balance');
  await page.getByRole('tab', {name: 'Python'}).click();
  expect(await bundleRan(page)).toBe(false);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').filter({visible: true}).first()).toContainText('import requests');
});

test('an API page starts at once when the reader has chosen a language before', async ({page}) => {
  await page.goto('/api/address/xch_balance');
  await page.getByRole('tab', {name: 'Python'}).click();
  await expect(page.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');

  await page.goto('/api/block/info', {waitUntil: 'load'});
  // No pointer move, key or touch: the saved choice alone starts the scripts.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
});

test('Ctrl+K pressed before the scripts have started focuses the search box', async ({page}) => {
  const release = await holdBundles(page);
  await page.goto('/docs/intro');
  await page.keyboard.press('Control+k');
  expect(await bundleRan(page)).toBe(false);
  release();
  await expect(page.getByRole('navigation', {name: 'Main'}).getByLabel('Search')).toBeFocused();
});

test('a link followed before the scripts have started loads its page', async ({page}) => {
  const release = await holdBundles(page);
  try {
    await page.goto('/docs/intro');
    await page.getByRole('main').getByRole('link', {name: 'verify your DID'}).click();
    await expect(page).toHaveURL('/docs/guide/verifyDID');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Verify your DID');
  } finally {
    release();
  }
});

test.describe('fetching the scripts ahead', () => {
  const bundleRequests = async (page: Page, connection: {effectiveType: string; saveData: boolean}): Promise<string[]> => {
    await emulateConnection(page, connection);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (bundle.test(request.url())) requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/blog', {waitUntil: 'load'});
    await page.waitForTimeout(1500);
    expect(await bundleRan(page), 'fetched ahead, not run').toBe(false);
    return requested;
  };

  test('on a normal connection the bundles are fetched once the page has loaded', async ({page}) => {
    expect(await bundleRequests(page, {effectiveType: '4g', saveData: false})).toHaveLength(2);
  });

  test('once fetched ahead, the first action downloads nothing: every script it runs comes from the cache', async ({page}) => {
    const requested = await bundleRequests(page, {effectiveType: '4g', saveData: false});
    expect(requested).toHaveLength(2);
    await movePointer(page);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const downloads = await scriptsRun(page);
    // The bundles and the /blog route's chunks (its component, sidebar and each post's excerpt).
    expect(downloads.length).toBeGreaterThan(10);
    expect(downloads.filter((download) => download.bytes > 0)).toEqual([]);
  });

  test('with Save-Data on nothing is fetched until the reader acts', async ({page}) => {
    expect(await bundleRequests(page, {effectiveType: '4g', saveData: true})).toEqual([]);
    await movePointer(page);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });
});

test('the search page, which needs its scripts for results, starts at once', async ({page}) => {
  await page.goto('/search?q=get+coin+id');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('article').getByRole('link', {name: 'Get coin ID', exact: true}).first()).toBeVisible();
});

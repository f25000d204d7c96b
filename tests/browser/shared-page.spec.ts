// The shared page of a worker (fixtures.ts, `sharedPage`): each test that uses it starts as a first
// visit, whatever the test before it changed, and what would outlive a test is refused. The tests
// run in order in one worker, so that each one meets the page the one before it left.
import type {Browser} from '@playwright/test';
import {test, expect} from './fixtures';
import {gotoHydrated} from '../support/site';
import {ports} from '../support/ports';

test.describe.configure({mode: 'serial'});

const themeToggle = /Switch between dark and light mode/;

test.describe('what one test changes', () => {
  test.use({viewport: {width: 1100, height: 700}, colorScheme: 'dark', permissions: ['clipboard-read', 'clipboard-write']});

  test('a test chooses dark mode, keeps things in storage and a cookie, answers a request itself, on a small window', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/docs/intro');
    expect(page.viewportSize()).toEqual({width: 1100, height: 700});
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    expect(await page.evaluate(async () => (await navigator.permissions.query({name: 'clipboard-read' as PermissionName})).state)).toBe('granted');
    await page.getByRole('button', {name: themeToggle}).click();
    await page.evaluate(() => {
      sessionStorage.setItem('left-by', 'the test before');
      document.cookie = 'left-by=the-test-before; path=/';
    });
    expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
    await page.route('**/left-by-the-test-before', (route) => route.fulfill({status: 200, body: 'answered by the test before'}));
    expect(await page.evaluate(async () => (await fetch('/left-by-the-test-before')).status)).toBe(200);
  });
});

/** What a page holds in storage after its first visit to a path, in a context of its own. */
async function firstVisitStorage(browser: Browser, pagePath: string): Promise<Record<string, unknown>> {
  const context = await browser.newContext({baseURL: test.info().project.use.baseURL});
  const page = await context.newPage();
  await gotoHydrated(page, pagePath);
  const stored = await page.evaluate(() => ({local: {...localStorage}, session: {...sessionStorage}, cookie: document.cookie}));
  await context.close();
  return stored;
}

test.describe(() => {
  // The request the test before answered itself now reaches the server, which has no such file.
  test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/});

  test('the next test meets a first visit: default window and colours, no permission, nothing stored, no route', async ({sharedPage: page, browser}) => {
    await gotoHydrated(page, '/docs/intro');
    expect(page.viewportSize()).toEqual(test.info().project.use.viewport);
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(async () => (await navigator.permissions.query({name: 'clipboard-read' as PermissionName})).state)).not.toBe('granted');
    // The site keeps a few things of its own on a first visit (the announcement bar's state); the
    // colour mode, the session and the cookie of the test before are gone.
    const stored = await page.evaluate(() => ({local: {...localStorage}, session: {...sessionStorage}, cookie: document.cookie}));
    expect(stored).toEqual(await firstVisitStorage(browser, '/docs/intro'));
    expect(stored.local).not.toHaveProperty('theme');
    // The server has no such file: the request reaches it.
    expect(await page.evaluate(async () => (await fetch('/left-by-the-test-before')).status)).toBe(404);
  });
});

test('a test that emulates media itself (reduced motion, dark) leaves it behind', async ({sharedPage: page}) => {
  await page.emulateMedia({reducedMotion: 'reduce', colorScheme: 'dark'});
  await gotoHydrated(page, '/docs/intro');
  expect(await page.evaluate(() => ({reduce: matchMedia('(prefers-reduced-motion: reduce)').matches, dark: matchMedia('(prefers-color-scheme: dark)').matches}))).toEqual({reduce: true, dark: true});
});

test('the test after it sees the default media again', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  expect(await page.evaluate(() => ({reduce: matchMedia('(prefers-reduced-motion: reduce)').matches, dark: matchMedia('(prefers-color-scheme: dark)').matches}))).toEqual({reduce: false, dark: false});
});

test('a test that opens a second origin leaves the next one a new tab with an empty session', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  await page.evaluate(() => sessionStorage.setItem('left-by', 'the test before'));
  await page.goto(`http://127.0.0.1:${ports.testPages}/docs-preview/`);
});

test('after two origins, the first origin has no session left either', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  expect(await page.evaluate(() => sessionStorage.getItem('left-by'))).toBeNull();
});

test('a test cannot add what would outlive it: an init script, an exposed function, a once-listener', async ({sharedPage: page}) => {
  expect(() => page.addInitScript(() => undefined)).toThrow(/sharedPage: page.addInitScript would stay on the page.*use the page fixture/);
  expect(() => page.exposeFunction('leftBehind', () => undefined)).toThrow(/sharedPage: page.exposeFunction/);
  expect(() => page.once('console', () => undefined)).toThrow(/sharedPage: page.once/);
  // waitForEvent adds its listener and takes it away again: allowed.
  await Promise.all([page.waitForEvent('console'), page.evaluate(() => console.log('heard once'))]);
});

test.describe(() => {
  // This test must fail, in the shared page's own check at its end.
  test.fail();
  test('a listener a test leaves on the page fails that test', async ({sharedPage: page}) => {
    page.on('console', () => undefined);
  });
});

test.describe(() => {
  test.use({hasTouch: true});
  test('a test that asks for what a page cannot take once open (a touch screen) gets a page that has it', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/');
    expect(await page.evaluate(() => navigator.maxTouchPoints)).toBeGreaterThan(0);
  });
});

test('and the test after it, which does not, a page without it', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/');
  expect(await page.evaluate(() => navigator.maxTouchPoints)).toBe(0);
});

test('after a failure, the shared page still serves a first visit', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('button', {name: themeToggle})).toBeVisible();
});

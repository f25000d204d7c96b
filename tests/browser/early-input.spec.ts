// What a reader does before the page's scripts have run is kept (issue 13): the test holds the
// page's scripts back (route interception), acts on the built HTML, then lets the scripts run.
// A tap on a control is carried out once, when the control can answer; keyboard focus stays where
// the reader put it. (Ctrl+K, "/" and typing into the search box: search.spec.ts.)
import type {Page, Route} from '@playwright/test';
import {test, expect} from './fixtures';
import {gotoHydrated} from '../support/site';

const started = 'html[data-has-hydrated="true"]';

/** Opens a page with its scripts held back; returns the function that lets them load. */
async function openHeld(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, {waitUntil: 'commit'});
  return async () => {
    // Nothing has run yet: the page is still the built HTML.
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    release();
    await page.locator(started).waitFor({state: 'attached'});
  };
}

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('a tap on the menu button before the scripts run opens the menu, once', async ({page}) => {
    const run = await openHeld(page, '/docs/intro');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
    await run();
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Blog'}).first()).toBeVisible();
  });
});

test('a click on a sample tab before the scripts run shows that sample, once', async ({page}) => {
  const run = await openHeld(page, '/api/address/xch_balance');
  const python = page.getByRole('tab', {name: 'Python'}).first();
  await python.click();
  await run();
  await expect(python).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[role=tabpanel][data-value=python]').first()).toBeVisible();
  await expect(page.locator('[role=tabpanel][data-value=curl]').first()).toBeHidden();
});

test('a click on the colour toggle before the scripts run changes the mode exactly as one click after', async ({page, browser}) => {
  // The mode one click gives on a page whose scripts have run.
  const reference = await browser.newPage();
  await gotoHydrated(reference, '/docs/intro');
  await reference.locator('.navbar button[aria-label*="dark and light mode"]').first().click();
  const expected = await reference.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')]);
  await reference.close();

  const run = await openHeld(page, '/docs/intro');
  await page.locator('.navbar button[aria-label*="dark and light mode"]').first().click();
  await run();
  await expect.poll(() => page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual(expected);
});

test('a click on a copy button before the scripts run copies the code', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  const run = await openHeld(page, '/api/address/xch_balance');
  const block = page.locator('[role=tabpanel][data-value=curl]').first();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  // The button says "Copied" for a second: watch for it from now on, so that a slow machine, on
  // which the page may have marked itself hydrated only after that second, still sees it.
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('button[aria-label="Copied"]')) Object.assign(window, {sawCopied: true});
    }).observe(document.body, {subtree: true, attributes: true, attributeFilter: ['aria-label']});
  });
  await run();
  await expect.poll(() => page.evaluate(() => 'sawCopied' in window), {message: 'the button said "Copied"'}).toBe(true);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The block shows each line once (innerText puts a blank line between its line elements).
  expect(copied).toBe((await block.locator('pre code').innerText()).replace(/\n+/g, '\n').trimEnd());
  expect(copied).toMatch(/^curl /);
});

test('keyboard focus set before the scripts run stays where the reader put it', async ({page}) => {
  const run = await openHeld(page, '/api/address/xch_balance');
  const python = page.getByRole('tab', {name: 'Python'}).first();
  await python.focus();
  await expect(python).toBeFocused();
  await run();
  await expect(python).toBeFocused();
  // And the keyboard goes on from there: the arrow moves to the next tab.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', {name: 'TypeScript'}).first()).toBeFocused();
});

test('a tap on a fold of the response fields before the scripts run opens it, once', async ({page}) => {
  const run = await openHeld(page, '/api/block/transactions');
  // The fold of confirmed_transactions' standard coins (spent_transactions has one of its own).
  const summary = page
    .locator('[id="response-confirmed_transactions-standard_coins"] summary')
    .filter({hasText: /fields in each item of standard_coins$/});
  const fold = summary.locator('xpath=..');
  await expect(fold).not.toHaveAttribute('open');
  await summary.click();
  // The browser opens it at once: the fold is native, and nothing holds the tap.
  await expect(fold).toHaveAttribute('open', '');
  await run();
  // The scripts neither carried the tap out again (which would close it) nor undid it in hydrating.
  await expect(fold).toHaveAttribute('open', '');
  await expect(page.locator('[id="response-confirmed_transactions-standard_coins-coin_name"]')).toBeVisible();
  // And the fold still answers the next tap, once.
  await summary.click();
  await expect(fold).not.toHaveAttribute('open');
});

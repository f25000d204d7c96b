// "Copy page" (issue 17, a menu since issue 37): on a doc, an endpoint page, a category index and
// a post, the first item of the page actions menu puts the page's Markdown twin on the clipboard
// and says so; the pages without a twin (home, lists of posts) have no menu; a twin that fails to
// load is said, not copied. The menu itself: ./page-actions.spec.ts.
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {gotoHydrated} from '../support/site';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

/** Opens the page actions menu and chooses "Copy page". */
async function copyPage(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Copy page', exact: true}).click();
  await page.getByRole('menuitem', {name: 'Copy page'}).click();
}

for (const path of ['/docs/intro', '/api/address/xch_balance', '/api/category/address', '/blog/weekly_update_1']) {
  test(`Copy page on ${path} copies its Markdown twin`, async ({sharedPage: page}) => {
    const twin = await page.request.get(`${path}.md`);
    expect(twin.ok()).toBe(true);
    const markdown = await twin.text();
    expect(markdown).toMatch(/^# /);
    await gotoHydrated(page, path);
    await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
    await expect(page.getByRole('button', {name: 'Copy page', exact: true})).toHaveCount(1);
    await copyPage(page);
    await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
  });
}

for (const path of ['/', '/blog', '/blog/tags/nft']) {
  test(`${path} has no twin and no Copy page menu`, async ({sharedPage: page}) => {
    await gotoHydrated(page, path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveCount(0);
  });
}

test.describe('when the twin does not load', () => {
  // The browser logs the failed request as an error; the test causes it on purpose.
  test.use({allowedConsoleErrors: /503/});

  test('the failure is reported, and the clipboard is left as it was', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/docs/intro');
    await page.route('**/docs/intro.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await page.evaluate(() => navigator.clipboard.writeText('as it was'));
    await copyPage(page);
    await expect(page.getByRole('status').filter({hasText: 'Could not copy the page.'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('as it was');
  });
});

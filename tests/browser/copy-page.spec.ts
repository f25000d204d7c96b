// "Copy page" (issue 17): on a doc, an endpoint page, a category index and a post, it puts the page's Markdown twin on
// the clipboard, says so, and links the twin; the pages without a twin (home, lists of posts) have
// no button; a twin that fails to load is said, not copied.
import {test, expect} from './fixtures';
import {gotoHydrated} from '../support/site';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

for (const path of ['/docs/intro', '/api/address/xch_balance', '/api/category/address', '/blog/weekly_update_1']) {
  test(`Copy page on ${path} copies its Markdown twin`, async ({sharedPage: page}) => {
    const twin = await page.request.get(`${path}.md`);
    expect(twin.ok()).toBe(true);
    const markdown = await twin.text();
    expect(markdown).toMatch(/^# /);
    await gotoHydrated(page, path);
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', `${path}.md`);
    await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
    const button = page.getByRole('button', {name: 'Copy page'});
    await expect(button).toHaveCount(1);
    await button.click();
    await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
  });
}

for (const path of ['/', '/blog', '/blog/tags/nft']) {
  test(`${path} has no twin and no Copy page button`, async ({sharedPage: page}) => {
    await gotoHydrated(page, path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveCount(0);
  });
}

test.describe('when the twin does not load', () => {
  // The browser logs the failed request as an error; the test causes it on purpose.
  test.use({allowedConsoleErrors: /503/});

  test('the failure is reported, and the clipboard is left as it was', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/docs/intro');
    await page.route('**/docs/intro.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await page.evaluate(() => navigator.clipboard.writeText('as it was'));
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Could not copy the page.'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('as it was');
  });
});

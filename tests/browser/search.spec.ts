// Offline search (@easyops-cn/docusaurus-search-local): the navbar box finds API pages by
// endpoint name and posts by a phrase from them, names each result's section, answers the
// Ctrl+K shortcut, and the /search page reads its query from ?q=. The fixtures fail any test
// whose page asks another host for anything, so the search is shown to stay on this site.
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {gotoHydrated} from '../support/site';

const searchBox = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByLabel('Search');
const suggestions = (page: Page) => page.getByRole('listbox').getByRole('option');
/** The path under a result: its section first (the navbar item of the page), then the page. */
const sectionPath = (result: Locator) => result.locator('[class*="hitPath"]');

/** Types a query into the navbar box and waits for the dropdown to list results. */
async function searchFor(page: Page, query: string): Promise<void> {
  await searchBox(page).click();
  await searchBox(page).pressSequentially(query, {delay: 20});
  await expect(suggestions(page).first()).toBeVisible();
}

test('an endpoint name finds its API page, and the result names the API section', async ({page}) => {
  await gotoHydrated(page, '/docs/intro');
  await searchFor(page, 'get_coin_id');
  const hit = suggestions(page).filter({hasText: 'Get coin ID'}).first();
  await expect(sectionPath(hit)).toHaveText(/^API › Tools\b/);
  await hit.click();
  await expect(page).toHaveURL(/\/api\/tools\/get_coin_id(\?|#|$)/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/coin ID/i);
});

test('the words of an endpoint name find it too', async ({page}) => {
  await gotoHydrated(page, '/blog');
  await searchFor(page, 'get coin id');
  await expect(suggestions(page).filter({hasText: 'Get coin ID'}).first()).toBeVisible();
});

test('"xch balance" finds the XCH balance endpoint first', async ({page}) => {
  await gotoHydrated(page, '/');
  await searchFor(page, 'xch balance');
  await expect(suggestions(page).first()).toContainText('Get XCH balance');
  await expect(sectionPath(suggestions(page).first())).toHaveText('API › Address');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/api\/address\/xch_balance(\?|#|$)/);
});

test('a phrase from a post finds the post, and the result names the Blog section', async ({page}) => {
  await gotoHydrated(page, '/');
  await searchFor(page, 'whole software stack as open source');
  const hit = suggestions(page).filter({hasText: 'Partnering with Openchia'}).first();
  await expect(sectionPath(hit)).toHaveText(/^Blog › /);
  await hit.click();
  await expect(page).toHaveURL(/\/blog\/open_chia_partnership(\?|#|$)/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Partnering with Openchia');
});

test('a guide result names the Docs section', async ({page}) => {
  await gotoHydrated(page, '/blog');
  await searchFor(page, 'proof of space and time');
  const hit = suggestions(page).filter({hasText: 'Proof of space and time'}).first();
  await expect(sectionPath(hit)).toHaveText(/^Docs\b/);
});

test('Ctrl+K focuses the search box, and the box shows the shortcut', async ({page}) => {
  await gotoHydrated(page, '/docs/intro');
  await expect(page.locator('.navbar__search kbd')).toHaveText(['ctrl', 'K']);
  await page.getByRole('heading', {level: 1}).click();
  await expect(searchBox(page)).not.toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('mempool');
  await expect(suggestions(page).first()).toBeVisible();
});

test('the /search page reads ?q= and lists results with their section', async ({page}) => {
  await gotoHydrated(page, '/search?q=get+coin+id');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "get coin id"');
  await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('get coin id');
  const hit = page.locator('article').filter({has: page.getByRole('link', {name: 'Get coin ID', exact: true})}).first();
  await expect(hit).toBeVisible();
  await expect(hit.getByText(/^API › Tools$/)).toBeVisible();
  await hit.getByRole('link', {name: 'Get coin ID', exact: true}).click();
  await expect(page).toHaveURL(/\/api\/tools\/get_coin_id(\?|#|$)/);
});

test('the /search page takes a new query from its own box', async ({page}) => {
  await gotoHydrated(page, '/search');
  await page.getByRole('searchbox', {name: 'Search'}).fill('Openchia');
  await expect(page).toHaveURL(/\/search\?q=Openchia/);
  const hit = page.locator('article').filter({hasText: 'Partnering with Openchia'}).first();
  await expect(hit.getByText(/^Blog\b/)).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the search box and its key hint pass colour contrast in ${colorScheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    await gotoHydrated(page, '/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await expect(page.locator('.navbar__search kbd').first()).toBeVisible();
    const results = await new AxeBuilder({page}).include('.navbar__search').withRules(['color-contrast']).analyze();
    expect(results.passes.map((rule) => rule.id)).toContain('color-contrast');
    expect(results.violations).toEqual([]);
  });
}

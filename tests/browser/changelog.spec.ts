// The API changelog (/api/changelog, built from api/catalogue/changelog.ts) as a reader uses it:
// reached from the API sidebar, newest entry first, a change's link lands on the row it names, and
// the feeds it offers are served as RSS and Atom.
import {test, expect} from './fixtures';
import {gotoHydrated, navigate} from '../support/site';
import {apiChangelog} from '../../api/catalogue/changelog';
import {entryHeading} from '../../api/catalogue/changelog-page';

test('the API sidebar leads to the changelog, which lists the entries newest first', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/api/getting-started');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await navigate(page, () => sidebar.getByRole('link', {name: 'Changelog', exact: true}).click(), '/api/changelog');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('API changelog');
  await expect(sidebar.getByRole('link', {name: 'Changelog', exact: true})).toHaveAttribute('aria-current', 'page');
  const headings = page.locator('article').getByRole('heading', {level: 2});
  await expect(headings.first()).toHaveText(entryHeading(apiChangelog[0]!));
  await expect(headings).toHaveCount(apiChangelog.length);
});

test("a change's link lands on the row it names", async ({sharedPage: page}) => {
  await gotoHydrated(page, '/api/changelog');
  // A parameter that is gone is named without a link; the one that replaced it is linked.
  const removed = page.locator('article li').filter({hasText: 'cat_id'}).filter({hasText: 'Removed'}).first();
  await expect(removed.locator('a', {hasText: 'cat_id'})).toHaveCount(0);
  await expect(page.locator('article li').filter({hasText: 'replaces'}).getByRole('link', {name: 'asset_id'})).toHaveAttribute(
    'href',
    '/api/cat/activity#parameter-asset_id',
  );
  await navigate(
    page,
    () => page.getByRole('link', {name: 'confirmed_transactions.token_coins'}).click(),
    '/api/block/transactions#response-confirmed_transactions-token_coins',
  );
  await expect(page.locator('[id="response-confirmed_transactions-token_coins"]')).toBeInViewport();
});

test('the feeds are linked and served: RSS and Atom, with the newest entry first', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/api/changelog');
  for (const [name, root] of [
    ['RSS', '<rss'],
    ['Atom', '<feed'],
  ] as const) {
    const href = await page.getByRole('link', {name, exact: true}).getAttribute('href');
    expect(href).toMatch(/^\/api\/changelog-(rss|atom)\.xml$/);
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain(root);
    expect(text).toContain(`https://docs.spacescan.io/api/changelog#${apiChangelog[0]?.date}`);
  }
  // Feed readers find them in the head, of this page and of every other.
  for (const path of ['/api/changelog', '/docs/intro']) {
    await gotoHydrated(page, path);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"][href="/api/changelog-rss.xml"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"][href="/api/changelog-atom.xml"]')).toHaveCount(1);
  }
});

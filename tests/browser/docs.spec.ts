import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {gotoHydrated, navigate, sitemapPaths} from '../support/site';
import {docsSidebar, visibleText} from './route-checks/docs';

// The /docs pages as a reader meets them on a desktop screen: the sitemap holds every section,
// a table of contents entry scrolls to its heading, sidebar categories collapse one another,
// and the guides link onwards. What each page shows (its heading, its sidebar entry, its last
// update, a guide's table of contents of exactly its h2 and h3 headings) is checked in the
// visit routes.spec.ts makes to every route of the sitemap (route-checks/docs.ts), so a new
// doc is tested without editing a list.

test.use({viewport: {width: 1280, height: 800}});

const docsPaths = sitemapPaths().filter((pagePath) => pagePath.startsWith('/docs/'));
const guidePaths = docsPaths.filter((pagePath) => pagePath.startsWith('/docs/guide/'));

function sidebarCategory(page: Page, label: string): Locator {
  return docsSidebar(page).getByRole('button', {name: label, exact: true});
}

test('the sitemap lists every docs section', () => {
  // A section missing from the build would silently shrink the checks of every route.
  for (const prefix of ['/docs/intro', '/docs/faq/', '/docs/for-developers/', '/docs/guide/', '/docs/Interns/']) {
    expect(
      docsPaths.some((pagePath) => pagePath.startsWith(prefix)),
      `a page under ${prefix}`,
    ).toBe(true);
  }
  expect(guidePaths).toEqual(
    expect.arrayContaining([
      '/docs/guide/verifyDID',
      '/docs/guide/updatecatinfo',
      '/docs/guide/viewandupdatecat',
      '/docs/guide/chia_tax',
      '/docs/guide/chia_did_profile',
      '/docs/guide/did_profile',
      '/docs/guide/exchange_integration',
      '/docs/guide/manage_address_profile',
      '/docs/guide/manage_asset_monitor/asset_monitor',
      '/docs/guide/manage_token_data/token_edit_data',
      '/docs/guide/manage_collection',
    ]),
  );
});

test('a guide with h4 headings keeps them out of its table of contents', async ({sharedPage: page}) => {
  // chia_tax has h4 headings under "Report types": the table of contents check of every guide
  // (route-checks/docs.ts) must meet one to mean anything.
  await gotoHydrated(page, '/docs/guide/chia_tax');
  const h4 = page.locator('article .theme-doc-markdown h4').first();
  await expect(h4).toBeVisible();
  const toc = page.locator('.theme-doc-toc-desktop');
  await expect(toc.getByRole('link', {name: 'Report types', exact: true})).toBeVisible();
  await expect(toc.getByRole('link', {name: visibleText(await h4.innerText()), exact: true})).toHaveCount(0);
});

test('clicking a table of contents entry scrolls to its heading', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/guide/verifyDID');
  await page.locator('.theme-doc-toc-desktop').getByRole('link', {name: 'What can go wrong', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/guide\/verifyDID#what-can-go-wrong$/);
  await expect(page.getByRole('heading', {level: 2, name: 'What can go wrong'})).toBeInViewport();
});

test('opening a sidebar category collapses the others', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  const sidebar = docsSidebar(page);
  const basics = sidebarCategory(page, 'Chia Basics');
  const guide = sidebarCategory(page, 'Guide');
  const interns = sidebarCategory(page, 'Interns');

  // Guide starts open; the others start closed.
  await expect(guide).toHaveAttribute('aria-expanded', 'true');
  await expect(basics).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', {name: 'Verify your DID'})).toBeVisible();

  await basics.click();
  await expect(basics).toHaveAttribute('aria-expanded', 'true');
  await expect(guide).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', {name: 'Farming'})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Verify your DID'})).toBeHidden();
  await expect(page).toHaveURL(/\/docs\/intro$/);

  await interns.click();
  await expect(interns).toHaveAttribute('aria-expanded', 'true');
  await expect(basics).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', {name: 'Farming'})).toBeHidden();

  // Opening Guide again and following a link lands on the guide, with its entry current.
  await guide.click();
  await expect(interns).toHaveAttribute('aria-expanded', 'false');
  await navigate(page, () => sidebar.getByRole('link', {name: 'Update CAT details'}).click(), '/docs/guide/updatecatinfo');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Update CAT details');
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Update CAT details');
});

test('a link in the page to a doc of a closed category opens that category and marks its entry current', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  const sidebar = docsSidebar(page);
  const faq = sidebarCategory(page, 'FAQ');
  await expect(faq).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Intro');
  const content = page.locator('article .theme-doc-markdown');
  await navigate(page, () => content.locator('a[href$="/docs/faq/about_spacescan"]').first().click(), '/docs/faq/about_spacescan');
  // The category holding the new page opens by itself; the entry of the page left is no longer current.
  await expect(faq).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('About Spacescan');
  await expect(sidebar.getByRole('link', {name: 'Intro', exact: true})).not.toHaveClass(/menu__link--active/);
  // Back: the intro's entry is current again.
  await navigate(
    page,
    async () => {
      await page.goBack();
    },
    '/docs/intro',
  );
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Intro');
});

test('the fee table says in its caption when its example fee gets a spend in, on both guides that show it, at 320 px too', async ({
  sharedPage: page,
}) => {
  // Issue 59: the examples pay about the floor, which a full mempool turns away while its cheapest
  // waiting spends pay the floor or more. The caption names the table, so a screen reader hears it too.
  const caption =
    /^The fee in the examples gets a spend in while the mempool is not full, or while the cheapest spends waiting in it pay less per cost than that fee\.$/;
  for (const pagePath of ['/docs/guide/Mempool', '/docs/guide/wallet_security/clawback_protection']) {
    for (const width of [1280, 320]) {
      await page.setViewportSize({width, height: 800});
      await gotoHydrated(page, pagePath);
      const table = page.getByRole('table', {name: caption});
      await table.scrollIntoViewIfNeeded();
      await expect(table, `${pagePath} at ${width} px`).toBeVisible();
      const box = await table.locator('caption').boundingBox();
      const tableBox = await table.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Infinity), `the caption of ${pagePath} fits ${width} px`).toBeLessThanOrEqual(width);
      // A line of text across the table, not a caption shrunk to its longest word.
      expect(box?.width ?? 0, `the caption of ${pagePath} at ${width} px is as wide as its table`).toBeGreaterThanOrEqual(
        (tableBox?.width ?? Infinity) * 0.9,
      );
    }
  }
});

test('the guides link to one another and to the API reference', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/guide/manage_asset_monitor/asset_monitor');
  const content = page.locator('article .theme-doc-markdown');
  await navigate(page, () => content.getByRole('link', {name: 'Prepare a Chia tax statement'}).click(), '/docs/guide/chia_tax');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Prepare a Chia tax statement');

  await gotoHydrated(page, '/docs/guide/exchange_integration');
  const guide = page.locator('article .theme-doc-markdown');
  await navigate(page, () => guide.getByRole('link', {name: 'XCH balance call'}).click(), '/api/address/xch_balance');
});

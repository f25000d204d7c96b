import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {gotoHydrated, sitemapPaths} from '../support/site';

// The /docs pages as a reader meets them on a desktop screen: each page answers with its
// heading, sits in the sidebar and shows when it was last updated; each guide's table of
// contents lists exactly its h2 and h3 headings; sidebar categories collapse one another.
// The pages come from the built sitemap, so a new doc is tested without editing this file.

test.use({viewport: {width: 1280, height: 800}});

const docsPaths = sitemapPaths().filter((pagePath) => pagePath.startsWith('/docs/'));
const guidePaths = docsPaths.filter((pagePath) => pagePath.startsWith('/docs/guide/'));

/** The text a reader sees in a heading or a link: without the hidden anchor character. */
function visibleText(text: string): string {
  return text.replaceAll('\u200b', '').replace(/\s+/g, ' ').trim();
}

function docsSidebar(page: Page): Locator {
  return page.getByRole('navigation', {name: 'Docs sidebar'});
}

function sidebarCategory(page: Page, label: string): Locator {
  return docsSidebar(page).getByRole('button', {name: label, exact: true});
}

type Heading = {id: string; text: string};

/** The h2 and h3 headings of the page's content, in document order. */
async function contentHeadings(page: Page, levels: string): Promise<Heading[]> {
  return page
    .locator('article .theme-doc-markdown')
    .locator(levels)
    .evaluateAll((nodes) => nodes.map((node) => ({id: node.id, text: node.textContent ?? ''})));
}

/** The entries of the desktop table of contents, in order. */
async function tocEntries(page: Page): Promise<Heading[]> {
  return page
    .locator('.theme-doc-toc-desktop')
    .getByRole('link')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({id: (node.getAttribute('href') ?? '').replace(/^#/, ''), text: node.textContent ?? ''})),
    );
}

test('the sitemap lists every docs section', () => {
  // A section missing from the build would silently shrink the loops below.
  for (const prefix of ['/docs/intro', '/docs/faq/', '/docs/for-developers/', '/docs/guide/', '/docs/Interns/']) {
    expect(docsPaths.some((pagePath) => pagePath.startsWith(prefix)), `a page under ${prefix}`).toBe(true);
  }
  expect(guidePaths).toEqual(
    expect.arrayContaining([
      '/docs/guide/verifyDID',
      '/docs/guide/updatecatinfo',
      '/docs/guide/viewandupdatecat',
      '/docs/guide/chia_tax',
      '/docs/guide/chia_did_profile/chia_did_profile',
      '/docs/guide/did_profile/did_profile',
      '/docs/guide/exchange_integration/exchange_integration',
      '/docs/guide/manage_address_profile/manage_address_profile',
      '/docs/guide/manage_asset_monitor/asset_monitor',
      '/docs/guide/manage_token_data/token_edit_data',
      '/docs/guide/manage_collection/manage_collection',
    ]),
  );
});

for (const pagePath of docsPaths) {
  test(`${pagePath}: heading, sidebar entry, last update and named diagrams`, async ({page}) => {
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(200);
    await page.locator('html[data-has-hydrated="true"]').waitFor();

    // One h1, and it is the page's title (the browser tab reads "<title> | Spacescan Docs").
    const h1 = page.getByRole('heading', {level: 1});
    await expect(h1).toHaveCount(1);
    await expect(h1).toBeVisible();
    const title = (await page.title()).split(' | ')[0] ?? '';
    expect(visibleText(await h1.innerText())).toBe(title);

    // The page is in the sidebar: its entry is marked as the current page and is visible.
    const current = docsSidebar(page).locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toBeVisible();
    expect(decodeURI((await current.getAttribute('href')) ?? '')).toBe(decodeURI(pagePath));

    // The last-update line names a date and an author.
    const lastUpdated = page.locator('article footer .theme-last-updated');
    await expect(lastUpdated).toBeVisible();
    await expect(lastUpdated).toHaveText(/^Last updated on .+ by .+$/);
    await expect(lastUpdated.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

    // Every picture in the content (an image, or a diagram drawn inline) has a name a screen
    // reader can say. Unlabelled icons, such as those of admonitions, are not pictures.
    const pictures = page.locator('article .theme-doc-markdown').locator('img, svg[role="img"]');
    for (const picture of await pictures.all()) {
      await expect(picture).toHaveAccessibleName(/\w{3,}/);
    }
  });
}

for (const pagePath of guidePaths) {
  test(`${pagePath}: the table of contents lists exactly its h2 and h3 headings`, async ({page}) => {
    await gotoHydrated(page, pagePath);
    const headings = await contentHeadings(page, 'h2, h3');
    expect(headings.length, 'a guide has sections').toBeGreaterThan(0);
    const toc = await tocEntries(page);
    const clean = (list: Heading[]): Heading[] => list.map(({id, text}) => ({id, text: visibleText(text)}));
    expect(clean(toc)).toEqual(clean(headings));

    const deeper = await contentHeadings(page, 'h4, h5, h6');
    const tocIds = new Set(toc.map(({id}) => id));
    for (const {id} of deeper) {
      expect(tocIds.has(id), `#${id} is below h3 and stays out of the table of contents`).toBe(false);
    }
  });
}

test('a guide with h4 headings keeps them out of its table of contents', async ({page}) => {
  // chia_tax has h4 headings under "Report types": the check above must see one to mean anything.
  await gotoHydrated(page, '/docs/guide/chia_tax');
  const h4 = page.locator('article .theme-doc-markdown h4').first();
  await expect(h4).toBeVisible();
  const toc = page.locator('.theme-doc-toc-desktop');
  await expect(toc.getByRole('link', {name: 'Report types', exact: true})).toBeVisible();
  await expect(toc.getByRole('link', {name: visibleText(await h4.innerText()), exact: true})).toHaveCount(0);
});

test('clicking a table of contents entry scrolls to its heading', async ({page}) => {
  await gotoHydrated(page, '/docs/guide/verifyDID');
  await page.locator('.theme-doc-toc-desktop').getByRole('link', {name: 'What can go wrong', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/guide\/verifyDID#what-can-go-wrong$/);
  await expect(page.getByRole('heading', {level: 2, name: 'What can go wrong'})).toBeInViewport();
});

test('opening a sidebar category collapses the others', async ({page}) => {
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
  await sidebar.getByRole('link', {name: 'Update CAT details'}).click();
  await expect(page).toHaveURL(/\/docs\/guide\/updatecatinfo$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Update CAT details');
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Update CAT details');
});

test('the guides link to one another and to the API reference', async ({page}) => {
  await gotoHydrated(page, '/docs/guide/manage_asset_monitor/asset_monitor');
  const content = page.locator('article .theme-doc-markdown');
  await content.getByRole('link', {name: 'Prepare a Chia tax statement'}).click();
  await expect(page).toHaveURL(/\/docs\/guide\/chia_tax$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Prepare a Chia tax statement');

  await gotoHydrated(page, '/docs/guide/exchange_integration/exchange_integration');
  await page.locator('article .theme-doc-markdown').getByRole('link', {name: 'XCH balance call'}).click();
  await expect(page).toHaveURL(/\/api\/address\/xch_balance$/);
});

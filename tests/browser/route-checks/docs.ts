import {expect} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import type {RouteCheck} from './types';

/** The text a reader sees in a heading or a link: without the hidden anchor character. */
export function visibleText(text: string): string {
  return text.replaceAll('\u200b', '').replace(/\s+/g, ' ').trim();
}

export function docsSidebar(page: Page): Locator {
  return page.getByRole('navigation', {name: 'Docs sidebar'});
}

type Heading = {id: string; text: string};

/** The headings of the page's content at the given levels, in document order. */
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
    .evaluateAll((nodes) => nodes.map((node) => ({id: (node.getAttribute('href') ?? '').replace(/^#/, ''), text: node.textContent ?? ''})));
}

/** A /docs page: its title as its one h1, its sidebar entry current, its last update, named pictures. */
export const docsPage: RouteCheck = {
  what: 'heading, sidebar entry, last update and named pictures',
  appliesTo: (pagePath) => pagePath.startsWith('/docs/'),
  run: async (page, pagePath) => {
    // One h1, and it is the page's title (the browser tab reads "<title> | Spacescan Docs").
    const h1 = page.getByRole('heading', {level: 1});
    await expect(h1).toHaveCount(1);
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
  },
};

/** A guide's table of contents lists exactly its h2 and h3 headings, in order, and nothing deeper. */
export const guideToc: RouteCheck = {
  what: 'table of contents of exactly its h2 and h3 headings',
  appliesTo: (pagePath) => pagePath.startsWith('/docs/guide/'),
  run: async (page) => {
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
  },
};

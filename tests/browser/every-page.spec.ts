import {test, expect} from './fixtures';
import {sitemapPaths} from '../support/site';

// Every page of the sitemap loads, hydrates, and shows a heading, with no console error
// and no request to another host (both checked by the fixture).
for (const pagePath of sitemapPaths()) {
  test(`${pagePath} loads cleanly`, async ({page}) => {
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(200);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('h1').first()).toBeVisible();
  });
}

test('the sitemap lists the home page and the pages the chrome links to', () => {
  const paths = sitemapPaths();
  expect(paths).toEqual(expect.arrayContaining(['/', '/docs/intro', '/blog', '/blog/welcome', '/api/address/xch_balance']));
});

test('the home page is in the HTML itself, not a redirect', async ({request}) => {
  const response = await request.get('/', {maxRedirects: 0});
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('What this site offers');
  expect(html).toContain('Latest posts');
  expect(html).toMatch(/href="?\/blog\/[^"\s>]+/);
});

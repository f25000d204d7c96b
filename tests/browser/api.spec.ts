import {test, expect} from './fixtures';
import type {Locator, Page} from '@playwright/test';
import {gotoHydrated, navigate, sitemapPaths, startScripts} from '../support/site';
import {apiPages} from '../../api/catalogue/pages';
import {renderSample} from '../../api/catalogue/samples';
import type {ApiCall} from '../../api/catalogue/types';
import {catalogueRoutes} from './route-checks/api';

// The API reference as a reader meets it: the /api routes of the sitemap, the network and
// language choice that follows the reader, the copy button, the layout of the reference and the
// samples at each width, and the OpenAPI file. Each endpoint page's method, path and parameters
// are checked in the visit routes.spec.ts makes to every route (route-checks/api.ts). The fixture
// fails any test whose page sends a request beyond 127.0.0.1.

const apiPaths = sitemapPaths().filter((p) => p === '/api' || p.startsWith('/api/'));
const handRoutes = ['/api/getting-started', '/api/ai-assistants', '/api/changelog', '/api/category/address'];

function call(doc: string): ApiCall {
  const found = apiPages.find((p) => p.doc === doc)?.calls[0];
  if (!found) throw new Error(`no call for ${doc}`);
  return found;
}

/** The code panel the reader sees: the selected language inside the selected network. */
function visibleSample(page: Page): Locator {
  return page.locator('[role="tabpanel"]:not([hidden]) [role="tabpanel"]:not([hidden])').first();
}

test('the sitemap lists every catalogue page, getting started, AI assistants, the changelog and the Address index, and nothing else under /api', () => {
  expect([...apiPaths].sort()).toEqual([...catalogueRoutes, ...handRoutes].sort());
});

test('the Address index lists the Address endpoints and links to them', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/api/category/address');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Address endpoints');
  await navigate(
    page,
    () =>
      page
        .getByRole('link', {name: /Get XCH historical balance/})
        .first()
        .click(),
    '/api/address/xch_historical_balance',
  );
});

test('getting started names the hosts, the key header and the units', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/api/getting-started');
  const article = page.locator('article');
  for (const text of [
    'https://api.spacescan.io',
    'https://api-testnet11.spacescan.io',
    'https://pro-api.spacescan.io',
    'x-api-key',
    'User-Agent',
  ]) {
    await expect(article.getByText(text).first()).toBeVisible();
  }
  await expect(article).toContainText('One XCH is 1012 mojo (1,000,000,000,000)');
});

test('the network and language chosen on one endpoint stay selected on the next page and after a reload', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/api/address/xch_balance');
  await page.getByRole('tab', {name: 'Testnet'}).click();
  await page.getByRole('tab', {name: 'Python'}).click();
  await expect(visibleSample(page)).toContainText('import requests');
  await expect(visibleSample(page)).toContainText('https://api-testnet11.spacescan.io/address/xch-balance/txch1');

  // Next endpoint, through the sidebar as a reader would.
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await navigate(page, () => sidebar.getByRole('link', {name: 'Get token balance'}).click(), '/api/address/token_balance');
  await expect(page.getByRole('tab', {name: 'Testnet'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  await expect(visibleSample(page)).toContainText('https://api-testnet11.spacescan.io/address/token-balance/txch1');

  await page.reload();
  await startScripts(page);
  await expect(page.getByRole('tab', {name: 'Testnet'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  await expect(visibleSample(page)).toContainText('import requests');

  // And on another group's page, reached by a full load.
  await gotoHydrated(page, '/api/block/info');
  await expect(page.getByRole('tab', {name: 'Testnet'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
});

test.describe('copying a sample', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('the copy button copies exactly the sample the page shows', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/api/tools/get_coin_id');
    await page.getByRole('tab', {name: 'Pro'}).click();
    await page.getByRole('tab', {name: 'TypeScript'}).click();
    const sample = visibleSample(page);
    const expected = renderSample(call('tools/get_coin_id'), 'pro', 'typescript');
    await expect(sample.locator('pre')).toContainText('x-api-key');
    await sample.hover();
    await sample.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(sample.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(expected);
  });

  test('the cURL sample for mainnet copies the mainnet request', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/api/address/xch_balance');
    const sample = visibleSample(page);
    await sample.hover();
    await sample.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(renderSample(call('address/xch_balance'), 'mainnet', 'curl'));
    expect(copied).not.toContain('x-api-key');
  });
});

test('the Pro network shows the x-api-key header in every language', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/api/cat/list');
  await page.getByRole('tab', {name: 'Pro'}).click();
  for (const language of ['cURL', 'JavaScript', 'Python', 'TypeScript']) {
    await page.getByRole('tab', {name: language}).click();
    await expect(visibleSample(page)).toContainText('x-api-key');
    await expect(visibleSample(page)).toContainText('https://pro-api.spacescan.io/tokens');
  }
  await page.getByRole('tab', {name: 'Mainnet'}).click();
  await expect(visibleSample(page)).not.toContainText('x-api-key');
});

test('the samples sit beside the reference only where it keeps 600 px, and stay in view while the reader scrolls it, above the footer', async ({
  sharedPage: page,
}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await gotoHydrated(page, '/api/block/transactions');
  const text = page.getByRole('heading', {name: 'Parameters'});
  const samples = page.getByRole('heading', {name: 'Request samples'});
  const errors = page.getByRole('heading', {name: 'Errors'});
  let a = await text.boundingBox();
  let b = await samples.boundingBox();
  expect(a && b && b.x >= a.x + 600 && Math.abs(b.y - a.y) < 5, 'the samples beside a reference of at least 600 px').toBe(true);

  // Scrolling through the fields with the wheel, as a reader does: the samples stay in view until
  // the errors, and never cover the page's footer (last update, pagination, site footer).
  const column = samples.locator('..');
  const footers = page.locator('.theme-doc-footer, .pagination-nav, footer.footer');
  let sawErrors = false;
  // Steps of 100 px once the errors are in the window: they then cross its middle within 100 px of
  // it, before the end of the endpoint (errors and notes, shorter than the samples column) lifts
  // the column away.
  for (let step = 0; step < 60; step += 1) {
    const near = await errors.evaluate((h) => h.getBoundingClientRect().top < window.innerHeight);
    await page.mouse.move(200, 450);
    await page.mouse.wheel(0, near ? 100 : 300);
    await page.waitForTimeout(50);
    if (!sawErrors && (await errors.evaluate((h) => h.getBoundingClientRect().top < window.innerHeight / 2))) {
      sawErrors = true;
      await expect(samples).toBeInViewport();
    }
    const bottom = await column.evaluate((el) => el.getBoundingClientRect().bottom);
    const tops = await footers.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    expect(
      tops.every((top) => bottom <= top + 0.5),
      `the samples column (bottom ${bottom}) stays above the footer (${tops.join(', ')})`,
    ).toBe(true);
    if (await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)) break;
  }
  expect(sawErrors).toBe(true);

  // At 1280 px the reference would keep less than 600 px: the samples follow it.
  await page.setViewportSize({width: 1280, height: 900});
  await expect(async () => {
    a = await text.boundingBox();
    b = await samples.boundingBox();
    expect(a && b && b.y > a.y + 200 && Math.abs(b.x - a.x) < 5).toBe(true);
  }).toPass();
  const e = await errors.boundingBox();
  b = await samples.boundingBox();
  expect(e && b && b.y > e.y).toBe(true);

  // With the docs sidebar hidden, the reference has its 600 px again, and the samples return beside it.
  await page.getByRole('button', {name: 'Collapse sidebar'}).click();
  await expect(async () => {
    a = await text.boundingBox();
    b = await samples.boundingBox();
    expect(a && b && b.x >= a.x + 600).toBe(true);
  }).toPass();
});

test('on a phone every host and language tab is in view at once, and a tap on any of them shows its sample', async ({sharedPage: page}) => {
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({width, height: 800});
    await gotoHydrated(page, '/api/address/xch_balance');
    // The first host's tab brought into view; no tab list is scrolled sideways.
    await page.getByRole('tab', {name: 'Mainnet'}).scrollIntoViewIfNeeded();
    for (const name of ['Mainnet', 'Testnet', 'Pro', 'cURL', 'JavaScript', 'Python', 'TypeScript']) {
      await expect(page.getByRole('tab', {name, exact: true}), `${name} at ${width} px`).toBeInViewport({ratio: 1});
    }
  }
  await page.getByRole('tab', {name: 'TypeScript'}).click();
  await expect(visibleSample(page)).toContainText('fetch(');
});

test('older calls are marked and link to the endpoint that replaces them', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/api/nft');
  const nft = apiPages.find((p) => p.doc === 'nft');
  if (!nft) throw new Error('no nft page');
  await expect(page.getByText('Older call', {exact: true})).toHaveCount(nft.calls.length);
  await navigate(page, () => page.getByRole('link', {name: 'Get collection info'}).first().click(), '/api/collections/info');
  await expect(page.getByTestId('api-path')).toHaveText('/collections/{collection_id}');
});

test('endpoint pages link to the OpenAPI document, which is served as OpenAPI 3.1', async ({sharedPage: page, request}) => {
  await gotoHydrated(page, '/api/block/peak');
  const link = page.getByRole('link', {name: 'OpenAPI 3.1 document'});
  await expect(link).toHaveAttribute('href', '/api/openapi.json');
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  const document = (await response.json()) as {openapi: string; paths: Record<string, unknown>};
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toContain('/block/peak');
});

test('an endpoint page sends no request beyond 127.0.0.1, even after switching every tab', async ({page}) => {
  const hosts = new Set<string>();
  page.on('request', (r) => hosts.add(new URL(r.url()).hostname));
  await gotoHydrated(page, '/api/address/xch_historical_balance');
  for (const name of ['Testnet', 'Pro', 'Mainnet', 'JavaScript', 'Python', 'TypeScript', 'cURL']) {
    await page.getByRole('tab', {name}).click();
  }
  await page.waitForLoadState('networkidle');
  expect([...hosts]).toEqual(['127.0.0.1']);
});

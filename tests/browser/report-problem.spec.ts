// "Report a problem" (src/components/ReportProblemLink): on every request sample, every example
// response and every doc page, a plain link to a new issue on the site's repository with the
// page's address, the block's anchor and its language filled in. A reader follows one as a reader
// would (the new tab's request to GitHub is answered here, so nothing leaves 127.0.0.1); the links
// are in the HTML without JavaScript; no page asks GitHub for anything before a click (the
// fixtures fail any test whose page does).
import type {BrowserContext, Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {gotoHydrated} from '../support/site';

const repository = 'https://github.com/spacescan-io/docs';
const published = 'https://docs.spacescan.io';

/** Answers GitHub in this context with a stand-in page, and returns the addresses the browser asked for. */
async function standInGitHub(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route('https://github.com/**', async (route) => {
    asked.push(route.request().url());
    await route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>New issue</title><h1>New issue</h1>'});
  });
  return asked;
}

/** The issue a link opens: its form's address and what the form is filled with. */
function issueOf(href: string): {form: string; title: string; body: string} {
  const url = new URL(href);
  return {form: `${url.origin}${url.pathname}`, title: url.searchParams.get('title') ?? '', body: url.searchParams.get('body') ?? ''};
}

const reportLink = (scope: Page | Locator) => scope.getByRole('link', {name: /^Report a problem/});

// The new tab's request to GitHub is answered by the stand-in (asked: exactly that one request);
// the context-wide watch of the fixtures would otherwise count it as leaving 127.0.0.1.
test.describe('following a link', () => {
  test.use({answeredHosts: ['github.com']});

  test("a request sample's link opens a new issue with the page, the sample's anchor, its language and network", async ({
    page,
    context,
  }) => {
    const asked = await standInGitHub(context);
    await gotoHydrated(page, '/api/address/xch_balance');
    const sample = page.locator('#sample-mainnet-curl');
    await expect(sample).toBeVisible();
    await expect(sample.locator('pre')).toContainText('curl');
    const link = reportLink(sample);
    await expect(link).toHaveAccessibleName('Report a problem with the cURL sample for Mainnet (opens GitHub in a new tab)');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState('domcontentloaded');
    await expect(tab).toHaveTitle('New issue');
    const issue = issueOf(tab.url());
    expect(issue.form).toBe(`${repository}/issues/new`);
    expect(issue.title).toBe('Problem on /api/address/xch_balance: request sample (cURL, Mainnet)');
    expect(issue.body).toContain(`Page: ${published}/api/address/xch_balance#sample-mainnet-curl`);
    expect(issue.body).toContain('Block: request sample (#sample-mainnet-curl)');
    expect(issue.body).toContain('Language: cURL');
    expect(issue.body).toContain('Network: Mainnet');
    expect(asked).toEqual([tab.url()]);
    await tab.close();
  });
});

test("another language and network: the visible sample's link names them", async ({sharedPage: page}) => {
  await gotoHydrated(page, '/api/address/xch_balance');
  const samples = page.locator('[class*="samples"]').first();
  await samples.getByRole('tab', {name: 'Pro'}).click();
  await samples.getByRole('tabpanel').getByRole('tab', {name: 'Python'}).click();
  const sample = page.locator('#sample-pro-python');
  await expect(sample).toBeVisible();
  const issue = issueOf((await reportLink(sample).getAttribute('href')) ?? '');
  expect(issue.body).toContain(`Page: ${published}/api/address/xch_balance#sample-pro-python`);
  expect(issue.body).toContain('Language: Python');
  expect(issue.body).toContain('Network: Pro');
});

test('the example response and the page have their own links; on a page of several calls the anchors carry the call', async ({
  sharedPage: page,
}) => {
  await gotoHydrated(page, '/api/nft');
  const example = page.locator('#get-nft-info-example');
  await expect(example).toBeVisible();
  const issue = issueOf((await reportLink(example).getAttribute('href')) ?? '');
  expect(issue.title).toBe('Problem on /api/nft: response example (JSON)');
  expect(issue.body).toContain(`Page: ${published}/api/nft#get-nft-info-example`);
  expect(issue.body).toContain('Language: JSON');
  await expect(reportLink(page.locator('#get-nft-info-sample-mainnet-curl'))).toHaveCount(1);
  // Every sample and every example response has one (hidden tabs too), and the page one more: seven older calls, each with four
  // samples (one host) and an example.
  const blocks = await page.locator('[id*="sample-"], [id$="-example"]').count();
  expect(blocks).toBe(7 * (4 + 1));
  await expect(page.locator('a[data-report-problem]')).toHaveCount(blocks + 1);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a guide has its link, with the page filled in', async ({page}) => {
    await page.goto('/docs/guide/Mempool');
    const link = page.getByRole('link', {name: 'Report a problem with this page (opens GitHub in a new tab)'});
    await expect(link).toBeVisible();
    const issue = issueOf((await link.getAttribute('href')) ?? '');
    expect(issue.form).toBe(`${repository}/issues/new`);
    expect(issue.title).toBe('Problem on /docs/guide/Mempool');
    expect(issue.body).toContain(`Page: ${published}/docs/guide/Mempool\n`);
    // After the page's paginator, outside the text the Markdown twin and the search read.
    await expect(page.locator('article').getByRole('link', {name: /^Report a problem/})).toHaveCount(0);
    await expect(page.getByRole('navigation', {name: 'Docs pages'})).toBeVisible();
    const afterPaginator = await link.evaluate((a) => {
      const paginator = document.querySelector('nav[aria-label="Docs pages"]');
      return paginator !== null && (paginator.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(afterPaginator, 'the link comes after the paginator').toBe(true);
  });

  test('the samples and the example response of an endpoint page have theirs', async ({sharedPage: page}) => {
    await page.goto('/api/block/peak');
    // Every network and language of the samples is in the HTML, each with its link.
    await expect(page.locator('[id^="sample-"] a[data-report-problem]')).toHaveCount(12);
    await expect(page.locator('#example a[data-report-problem]')).toHaveCount(1);
    const href = (await page.locator('#sample-testnet-typescript a[data-report-problem]').getAttribute('href')) ?? '';
    expect(issueOf(href).body).toContain(`Page: ${published}/api/block/peak#sample-testnet-typescript`);
  });
});

import {test, expect} from './fixtures';
import {gotoHydrated, testPagesSite} from '../support/site';

// The pages run React in the browser, the same React that renders them at build time and in
// `npm start`. React reports a page whose HTML differs from what it renders (a hydration mismatch)
// through the root's onRecoverableError, which Docusaurus logs as a console error; every browser
// test fails on a console error (./fixtures.ts), so routes.spec.ts, which opens every route of the
// production build once, fails on any mismatch. Here a mismatch is made on purpose, and its report
// is seen, in the production build and in a test page whose text differs between the two renders.

const mismatchReport = /onRecoverableError|Minified React error #4(18|19|23|25)|[Hh]ydrat/;

test.describe('a page whose HTML differs from what the browser renders', () => {
  test.use({allowedConsoleErrors: mismatchReport});

  test('in the production build: React hydrates it, reports the mismatch, and renders its own text', async ({page}) => {
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && mismatchReport.test(message.text())) reports.push(message.text());
    });
    // The served HTML of the guide says something its React component does not.
    await page.route('**/docs/intro', async (route) => {
      const response = await route.fetch();
      const built = await response.text();
      const served = built.replace('<h1>Welcome to Spacescan</h1>', '<h1>Welcome to Spacescan, as served</h1>');
      expect(served, 'the served HTML was changed').not.toBe(built);
      await route.fulfill({response, body: served});
    });
    await page.goto('/docs/intro', {waitUntil: 'domcontentloaded'});
    await expect.poll(() => reports.length, {message: 'hydration mismatch reports'}).toBeGreaterThan(0);
    // React gives up on the served HTML and renders the page afresh, with the component's text.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Welcome to Spacescan');
  });

  test('in a test page whose text is written in the browser', async ({page}) => {
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && mismatchReport.test(message.text())) reports.push(message.text());
    });
    const response = await page.goto(`${testPagesSite}/__tests__/hydration-mismatch`, {waitUntil: 'domcontentloaded'});
    expect(response?.status()).toBe(200);
    await expect(page.getByText('This sentence was written in the browser.')).toBeVisible();
    await expect.poll(() => reports.length, {message: 'hydration mismatch reports'}).toBeGreaterThan(0);
  });
});

test('the same page as built hydrates with no report', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Welcome to Spacescan');
});

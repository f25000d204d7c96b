import {test, expect} from './fixtures';
import {gotoHydrated, testPagesSite} from '../support/site';

// The pages run React in the browser, the same React that renders them at build time and in
// `npm start`. React reports a page whose HTML differs from what it renders (a hydration mismatch)
// through the root's onRecoverableError, which Docusaurus logs as a console error; every browser
// test fails on a console error (./fixtures.ts), so routes.spec.ts, which opens every route of the
// production build once, fails on any mismatch. A test page whose text differs on purpose proves
// that such a report is seen.

const mismatchReport = /onRecoverableError|Minified React error #4(18|19|23|25)|[Hh]ydrat/;

test('the production build runs React in the browser', async ({page}) => {
  await gotoHydrated(page, '/docs/intro');
  // React marks the container it hydrates and the elements it owns with its own properties.
  const renderer = await page.locator('#__docusaurus').evaluate((element) => {
    const keys = Object.keys(element).concat(Object.keys(element.firstElementChild ?? {}));
    return keys.some((key) => key.startsWith('__reactContainer') || key.startsWith('__reactFiber')) ? 'react' : 'other';
  });
  expect(renderer).toBe('react');
});

test.describe('a page whose HTML differs from what the browser renders', () => {
  test.use({allowedConsoleErrors: mismatchReport});

  test('is reported by React as a hydration mismatch', async ({page}) => {
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && mismatchReport.test(message.text())) reports.push(message.text());
    });
    const response = await page.goto(`${testPagesSite}/__tests__/hydration-mismatch`, {waitUntil: 'domcontentloaded'});
    expect(response?.status()).toBe(200);
    // React gives up on the built HTML and renders the page afresh, with the browser's text.
    await expect(page.getByText('This sentence was written in the browser.')).toBeVisible();
    await expect.poll(() => reports.length, {message: 'hydration mismatch reports'}).toBeGreaterThan(0);
  });
});

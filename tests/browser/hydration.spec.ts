import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {sitemapPaths, startScripts} from '../support/site';
import {apiEndpoint} from './route-checks/api';
import {blogPost} from './route-checks/blog';
import {docsPage, guideToc} from './route-checks/docs';
import {internProfile} from './route-checks/interns';
import type {RouteCheck} from './route-checks/types';
import {ports} from '../support/ports';

// Production runs Preact in the browser, and Preact hydrates a page whose HTML differs from what
// it renders without a word (issue 13). `npm run build:react-check` builds the same site with React
// in the browser, where every part of a page hydrates in idle time and React reports each mismatch
// through the root's onRecoverableError, which logs it as a console error. Here every route of the
// production sitemap is opened in that build and must hydrate fully with no console error (the
// fixture fails a test on any), and its route checks pass as they do in production. A test page
// whose text differs on purpose proves that a mismatch is seen.

const reactCheckDir = path.resolve(__dirname, '../..', 'build-react');
const reactCheckOrigin = `http://127.0.0.1:${ports.reactCheck}`;
const mismatchReport = /onRecoverableError|Minified React error #4(18|19|23|25)|[Hh]ydrat/;

const routeChecks: RouteCheck[] = [apiEndpoint, docsPage, guideToc, internProfile, blogPost];

test.use({baseURL: reactCheckOrigin});

test.beforeAll(() => {
  expect(existsSync(path.join(reactCheckDir, 'index.html')), 'build-react/ exists: run `npm run build:react-check`').toBe(true);
});

/** Opens a page of the React build and waits until the root and every part have hydrated. */
async function openHydrated(page: Page, pagePath: string): Promise<void> {
  const response = await page.goto(pagePath, {waitUntil: 'domcontentloaded'});
  expect(response?.status(), `status of ${pagePath}`).toBe(200);
  await startScripts(page);
}

test('the React build runs React in the browser, not Preact', async ({page}) => {
  await openHydrated(page, '/docs/intro');
  // React marks the elements it owns with its own properties; Preact uses `__k`/`__e`.
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
    const response = await page.goto('/__tests__/hydration-mismatch', {waitUntil: 'domcontentloaded'});
    expect(response?.status()).toBe(200);
    // React gives up on the built HTML and renders the page afresh, with the browser's text.
    await expect(page.getByText('This sentence was written in the browser.')).toBeVisible();
    await expect.poll(() => reports.length, {message: 'hydration mismatch reports'}).toBeGreaterThan(0);
  });
});

test.describe.configure({timeout: 60_000});

test.describe('every route hydrates with React without a mismatch', () => {
  for (const pagePath of sitemapPaths()) {
    const checks = routeChecks.filter((check) => check.appliesTo(pagePath));
    test(`${pagePath}: hydrates with no mismatch${checks.map((check) => `; ${check.what}`).join('')}`, async ({page}) => {
      await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
      await openHydrated(page, pagePath);
      // Every part has hydrated: none waits with its built HTML.
      await expect(page.locator('html')).toHaveAttribute('data-idle-parts-hydrated', 'true');
      for (const check of checks) await check.run(page, pagePath);
    });
  }
});

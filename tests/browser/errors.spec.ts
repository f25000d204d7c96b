import {test, expect} from './fixtures';
import {buildDir, gotoHydrated, startScripts, testPagesSite} from '../support/site';
import {serveUnderPrefix} from '../support/prefixServer';
import {ports} from '../support/ports';

// What the reader sees when something goes wrong: an unknown path, a page that crashes
// inside or outside the layout, a site deployed under the wrong base URL.

test.describe('an unknown path', () => {
  // The browser logs the 404 status of the page itself.
  test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/});

  test('answers 404 with the not-found page and ways on', async ({sharedPage: page}) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await startScripts(page);
    await expect(page).toHaveTitle(/^Page Not Found \| Spacescan Docs$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
    await expect(page.getByText(/contact the owner of the site that linked you/)).toBeVisible();
    const waysOn = page.getByRole('navigation', {name: 'Ways on'});
    await waysOn.getByRole('link', {name: 'API reference'}).click();
    await expect(page).toHaveURL('/api/address/xch_balance');
  });

  test('the crash pages are not part of the build that ships', async ({sharedPage: page}) => {
    const response = await page.goto('/__tests__/crash-inside-layout');
    expect(response?.status()).toBe(404);
  });

  test('links home, to the guides and to the blog', async ({sharedPage: page}) => {
    await page.goto('/nowhere');
    const waysOn = page.getByRole('navigation', {name: 'Ways on'});
    await expect(waysOn.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/');
    await expect(waysOn.getByRole('link', {name: 'Guides'})).toHaveAttribute('href', '/docs/intro');
    await expect(waysOn.getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/blog');
  });
});

test.describe('.html addresses', () => {
  for (const address of ['/docs/intro.html', '/docs/intro/index.html']) {
    test(`${address} reaches /docs/intro`, async ({sharedPage: page}) => {
      await gotoHydrated(page, address);
      await expect(page).toHaveURL('/docs/intro');
      await expect(page.getByRole('heading', {level: 1, name: 'Welcome to Spacescan'})).toBeVisible();
    });
  }
});

// The stock crash screens (dev/architecture.md, "Error pages and loading"): inside the layout the
// theme's ErrorPageContent ("This page crashed."), above it core's Error ("This page crashed").
test.describe('a page that crashes', () => {
  // React reports a caught render error on the console; that is the point of these tests.
  test.use({allowedConsoleErrors: /Test crash|The above error occurred|React will try to recreate/});

  for (const where of ['inside', 'outside'] as const) {
    test(`${where} the layout shows the crash page with the error, and Try again recovers`, async ({sharedPage: page}) => {
      await gotoHydrated(page, `${testPagesSite}/__tests__/crash-${where}-layout`);
      await page.getByRole('button', {name: 'Crash this page'}).click();
      await expect(page.getByRole('heading', {level: 1, name: /^This page crashed\.?$/})).toBeVisible();
      await expect(page.getByText(`Test crash ${where} the layout`)).toBeVisible();
      await page.getByRole('button', {name: 'Try again'}).click();
      await expect(page.getByRole('heading', {level: 1, name: `Crash test: ${where} the layout`})).toBeVisible();
      await expect(page.getByRole('heading', {name: /^This page crashed/})).toBeHidden();
    });
  }

  test('inside the layout, the navbar and footer stay', async ({sharedPage: page}) => {
    await gotoHydrated(page, `${testPagesSite}/__tests__/crash-inside-layout`);
    await page.getByRole('button', {name: 'Crash this page'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('a site deployed under the wrong base URL', () => {
  test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/});

  test('shows the banner saying the site did not load properly', async ({sharedPage: page}) => {
    const server = await serveUnderPrefix(buildDir, '/mirror/', ports.mirror);
    try {
      await page.goto(`http://127.0.0.1:${ports.mirror}/mirror/`);
      const banner = page.locator('#__docusaurus-base-url-issue-banner');
      await expect(banner).toContainText('did not load properly');
      await expect(banner).toContainText('/mirror/');
    } finally {
      // The page leaves the server before it closes: a page still loading from a closed server
      // keeps failing, into the test after this one on the shared page.
      await page.goto('about:blank');
      server.close();
    }
  });

  test('the banner stays hidden when the base URL is right', async ({sharedPage: page}) => {
    await gotoHydrated(page, '/');
    await expect(page.getByText('did not load properly')).toBeHidden();
  });
});

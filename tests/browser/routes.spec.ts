import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {sitemapPaths, startScripts} from '../support/site';
import {axeFindings, axeViolations, colourRules, wcagTags} from '../support/axe';
import {apiEndpoint} from './route-checks/api';
import {blogPost} from './route-checks/blog';
import {docsPage, guideToc} from './route-checks/docs';
import {internProfile} from './route-checks/interns';
import type {RouteCheck} from './route-checks/types';

// Every route of the built sitemap, and the not-found page, is opened once, and that one visit
// checks all a reader should find there:
// - it answers 200, hydrates, and shows a heading, with no console error and no request to
//   another host (both failed by the fixture);
// - what its kind of page must show (route-checks/: an endpoint's calls, a doc's sidebar entry
//   and last update, a guide's table of contents, an intern profile, a post's tags and authors);
// - one h1, heading levels that never skip on the way down, and zero axe-core violations: the page
//   loads in dark mode (the reader's system asks for dark, so the colour-mode script's dark branch
//   runs at load, with the page's Content-Security-Policy watching, fixtures.ts) and axe runs the
//   rules that read colours; then the test chooses light mode with the navbar toggle, as a reader
//   does, and runs every WCAG 2.0 / 2.1 A and AA rule. The other rules look at the markup, which
//   the colour mode does not change. Nothing is excluded from axe.
// One visit per route, rather than one per check, keeps the suite inside CI's time budget; the
// visits of a worker share one page (fixtures.ts, `sharedPage`), which loads each route from its
// address with its storage cleared, as a first visit, without a new browser context each time.

const routeChecks: RouteCheck[] = [apiEndpoint, docsPage, guideToc, internProfile, blogPost];

type HeadingLevel = {level: number; text: string};

/** The level of every h1-h6 in document order, with its text for the message. */
async function headings(page: Page): Promise<HeadingLevel[]> {
  return page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((elements) =>
    elements.map((element) => ({
      level: Number(element.tagName.slice(1)),
      text: (element.textContent ?? '').trim().slice(0, 60),
    })),
  );
}

/** Headings that go down more than one level from the heading before them. */
function skippedLevels(list: HeadingLevel[]): string[] {
  const skips: string[] = [];
  list.forEach((heading, index) => {
    const previous = index === 0 ? 1 : (list[index - 1]?.level ?? 1);
    if (heading.level > previous + 1) {
      skips.push(`h${previous} → h${heading.level} "${heading.text}"`);
    }
  });
  return skips;
}

/** Choose light mode with the navbar toggle (system, here dark → light), as a reader does. */
async function switchToLight(page: Page): Promise<void> {
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await expect(toggle).toHaveAccessibleName(/currently system mode/);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/currently light mode/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
}

async function checkRoute(page: Page, pagePath: string, status: number, checks: RouteCheck[]): Promise<void> {
  // Ready when hydrated; the load event would also wait for every picture (the links check
  // loads each one).
  const response = await page.goto(pagePath, {waitUntil: 'domcontentloaded'});
  expect(response?.status(), `status of ${pagePath}`).toBe(status);
  await startScripts(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('h1').first()).toBeVisible();

  const list = await headings(page);
  const h1s = list.filter((heading) => heading.level === 1).map((heading) => heading.text);
  expect.soft(h1s, `${pagePath} has exactly one h1`).toHaveLength(1);
  expect.soft(skippedLevels(list), `${pagePath} heading levels skip`).toEqual([]);
  const dark = await axeViolations(page, {type: 'rule', values: colourRules});

  for (const check of checks) {
    await check.run(page, pagePath);
  }

  await switchToLight(page);
  const light = await axeViolations(page, {type: 'tag', values: wcagTags});
  expect([...light.map((line) => `[light] ${line}`), ...dark.map((line) => `[dark] ${line}`)], `axe violations on ${pagePath}`).toEqual([]);
}

// The longest API pages take several seconds each on a busy 2-core machine.
test.describe.configure({timeout: 60_000});
// A dark system preference and no motion, so the colours axe reads are settled ones. Set for the
// file, the shared page emulates them once for the routes that follow one another, not at each.
test.use({colorScheme: 'dark', reducedMotion: 'reduce'});

test.describe('every route', () => {
  for (const pagePath of sitemapPaths()) {
    const checks = routeChecks.filter((check) => check.appliesTo(pagePath));
    const what = ['loads cleanly', ...checks.map((check) => check.what), 'one h1, headings in order, no axe violation in light or dark'];
    test(`${pagePath}: ${what.join('; ')}`, async ({sharedPage}) => {
      await checkRoute(sharedPage, pagePath, 200, checks);
    });
  }
});

test.describe('the not-found page', () => {
  // The browser logs the 404 status of the page itself.
  test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/});

  test('/no-such-page: answers 404; one h1, headings in order, no axe violation in light or dark', async ({sharedPage}) => {
    await checkRoute(sharedPage, '/no-such-page', 404, []);
  });
});

test('every kind of page meets its checks somewhere in the sitemap', () => {
  // A check that applies to no route would pass by checking nothing.
  const paths = sitemapPaths();
  for (const check of routeChecks) {
    expect(paths.filter((pagePath) => check.appliesTo(pagePath)).length, check.what).toBeGreaterThan(0);
  }
});

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

test('the axe run of these checks reports what it finds, one line per element, and only inside what it is given', async ({page}) => {
  // A page with two faults the WCAG rules name: grey text on white, and a picture with no name.
  await page.setContent(
    '<main><h1>Faults</h1><p id="pale" style="color:#ccc;background:#fff">Pale text on white</p>' +
      '<img id="unnamed" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main><footer id="fine"><p>Plain text</p></footer>',
  );
  const found = await axeViolations(page, {type: 'tag', values: wcagTags});
  expect(found.filter((line) => line.startsWith('color-contrast (serious)') && line.includes('#pale'))).toHaveLength(1);
  expect(found.filter((line) => line.startsWith('image-alt (critical)') && line.includes('#unnamed'))).toHaveLength(1);
  expect(found.map((line) => line.split(' ')[0])).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']));
  const inFooter = await axeFindings(page, {include: '#fine'});
  expect(inFooter.violations).toEqual([]);
  expect(inFooter.passedRules).toContain('color-contrast');
});

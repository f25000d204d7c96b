import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {sitemapPaths} from '../support/site';

// Every route of the built sitemap, and the not-found page, loads once and is checked for:
// one h1, heading levels that never skip on the way down, and zero axe-core violations of
// the WCAG 2.0 / 2.1 A and AA rules in light mode; then the test chooses dark mode with the
// navbar toggle, as a reader does, and runs the rules that read colours again. The other
// rules look at the markup, which the colour mode does not change, so a second run of them
// would only cost time. Nothing is excluded from axe.

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The WCAG A/AA rules whose result depends on the colours of the page. */
const colourRules = ['color-contrast', 'link-in-text-block'];

type Mode = 'light' | 'dark';

/** One line per failing element: mode, rule, impact, what to fix, and where. */
async function axeViolations(page: Page, mode: Mode): Promise<string[]> {
  const builder = new AxeBuilder({page});
  const results = await (mode === 'light' ? builder.withTags(wcagTags) : builder.withRules(colourRules)).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
      return `[${mode}] ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${node.target.join(' ')}${summary ? ` | ${summary}` : ''}`;
    }),
  );
}

/** The level of every h1-h6 in document order, with its text for the message. */
async function headings(page: Page): Promise<{level: number; text: string}[]> {
  return page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((elements) =>
    elements.map((element) => ({
      level: Number(element.tagName.slice(1)),
      text: (element.textContent ?? '').trim().slice(0, 60),
    })),
  );
}

/** Headings that go down more than one level from the heading before them. */
function skippedLevels(list: {level: number; text: string}[]): string[] {
  const skips: string[] = [];
  list.forEach((heading, index) => {
    const previous = index === 0 ? 1 : (list[index - 1]?.level ?? 1);
    if (heading.level > previous + 1) {
      skips.push(`h${previous} → h${heading.level} "${heading.text}"`);
    }
  });
  return skips;
}

/** Choose dark mode with the navbar toggle (system → light → dark), as a reader does. */
async function switchToDark(page: Page): Promise<void> {
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  const html = page.locator('html');
  for (let click = 0; click < 3; click += 1) {
    if ((await toggle.getAttribute('aria-label'))?.includes('currently dark mode')) {
      break;
    }
    await toggle.click();
  }
  await expect(toggle).toHaveAccessibleName(/currently dark mode/);
  await expect(html).toHaveAttribute('data-theme', 'dark');
}

async function checkRoute(page: Page, pagePath: string, status: number): Promise<void> {
  // A light system preference and no motion, so the colours axe reads are settled ones.
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  const response = await page.goto(pagePath);
  expect(response?.status(), `status of ${pagePath}`).toBe(status);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  const list = await headings(page);
  const h1s = list.filter((heading) => heading.level === 1).map((heading) => heading.text);
  expect.soft(h1s, `${pagePath} has exactly one h1`).toHaveLength(1);
  expect.soft(skippedLevels(list), `${pagePath} heading levels skip`).toEqual([]);

  const light = await axeViolations(page, 'light');
  await switchToDark(page);
  const dark = await axeViolations(page, 'dark');
  expect([...light, ...dark], `axe violations on ${pagePath}`).toEqual([]);
}

// The longest API pages take several seconds of axe time each on a busy 2-core machine.
test.describe.configure({timeout: 60_000});

test.describe('accessibility of every route', () => {
  for (const pagePath of sitemapPaths()) {
    test(`${pagePath}: one h1, headings in order, no axe violation in light or dark`, async ({page}) => {
      await checkRoute(page, pagePath, 200);
    });
  }
});

test.describe('accessibility of the not-found page', () => {
  // The browser logs the 404 status of the page itself.
  test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/});

  test('/no-such-page: one h1, headings in order, no axe violation in light or dark', async ({page}) => {
    await checkRoute(page, '/no-such-page', 404);
  });
});

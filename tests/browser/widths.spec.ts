// Every page reads without scrolling sideways, from a 320 px phone to a 1440 px laptop (issue 29).
// A sample of every template (endpoint, category index, doc, guide with a table, post, the blog's
// list, home, the not-found page), and every other page whose text holds a table, is opened once
// and seen at each width as a reader sees it after resizing the window: nothing in the main content
// but a code block may be wider than its box (a part that scrolls sideways, or that sticks out of
// the box around it), the page itself may not scroll sideways, and the navbar's items (menu button,
// logo, title, links, dropdowns, colour toggle, search box) neither overlap nor cut one another.
// The navbar is also swept across every width from 320 px to 1440 px, in 4 px steps.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {buildDir, gotoHydrated, sitemapPaths} from '../support/site';
import {catalogueRoutes} from './route-checks/api';

const WIDTHS = [320, 360, 390, 768, 1024, 1280, 1440] as const;
const HEIGHT = 800;

/** One page of each template; each must be in the sitemap (but the not-found page). */
const SAMPLES: ReadonlyArray<{template: string; path: string}> = [
  {template: 'endpoint (a long parameter list)', path: '/api/address/xch_balance'},
  {template: 'endpoint (a deep field tree, errors with bodies)', path: '/api/block/transactions'},
  {template: 'endpoint (a page of several older calls)', path: '/api/nft'},
  {template: 'category index', path: '/api/category/address'},
  {template: 'doc', path: '/docs/intro'},
  {template: 'guide with a table', path: '/docs/guide/exchange_integration'},
  {template: 'post', path: '/blog/weekly_update_1'},
  {template: 'blog list', path: '/blog'},
  {template: 'home', path: '/'},
];
const NOT_FOUND = '/no-such-page';

/** The pages of the sitemap, other than the catalogue's endpoints, whose built HTML holds a table. */
function pagesWithTables(): string[] {
  return sitemapPaths().filter((pagePath) => {
    if (catalogueRoutes.has(pagePath)) return false;
    const file = path.join(buildDir, pagePath === '/' ? 'index.html' : `${pagePath.replace(/^\//, '')}.html`);
    try {
      return /<table[\s>]/.test(readFileSync(file, 'utf8'));
    } catch {
      return false;
    }
  });
}

/** Waits until the page has laid itself out at its new size. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * What in <main> is wider than its box: a part that scrolls sideways or cuts what it holds (its
 * content is wider than itself), and text or a picture that sticks out of a box around it; code
 * blocks excepted, and text kept for screen readers only. Then the page itself, if it scrolls
 * sideways. A box is named once, by its tag, class, label and first words.
 */
function contentOverflows(): string[] {
  const main = document.querySelector('main');
  if (!main) return ['no <main> element'];
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element): CSSStyleDeclaration => {
    let found = styles.get(el);
    if (!found) styles.set(el, (found = getComputedStyle(el)));
    return found;
  };
  const name = (el: Element): string => {
    const label = el.getAttribute('aria-label');
    const cls = [...el.classList].slice(0, 2).join('.');
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls ? `.${cls}` : ''}${label ? `[aria-label="${label}"]` : ''} "${text}"`;
  };
  // A code block may scroll sideways: code keeps its lines.
  const inCode = (el: Element): boolean => el.closest('pre, .theme-code-block') !== null;
  // A box kept for screen readers only: one pixel, clipped.
  const unseen = (el: Element): boolean =>
    el instanceof HTMLElement && (style(el).clipPath === 'inset(50%)' || (el.clientWidth <= 1 && style(el).overflowX !== 'visible'));
  const problems = new Map<Element, string>();

  // Parts that scroll sideways or cut what they hold.
  for (const el of main.querySelectorAll('*')) {
    if (!(el instanceof HTMLElement) || inCode(el) || unseen(el)) continue;
    const overflow = style(el).overflowX;
    if (overflow === 'visible' || style(el).display === 'none') continue;
    if (el.scrollWidth > el.clientWidth + 1) {
      problems.set(
        el,
        `${el.scrollWidth} px of content in a ${el.clientWidth} px box (${overflow === 'hidden' || overflow === 'clip' ? 'cut' : 'it scrolls sideways'})`,
      );
    }
  }

  // Text and pictures that stick out of a box around them (up to <main>, or the part that scrolls).
  const things: Array<{el: Element; left: number; right: number}> = [];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !(node.textContent ?? '').trim() || inCode(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width > 0) things.push({el: parent, left: rect.left, right: rect.right});
  }
  for (const el of main.querySelectorAll('img, svg, video, iframe, input, select, textarea, button')) {
    const rect = el.getBoundingClientRect();
    if (rect.width > 0 && !inCode(el)) things.push({el, left: rect.left, right: rect.right});
  }
  const outBy = new Map<Element, number>();
  for (const thing of things) {
    let hidden = false;
    for (let box: Element | null = thing.el; box && !hidden; box = box === main ? null : box.parentElement) hidden = unseen(box);
    if (hidden) continue;
    for (let box: Element | null = thing.el; box; box = box === main ? null : box.parentElement) {
      const s = style(box);
      if (s.display.startsWith('inline') && s.display !== 'inline-block') continue;
      if (s.display === 'contents') continue;
      const rect = box.getBoundingClientRect();
      const out = Math.max(
        thing.right - (rect.right - parseFloat(s.borderRightWidth)),
        rect.left + parseFloat(s.borderLeftWidth) - thing.left,
      );
      if (out > 1) {
        outBy.set(box, Math.max(out, outBy.get(box) ?? 0));
        break;
      }
      if (s.overflowX !== 'visible') break;
    }
  }
  for (const [box, out] of outBy) {
    if (!problems.has(box))
      problems.set(
        box,
        `what it holds sticks out of it by ${Math.round(out)} px (${Math.round(box.getBoundingClientRect().width)} px box)`,
      );
  }

  const lines = [...problems].map(([el, what]) => `${name(el)}: ${what}`);
  const page = document.documentElement;
  if (page.scrollWidth > window.innerWidth + 1)
    lines.push(`the page scrolls sideways: ${page.scrollWidth} px in a ${window.innerWidth} px window`);
  return lines;
}

/** Navbar items that overlap one another, stick out of the navbar or have their text cut. */
function navbarClashes(): string[] {
  const navbar = document.querySelector('nav.navbar');
  if (!navbar) return ['no navbar'];
  const shown = (el: Element): boolean => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.clipPath !== 'inset(50%)';
  };
  const name = (el: Element): string =>
    el.getAttribute('aria-label') ?? ((el.textContent ?? '').trim() || el.querySelector('[alt]')?.getAttribute('alt') || el.className);
  // The menu button, the logo, the title, and each item of the two item lists.
  const items = [
    ...navbar.querySelectorAll('.navbar__inner .navbar__toggle, .navbar__inner .navbar__brand > *'),
    ...[...navbar.querySelectorAll('.navbar__inner > .navbar__items > *')].filter((el) => !el.matches('.navbar__toggle, .navbar__brand')),
  ].filter(shown);
  const problems: string[] = [];
  const edge = navbar.getBoundingClientRect();
  items.forEach((el, i) => {
    const a = el.getBoundingClientRect();
    if (a.left < edge.left - 1 || a.right > edge.right + 1)
      problems.push(`"${name(el)}" sticks out of the navbar (${Math.round(a.left)}–${Math.round(a.right)} px)`);
    for (const cut of [el, ...el.querySelectorAll('*')]) {
      if (
        cut instanceof HTMLElement &&
        shown(cut) &&
        cut.scrollWidth > cut.clientWidth + 1 &&
        getComputedStyle(cut).overflowX !== 'visible'
      ) {
        problems.push(`"${name(el)}" is cut: ${cut.scrollWidth} px of text in ${cut.clientWidth} px`);
      }
    }
    for (const other of items.slice(i + 1)) {
      const b = other.getBoundingClientRect();
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 0.5 && y > 0.5) problems.push(`"${name(el)}" and "${name(other)}" overlap by ${Math.round(x)} px`);
    }
  });
  return problems;
}

/** Opens every fold of every field tree on the page, as a reader does with Expand all. */
async function expandAll(page: Page): Promise<void> {
  const buttons = page.getByRole('button', {name: 'Expand all'});
  for (let n = await buttons.count(); n > 0; n -= 1) await buttons.first().click();
}

async function checkWidths(page: Page, pagePath: string): Promise<void> {
  const problems: string[] = [];
  await page.setViewportSize({width: WIDTHS[0], height: HEIGHT});
  await gotoHydrated(page, pagePath);
  await expandAll(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({width, height: HEIGHT});
    await page.mouse.wheel(0, -100_000);
    await settle(page);
    for (const problem of await page.evaluate(contentOverflows)) problems.push(`${width} px: ${problem}`);
    for (const problem of await page.evaluate(navbarClashes)) problems.push(`${width} px, navbar: ${problem}`);
  }
  expect(problems, `what is wider than its box on ${pagePath}`).toEqual([]);
}

test.describe('every template fits its window from 320 px to 1440 px', () => {
  for (const sample of SAMPLES) {
    test(`${sample.template}: ${sample.path}`, async ({sharedPage: page}) => {
      expect(sitemapPaths()).toContain(sample.path);
      await checkWidths(page, sample.path);
    });
  }

  test.describe(() => {
    // The browser logs the 404 status of the page itself.
    test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/});
    test(`not found: ${NOT_FOUND}`, async ({sharedPage: page}) => {
      await checkWidths(page, NOT_FOUND);
    });
  });
});

test.describe('every page with a table fits its window from 320 px to 1440 px', () => {
  const sampled = new Set(SAMPLES.map((sample) => sample.path));
  for (const pagePath of pagesWithTables().filter((p) => !sampled.has(p))) {
    test(pagePath, async ({sharedPage: page}) => {
      await checkWidths(page, pagePath);
    });
  }
});

test('the navbar fits at every width from 320 px to 1440 px, in 4 px steps and on each side of its breakpoints', async ({
  sharedPage: page,
}) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, '/api/address/xch_balance');
  // The breakpoints of src/css/custom.css and Infima's 996 px, each with the pixel before it.
  const edges = [439, 440, 996, 997, 1109, 1110, 1199, 1200];
  const widths = [...new Set([...Array.from({length: (1440 - 320) / 4 + 1}, (_, i) => 320 + i * 4), ...edges])].sort((a, b) => a - b);
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({width, height: HEIGHT});
    await settle(page);
    for (const problem of await page.evaluate(navbarClashes)) problems.push(`${width} px: ${problem}`);
  }
  expect(problems).toEqual([]);
});

test('on a phone a link to a parameter, a nested field or a status lands on its row, clear of the navbar', async ({sharedPage: page}) => {
  await page.setViewportSize({width: 360, height: HEIGHT});
  for (const id of ['parameter-include_dust', 'response-confirmed_transactions-standard_coins-coin_name', 'status-404']) {
    await gotoHydrated(page, `/api/block/transactions#${id}`);
    const row = page.locator(`[id="${id}"]`);
    await expect(row, id).toBeInViewport();
    const navbar = await page.locator('nav.navbar').boundingBox();
    const box = await row.boundingBox();
    expect(navbar && box && box.y >= navbar.y + navbar.height - 1, `${id} is clear of the navbar`).toBe(true);
  }
});

test('the width check sees a part that scrolls sideways and navbar items that overlap', async ({sharedPage: page}) => {
  // The check itself, on a page made wrong on purpose: a wide box in the text, the title over the search box.
  await gotoHydrated(page, '/docs/intro');
  await page.setViewportSize({width: 390, height: HEIGHT});
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.style.overflowX = 'auto';
    // Styled through the CSSOM: the page's Content-Security-Policy refuses a style attribute it did not write.
    const inner = document.createElement('div');
    inner.style.width = '900px';
    inner.textContent = 'wide';
    wide.append(inner);
    document.querySelector('main article')?.append(wide);
    const search = document.querySelector<HTMLElement>('.navbar__items--right > :last-child');
    if (search) Object.assign(search.style, {position: 'absolute', left: '0', right: 'auto'});
  });
  await settle(page);
  expect((await page.evaluate(contentOverflows)).join('\n')).toContain('900 px of content');
  expect((await page.evaluate(navbarClashes)).join('\n')).toMatch(/overlap/);
});

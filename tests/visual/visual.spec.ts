import type {Page} from '@playwright/test';
import {test, expect} from '../browser/fixtures';
import {gotoHydrated} from '../support/site';

// What the pages look like: each template of the built site (build/), in light and dark, on a
// desktop (1440 × 900, where an endpoint shows its two columns) and a phone (390 × 844), compared
// pixel for pixel with the committed baselines in tests/visual/baselines/ (playwright.config.ts:
// pixelmatch with a 0.1 colour threshold, anti-aliasing told apart, no pixel allowed to differ).
//
// Made the same on every machine: text in DejaVu Sans and DejaVu Sans Mono (fonts-dejavu-core,
// which every Debian machine with Chromium has; nothing loads from another host), animations and
// transitions finished, the caret hidden, no pointer over the page, no focus ring, pictures
// decoded, UTC and en-US, the footer's year and the "Last updated" line masked. The baselines are drawn by Debian 12's
// Chromium (chromium-headless-shell and chromium draw the same pixels).
// After a change to how the site looks: `npm run test:visual:update` (dev/testing.md, "Visual tests").
// Each test loads its page from its address on the worker's shared page (fixtures.ts `sharedPage`,
// which starts it as a first visit): no browser context and no script compilation of its own.

const SIZES = {
  desktop: {viewport: {width: 1440, height: 900}, isMobile: false, hasTouch: false},
  phone: {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true},
} as const;
type Size = keyof typeof SIZES;
type Theme = 'light' | 'dark';
const THEMES: readonly Theme[] = ['light', 'dark'];

/** The templates, each at one page; the endpoint whole, the others as the reader first sees them. */
const SUBJECTS = [
  {name: 'home', path: '/'},
  {name: 'doc', path: '/docs/intro'},
  // Its parameters, the response tree (top level open) and the samples, whole: on a desktop the
  // samples stand in a column beside the reference, on a phone after it.
  {name: 'endpoint', path: '/api/block/transactions', fullPage: true},
  {name: 'post', path: '/blog/weekly_update_1'},
  {name: 'blog', path: '/blog'},
  {name: 'not-found', path: '/no-such-page'},
] as const;

/** The fonts every screenshot is drawn in: present on any Debian machine with Chromium. */
export const VISUAL_FONTS = {base: 'DejaVu Sans', monospace: 'DejaVu Sans Mono'} as const;

const fontStyle = `:root {
  --ifm-font-family-base: '${VISUAL_FONTS.base}' !important;
  --ifm-font-family-monospace: '${VISUAL_FONTS.monospace}' !important;
  --ifm-heading-font-family: '${VISUAL_FONTS.base}' !important;
}`;

/** The font the browser really draws an element's text in (not the one CSS asks for). */
async function drawnFont(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const {root} = await cdp.send('DOM.getDocument');
    const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector});
    const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/** Everything that could differ between two runs or two machines, made the same. */
async function settle(page: Page): Promise<void> {
  // Through the CSSOM (a constructed sheet the document adopts): the page's Content-Security-Policy
  // refuses a <style> element it did not hash, as page.addStyleTag would write.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, fontStyle);
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
    await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    (document.activeElement as HTMLElement | null)?.blur();
  });
  // No pointer over anything (the helpers move it in to start the page's scripts).
  await page.mouse.move(0, 0);
  const drawn = await drawnFont(page, 'h1, .navbar__title');
  expect(drawn, `the text is drawn in ${VISUAL_FONTS.base} (install fonts-dejavu-core)`).toEqual([VISUAL_FONTS.base]);
}

async function open(page: Page, path: string, theme: Theme): Promise<void> {
  await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
  await gotoHydrated(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await settle(page);
}

/** The parts that change with the calendar and the git history: the footer's year, "Last updated". */
const calendar = (page: Page) => [page.locator('.footer__copyright'), page.locator('.theme-last-updated')];

for (const size of Object.keys(SIZES) as Size[]) {
  test.describe(`${size}`, () => {
    test.use({...SIZES[size], locale: 'en-US', timezoneId: 'UTC'});

    for (const subject of SUBJECTS) {
      test.describe(subject.name, () => {
        // The not-found page answers 404, which the browser logs.
        if (subject.name === 'not-found') test.use({allowedConsoleErrors: /the server responded with a status of 404/});
        for (const theme of THEMES) {
          test(`${subject.path} in ${theme}`, async ({sharedPage: page}) => {
            await open(page, subject.path, theme);
            await expect(page).toHaveScreenshot(`${subject.name}-${theme}-${size}.png`, {
              fullPage: 'fullPage' in subject,
              mask: calendar(page),
            });
          });
        }
      });
    }

    if (size === 'phone') {
      for (const theme of THEMES) {
        test(`the phone menu in ${theme}`, async ({sharedPage: page}) => {
          await open(page, '/', theme);
          await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
          const menu = page.locator('.navbar-sidebar');
          await expect(menu.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
          await settle(page);
          await expect(page).toHaveScreenshot(`phone-menu-${theme}-phone.png`);
        });
      }
    }
  });
}

/** How many pixels differ between two PNG screenshots of the same size (decoded by the browser). */
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      // Decoded from bytes, not fetched: the page's policy allows no fetch of a data: address.
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], {type: 'image/png'}));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (context === null) throw new Error('no 2d canvas');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [x, y] = [await pixels(first), await pixels(second)];
      let count = 0;
      for (let i = 0; i < x.length; i += 4) {
        if (x[i] !== y[i] || x[i + 1] !== y[i + 1] || x[i + 2] !== y[i + 2]) count += 1;
      }
      return count;
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

test.describe('the comparison', () => {
  test.use({...SIZES.desktop, locale: 'en-US', timezoneId: 'UTC'});

  test('catches one pixel of the dark navbar in another colour', async ({sharedPage: page}) => {
    test.skip(['all', 'changed'].includes(test.info().config.updateSnapshots), 'the baselines are being rewritten');
    await open(page, '/', 'dark');
    const baseline = 'home-dark-desktop.png';
    await expect(page, 'the page as it is matches its baseline').toHaveScreenshot(baseline, {mask: calendar(page)});

    const before = await page.screenshot();
    // One pixel of the navbar, between its left and right items, takes the site's green.
    await page.evaluate(() => {
      const navbar = document.querySelector('.navbar');
      if (navbar === null) throw new Error('no navbar');
      const dot = document.createElement('div');
      dot.style.cssText =
        'position:absolute;left:640px;top:30px;width:1px;height:1px;background:var(--ifm-color-primary);pointer-events:none';
      navbar.append(dot);
    });
    const after = await page.screenshot();
    expect(await differingPixels(page, before, after), 'the change is one pixel').toBe(1);
    await expect(page, 'and the comparison with the baseline fails').not.toHaveScreenshot(baseline, {mask: calendar(page)});
  });
});

// `npm run bench`, part 3b: what a reader does before the page's scripts have run, kept (issue 24).
//
// Each kind loads a page with its scripts held back (route interception), acts on the built HTML
// as a reader does, lets the scripts load, and checks that the act had its effect once the page
// has hydrated. The same acts are tests (tests/browser/early-input.spec.ts, search.spec.ts); here
// they are counted, for the report, on any build (--beside runs them on another site too).

/** @typedef {{name: string, path: string, mobile?: boolean, act: (page: import('@playwright/test').Page) => Promise<void>, kept: (page: import('@playwright/test').Page) => Promise<boolean>}} Kind */

const searchBox = (page) => page.getByRole('combobox', {name: 'Search'}).first();
const hasSuggestion = (page, text) =>
  page.evaluate(
    (wanted) =>
      [...document.querySelectorAll('[role=listbox] [role=option]')].some((option) => option.textContent.toLowerCase().includes(wanted)),
    text,
  );

/** @type {Kind[]} */
export const KINDS = [
  {
    name: 'phone: menu button',
    path: '/docs/intro',
    mobile: true,
    act: (page) => page.locator('button.navbar__toggle').tap(),
    kept: (page) => page.evaluate(() => document.querySelector('.navbar.navbar-sidebar--show .navbar-sidebar') !== null),
  },
  {
    name: 'sample tab "Python"',
    path: '/api/address/xch_balance',
    act: (page) => page.getByRole('tab', {name: 'Python'}).first().click(),
    kept: (page) =>
      page.evaluate(() => [...document.querySelectorAll('[role=tabpanel][data-value=python]')].some((panel) => !panel.hidden)),
  },
  {
    name: 'colour toggle',
    path: '/docs/intro',
    act: (page) => page.locator('.navbar button[aria-label*="dark and light mode"]').first().click(),
    // The first click goes from the system's mode to light (respectPrefersColorScheme).
    kept: (page) =>
      page.evaluate(() => localStorage.getItem('theme') !== null || document.documentElement.dataset.themeChoice !== 'system'),
  },
  {
    name: 'copy button',
    path: '/api/address/xch_balance',
    act: async (page) => {
      await page.evaluate(() => {
        new MutationObserver(() => {
          if (document.querySelector('button[aria-label="Copied"]')) Object.assign(window, {benchCopied: true});
        }).observe(document.body, {subtree: true, attributes: true, attributeFilter: ['aria-label']});
      });
      await page.getByRole('button', {name: 'Copy code to clipboard'}).first().click();
    },
    kept: (page) => page.evaluate(() => 'benchCopied' in window),
  },
  {
    name: 'search typed at once',
    path: '/docs/intro',
    act: async (page) => {
      await searchBox(page).click();
      await page.keyboard.type('mempool', {delay: 30});
    },
    kept: (page) => hasSuggestion(page, 'mempool'),
  },
  {
    name: 'Ctrl+K, then typing',
    path: '/docs/intro',
    act: async (page) => {
      await page.keyboard.press('Control+k');
      await page.keyboard.type('mempool', {delay: 30});
    },
    kept: async (page) => (await searchBox(page).inputValue()) === 'mempool' && (await hasSuggestion(page, 'mempool')),
  },
];

async function tryKind(browser, baseUrl, kind) {
  const context = await browser.newContext(
    kind.mobile
      ? {viewport: {width: 390, height: 844}, deviceScaleFactor: 2, isMobile: true, hasTouch: true}
      : {viewport: {width: 1280, height: 800}},
  );
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseUrl).origin});
    const page = await context.newPage();
    // A site without this control (another build measured --beside) loses the act quickly.
    page.setDefaultTimeout(5000);
    let release;
    const released = new Promise((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Not 'domcontentloaded': a page with <script defer> (stock Docusaurus) fires it only once its
    // held scripts have run.
    await page.goto(new URL(kind.path, baseUrl).href, {waitUntil: 'commit'});
    await page.locator('h1').first().waitFor();
    try {
      await kind.act(page);
    } catch {
      return false;
    }
    release();
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 30_000});
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      if (await kind.kept(page).catch(() => false)) return true;
      await page.waitForTimeout(100);
    }
    return false;
  } finally {
    await context.close();
  }
}

/** Each kind, once: whether the act was kept. */
export async function measureEarlyInput(browser, baseUrl, {log}) {
  const results = [];
  for (const kind of KINDS) {
    const kept = await tryKind(browser, baseUrl, kind);
    results.push({name: kind.name, kept});
    log(`early input ${kind.name}: ${kept ? 'kept' : 'LOST'}`);
  }
  return results;
}

// The site's own search (plugins/search, src/search, plugins/search/theme/SearchBar; issue 16), used as a
// reader uses it: the navbar box finds pages, sections and the rows of the API reference (a
// parameter, a response field, an HTTP status, an endpoint path), labels each result with its
// section, marks the words it found, forgives a one-letter typo, answers the keyboard, keeps what
// was typed before the scripts ran, and the /search page lists every result of the query in its
// address. The fixtures fail any test whose page asks another host for anything.
import type {Page, Route} from '@playwright/test';
import {test, expect} from './fixtures';
import {gotoHydrated} from '../support/site';
import {axeFindings} from '../support/axe';

const searchBox = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
const suggestions = (page: Page) => page.getByRole('listbox', {name: 'Search results'}).getByRole('option');

/**
 * Types a query into the navbar box, as a reader types, over what the box still holds (after a
 * suggestion that leads within the same page, the box keeps its query: the reader selects it and
 * types the next one), and waits for the suggestions of that query, all of them: the box shows the
 * first three at each key, and the rest once the reader stops typing (the list is busy until then).
 */
async function searchFor(page: Page, query: string): Promise<void> {
  await searchBox(page).click();
  await searchBox(page).press('ControlOrMeta+a');
  await searchBox(page).pressSequentially(query, {delay: 30});
  await expect(searchBox(page)).toHaveValue(query);
  const list = page.getByRole('listbox', {name: `Search results for “${query}”`, exact: true});
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(list).toHaveAttribute('aria-busy', 'false');
}

/**
 * The row the address's fragment names: it is on screen, and highlighted as no other row is. A
 * table row is marked as a whole; a row of a field tree (an <li>) on its own line, its first child.
 */
async function expectTargetRow(page: Page, id: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  const row = page.locator(`[id="${id}"]`);
  await expect(row).toBeInViewport();
  const backgroundOf = (element: Element): string =>
    getComputedStyle(element.tagName === 'LI' ? (element.firstElementChild ?? element) : element).backgroundColor;
  const background = await row.evaluate(backgroundOf);
  const others = await row
    .locator('xpath=../tr | ../li')
    .evaluateAll(
      (rows, target) =>
        rows
          .filter((r) => r.id !== target)
          .map((r) => getComputedStyle(r.tagName === 'LI' ? (r.firstElementChild ?? r) : r).backgroundColor),
      id,
    );
  expect(others.length).toBeGreaterThan(0);
  expect(others, 'the row the link leads to is highlighted, and no other').not.toContain(background);
}

test('an endpoint name finds its API page, labelled API, with the words found marked', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  await searchFor(page, 'get coin id');
  const hit = suggestions(page).filter({hasText: 'Get coin ID'}).first();
  await expect(hit).toHaveText(/^API/);
  await expect(hit.locator('mark').first()).toHaveText(/^(get|coin|id)$/i);
  await hit.click();
  await expect(page).toHaveURL(/\/api\/tools\/get_coin_id(\?|#|$)/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/coin ID/i);
});

test('"xch balance" ranks the XCH balance endpoint above prose that mentions it; arrows and Enter open it', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/');
  await searchFor(page, 'xch balance');
  await expect(suggestions(page).first()).toContainText('Get XCH balance');
  await searchBox(page).press('ArrowDown');
  await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await suggestions(page).first().getAttribute('id')) ?? 'none');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/api\/address\/xch_balance(\?|#|$)/);
});

test('a response field name lands on its row of the endpoint page, scrolled to and highlighted', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  await searchFor(page, 'coin_name');
  // The field is described alike under each list of a block's coins: those rows are one result, the field at the top of a coin's answer.
  const hit = suggestions(page).filter({hasText: 'Coin information'}).filter({hasText: 'coin.coin_name'}).first();
  await expect(hit).toHaveText(/^API/);
  await expect(suggestions(page).filter({hasText: 'standard_coins[].coin_name'})).toHaveCount(0);
  await hit.click();
  await expectTargetRow(page, 'response-coin-coin_name');
});

test('an endpoint path, an HTTP status and the key header each land on their row', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/blog');
  await searchFor(page, '/address/xch-balance');
  await expect(suggestions(page).first()).toContainText('Get XCH balance');
  await suggestions(page).first().click();
  await expect(page).toHaveURL(/\/api\/address\/xch_balance(#[\w-]+)?$/);
  await expect(page.getByTestId('api-path')).toContainText('/address/xch-balance/');

  await searchFor(page, '429');
  // The 429 row is on every endpoint page: one suggestion stands for them all and says where else it stands.
  const status = suggestions(page).filter({hasText: 'You sent too many requests in a short time'});
  await expect(status).toHaveCount(1);
  await expect(status).toContainText(/Also on .+ and \d+ other pages\./);
  await status.click();
  await expect(page).toHaveURL(/#status-429$/);
  await expectTargetRow(page, 'status-429');
});

test('x-api-key typed in the box opens Getting started, which explains the header, before any row that lists it', async ({
  sharedPage: page,
}) => {
  await gotoHydrated(page, '/docs/intro');
  await searchFor(page, 'x-api-key');
  await searchBox(page).press('ArrowDown');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/api\/getting-started#free-and-pro-access$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Getting started with the Spacescan API');
});

test('the box shows the first suggestions at each key and the rest once the reader stops typing', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  await searchFor(page, 'balance');
  // searchFor waited for the list to be complete: more than the first three.
  await expect(suggestions(page)).toHaveCount(8);
  await expect(page.getByRole('link', {name: /^See all \d+ results$/})).toBeVisible();
});

/**
 * A term a page explains (in its title, a heading or its first paragraph) leads to that page, in
 * the first three suggestions and above the rows that only repeat it (plugins/search/build-index.ts:
 * a word counts more where it is explained; identical rows are one). Before issue 16's rule the
 * first suggestion for x-api-key was the header's row on /api/address/nft_balance, for dust the
 * send_dust_cursor row, for mojo the mojo row of /api/address/xch_balance.
 */
const explainingPages: ReadonlyArray<{term: string; url: string; title: string; heading: string; row?: string}> = [
  {
    term: 'x-api-key',
    url: '/api/getting-started#free-and-pro-access',
    title: 'Getting started with the Spacescan API',
    heading: 'Free and Pro access',
    row: 'Get NFT balance',
  },
  {
    term: 'User-Agent',
    url: '/api/getting-started#send-a-user-agent',
    title: 'Getting started with the Spacescan API',
    heading: 'Send a User-Agent',
  },
  {
    term: 'dust',
    url: '/api/getting-started#dust',
    title: 'Getting started with the Spacescan API',
    heading: 'Dust',
    row: 'Get XCH transactions',
  },
  {
    term: 'mojo',
    url: '/docs/intro#units-xch-and-mojo',
    title: 'Welcome to Spacescan',
    heading: 'Units: XCH and mojo',
    row: 'Get XCH balance',
  },
  {term: 'clawback', url: '/docs/guide/wallet_security/clawback_protection', title: 'Send XCH with clawback protection', heading: ''},
];

for (const {term, url, title, heading, row} of explainingPages) {
  test(`"${term}" suggests the page that explains it in the first three${row ? ', above the rows that repeat it' : ''}`, async ({
    sharedPage: page,
  }) => {
    await gotoHydrated(page, '/blog');
    await searchFor(page, term);
    const texts = await suggestions(page).allInnerTexts();
    const explaining = texts.findIndex((text) => text.includes(title) && text.includes(heading));
    expect(explaining).toBeGreaterThanOrEqual(0);
    expect(explaining).toBeLessThan(3);
    if (row) {
      // A row that only repeats the term is suggested, if at all, after the page that explains it.
      const rowAt = texts.findIndex((text) => text.includes(row) && text.toLowerCase().includes(term.toLowerCase()));
      if (rowAt >= 0) expect(rowAt).toBeGreaterThan(explaining);
    }
    await suggestions(page).nth(explaining).click();
    await expect(page).toHaveURL(new RegExp(`${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  });
}

test('a phrase from a post finds the post, labelled Blog; a guide is labelled Guides', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/');
  await searchFor(page, 'whole software stack as open source');
  const post = suggestions(page).filter({hasText: 'Partnering with Openchia'}).first();
  await expect(post).toHaveText(/^Blog/);
  await post.click();
  await expect(page).toHaveURL(/\/blog\/open_chia_partnership(\?|#|$)/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Partnering with Openchia');

  await searchFor(page, 'proof of space and time');
  await expect(suggestions(page).filter({hasText: 'Proof of space and time'}).first()).toHaveText(/^Guides/);
});

test('a one-letter typo in a long word still finds it', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  for (const typo of ['blance', 'balnce', 'mempol']) {
    await searchBox(page).fill('');
    await searchFor(page, typo);
    await expect(suggestions(page).first()).toContainText(typo === 'mempol' ? /mempool/i : /balance/i);
  }
});

test('Ctrl+K and "/" open the search in place of the browser, Escape closes the list', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  await expect(page.locator('form[role="search"] kbd')).toHaveText(['ctrl', 'K']);
  // Whether the page kept the key from the browser, as a listener after the page's own sees it.
  await page.evaluate(() => {
    window.addEventListener('keydown', (event) => Object.assign(window, {lastKeyPrevented: event.defaultPrevented}));
  });
  await page.getByRole('heading', {level: 1}).click();
  await expect(searchBox(page)).not.toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as {lastKeyPrevented: boolean}).lastKeyPrevented)).toBe(true);
  await page.keyboard.type('mempool');
  await expect(suggestions(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', {name: 'Search results'})).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('heading', {level: 1}).click();
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('mempool');
});

test('what a reader types before the scripts have run stays in the box and is searched', async ({sharedPage: page}) => {
  // The page's scripts are held back until the reader has typed.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/main\.[^/]+\.js$/, async (route: Route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/docs/intro', {waitUntil: 'commit'});
  await expect(searchBox(page)).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('mempool', {delay: 30});
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(searchBox(page)).toHaveValue('mempool');
  await expect(searchBox(page)).toBeFocused();
  await expect(suggestions(page).first()).toContainText(/mempool/i);
});

test('the /search page reads ?q=, lists every result with its section, and takes a new query', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/search?q=get+coin+id');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Results for “get coin id”');
  const box = page.getByRole('searchbox', {name: 'Search the documentation'});
  await expect(box).toHaveValue('get coin id');
  await expect(page.getByRole('status')).toHaveText(/^\d+ results?/);
  const hit = page.getByRole('listitem').filter({hasText: 'Get coin ID'}).first();
  await expect(hit).toHaveText(/^API/);

  await box.fill('Openchia');
  await expect(page).toHaveURL(/\/search\?q=Openchia$/);
  await expect(page.getByRole('listitem').filter({hasText: 'Partnering with Openchia'}).first()).toHaveText(/^Blog/);
  await page.getByRole('link').filter({hasText: 'Partnering with Openchia'}).first().click();
  await expect(page).toHaveURL(/\/blog\/open_chia_partnership(\?|#|$)/);
});

test("the /search page says when it searched the glossary's words for the reader's, and when it corrected a typo", async ({
  sharedPage: page,
}) => {
  await gotoHydrated(page, '/search?q=transaction+stuck');
  await expect(page.getByText('Showing results for “mempool” and “pending” too, the site’s words for “stuck”.')).toBeVisible();
  await expect(page.getByRole('listitem').first()).toContainText(/mempool/i);
  await gotoHydrated(page, '/search?q=clawbak');
  await expect(page.getByText('Showing results for “clawback” (you typed “clawbak”).')).toBeVisible();
});

test('Enter with no suggestion chosen opens the search page with the query', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  await searchFor(page, 'offer');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=offer$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Results for “offer”');
});

test('"See all" under the suggestions opens the search page with the query', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  await searchFor(page, 'offer');
  await page.getByRole('link', {name: /^See all \d+ results$/}).click();
  await expect(page).toHaveURL(/\/search\?q=offer$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Results for “offer”');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the search box, its key hint and its results pass colour contrast in ${colorScheme} mode`, async ({sharedPage: page}) => {
    await page.emulateMedia({colorScheme});
    await gotoHydrated(page, '/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await searchFor(page, 'balance');
    // Every axe rule, on the search form and the suggestions it shows.
    const results = await axeFindings(page, {include: 'form[role="search"]'});
    expect(results.passedRules).toContain('color-contrast');
    expect(results.violations).toEqual([]);
  });
}

test("Chia's RPC name of a renamed field (spent_block_index) leads to the field's row, which names it", async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  await searchFor(page, 'spent_block_index');
  const first = suggestions(page).first();
  await expect(first).toHaveText(/^API/);
  await first.click();
  await expect(page).toHaveURL(/\/api\/[^#]+#response-/);
  const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
  await expectTargetRow(page, id);
  await expect(page.locator(`[id="${id}"]`)).toContainText('Chia RPC: spent_block_index');
});

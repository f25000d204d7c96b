// The page actions (issue 37): the "Copy page" menu button above a page that has a Markdown twin
// opens a menu, with the mouse or the keyboard, of copy page, view as Markdown, open in ChatGPT or
// Claude, and connect your assistant (MCP); its code loads when it is opened; each such page links
// its twin with <link rel="alternate" type="text/markdown">. The guards of ./fixtures.ts fail each
// test on a request to another host, a console error or a Content-Security-Policy violation.
import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {gotoHydrated, scriptsRun} from '../support/site';
import {axeFindings} from '../support/axe';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

/** The server the site publishes (issue 46): the build serves it at this address below the site's, which the build's URL sets. */
const tarball = 'https://docs.spacescan.io/mcp/spacescan-docs-mcp.tgz';
const mcpServers = `{"mcpServers":{"spacescan-docs":{"command":"npx","args":["-y","${tarball}"]}}}`;
/** The configurations issues 37 and 46 ask the dialog and the docs page to show, one per assistant, each in its maker's format. */
const configurations = {
  'Claude Code': `claude mcp add spacescan-docs -- npx -y ${tarball}`,
  'Claude Desktop': mcpServers,
  Cursor: mcpServers,
  'VS Code': `{"servers":{"spacescan-docs":{"type":"stdio","command":"npx","args":["-y","${tarball}"]}}}`,
  Windsurf: mcpServers,
  'Codex CLI': `[mcp_servers.spacescan-docs]\ncommand = "npx"\nargs = ["-y","${tarball}"]`,
  'Gemini CLI': mcpServers,
};
const items = ['Copy page', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude', 'Connect your assistant (MCP)'];

const menuButton = (page: Page): Locator => page.getByRole('button', {name: 'Copy page', exact: true});
const menu = (page: Page): Locator => page.getByRole('menu', {name: 'Page actions'});
const item = (page: Page, name: string): Locator => menu(page).getByRole('menuitem', {name, exact: true});
/** An assistant's configuration, under its heading in `within`. */
const configOf = (within: Locator, assistant: string): Locator =>
  within
    .locator('section')
    .filter({has: within.page().getByRole('heading', {name: assistant, exact: true})})
    .locator('code');

/** The published address of the page's twin: the site's address (from the canonical link) and the twin's path. */
async function publishedTwin(page: Page, path: string): Promise<string> {
  const canonical = (await page.locator('head link[rel="canonical"]').getAttribute('href')) ?? '';
  return `${new URL(canonical).origin}${path}.md`;
}

for (const path of ['/docs/intro', '/api/address/xch_balance', '/api/category/address', '/blog/weekly_update_1']) {
  test(`${path} links its Markdown twin in its head, and the twin answers`, async ({sharedPage: page}) => {
    await gotoHydrated(page, path);
    const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
    await expect(alternate).toHaveCount(1);
    const href = (await alternate.getAttribute('href')) ?? '';
    expect(href).toBe(`${path}.md`);
    const twin = await page.request.get(href);
    expect(twin.status()).toBe(200);
    expect(await twin.text()).toMatch(/^# /);
  });

  test(`${path}: the menu opens with the mouse, and its links carry the page's Markdown address`, async ({sharedPage: page}) => {
    await gotoHydrated(page, path);
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(menu(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByRole('menuitem')).toHaveText(items);
    await expect(item(page, 'Copy page')).toBeFocused();

    const twin = await publishedTwin(page, path);
    for (const [name, origin, pathname] of [
      ['Open in ChatGPT', 'https://chatgpt.com', '/'],
      ['Open in Claude', 'https://claude.ai', '/new'],
    ] as const) {
      const link = new URL((await item(page, name).getAttribute('href')) ?? '');
      expect(`${link.origin}${link.pathname}`).toBe(`${origin}${pathname}`);
      expect(link.searchParams.get('q')).toContain(twin);
      await expect(item(page, name)).toHaveAttribute('target', '_blank');
    }
    await expect(item(page, 'View as Markdown')).toHaveAttribute('href', `${path}.md`);

    // A press outside closes it.
    await page.locator('h1').first().click();
    await expect(menu(page)).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
}

test("the menu's code loads when the menu is opened, not with the page", async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  const scriptText = async (paths: string[]): Promise<string[]> => Promise.all(paths.map(async (p) => (await page.request.get(p)).text()));
  const before = (await scriptsRun(page)).map((script) => script.path);
  // Nothing the page has run so far holds the menu.
  for (const text of await scriptText(before)) expect(text).not.toContain('Connect your assistant (MCP)');
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  const added = (await scriptsRun(page)).map((script) => script.path).filter((p) => !before.includes(p));
  expect(added.length, 'scripts fetched when the menu opened').toBeGreaterThan(0);
  expect((await scriptText(added)).some((text) => text.includes('Connect your assistant (MCP)'))).toBe(true);
});

test('the menu works from the keyboard, and Escape gives the focus back to its button', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  const button = menuButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(item(page, 'Copy page')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'View as Markdown')).toBeFocused();
  await page.keyboard.press('End');
  await expect(item(page, 'Connect your assistant (MCP)')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'Copy page')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item(page, 'Connect your assistant (MCP)')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item(page, 'Copy page')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // ArrowUp opens it on its last item, ArrowDown and Space on its first.
  await page.keyboard.press('ArrowUp');
  await expect(item(page, 'Connect your assistant (MCP)')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'Copy page')).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Space');
  await expect(item(page, 'Copy page')).toBeFocused();
  // Tab leaves the menu and closes it.
  await page.keyboard.press('Tab');
  await expect(menu(page)).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('"Copy page" in the menu copies the Markdown twin and says so', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/api/address/xch_balance');
  const markdown = await (await page.request.get('/api/address/xch_balance.md')).text();
  await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
  await menuButton(page).press('Enter');
  await expect(item(page, 'Copy page')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
  await expect(menu(page)).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
});

test('"View as Markdown" opens the twin', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  await menuButton(page).click();
  await item(page, 'View as Markdown').click();
  await expect(page).toHaveURL(/\/docs\/intro\.md$/);
  await expect(page.locator('body')).toContainText('# ');
});

test('"Connect your assistant (MCP)" shows each configuration, copies it, and Escape gives the focus back', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  await menuButton(page).click();
  await item(page, 'Connect your assistant (MCP)').click();
  const dialog = page.getByRole('dialog', {name: 'Connect your assistant'});
  await expect(dialog).toBeVisible();
  for (const [assistant, configuration] of Object.entries(configurations)) {
    await expect(dialog.getByRole('heading', {name: assistant, exact: true})).toBeVisible();
    await expect(configOf(dialog, assistant)).toHaveText(configuration);
    await dialog.getByRole('button', {name: `Copy the ${assistant} configuration`}).click();
    await expect(dialog.getByRole('button', {name: `Copied the ${assistant} configuration`})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(configuration);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();

  // The Close button closes it too.
  await menuButton(page).press('ArrowUp');
  await expect(item(page, 'Connect your assistant (MCP)')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', {name: 'Close'}).click();
  await expect(dialog).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open menu and the MCP dialog pass axe in ${colorScheme} mode`, async ({sharedPage: page}) => {
    await page.emulateMedia({colorScheme});
    await gotoHydrated(page, '/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    // Over an item the reader points at, as it looks then.
    await item(page, 'Open in ChatGPT').hover();
    const onMenu = await axeFindings(page, {include: '[role="menu"]'});
    expect(onMenu.passedRules).toContain('color-contrast');
    expect(onMenu.violations).toEqual([]);
    await item(page, 'Connect your assistant (MCP)').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const onDialog = await axeFindings(page, {include: 'dialog'});
    expect(onDialog.passedRules).toContain('color-contrast');
    expect(onDialog.violations).toEqual([]);
  });
}

test('the API page "AI assistants" shows the same configurations and names the four tools', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/api/ai-assistants');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Use the docs from your AI assistant (MCP)');
  const content = page.locator('article');
  for (const [assistant, configuration] of Object.entries(configurations)) {
    await expect(content.getByRole('heading', {name: assistant, exact: true})).toBeVisible();
    await expect(configOf(content, assistant)).toHaveText(configuration);
    // Each says where its format is documented, on its maker's site.
    await expect(content.getByRole('link', {name: `${assistant}'s format`, exact: true})).toHaveAttribute('href', /^https:\/\/[a-z.]+\//);
  }
  await content.getByRole('button', {name: 'Copy the Cursor configuration'}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(configurations.Cursor);
  for (const tool of ['search_docs', 'get_page', 'list_endpoints', 'get_endpoint']) {
    await expect(content.getByRole('cell', {name: tool, exact: true})).toBeVisible();
  }
  await expect(
    page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'AI assistants', exact: true}),
  ).toHaveAttribute('aria-current', 'page');
});

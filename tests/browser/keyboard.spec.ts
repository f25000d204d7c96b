import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {gotoHydrated, navigate} from '../support/site';

// A reader with a keyboard and no mouse: every control here is reached with Tab (or Shift+Tab)
// and operated with Enter, Space or the arrow keys, never clicked or focused by script.

/** Presses Tab (or Shift+Tab) until the target has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, {backwards = false, max = 80} = {}): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      return;
    }
  }
  throw new Error(`${key} pressed ${max} times without reaching ${target.toString()}`);
}

/** The outline and box-shadow the reader sees around an element. */
async function focusIndicator(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    return `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`;
  });
}

test('the first Tab stop is a skip link that moves focus to the main content', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(skip).not.toBeFocused();
  await expect(page.locator('main').first().getByRole('heading', {level: 1})).toBeVisible();

  // The skip link focuses <main> (Docusaurus then drops its temporary tabindex, so Chromium's
  // focus returns to the body while the Tab starting point stays in <main>): the next Tab stop
  // is inside the main content, not the navbar or the sidebar.
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const element = document.activeElement;
    return {insideMain: element?.closest('main') !== null, text: element?.textContent?.trim().slice(0, 40) ?? ''};
  });
  expect(focused.insideMain, `focus after the skip link and one Tab ("${focused.text}") is inside <main>`).toBe(true);
});

test('after a move to another page, the next Tab starts again from the top: the skip link', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  const link = page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Verify your DID'});
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Verify/);
  // Focus is put back at the top of the page after the move (the theme's SkipToContent):
  // the link the reader pressed loses it, and the next Tab is the skip link again.
  await expect(link).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
});

test('a link focused with the keyboard shows a visible focus ring', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/');
  const blog = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true});
  const unfocused = await focusIndicator(blog);
  await tabTo(page, blog);
  const focused = await focusIndicator(blog);
  expect(focused, 'the focused link has an outline or a box-shadow').not.toMatch(/^outline: none .*; box-shadow: none$/);
  expect(focused, 'the focused link looks different from the unfocused one').not.toBe(unfocused);
});

for (const {name, button, items} of [
  {name: 'Products', button: 'Products', items: ['Explorer', 'Wallets', 'Intel', 'Developer API']},
  {name: 'Community', button: 'Community', items: ['Twitter', 'Discord']},
  {name: 'locale', button: 'English', items: ['English']},
]) {
  test(`the ${name} dropdown opens with Enter and its items are reached with Tab`, async ({sharedPage: page}) => {
    await gotoHydrated(page, '/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const toggle = navbar.getByRole('button', {name: button, exact: true});
    await tabTo(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const item of items) {
      const link = navbar.getByRole('link', {name: new RegExp(`^${item}`)});
      // The menu fades in; until its first frame is drawn its items are hidden and skipped.
      await expect(link).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
    }

    // Enter on the toggle closes the menu again; Tab out of it closes it too.
    await tabTo(page, toggle, {backwards: true});
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(navbar.getByRole('link', {name: new RegExp(`^${items[0] ?? ''}`)})).toBeHidden();
  });
}

test('the colour toggle changes mode with Enter and with Space', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/');
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await tabTo(page, toggle);
  const html = page.locator('html');
  const labels = [await toggle.getAttribute('aria-label')];

  await page.keyboard.press('Enter');
  labels.push(await toggle.getAttribute('aria-label'));
  await page.keyboard.press('Space');
  labels.push(await toggle.getAttribute('aria-label'));

  expect(new Set(labels).size, `each key press changes the mode: ${labels.join(' / ')}`).toBe(3);
  // From the system mode (light here): Enter chooses light, Space then chooses dark.
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('at 996px the menu opens, is navigated and closes with the keyboard', async ({sharedPage: page}) => {
  await page.setViewportSize({width: 996, height: 800});
  await gotoHydrated(page, '/');
  const open = page.getByRole('button', {name: 'Toggle navigation bar'});
  await tabTo(page, open);
  await page.keyboard.press('Enter');

  const menu = page.locator('.navbar-sidebar');
  const blog = menu.getByRole('link', {name: 'Blog', exact: true});
  await expect(blog).toBeVisible();
  await tabTo(page, blog);
  await expect(blog).toBeInViewport();

  const close = page.getByRole('button', {name: 'Close navigation bar'});
  await tabTo(page, close, {backwards: true});
  await page.keyboard.press('Enter');
  await expect(blog).toBeHidden();

  // Opening it again and following a link with Enter navigates, and the menu closes.
  await tabTo(page, open, {backwards: true});
  await page.keyboard.press('Enter');
  await tabTo(page, blog);
  await navigate(page, () => page.keyboard.press('Enter'), '/blog');
  await expect(blog).toBeHidden();
});

test('a sidebar category expands and collapses with the keyboard', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const category = sidebar.getByRole('button', {name: 'Chia Basics'});
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await tabTo(page, category);

  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  const firstChild = category.locator('xpath=ancestor::li[1]').getByRole('link').first();
  await expect(firstChild).toBeVisible();
  // Its pages are now in the Tab order.
  await tabTo(page, firstChild, {max: 20});
  await expect(firstChild).toBeInViewport();

  await tabTo(page, category, {backwards: true});
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await expect(firstChild).toBeHidden();
  await expect(page).toHaveURL('/docs/intro');
});

test('the API network and language tabs switch with the arrow keys and Enter', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/api/address/xch_balance');
  const [networks, languages] = [page.getByRole('tablist').nth(0), page.getByRole('tablist').nth(1)];
  for (const tablist of [networks, languages]) {
    const selected = tablist.getByRole('tab', {selected: true});
    const before = await selected.textContent();
    await tabTo(page, selected);

    await page.keyboard.press('ArrowRight');
    const next = tablist.getByRole('tab').nth(1);
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(next).toHaveAttribute('aria-selected', 'true');
    await expect(tablist.getByRole('tab', {selected: true})).not.toHaveText(before ?? '');

    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(tablist.getByRole('tab', {selected: true})).toHaveText(before ?? '');
  }
});

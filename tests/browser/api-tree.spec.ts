// The response fields of an endpoint page as a tree (issue 17): objects and arrays fold with native
// <details>, by click and by keyboard, all at once with Expand all, and without JavaScript; a link to
// a nested field opens the folds around it, on a direct load and after a move inside the site; axe
// finds nothing with the tree open or closed.
import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {gotoHydrated, navigate} from '../support/site';
import {axeViolations, wcagTags} from '../support/axe';

const PAGE = '/api/block/transactions';
/** `confirmed_transactions[].standard_coins[].coin_name`: in a fold (standard_coins) that starts closed, inside one that starts open. */
const NESTED = 'response-confirmed_transactions-standard_coins-coin_name';

function tree(page: Page): Locator {
  return page.getByRole('list', {name: 'Response fields'});
}

/** The fold of the items of `confirmed_transactions.standard_coins`, by what its summary says (`spent_transactions` has one too). */
function coinsSummary(page: Page): Locator {
  return page
    .locator('[id="response-confirmed_transactions-standard_coins"]')
    .locator('summary')
    .filter({hasText: /fields in each item of standard_coins$/});
}

function nestedRow(page: Page): Locator {
  return page.locator(`[id="${NESTED}"]`);
}

test('a fold opens and closes by click, the top level starting open and deeper levels closed', async ({sharedPage: page}) => {
  await gotoHydrated(page, PAGE);
  // confirmed_transactions' own fields show; the fields of each standard coin wait in their fold.
  await expect(page.locator('[id="response-confirmed_transactions-standard_coins"]')).toBeVisible();
  await expect(nestedRow(page)).toBeHidden();
  await coinsSummary(page).click();
  await expect(nestedRow(page)).toBeVisible();
  await expect(nestedRow(page)).toContainText('Id of the coin, in hex.');
  await coinsSummary(page).click();
  await expect(nestedRow(page)).toBeHidden();
});

test('a fold opens with Enter and closes with Space, focus staying on its summary', async ({sharedPage: page}) => {
  await gotoHydrated(page, PAGE);
  const summary = coinsSummary(page);
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(nestedRow(page)).toBeVisible();
  await expect(summary).toBeFocused();
  await page.keyboard.press('Space');
  await expect(nestedRow(page)).toBeHidden();
  await expect(summary).toBeFocused();
});

test('a row shows its type, nullable where it can be null, its description and the example value', async ({sharedPage: page}) => {
  await gotoHydrated(page, PAGE);
  await coinsSummary(page).click();
  const head = (id: string): Locator => page.locator(`[id="${id}"] > div`).first();
  await expect(head(NESTED)).toContainText('coin_name');
  await expect(head(NESTED)).toContainText('string');
  await expect(head(NESTED)).not.toContainText('nullable');
  // spend_time: `string|null` in the catalogue; null while the coin is unspent.
  const spendTime = page.locator('[id="response-confirmed_transactions-standard_coins-spend_time"]');
  await expect(spendTime.locator('> div').first()).toContainText(/string\s*nullable/);
  // The example value is the one the page's example response holds (the first coin's).
  const example = JSON.parse((await page.locator('.language-json pre').first().textContent()) ?? '{}') as {
    confirmed_transactions: {standard_coins: Array<{confirmed_block: number}>};
  };
  const block = example.confirmed_transactions.standard_coins[0]?.confirmed_block;
  expect(block).toBeDefined();
  await expect(page.locator('[id="response-confirmed_transactions-standard_coins-confirmed_block"]')).toContainText(`Example: ${block}`);
});

test('Expand all opens every fold of the tree, Collapse all closes them, and the button says which it will do', async ({
  sharedPage: page,
}) => {
  // Two axe runs and a click on each of the tree's folds, one by one: about 10 s on an idle
  // machine, more than the default 30 s limit on a loaded one.
  test.slow();
  await gotoHydrated(page, PAGE);
  const button = page.getByRole('button', {name: 'Expand all'});
  await button.click();
  await expect(page.getByRole('button', {name: 'Collapse all'})).toBeVisible();
  await expect(tree(page).locator('details:not([open])')).toHaveCount(0);
  await expect(nestedRow(page)).toBeVisible();
  expect(await axeViolations(page, {type: 'tag', values: wcagTags}), 'axe with every fold open').toEqual([]);

  await page.getByRole('button', {name: 'Collapse all'}).click();
  await expect(tree(page).locator('details[open]')).toHaveCount(0);
  await expect(page.locator('[id="response-confirmed_transactions-standard_coins"]')).toBeHidden();
  await expect(page.getByRole('button', {name: 'Expand all'})).toBeVisible();
  expect(await axeViolations(page, {type: 'tag', values: wcagTags}), 'axe with every fold closed').toEqual([]);

  // Opening the folds one by one, to the last, also turns the button to Collapse all. The first
  // closed fold in page order is always in view: any fold around it would come before it.
  const closed = tree(page).locator('details:not([open]) > summary');
  const folds = await tree(page).locator('details').count();
  for (let opened = 0; opened < folds && (await closed.count()) > 0; opened += 1) await closed.first().click();
  await expect(closed).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Collapse all'})).toBeVisible();
});

test('a link to a nested field, loaded directly, opens the folds around it and shows the field', async ({sharedPage: page}) => {
  await page.goto(`${PAGE}#${NESTED}`);
  await expect(nestedRow(page)).toBeVisible();
  await expect(nestedRow(page)).toBeInViewport();
});

test('a link to a nested field from another page opens the folds around it, scrolls to it and marks it', async ({sharedPage: page}) => {
  await gotoHydrated(page, '/docs/intro');
  // A search result is a link inside the site: the router follows it without a new load.
  const box = page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
  await box.click();
  // A field three folds deep that no other page has (a field whose name stands on many pages, such
  // as symbol, is one search result for them all).
  await box.pressSequentially('asset_info', {delay: 30});
  const hit = page
    .getByRole('listbox', {name: 'Search results for “asset_info”'})
    .getByRole('option')
    .filter({hasText: 'Get block transactions'})
    .filter({hasText: 'spent_transactions.token_coins[].asset_info.asset_id'})
    .first();
  const searched = 'response-spent_transactions-token_coins-asset_info-asset_id';
  const row = page.locator(`[id="${searched}"]`);
  await navigate(page, () => hit.click(), `${PAGE}#${searched}`);
  await expect(row).toBeVisible();
  await expect(row).toBeInViewport();
  await expect(row).toHaveAttribute('data-hash-target', '');
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the tree is in the HTML and folds by click', async ({page}) => {
    await page.goto(PAGE);
    await expect(tree(page)).toBeVisible();
    await expect(nestedRow(page)).toBeHidden();
    await coinsSummary(page).click();
    await expect(nestedRow(page)).toBeVisible();
    await coinsSummary(page).click();
    await expect(nestedRow(page)).toBeHidden();
  });

  test('a link to a nested field opens its folds', async ({sharedPage: page}) => {
    await page.goto(`${PAGE}#${NESTED}`);
    await expect(nestedRow(page)).toBeVisible();
    await expect(nestedRow(page)).toBeInViewport();
  });
});

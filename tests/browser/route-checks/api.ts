import {expect} from '@playwright/test';
import {apiPages} from '../../../api/catalogue/pages';
import type {RouteCheck} from './types';
import {pageParams} from '../../../api/catalogue/page-params';
import {fieldAnchor} from '../../../src/utils/anchors';

const pageByRoute = new Map(apiPages.map((entry) => [`/api/${entry.doc}`, entry]));

/** The /api routes the catalogue renders (getting started and the Address index are written by hand). */
export const catalogueRoutes: ReadonlySet<string> = new Set(pageByRoute.keys());

/** An endpoint page shows its title and, for each call, the method, the path, the parameters and a row for each response field. */
export const apiEndpoint: RouteCheck = {
  what: "each call's method, path, parameters and response fields",
  appliesTo: (pagePath) => pageByRoute.has(pagePath),
  run: async (page, pagePath) => {
    const entry = pageByRoute.get(pagePath);
    if (!entry) throw new Error(`${pagePath} has no catalogue entry`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(entry.title);
    const paths = page.getByTestId('api-path');
    await expect(paths).toHaveCount(entry.calls.length);
    for (const [i, c] of entry.calls.entries()) {
      const line = paths.nth(i).locator('..');
      await expect(line).toContainText(c.method);
      await expect(paths.nth(i)).toHaveText(c.path);
    }
    // What the page lists: the catalogue's parameters, and the key header where the Pro host answers.
    const withParams = entry.calls.filter((c) => pageParams(c).length > 0).length;
    await expect(page.getByRole('table', {name: 'Parameters'})).toHaveCount(withParams);
    await expect(page.getByText('This call takes no parameters.')).toHaveCount(entry.calls.length - withParams);
    for (const c of entry.calls) {
      for (const p of pageParams(c)) {
        await expect(page.getByRole('table', {name: 'Parameters'}).getByText(p.name, {exact: true}).first()).toBeVisible();
      }
    }
    // The response fields: a tree with a row for every field, under its own anchor (a page with
    // several calls starts its anchors with the call's prefix), in the HTML even when folded.
    const trees = page.getByRole('list', {name: 'Response fields'});
    await expect(trees).toHaveCount(entry.calls.filter((c) => c.responseFields.length > 0).length);
    for (const c of entry.calls) {
      for (const field of c.responseFields) {
        const label = field.name.slice(field.name.lastIndexOf('.') + 1).replace(/\[\]$/, '') || '[]';
        const row = trees.locator(`li[id$="${fieldAnchor('response', field.name)}"][data-search-name="${field.name}"]`).first();
        await expect(row.locator('code').first(), `the row of ${field.name}`).toHaveText(label);
      }
    }
  },
};

import {expect} from '@playwright/test';
import {apiPages} from '../../../api/catalogue/pages';
import type {RouteCheck} from './types';
import {pageParams} from '../../../api/catalogue/page-params';
import {fieldAnchor} from '../../../shared/anchors';

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
    // What the page shows is read in a few passes over the page, each returning every line, table
    // cell or tree row at once (one message to the browser per kind, not one per row), then
    // compared here with the catalogue.
    const paths = page.getByTestId('api-path');
    await expect(paths).toHaveCount(entry.calls.length);
    const shownCalls = await paths.evaluateAll((nodes) =>
      nodes.map((node) => ({path: (node.textContent ?? '').trim(), line: node.parentElement?.textContent ?? ''})),
    );
    expect(
      shownCalls.map((shown) => shown.path),
      'the path of each call, in order',
    ).toEqual(entry.calls.map((c) => c.path));
    entry.calls.forEach((c, i) => expect(shownCalls[i]?.line, `the line of ${c.path} names its method`).toContain(c.method));

    // What the page lists: the catalogue's parameters, and the key header where the Pro host answers.
    const withParams = entry.calls.filter((c) => pageParams(c).length > 0).length;
    const paramTables = page.getByRole('table', {name: 'Parameters'});
    await expect(paramTables).toHaveCount(withParams);
    await expect(page.getByText('This call takes no parameters.')).toHaveCount(entry.calls.length - withParams);
    // The text of every element of those tables that a reader can see; a parameter's name is the whole text of one.
    const shownNames = new Set(
      (
        await paramTables.evaluateAll((tables) =>
          tables.flatMap((table) =>
            [...table.querySelectorAll('*')].map((el) => ({
              text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
              visible: el.checkVisibility(),
            })),
          ),
        )
      )
        .filter((cell) => cell.visible)
        .map((cell) => cell.text),
    );
    const missingParams = entry.calls.flatMap((c) => pageParams(c).map((p) => p.name)).filter((name) => !shownNames.has(name));
    expect(missingParams, 'parameters of the catalogue not shown in a Parameters table').toEqual([]);

    // The response fields: a tree with a row for every field, under its own anchor (a page with
    // several calls starts its anchors with the call's prefix), in the HTML even when folded.
    const trees = page.getByRole('list', {name: 'Response fields'});
    await expect(trees).toHaveCount(entry.calls.filter((c) => c.responseFields.length > 0).length);
    const rows = await trees.evaluateAll((lists) =>
      lists.flatMap((list) =>
        [...list.querySelectorAll('li[id][data-search-name]')].map((row) => ({
          id: row.id,
          name: row.getAttribute('data-search-name') ?? '',
          label: (row.querySelector('code')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        })),
      ),
    );
    const missingFields: string[] = [];
    for (const c of entry.calls) {
      for (const field of c.responseFields) {
        const label = field.name.slice(field.name.lastIndexOf('.') + 1).replace(/\[\]$/, '') || '[]';
        const anchor = fieldAnchor('response', field.name);
        const row = rows.find((candidate) => candidate.id.endsWith(anchor) && candidate.name === field.name);
        if (row?.label !== label)
          missingFields.push(
            `${field.name}: ${row ? `labelled "${row.label}", not "${label}"` : `no row with an anchor ending #${anchor}`}`,
          );
      }
    }
    expect(missingFields, 'response fields of the catalogue without their row').toEqual([]);
  },
};

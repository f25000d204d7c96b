// The rehype plugin that boxes each Markdown table and labels its cells with their column headers
// (plugins/table-labels.ts), on small trees, and on the built site: every table of a page's text
// is in its box, with the width below which it reflows, and every body cell has its label.
import {test, expect} from '@playwright/test';
import type {Element, ElementContent, Root} from 'hast';
import rehypeTableLabels, {REFLOW_WIDTHS, TABLE_BOX_CLASS, reflowWidth, tableMinWidth} from '../../plugins/table-labels';

function h(tagName: string, children: Array<ElementContent | string> = []): Element {
  return {
    type: 'element',
    tagName,
    properties: {},
    children: children.map((child) => (typeof child === 'string' ? {type: 'text', value: child} : child)),
  };
}

/** A Markdown table as remark-gfm gives it: a header row, then body rows. */
function table(head: string[], body: Array<Array<string | Element>>): Element {
  return h('table', [
    h('thead', [
      h(
        'tr',
        head.map((cell) => h('th', [cell])),
      ),
    ]),
    h(
      'tbody',
      body.map((row) =>
        h(
          'tr',
          row.map((cell) => h('td', [cell])),
        ),
      ),
    ),
  ]);
}

function run(root: Root): Root {
  rehypeTableLabels()(root);
  return root;
}

test('each body cell is labelled with its column header, and the table is boxed', () => {
  const root = run({
    type: 'root',
    children: [
      h('p', ['Before']),
      table(
        ['Network', 'Base URL'],
        [
          ['Mainnet', h('code', ['https://api.spacescan.io'])],
          ['Testnet', 'none'],
        ],
      ),
    ],
  });
  const box = root.children[1] as Element;
  expect(box.tagName).toBe('div');
  expect(box.properties.className).toEqual([TABLE_BOX_CLASS]);
  const inner = box.children[0] as Element;
  expect(inner.tagName).toBe('table');
  const rows = ((inner.children[1] as Element).children as Element[]).map((row) =>
    (row.children as Element[]).map((cell) => cell.properties.dataLabel),
  );
  expect(rows).toEqual([
    ['Network', 'Base URL'],
    ['Network', 'Base URL'],
  ]);
  // The header cells keep no label of their own.
  const head = (inner.children[0] as Element).children[0] as Element;
  expect((head.children as Element[]).map((cell) => cell.properties.dataLabel)).toEqual([undefined, undefined]);
});

test('a table inside another element (a list item, a component) is found too; a cell under an empty header gets no label', () => {
  const nested = table(['', 'Meaning'], [['1', 'One']]);
  const root = run({type: 'root', children: [h('ul', [h('li', [nested])])]});
  const box = ((root.children[0] as Element).children[0] as Element).children[0] as Element;
  expect(box.properties.className).toEqual([TABLE_BOX_CLASS]);
  const cells = (((box.children[0] as Element).children[1] as Element).children[0] as Element).children as Element[];
  expect(cells.map((cell) => cell.properties.dataLabel)).toEqual([undefined, 'Meaning']);
});

test('the width below which a table reflows follows its longest words', () => {
  const narrow = table(['Unit', 'Equals'], [['1 XCH', '10^12 mojo']]);
  const wide = table(
    ['Page', 'Pattern', 'Example'],
    [['Token', h('code', ['https://www.spacescan.io/token/{asset_id_or_symbol}']), 'SBX']],
  );
  expect(tableMinWidth(narrow)).toBeLessThan(300);
  expect(reflowWidth(narrow)).toBe(String(REFLOW_WIDTHS[0]));
  expect(tableMinWidth(wide)).toBeGreaterThan(tableMinWidth(narrow));
  expect(Number(reflowWidth(wide))).toBeGreaterThanOrEqual(tableMinWidth(wide));
  const huge = table(['A', 'B', 'C'], [[h('code', ['x'.repeat(60)]), h('code', ['y'.repeat(60)]), 'z']]);
  expect(reflowWidth(huge)).toBe('always');
});

// The tree walks of plugins/html-tree.ts answer as the cheerio selector queries they replaced in the
// post-build pass's search and Markdown steps, on a field tree nested as the API pages nest theirs.
import {test, expect} from '@playwright/test';
import * as cheerio from 'cheerio';
import type {Element} from 'domhandler';
import {closestAncestor, firstDescendant, hasClass, outermostDescendants} from '../../plugins/html-tree';

const $ = cheerio.load(
  [
    '<ul id=top data-field-list>',
    '<li id=a data-search-name=a><span data-field-name>a</span><span data-search-text>first</span>',
    '<details><ul data-field-list>',
    '<li id=a1 data-search-name=a1><span data-field-name>a1</span><span data-field-type>string</span>',
    '<ul><li id=a11 data-search-name=a11><span data-field-name>a11</span></li></ul></li>',
    '<li id=a2 data-search-name=a2><span data-field-name>a2</span></li>',
    '</ul></details></li>',
    '<li id=b data-search-name=b><details><ul><li id=b1><span data-field-type>number</span></li></ul></details></li>',
    '</ul>',
  ].join(''),
);
const el = (id: string): Element => $(`#${id}`).get(0) as Element;
const ids = (elements: readonly (Element | undefined)[]): (string | undefined)[] => elements.map((e) => e?.attribs['id']);
const has = (name: string) => (e: Element) => e.attribs[name] !== undefined;

test('firstDescendant is the first match in document order, as find().first()', () => {
  for (const id of ['top', 'a', 'a1', 'b']) {
    for (const name of ['data-field-name', 'data-field-type', 'data-search-text', 'data-search-name']) {
      expect(firstDescendant(el(id), has(name)), `${name} below #${id}`).toBe($(el(id)).find(`[${name}]`).get(0));
    }
  }
  expect(firstDescendant(el('a11'), has('data-field-type'))).toBeUndefined();
});

test('outermostDescendants are the matches with no match between them and the parent, in document order', () => {
  const query = (id: string): Element[] =>
    $(el(id))
      .find('[data-search-name]')
      .filter((_, row) => $(row).parent().closest('[data-search-name]').get(0) === el(id))
      .toArray();
  expect(ids(outermostDescendants(el('top'), has('data-search-name')))).toEqual(['a', 'b']);
  expect(ids(outermostDescendants(el('a'), has('data-search-name')))).toEqual(['a1', 'a2']);
  expect(ids(outermostDescendants(el('a1'), has('data-search-name')))).toEqual(['a11']);
  for (const id of ['a', 'a1', 'a2', 'b']) expect(outermostDescendants(el(id), has('data-search-name')), id).toEqual(query(id));
});

test('closestAncestor skips the element itself and finds the nearest match above it', () => {
  const li = (e: Element) => e.name === 'li';
  expect(closestAncestor(el('a11'), li)).toBe(el('a1'));
  expect(closestAncestor(el('a1'), li)).toBe(el('a'));
  expect(closestAncestor(el('a'), li)).toBeUndefined();
  // The type of #b's child row belongs to #b1, not to #b.
  expect(closestAncestor(firstDescendant(el('b'), has('data-field-type'))!, li)).toBe(el('b1'));
});

test('from the document itself, firstDescendant finds what the page-wide query finds first', () => {
  const root = $.root()[0]!;
  for (const name of ['data-field-type', 'data-search-name', 'data-field-list']) {
    expect(firstDescendant(root, has(name)), name).toBe($(`[${name}]`).get(0));
  }
  expect(firstDescendant(root, has('data-nothing'))).toBeUndefined();
});

test('hasClass answers as a class selector: whole names in the class list, not parts of one', () => {
  const page = cheerio.load('<p id=x class="theme-doc-markdown  markdown\tlead"></p><p id=y class=markdownish></p><p id=z></p>');
  const p = (id: string): Element => page(`#${id}`).get(0) as Element;
  for (const [id, name] of [
    ['x', 'markdown'],
    ['x', 'theme-doc-markdown'],
    ['x', 'lead'],
    ['x', 'doc'],
    ['y', 'markdown'],
    ['z', 'markdown'],
  ] as const) {
    expect(hasClass(p(id), name), `${id} .${name}`).toBe(page(p(id)).is(`.${name}`));
  }
});

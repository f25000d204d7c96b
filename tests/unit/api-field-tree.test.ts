// The tree an endpoint page draws from the catalogue's dotted field paths (api/catalogue/field-tree.ts)
// and the example value beside each field (api/catalogue/field-examples.ts).
import {test, expect} from '@playwright/test';
import {fieldTree, splitNullable} from '../../api/catalogue/field-tree';
import {EXAMPLE_MAX, fieldsWithExamples, shortExample, valueAt} from '../../api/catalogue/field-examples';
import type {PageField} from '../../api/catalogue/types';

const field = (name: string, type = 'string') => ({name, type, description: `About ${name}.`});

/** path → its children's paths, for the whole tree. */
function shape(nodes: readonly PageField[]): unknown[] {
  return nodes.map((node) => (node.children ? {[node.path]: shape(node.children)} : node.path));
}

test('dotted paths become a tree in the catalogue order, arrays marking their items', () => {
  const tree = fieldTree([
    field('status'),
    field('data', 'object'),
    field('data.coins', 'array'),
    field('data.coins[].id'),
    field('data.total', 'number'),
  ]);
  expect(shape(tree)).toEqual(['status', {data: [{'data.coins': ['data.coins[].id']}, 'data.total']}]);
  expect(tree[1]?.children?.[0]).toMatchObject({label: 'coins', type: 'array', ofItems: true});
  expect(tree[1]?.ofItems).toBeUndefined();
});

test('a parent the catalogue leaves out is made, without text of its own, and a top-level array keeps its items', () => {
  const tree = fieldTree([field('a[].b'), field('[]', 'array'), field('[].c')]);
  expect(shape(tree)).toEqual([{a: ['a[].b']}, {'[]': ['[].c']}]);
  expect(tree[0]).toMatchObject({label: 'a', type: 'array', implied: true, description: '', ofItems: true});
  expect(tree[1]).toMatchObject({label: '[]', type: 'array', ofItems: true});
  expect(tree[1]?.implied).toBeUndefined();
});

test('a parent listed after its child replaces the one made for it, keeping the child', () => {
  const tree = fieldTree([field('x.y'), field('x', 'object|null')]);
  expect(shape(tree)).toEqual([{x: ['x.y']}]);
  expect(tree[0]).toMatchObject({type: 'object', nullable: true, description: 'About x.'});
  expect(tree[0]?.implied).toBeUndefined();
});

test('nullable types are told apart from their base type', () => {
  expect(splitNullable('string|null')).toEqual({type: 'string', nullable: true});
  expect(splitNullable('number | null')).toEqual({type: 'number', nullable: true});
  expect(splitNullable('string[]')).toEqual({type: 'string[]', nullable: false});
});

test('an example value is read along the path, from the first item of each array, and only short scalars are shown', () => {
  const json = {a: [{b: 'first'}, {b: 'second'}], n: null, o: {deep: true}, long: 'x'.repeat(100)};
  expect(valueAt(json, 'a[].b')).toBe('first');
  expect(valueAt([{c: 3}], '[].c')).toBe(3);
  expect(valueAt(json, 'missing.b')).toBeUndefined();
  expect(shortExample(valueAt(json, 'n'))).toBe('null');
  expect(shortExample(valueAt(json, 'o'))).toBeUndefined();
  const cut = shortExample(valueAt(json, 'long'));
  expect(cut).toHaveLength(EXAMPLE_MAX);
  expect(cut).toMatch(/^"x+…"$/);
  expect(fieldsWithExamples([field('a[].b'), field('o', 'object')], json).map((f) => f.example)).toEqual(['"first"', undefined]);
});

import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir} from '../support/site';
import {apiPages} from '../../api/catalogue/pages';
import type {ApiCall} from '../../api/catalogue/types';

// What the build makes of the catalogue, read from build/ without a browser: each API page's
// script holds that page's data and no other page's, the example world and the entries stay out
// of the browser, and an API page's "Last updated" follows its entry and the world.

const siteDir = path.resolve(__dirname, '../..');
const jsDir = path.join(buildDir, 'assets', 'js');

function scripts(): {file: string; text: string}[] {
  return readdirSync(jsDir)
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({file, text: readFileSync(path.join(jsDir, file), 'utf8')}));
}

test.describe('the built API pages', () => {
  test('each page’s data is in one script with no other page’s data, and the world stays out of the browser', () => {
    const all = scripts();
    // The world's code names its derived values with this label; the entries' agreements are not page data.
    for (const {file, text} of all) {
      expect(text.includes('spacescan-docs example world'), `${file} holds the example world`).toBe(false);
      expect(text.includes('"agreements"'), `${file} holds catalogue entries`).toBe(false);
    }
    // A call as page data (JSON, which the bundler keeps as a JSON.parse string): its id, title and method in a row.
    const dataOf = (call: ApiCall): string =>
      `"id":${JSON.stringify(call.id)},"title":${JSON.stringify(call.title)},"method":${JSON.stringify(call.method)}`;
    for (const page of apiPages) {
      const first = page.calls[0];
      if (!first) throw new Error(`${page.doc} has no call`);
      const holders = all.filter(({text}) => text.includes(dataOf(first)));
      expect(
        holders.map((h) => h.file),
        `scripts holding the data of ${page.doc}`,
      ).toHaveLength(1);
      const text = holders[0]?.text ?? '';
      for (const call of page.calls) expect(text.includes(dataOf(call)), `${call.id} in the script of ${page.doc}`).toBe(true);
      const others = apiPages.filter((p) => p.doc !== page.doc && p.calls.some((c) => text.includes(dataOf(c))));
      expect(
        others.map((p) => p.doc),
        `other pages' data in the script of ${page.doc}`,
      ).toEqual([]);
    }
  });

  test('an endpoint page carries its URL name (xch_balance) as its keywords', () => {
    const endpoints = apiPages.filter((page) => page.doc.includes('/'));
    expect(endpoints.length).toBeGreaterThan(30);
    for (const page of endpoints) {
      const html = readFileSync(path.join(buildDir, 'api', `${page.doc}.html`), 'utf8');
      const keywords = /<meta [^>]*name="?keywords"? content="?([^">]+?)"? ?\/?>/.exec(html)?.[1];
      expect(keywords, page.doc).toBe(page.doc.split('/')[1]);
    }
  });

  test('an API page was last updated when its entry or the world last changed', () => {
    for (const doc of ['address/xch_balance', 'block/peak', 'nft']) {
      const html = readFileSync(path.join(buildDir, 'api', `${doc}.html`), 'utf8');
      const shown = /<time datetime="?([^">\s]+)"?[^>]*>/.exec(html)?.[1];
      const sources = [`api/catalogue/entries/${doc}.ts`, 'api/catalogue/shared.ts', 'api/catalogue/world'];
      const committed = Number(
        execFileSync('git', ['log', '-1', '--format=%ct', '--', ...sources], {cwd: siteDir, encoding: 'utf8'}).trim(),
      );
      expect(shown, `the last-update time of /api/${doc}`).toBe(new Date(committed * 1000).toISOString());
    }
  });
});

import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir} from '../support/site';
import {apiPages} from '../../api/catalogue/pages';

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
  test.skip(!existsSync(jsDir), `no build in ${buildDir}: run \`npm run build\` first (npm test always does)`);

  test('each page’s data is in one script with no other page’s data, and the world stays out of the browser', () => {
    const all = scripts();
    // The world's code names its derived values with this label; the entries' agreements are not page data.
    for (const {file, text} of all) {
      expect(text.includes('spacescan-docs example world'), `${file} holds the example world`).toBe(false);
      expect(text.includes('"agreements"'), `${file} holds catalogue entries`).toBe(false);
    }
    for (const page of apiPages) {
      const holders = all.filter(({text}) => text.includes(`"doc":"${page.doc}"`));
      expect(holders.map((h) => h.file), `scripts holding the data of ${page.doc}`).toHaveLength(1);
      const others = apiPages.filter((p) => p.doc !== page.doc && holders[0]?.text.includes(`"doc":"${p.doc}"`));
      expect(others.map((p) => p.doc), `other pages' data in the script of ${page.doc}`).toEqual([]);
    }
  });

  test('an API page was last updated when its entry or the world last changed', () => {
    for (const doc of ['address/xch_balance', 'block/peak', 'nft']) {
      const html = readFileSync(path.join(buildDir, 'api', `${doc}.html`), 'utf8');
      const shown = /<time datetime="?([^">]+)"?>/.exec(html)?.[1];
      const sources = [`api/catalogue/entries/${doc}.ts`, 'api/catalogue/world'];
      const committed = Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', ...sources], {cwd: siteDir, encoding: 'utf8'}).trim());
      expect(shown, `the last-update time of /api/${doc}`).toBe(new Date(committed * 1000).toISOString());
    }
  });
});

// The Try it console in the build: an endpoint page has its button; its twin and search data do not.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir} from '../support/site';

test('the built page has the Try it button, and its Markdown twin and search data do not', () => {
  const html = path.join(buildDir, 'api/address/xch_balance.html');
  expect(readFileSync(html, 'utf8')).toMatch(/<div[^>]*data-try-it[^>]*><button[^>]*aria-expanded="?false"?[^>]*>Try it<\/button><\/div>/);
  expect(readFileSync(path.join(buildDir, 'api/address/xch_balance.md'), 'utf8')).not.toContain('Try it');
  // The search's record files of the page (plugins/search writes a few records to a file, under search/p/).
  const pagesDir = path.join(buildDir, 'search/p');
  const records = readdirSync(pagesDir)
    .map((file) => readFileSync(path.join(pagesDir, file), 'utf8'))
    .filter((text) => text.includes('"/api/address/xch_balance"'))
    .join('\n');
  expect(records).toContain('include_dust');
  expect(records).not.toContain('Try it');
});

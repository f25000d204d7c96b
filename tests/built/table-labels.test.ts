// The built site's Markdown tables (plugins/table-labels.ts): every table of a page's text is in its
// box, with the width below which it reflows, and every body cell has its label.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {REFLOW_WIDTHS} from '../../plugins/table-labels';
import {buildDir} from '../support/site';

test('in the built site every Markdown table is boxed, with its reflow width, and its body cells labelled', () => {
  const files = readdirSync(buildDir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let tables = 0;
  const problems: string[] = [];
  const widths = new Set<string>([...REFLOW_WIDTHS.map(String), 'always']);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<div class="?markdown-table"? data-reflow-below="?([^\s">]+)"?><table>([\s\S]*?)<\/table>/g)) {
      tables += 1;
      const [, width = '', body = ''] = match;
      if (!widths.has(width)) problems.push(`${path.relative(buildDir, file)}: reflow width ${width}`);
      const unlabelled = [...body.matchAll(/<td(\s[^>]*)?>/g)].filter((cell) => !/data-label=/.test(cell[1] ?? ''));
      if (unlabelled.length > 0) problems.push(`${path.relative(buildDir, file)}: ${unlabelled.length} cells without a label`);
    }
    const bare =
      (html.match(/<table>/g) ?? []).length - (html.match(/markdown-table"? data-reflow-below="?[^\s">]+"?><table>/g) ?? []).length;
    if (bare > 0) problems.push(`${path.relative(buildDir, file)}: ${bare} tables outside a box`);
  }
  expect(problems).toEqual([]);
  expect(tables).toBeGreaterThan(10);
});

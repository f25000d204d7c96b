import {test, expect} from '@playwright/test';
import {brokenMarkdownLinkMessage, onBrokenMarkdownLinks} from '../../plugins/markdown-link-rules';

// A link to a missing Markdown file warns (naming the file, the line and the fix) and is kept,
// escaped from the build's link check, for the browser crawl to report.

test('the warning names the file, the line, the URL and the fix', () => {
  expect(brokenMarkdownLinkMessage('docs/guide/Farming.mdx', './missing.md', 12)).toBe(
    'Markdown link with URL ./missing.md in docs/guide/Farming.mdx:12 points at no Markdown file. ' +
      'Link to an existing .md or .mdx file by its path relative to this file, or to the page URL (such as /docs/intro).',
  );
  expect(brokenMarkdownLinkMessage('blog/x/index.mdx', '../y.md')).toContain('in blog/x/index.mdx points at');
});

test('the hook keeps the link, marked so the build link check skips it', () => {
  const url = onBrokenMarkdownLinks({
    sourceFilePath: 'docs/guide/Farming.mdx',
    url: './missing.md',
    node: {type: 'link', url: './missing.md', children: [], position: {start: {line: 3, column: 1}, end: {line: 3, column: 20}}},
  });
  expect(url).toBe('pathname://./missing.md');
});

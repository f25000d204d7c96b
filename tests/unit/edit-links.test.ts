// "Edit this page" (plugins/edit-urls.ts): every doc, API page and blog post of the built site
// links to the file a writer edits, on the main branch of the repository that
// docusaurus.config.ts names once; a generated API page links to its catalogue entry.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {apiEditUrl, apiEntryFile, blogEditUrl, docsEditUrl, editFileUrl} from '../../plugins/edit-urls';

const siteDir = path.resolve(__dirname, '../..');
const config = readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8');
/** The repository address, as docusaurus.config.ts says it (once). */
const repositoryUrl = /^const repositoryUrl = '([^']+)';$/m.exec(config)?.[1] ?? '';

test('the repository address is said once in docusaurus.config.ts, and every edit link is made from it', () => {
  expect(repositoryUrl).toBe('https://github.com/spacescan-io/docs');
  expect(config.match(/spacescan-io\/docs\b/g), 'no other copy of the address').toHaveLength(1);
  for (const maker of ['docsEditUrl(repositoryUrl)', 'apiEditUrl(repositoryUrl, __dirname)', 'blogEditUrl(repositoryUrl)']) {
    expect(config).toContain(`editUrl: ${maker}`);
  }
  expect(config).toContain('customFields: {withTestPages, repositoryUrl}');
});

test('a fork gets edit links to its own repository; an API page links to its catalogue entry', () => {
  const fork = 'https://github.com/someone/spacescan-docs/';
  expect(editFileUrl(fork, 'docs/intro.mdx')).toBe('https://github.com/someone/spacescan-docs/edit/main/docs/intro.mdx');
  expect(docsEditUrl(fork)({versionDocsDirPath: 'docs', docPath: 'guide/Farming.mdx'})).toBe(
    'https://github.com/someone/spacescan-docs/edit/main/docs/guide/Farming.mdx',
  );
  expect(blogEditUrl(fork)({blogDirPath: 'blog', blogPath: '2022-02-27-welcome/index.mdx'})).toBe(
    'https://github.com/someone/spacescan-docs/edit/main/blog/2022-02-27-welcome/index.mdx',
  );
  const api = apiEditUrl(fork, siteDir);
  expect(api({versionDocsDirPath: 'api', docPath: 'address/xch_balance.mdx'})).toBe(
    'https://github.com/someone/spacescan-docs/edit/main/api/catalogue/entries/address/xch_balance.ts',
  );
  expect(api({versionDocsDirPath: 'api', docPath: 'stats.mdx'})).toBe(
    'https://github.com/someone/spacescan-docs/edit/main/api/catalogue/entries/stats.ts',
  );
  // The changelog page is generated from the changelog file.
  expect(api({versionDocsDirPath: 'api', docPath: 'changelog.mdx'})).toBe(
    'https://github.com/someone/spacescan-docs/edit/main/api/catalogue/changelog.ts',
  );
  // Written by hand: the page is its own source.
  expect(apiEntryFile(siteDir, 'api/getting-started.mdx')).toBeUndefined();
  expect(api({versionDocsDirPath: 'api', docPath: 'getting-started.mdx'})).toBe(
    'https://github.com/someone/spacescan-docs/edit/main/api/getting-started.mdx',
  );
});

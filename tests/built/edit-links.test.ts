// "Edit this page" (plugins/edit-urls.ts) in the built site: every doc, API page and blog post has
// one, to the file a writer edits on the main branch; a generated API page's to its catalogue entry.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import * as cheerio from 'cheerio';
import {apiEntryFile} from '../../plugins/edit-urls';
import {buildDir} from '../support/site';

const siteDir = path.resolve(__dirname, '../..');
const config = readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8');
const repositoryUrl = /^const repositoryUrl = '([^']+)';$/m.exec(config)?.[1] ?? '';
const editPrefix = `${repositoryUrl}/edit/main/`;

/** The source files that become pages of the built site: docs, API pages and published posts. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'docs', 'api', 'blog'], {
    cwd: siteDir,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => existsSync(path.join(siteDir, file)));
  const docs = listed.filter((file) => /^(docs|api)\/.+\.mdx?$/.test(file) && !file.startsWith('api/catalogue/') && !/(^|\/)_/.test(file));
  const posts = listed.filter(
    (file) => /^blog\/[^/]+\/index\.mdx?$/.test(file) && !/^draft: true$/m.test(readFileSync(path.join(siteDir, file), 'utf8')),
  );
  return [...docs, ...posts].sort();
}

/** Every built page that is a doc, an API page or a post, with its "Edit this page" links. */
function builtPages(): {file: string; kind: string; links: string[]}[] {
  return readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.html'))
    .flatMap((name) => {
      const $ = cheerio.load(readFileSync(path.join(buildDir, name), 'utf8'));
      const classes = $('html').attr('class') ?? '';
      // A doc made from a file carries its id (a category's generated index has none, and no file).
      const kind = /\bdocs-doc-id-/.test(classes) ? 'doc' : /\bblog-post-page\b/.test(classes) ? 'post' : null;
      if (kind === null) return [];
      const links = $('a.theme-edit-this-page')
        .map((_, a) => $(a).attr('href') ?? '')
        .get();
      return [{file: name, kind, links}];
    });
}

test('in the built site every doc, API page and post has one "Edit this page" link, to a file that exists', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(100);
  const problems: string[] = [];
  const edited = new Set<string>();
  for (const page of pages) {
    if (page.links.length !== 1) {
      problems.push(`${page.file}: ${page.links.length} edit links`);
      continue;
    }
    const link = page.links[0] ?? '';
    if (!link.startsWith(editPrefix)) {
      problems.push(`${page.file}: ${link} is not on ${editPrefix}`);
      continue;
    }
    const file = decodeURIComponent(link.slice(editPrefix.length));
    if (!existsSync(path.join(siteDir, file))) problems.push(`${page.file}: ${file} does not exist`);
    if (/^api\/(?!catalogue\/)/.test(file) && apiEntryFile(siteDir, file) !== undefined)
      problems.push(`${page.file}: links the generated ${file}, not its entry`);
    edited.add(file);
  }
  expect(problems).toEqual([]);
  // Every source is reachable: a generated API page through its entry.
  const missing = sourceFiles().filter((file) => !edited.has(file) && !edited.has(apiEntryFile(siteDir, file) ?? file));
  expect(missing, 'sources whose page has no edit link').toEqual([]);
});

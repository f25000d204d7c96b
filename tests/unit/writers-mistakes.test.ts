import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildSite, copySite, removeSite} from '../support/siteCopy';

// The mistakes a writer makes, each in its own copy of the site, followed by a real
// `docusaurus build`: the build fails (or, for a broken Markdown-file link, warns), and its
// message names the file or page and says what to do. The unknown tag case lives in
// blog-writers.test.ts. Content errors fail in seconds; link errors need a whole build.

const post = 'blog/2022-02-27-welcome/index.mdx';
const doc = 'docs/guide/Farming.mdx';

/** Rewrites one file of the copy; fails if the edit changed nothing. */
function edit(site: string, file: string, change: (text: string) => string): void {
  const full = path.join(site, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  expect(after, `the mistake changes ${file}`).not.toBe(before);
  writeFileSync(full, after);
}

/** Removes the front-matter line that starts with `field:`. */
const withoutField = (field: string) => (text: string) => text.replace(new RegExp(`^${field}:.*\\n`, 'm'), '');
const appended = (line: string) => (text: string) => `${text.trimEnd()}\n\n${line}\n`;

type Case = {
  name: string;
  mistake: (site: string) => void;
  fails: boolean;
  /** What the build output must say: the file or page, the fault, the fix. */
  says: (string | RegExp)[];
  /** A check of the built site, for a build that passes. */
  afterwards?: (site: string) => void;
};

const cases: Case[] = [
  {
    name: 'an author missing from authors.yml',
    mistake: (site) => edit(site, post, (text) => text.replace('authors: [natsabari]', 'authors: [natsabari, nobody_in_authors_yml]')),
    fails: true,
    says: ['2022-02-27-welcome/index.mdx', /Blog author with key "nobody_in_authors_yml" not found in the authors map file/, /Valid author keys are/],
  },
  {
    name: 'a doc without a title',
    mistake: (site) => edit(site, doc, withoutField('title')),
    fails: true,
    says: ['docs/guide/Farming.mdx: front matter has no "title". Add title: <the page title'],
  },
  {
    name: 'a post without a description',
    mistake: (site) => edit(site, post, withoutField('description')),
    fails: true,
    says: [`${post}: front matter has no "description". Add description: <one sentence`],
  },
  {
    name: 'a post without a truncate marker',
    mistake: (site) => edit(site, post, (text) => text.replace('{/* truncate */}\n', '')),
    fails: true,
    says: ['2022-02-27-welcome/index.mdx', /blog posts? without truncation markers?/i, '{/* truncate */}'],
  },
  {
    name: 'a link to a page that does not exist',
    mistake: (site) => edit(site, doc, appended('Read [the fee table](/docs/guide/fee-table) next.')),
    fails: true,
    says: [/Broken link on source page path = \/docs\/guide\/Farming/, '-> linking to /docs/guide/fee-table', /make sure you don't reference any path that does not exist/],
  },
  {
    name: 'a link to a heading that does not exist',
    mistake: (site) => edit(site, doc, appended('Read [how fees work](/docs/guide/Mempool#fees-explained) next.')),
    fails: true,
    says: [/Broken anchor on source page path = \/docs\/guide\/Farming/, '-> linking to /docs/guide/Mempool#fees-explained', /make sure you don't reference any anchor that does not exist/],
  },
  {
    name: 'a link to a Markdown file that does not exist (warns)',
    mistake: (site) => edit(site, doc, appended('Read [the missing guide](./missing.md) next.')),
    fails: false,
    says: [/\[WARNING\] Markdown link with URL \.\/missing\.md in docs\/guide\/Farming\.mdx:\d+ points at no Markdown file\. Link to an existing \.md or \.mdx file/],
    // The link stays in the page, where the browser suite's crawl reports it.
    afterwards: (site) => expect(readFileSync(path.join(site, 'build/docs/guide/Farming.html'), 'utf8')).toMatch(/href="?\.\/missing\.md/),
  },
];

for (const {name, mistake, fails, says, afterwards} of cases) {
  test(`writer's mistake: ${name}`, async () => {
    // A whole build of a copy on a busy 2-core machine; content errors stop much sooner.
    test.setTimeout(300_000);
    const site = copySite();
    try {
      mistake(site);
      const started = Date.now();
      const output = await buildSite(site);
      test.info().annotations.push({type: 'build', description: `${((Date.now() - started) / 1000).toFixed(1)} s, exit ${output.code}`});
      const text = output.text.replace(/\x1b\[[0-9;]*m/g, '');
      if (fails) {
        expect(output.code, text).not.toBe(0);
        expect(text).toMatch(/\[ERROR\]/);
      } else {
        expect(output.code, text).toBe(0);
        expect(existsSync(path.join(site, 'build', 'index.html')), 'the site is written').toBe(true);
      }
      for (const message of says) {
        if (typeof message === 'string') {
          expect(text).toContain(message);
        } else {
          expect(text).toMatch(message);
        }
      }
      afterwards?.(site);
    } finally {
      removeSite(site);
    }
  });
}

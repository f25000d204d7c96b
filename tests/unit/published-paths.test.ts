import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {LoadContext} from '@docusaurus/types';
import {
  locateIn,
  plannedRedirects,
  readPathList,
  redirectFile,
  redirectPage,
  redirectProblems,
  titleOf,
  type Redirect,
} from '../../plugins/redirects';
import {baseUrlFrom, siteUrlFrom} from '../../plugins/site-address';

// The rules behind "every published path answers" (plugins/redirects.ts, planned and written by the post-build pass), the repository's
// list of the live docs' paths, and the site address read from the environment. The served build is
// asked for every path in tests/browser/published-paths.spec.ts.

const siteDir = path.resolve(__dirname, '../..');
const liveDocs = 'published/live-docs.txt';

test('published/live-docs.txt keeps every path it was first committed with: a path leaves the list never', () => {
  const git = (...args: string[]): string => execFileSync('git', args, {cwd: siteDir, encoding: 'utf8'});
  const added = git('log', '--diff-filter=A', '--format=%H', '--', liveDocs).trim().split('\n').at(-1) ?? '';
  expect(added, `the commit that added ${liveDocs} (a shallow clone lacks it: git fetch --unshallow)`).toMatch(/^[0-9a-f]{40}$/);
  const paths = (text: string): string[] => readPathList(text, liveDocs).map((entry) => entry.path);
  const first = paths(git('show', `${added}:${liveDocs}`));
  expect(first.length).toBeGreaterThan(100);
  const now = new Set(paths(readFileSync(path.join(siteDir, liveDocs), 'utf8')));
  expect(first.filter((published) => !now.has(published))).toEqual([]);
});

test('a published list reads paths, skips comments, and names the file and line of a bad one', () => {
  expect(readPathList('# comment\n/\n\n/docs/a%20b\n', 'list.txt')).toEqual([
    {path: '/', where: 'list.txt:2'},
    {path: '/docs/a%20b', where: 'list.txt:4'},
  ]);
  expect(() => readPathList('/ok\ndocs/intro\n', 'published/x.txt')).toThrow(
    'published/x.txt:2: "docs/intro" is not a URL path: start it with "/", write a space as %20, leave out ? and #.',
  );
  expect(() => readPathList('/docs/a b\n', 'published/x.txt')).toThrow(/^published\/x\.txt:1: /);
});

const routes = new Set(['/', '/docs/guide/did_profile', '/docs/Interns/internListed/JohnMugesh']);
const where = (from: string): string => `redirects.ts (${from})`;

test('a published path that is a page, its trailing-slash form, or a redirect answers', () => {
  const redirects: Redirect[] = [
    {to: '/docs/guide/did_profile', from: ['/docs/guide/did_profile/did_profile']},
    {to: '/docs/Interns/internListed/JohnMugesh', from: ['/docs/Interns/internListed/John%20Mugesh']},
  ];
  const published = [
    '/',
    '/docs/guide/did_profile',
    '/docs/guide/did_profile/',
    '/docs/guide/did_profile/did_profile',
    '/docs/Interns/internListed/John Mugesh',
  ];
  expect(
    redirectProblems(
      routes,
      redirects,
      published.map((p, i) => ({path: p, where: `l.txt:${i + 1}`})),
      where,
      'redirects.ts',
    ),
  ).toEqual([]);
});

test('a page that moved without a redirect fails, naming the list, the line and the fix', () => {
  expect(
    redirectProblems(routes, [], [{path: '/docs/guide/chia_tax', where: 'published/live-docs.txt:140'}], where, 'redirects.ts'),
  ).toEqual([
    "published/live-docs.txt:140: /docs/guide/chia_tax has been published, but is no page of this build and no redirect: restore the page, or if it moved add {to: '<the page that holds it now>', from: ['/docs/guide/chia_tax']} to redirects.ts.",
  ]);
});

test('a redirect to nowhere, from a page, twice from one path, or with a final slash fails', () => {
  const redirects: Redirect[] = [
    {to: '/docs/guide/gone', from: ['/docs/old']},
    {to: '/docs/guide/did_profile', from: ['/', '/docs/old', '/docs/guide/x/']},
  ];
  expect(redirectProblems(routes, redirects, [], where, 'redirects.ts')).toEqual([
    'redirects.ts (/docs/old): /docs/guide/gone, where /docs/old leads, is not a page of this build: point the redirect at the page that holds that content now.',
    'redirects.ts (/): / is a page of this build: remove the redirect, or the page would be hidden by it.',
    'redirects.ts (/docs/old): /docs/old is redirected twice: keep one entry.',
    'redirects.ts (/docs/guide/x/): /docs/guide/x/ ends with "/": write it without, as /docs/guide/x; hosts send /a/ on to /a.',
  ]);
});

test('a redirect is found on its line of the redirects file', () => {
  const source = "const redirects = [\n  {to: '/a', from: ['/b']},\n  {to: '/c', from: ['/d']},\n];\n";
  expect(locateIn(source, 'redirects.ts', '/d')).toBe('redirects.ts:3');
  expect(locateIn(source, 'redirects.ts', '/zzz')).toBe('redirects.ts');
});

test('a redirect page is written where a static host looks for its path', () => {
  expect(redirectFile('/docs/guide/did_profile/did_profile')).toBe(path.join('docs', 'guide', 'did_profile', 'did_profile.html'));
  expect(redirectFile('/docs/Interns/internListed/John%20Mugesh')).toBe(path.join('docs', 'Interns', 'internListed', 'John Mugesh.html'));
  expect(redirectFile('/')).toBe('index.html');
  expect(() => redirectFile('/docs/../etc')).toThrow(/"\.\." segments/);
});

test('a redirect page refreshes to its target, names it, and is never indexed', () => {
  const html = redirectPage('/base/docs/a?x=1&y=2', 'https://docs.example.org/base/docs/a?x=1&y=2', 'Fish & <chips>');
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=/base/docs/a?x=1&amp;y=2">');
  expect(html).toContain('<link rel="canonical" href="https://docs.example.org/base/docs/a?x=1&amp;y=2">');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('<title>Moved: Fish &amp; &lt;chips&gt;</title>');
  expect(html).toContain('<a href="/base/docs/a?x=1&amp;y=2">Fish &amp; &lt;chips&gt;</a>');
  expect(html).toContain('location.replace("/base/docs/a?x=1&y=2" + location.search + location.hash)');
});

test.describe('the plugin after a build', () => {
  let site: string;
  test.beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'redirects-'));
    mkdirSync(path.join(site, 'published'));
    mkdirSync(path.join(site, 'build', 'docs', 'guide'), {recursive: true});
    writeFileSync(path.join(site, 'build', 'docs', 'guide', 'new.html'), '<title>New place | Site</title>');
    writeFileSync(path.join(site, 'published', 'live.txt'), '# published\n/docs/guide/old\n/docs/guide/new\n');
  });
  test.afterEach(() => rmSync(site, {recursive: true, force: true}));

  // What the post-build pass does with the redirects (plugins/post-build): plan them against the
  // build, then write each page, named after its target's title.
  const run = async (redirects: Redirect[]): Promise<void> => {
    writeFileSync(path.join(site, 'redirects.ts'), `export default ${JSON.stringify(redirects, null, 2)};\n`);
    const context = {
      siteDir: site,
      siteConfig: {baseUrl: '/base/', url: 'https://docs.example.org', title: 'Site'},
    } as unknown as LoadContext;
    const outDir = path.join(site, 'build');
    const builtFiles = new Set(readdirSync(outDir, {recursive: true, encoding: 'utf8'}));
    const planned = plannedRedirects(
      context,
      {redirects, redirectsFile: 'redirects.ts', publishedDir: 'published'},
      {outDir, routesPaths: ['/base/', '/base/docs/guide/new'], builtFiles},
    );
    for (const {file, target, page} of planned) {
      writeFileSync(path.join(outDir, file), page(titleOf(readFileSync(path.join(outDir, target), 'utf8'))));
    }
  };

  test('fails the build while a published path has moved without a redirect', async () => {
    await expect(run([])).rejects.toThrow(
      "Published paths that no longer answer:\npublished/live.txt:2: /docs/guide/old has been published, but is no page of this build and no redirect: restore the page, or if it moved add {to: '<the page that holds it now>', from: ['/docs/guide/old']} to redirects.ts.",
    );
    expect(existsSync(path.join(site, 'build', 'docs', 'guide', 'old.html'))).toBe(false);
  });

  test('writes the redirect page once the old path redirects', async () => {
    await run([{to: '/docs/guide/new', from: ['/docs/guide/old']}]);
    const html = readFileSync(path.join(site, 'build', 'docs', 'guide', 'old.html'), 'utf8');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/base/docs/guide/new">');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.org/base/docs/guide/new">');
    expect(html).toContain('<title>Moved: New place</title>');
  });

  test('refuses to overwrite a built file', async () => {
    writeFileSync(path.join(site, 'build', 'docs', 'guide', 'old.html'), 'a file already there');
    await expect(run([{to: '/docs/guide/new', from: ['/docs/guide/old']}])).rejects.toThrow(
      /the redirect from \/docs\/guide\/old would overwrite/,
    );
  });
});

test('the site address comes from SPACESCAN_URL and SPACESCAN_BASE_URL, or a clear error', () => {
  expect(siteUrlFrom(undefined, 'https://docs.spacescan.io')).toBe('https://docs.spacescan.io');
  expect(siteUrlFrom('https://octo.github.io/', 'x')).toBe('https://octo.github.io');
  expect(() => siteUrlFrom('https://octo.github.io/docs', 'x')).toThrow(
    /must be an origin .* put a path such as \/docs\/ in SPACESCAN_BASE_URL/,
  );
  expect(() => siteUrlFrom('octo.github.io', 'x')).toThrow('SPACESCAN_URL="octo.github.io" is not a URL');
  expect(baseUrlFrom(undefined)).toBe('/');
  expect(baseUrlFrom('')).toBe('/');
  expect(baseUrlFrom('/')).toBe('/');
  expect(baseUrlFrom('/docs-preview')).toBe('/docs-preview/');
  expect(baseUrlFrom('spacescan-docs/')).toBe('/spacescan-docs/');
  expect(() => baseUrlFrom('/a b/')).toThrow('SPACESCAN_BASE_URL="/a b/" is not a path');
  expect(() => baseUrlFrom('/a//b/')).toThrow(/is not a path/);
});

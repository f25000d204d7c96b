import {existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir, testPagesDir, testPagesSite} from '../support/site';
import {answersOf, publishedPaths, type Answer} from '../support/publishedPaths';
import {serveLikeStaticHost} from '../support/staticHost';
import {ports} from '../support/ports';

// Every path the live Spacescan docs or this site ever published (published/*.txt) answers on the
// production build: with its page, or with a redirect page whose refresh and canonical link lead
// to a page (never to another redirect or a 404). Asked over HTTP, without a browser: from
// `docusaurus serve`, from the build made under the /docs-preview/ base URL, and from a server
// that follows GitHub Pages' rules (which answers /a/ only with a/index.html).

const siteUrl = 'https://docs.spacescan.io';
const paths = publishedPaths().map((listed) => listed.path);

function tally(answers: Answer[]): string {
  const count = (kind: Answer['kind']): number => answers.filter((answer) => answer.kind === kind).length;
  return `${answers.length} answer: ${count('page')} pages, ${count('redirect page')} redirect pages, ${count('host redirect')} host redirects (trailing slash)`;
}

test('the published lists hold the live docs and this site', () => {
  expect(new Set(paths).size).toBeGreaterThan(160);
  expect(paths).toEqual(
    expect.arrayContaining(['/docs/guide/chia_did_profile/', '/docs/Interns/internListed/John%20Mugesh', '/blog/tags/clawback']),
  );
});

test('every published path answers from docusaurus serve', async ({request, baseURL}) => {
  const unique = [...new Set(paths)];
  const {answers, problems} = await answersOf(request, baseURL ?? `http://127.0.0.1:${ports.site}`, unique, siteUrl);
  console.log(`published paths (docusaurus serve): ${unique.length} asked, ${tally(answers)}`);
  expect(problems).toEqual([]);
  expect(answers.filter((answer) => answer.kind === 'redirect page').map((answer) => answer.path)).toEqual(
    expect.arrayContaining(['/docs/guide/did_profile/did_profile', '/docs/Interns/internListed/Sharon%20Nivedita']),
  );
  // The old sitemap's trailing-slash forms: the server sends /a/ on to the page /a.
  expect(answers.find((answer) => answer.path === '/docs/guide/manage_collection/')).toEqual({
    path: '/docs/guide/manage_collection/',
    kind: 'host redirect',
    target: '/docs/guide/manage_collection',
  });
});

test('every published path answers from a static host with GitHub Pages’ rules', async ({request}) => {
  const server = await serveLikeStaticHost(buildDir, ports.staticHost);
  try {
    const unique = [...new Set(paths)];
    const {answers, problems} = await answersOf(request, `http://127.0.0.1:${ports.staticHost}`, unique, siteUrl);
    console.log(`published paths (static host): ${unique.length} asked, ${tally(answers)}`);
    // Such a host answers /a/ only with a/index.html, which a site built with trailingSlash: false
    // does not write (and must not: see redirects.ts). The old sitemap's five trailing-slash forms
    // are the only paths it leaves unanswered.
    expect(problems).toEqual(
      ['chia_did_profile', 'did_profile', 'exchange_integration', 'manage_address_profile', 'manage_collection'].map(
        (name) => `/docs/guide/${name}/: answers 404`,
      ),
    );
    expect(answers.find((answer) => answer.path === '/docs/Interns/internListed/John%20Mugesh')?.kind).toBe('redirect page');
  } finally {
    server.close();
  }
});

test('every published path answers under the /docs-preview/ base URL', async ({request}) => {
  test.skip(!existsSync(testPagesDir), 'no build-test/: run `npm run build:test-pages` first (npm test always does)');
  const unique = [...new Set(paths)];
  const {answers, problems} = await answersOf(request, testPagesSite, unique, siteUrl);
  console.log(`published paths (under /docs-preview/): ${unique.length} asked, ${tally(answers)}`);
  expect(problems).toEqual([]);
  expect(answers.find((answer) => answer.path === '/docs/guide/exchange_integration/exchange_integration')?.target).toBe(
    '/docs-preview/docs/guide/exchange_integration',
  );
});

test('the check fails a path that answers 404, a redirect to a redirect, and a redirect to nowhere', async ({request}) => {
  // A tiny site with each fault, served by the static host: the check must name every one.
  const dir = mkdtempSync(path.join(tmpdir(), 'published-'));
  const redirectTo = (target: string): string =>
    `<!doctype html><title>Moved</title><link rel="canonical" href="${siteUrl}${target}"><meta http-equiv="refresh" content="0; url=${target}">`;
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Page Not Found</title>');
  writeFileSync(
    path.join(dir, 'docs', 'page.html'),
    `<!doctype html><title>Page</title><link rel="canonical" href="${siteUrl}/docs/page">`,
  );
  writeFileSync(path.join(dir, 'docs', 'first.html'), redirectTo('/docs/second'));
  writeFileSync(path.join(dir, 'docs', 'second.html'), redirectTo('/docs/page'));
  writeFileSync(path.join(dir, 'docs', 'nowhere.html'), redirectTo('/docs/gone'));
  const server = await serveLikeStaticHost(dir, ports.staticHostCopy);
  try {
    const {answers, problems} = await answersOf(
      request,
      `http://127.0.0.1:${ports.staticHostCopy}`,
      ['/docs/page', '/docs/second', '/docs/first', '/docs/nowhere', '/docs/missing'],
      siteUrl,
    );
    expect(answers.map((answer) => [answer.path, answer.kind])).toEqual([
      ['/docs/page', 'page'],
      ['/docs/second', 'redirect page'],
    ]);
    expect(problems).toEqual([
      '/docs/first: redirects to /docs/second, which is a redirect again',
      '/docs/nowhere: redirects to /docs/gone, which answers 404',
      '/docs/missing: answers 404',
    ]);
  } finally {
    server.close();
    rmSync(dir, {recursive: true, force: true});
  }
});

// The Markdown twins of the built pages (plugins/markdown-twins.ts), read from build/ like
// seo.test.ts: every docs and API page of the sitemap, every blog post and every stand-alone
// Markdown page (src/pages) has `<page>.md` beside its HTML; each twin opens with its title,
// description and source URL; an endpoint's twin holds its method and path, its parameters table,
// its request samples in every language and its example response, fenced; no twin holds JSX or
// import lines; llms.txt links the twins.
// Where the build under a base path exists (build-test/, `npm run build:test-pages`), its twins
// are checked too, with their URLs under that path.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {apiPages} from '../../api/catalogue/pages';
import {splitNullable} from '../../api/catalogue/field-tree';
import {buildDir, sitemapPaths, testPagesBaseUrl, testPagesDir} from '../support/site';

const siteUrl = 'https://docs.spacescan.io';

/** The stand-alone Markdown pages of src/pages (each `.md` or `.mdx` file there is a route). */
const markdownPageRoutes = (): string[] =>
  readdirSync(path.resolve(__dirname, '../../src/pages'))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => `/${file.replace(/\.mdx?$/, '')}`);

/** The routes that must have a twin: every docs and API page, every blog post (not the lists of posts), every Markdown page. */
function twinRoutes(dir: string, baseUrl: string): string[] {
  const markdownPages = new Set(markdownPageRoutes());
  return sitemapPaths(dir)
    .map((route) => decodeURI(route).slice(baseUrl.length - 1))
    .filter(
      (route) =>
        /^\/(docs|api)(\/|$)/.test(route) ||
        (/^\/blog\/[^/]+$/.test(route) && !/^\/blog\/(archive|tags|authors|page)$/.test(route)) ||
        markdownPages.has(route),
    );
}

const twinFile = (dir: string, route: string): string => path.join(dir, `${route.replace(/^\//, '')}.md`);

/** The text of a twin outside its code fences. */
const prose = (markdown: string): string => markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

/** The fenced blocks of a twin: their language and their code. */
const fences = (markdown: string): Array<{language: string; code: string}> =>
  [...markdown.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map((match) => ({language: match[1] ?? '', code: match[2] ?? ''}));

function checkTwins(dir: string, baseUrl: string): {count: number; problems: string[]} {
  const problems: string[] = [];
  const routes = twinRoutes(dir, baseUrl);
  for (const route of routes) {
    const file = twinFile(dir, route);
    if (!existsSync(file)) {
      problems.push(`${route}: no twin ${path.relative(dir, file)}`);
      continue;
    }
    const markdown = readFileSync(file, 'utf8');
    const [title = '', blank1, description = '', blank2, source = ''] = markdown.split('\n');
    const url = `${siteUrl}${encodeURI(`${baseUrl.replace(/\/$/, '')}${route}`)}`;
    if (!/^# \S/.test(title) || blank1 !== '' || description.trim().length < 20 || blank2 !== '' || source !== `Source: ${url}`) {
      problems.push(`${route}: head ${JSON.stringify(markdown.split('\n').slice(0, 5))}`);
    }
    if (markdown.length < 300) problems.push(`${route}: only ${markdown.length} characters`);
    const text = prose(markdown);
    const jsx = [
      ...(text.match(/^\s*(import|export) .*$/gm) ?? []),
      ...(text.match(/<\/?[A-Z][A-Za-z.]*(\s[^>]*)?\/?>/g) ?? []),
      ...(text.match(/<!--|\{\/\*/g) ?? []),
    ];
    if (jsx.length > 0) problems.push(`${route}: JSX, imports or comments: ${jsx.slice(0, 3).join(' ')}`);
    if (/^```/m.test(text)) problems.push(`${route}: a code fence is not closed`);
    // The page's "Report a problem" links lead to GitHub's form for a reader of the page, not of the twin.
    if (/Report a problem|\/issues\/new\?/.test(text)) problems.push(`${route}: holds a Report a problem link`);
  }
  return {count: routes.length, problems};
}

test('/markdown-page, a stand-alone Markdown page, has its twin: its headings, its list and its fenced sample', () => {
  expect(markdownPageRoutes()).toContain('/markdown-page');
  const markdown = readFileSync(twinFile(buildDir, '/markdown-page'), 'utf8');
  expect(markdown.split('\n').slice(0, 5)).toEqual([
    '# Writing pages in Markdown',
    '',
    'How a stand-alone Markdown page works on this site, and when to write one instead of a guide or a post.',
    '',
    `Source: ${siteUrl}/markdown-page`,
  ]);
  expect(markdown).toMatch(/^## When to write one$/m);
  expect(markdown).toMatch(/^- An endpoint of the Spacescan API goes in the API catalogue, which renders its page\.$/m);
  expect(markdown).toContain('```bash\ncurl -s https://api.spacescan.io/block/peak\n```');
});

test('every docs and API page, every blog post and every Markdown page has its Markdown twin, headed by its title, description and URL', () => {
  const {count, problems} = checkTwins(buildDir, '/');
  expect(problems).toEqual([]);
  expect(count).toBeGreaterThan(100);
  const sections = twinRoutes(buildDir, '/').reduce<Record<string, number>>((counts, route) => {
    const section = route.split('/')[1] ?? '';
    return {...counts, [section]: (counts[section] ?? 0) + 1};
  }, {});
  console.log(
    `Markdown twins: ${count} (${Object.entries(sections)
      .map(([section, n]) => `${section} ${n}`)
      .join(', ')})`,
  );
});

test("an endpoint's twin holds its method and path, parameters, response fields, samples in every language and its example response, fenced", () => {
  const problems: string[] = [];
  for (const page of apiPages) {
    const markdown = readFileSync(twinFile(buildDir, `/api/${page.doc}`), 'utf8');
    const blocks = fences(markdown);
    for (const call of page.calls) {
      const name = `${page.doc}: ${call.method} ${call.path}`;
      if (!markdown.includes(`${call.method} \`${call.path}\``)) problems.push(`${name}: no method and path`);
      // The curl of the call's Mainnet request: its host and the start of its path.
      const start = call.path.split('{')[0] ?? call.path;
      if (
        !blocks.some(
          (block) => block.language === 'bash' && block.code.startsWith('curl ') && block.code.includes(`${call.hosts.mainnet}${start}`),
        )
      ) {
        problems.push(`${name}: no fenced curl sample`);
      }
      for (const language of ['javascript', 'python', 'typescript']) {
        if (!blocks.some((block) => block.language === language && block.code.includes(start)))
          problems.push(`${name}: no ${language} sample`);
      }
      if (call.response.contentType === 'application/json') {
        const example = JSON.stringify(JSON.parse(call.response.example));
        const shown = blocks
          .filter((block) => block.language === 'json')
          .some((block) => {
            try {
              return JSON.stringify(JSON.parse(block.code)) === example;
            } catch {
              return false;
            }
          });
        if (!shown) problems.push(`${name}: the example response is not a fenced json block`);
      }
      for (const param of call.params.filter((p) => p.in !== 'body')) {
        if (!new RegExp(`^\\| \`${param.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\` ${param.in} `, 'm').test(markdown)) {
          problems.push(`${name}: parameter ${param.name} is not in a table row`);
        }
      }
    }
    if (!/^\| Name \| Description \|$/m.test(markdown)) problems.push(`${page.doc}: no parameters table`);
    // The response fields: a nested list, a line a field with its type and description.
    for (const call of page.calls) {
      for (const field of call.responseFields) {
        const label = field.name.slice(field.name.lastIndexOf('.') + 1).replace(/\[\]$/, '') || '[]';
        const {type, nullable} = splitNullable(field.type);
        const line = `- \`${label}\` (${type}${nullable ? ', nullable' : ''}): ${field.description.split('`')[0] ?? ''}`;
        if (!markdown.split('\n').some((text) => text.trimStart().startsWith(line)))
          problems.push(`${page.doc}: no line for the field ${field.name} (${line})`);
      }
    }
    if (!/^#+ Errors$/m.test(markdown)) problems.push(`${page.doc}: no errors section`);
  }
  expect(problems).toEqual([]);
});

test('llms.txt links the twins, and every twin it links exists', () => {
  const text = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
  const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1] ?? '');
  expect(links.length).toBeGreaterThan(90);
  const missing = links.filter((link) => !link.endsWith('.md') || !existsSync(path.join(buildDir, decodeURI(new URL(link).pathname))));
  expect(missing).toEqual([]);
});

test('a build under a base path writes its twins there, with their URLs under that path', () => {
  expect(existsSync(path.join(testPagesDir, 'sitemap.xml')), 'no build-test/: run `npm run build:test-pages` first').toBe(true);
  const {count, problems} = checkTwins(testPagesDir, testPagesBaseUrl);
  expect(problems).toEqual([]);
  expect(count).toBeGreaterThan(100);
  const llms = readFileSync(path.join(testPagesDir, 'llms.txt'), 'utf8');
  expect(llms).toContain(`${siteUrl}${testPagesBaseUrl}docs/intro.md`);
  expect(llms).toContain(`${siteUrl}${testPagesBaseUrl}llms-full.txt`);
});

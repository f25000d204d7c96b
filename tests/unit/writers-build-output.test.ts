import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {inspect} from 'node:util';
import {test, expect} from '@playwright/test';
// Docusaurus's own reporters, so that the parser is tested on what this version prints (the site's
// code never imports lib/).
// eslint-disable-next-line no-restricted-imports -- see above.
import {handleBrokenLinks} from '@docusaurus/core/lib/server/brokenLinks';
// eslint-disable-next-line no-restricted-imports -- see above.
import {handleDuplicateRoutes} from '@docusaurus/core/lib/server/routes';
import {mistakesFromOutput, plainOutput, type OutputContext} from '../../plugins/writers-checks/build-output';
import {formatMistake, sortedMistakes} from '../../shared/mistake';
import {emptyReport, type BuildReport} from '../../plugins/writers-checks/report';

// How scripts/build.ts reads Docusaurus's own error output back to the file and line to edit.
// The broken-link and duplicate-route reports are made by Docusaurus's own functions, printed
// the way its command line prints an error; the bundler's MDX report is as a build printed it.

let siteDir = '';

test.beforeAll(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'spacescan-output-'));
  const files: Record<string, string> = {
    'docs/guide/fees.mdx':
      '---\ntitle: Fees\n---\n\nSee [the mempool](/docs/guide/Mempol).\n\nAnd [a heading](./Mempool.mdx#fees-explaned).\n',
    'docs/guide/Mempool.mdx': '---\ntitle: Mempool\n---\n\n## Fees explained\n',
    'blog/2022-03-03-fees/index.mdx': '---\nslug: archive\n---\n\nOpening with [a link](/docs/nowhere).\n\n{/* truncate */}\n',
    'sidebars.ts': "export default {\n  main: [\n    'intro',\n    'guide/feez',\n  ],\n};\n",
    'docusaurus.config.ts': "export default {navbar: {items: [{to: '/api/adress', label: 'API'}]}};\n",
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    writeFileSync(path.join(siteDir, file), text);
  }
});

test.afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

/** What Docusaurus's command line prints for an error that stopped the build. */
function printed(cause: unknown): string {
  return `[ERROR] ${inspect(new Error('Unable to build website for locale en.', {cause}), {depth: Infinity})}\n[INFO] Docusaurus version: 3.10.2`;
}

async function docusaurusError(run: () => Promise<void> | void): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('Docusaurus reported nothing');
}

const report: BuildReport = {
  ...emptyReport(),
  sources: {
    '/docs/guide/fees': ['docs/guide/fees.mdx'],
    '/docs/guide/Mempool': ['docs/guide/Mempool.mdx'],
    '/blog/archive': ['blog/2022-03-03-fees/index.mdx'],
  },
  routes: ['/docs/guide/fees', '/docs/guide/Mempool', '/docs/intro', '/blog', '/blog/archive', '/api/address'],
};
const context = (): OutputContext => ({
  siteDir,
  report,
  readPage: (route) =>
    route === '/docs/guide/Mempool' ? '<h1>Mempool</h1><h2 class="anchor" id=fees-explained>Fees</h2><h3 id="choosing-a-fee">' : undefined,
});
/** The lines scripts/build.ts prints for an output: each mistake once, in file and line order. */
const printedLines = (output: string) => sortedMistakes(mistakesFromOutput(output, context())).map(formatMistake);
const routes = report.routes.map((route) => ({path: route, exact: true, component: 'Page'}));

test('broken links: the file and line that hold each one, found from the page Docusaurus names', async () => {
  const error = await docusaurusError(() =>
    handleBrokenLinks({
      collectedLinks: {
        '/docs/guide/fees': {links: ['/docs/guide/Mempol', '/docs/guide/Mempool#fees-explaned'], anchors: []},
        '/docs/guide/Mempool': {links: ['/api/adress'], anchors: ['fees-explained', 'choosing-a-fee']},
        '/blog': {links: ['/docs/nowhere', '/api/adress'], anchors: []},
        '/blog/archive': {links: ['/docs/nowhere', '/api/adress'], anchors: []},
      },
      routes,
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
    }),
  );
  expect(printedLines(printed(error))).toEqual([
    // In a post's opening, so on the blog's list page too: found in the post, reported once.
    // No page is near enough to suggest one.
    'blog/2022-03-03-fees/index.mdx:5: The link /docs/nowhere goes to no page. Fix: Link to an existing page (build/sitemap.xml lists them), by its URL such as /docs/intro or its file such as ./Farming.mdx.',
    'docs/guide/fees.mdx:5: The link /docs/guide/Mempol goes to no page. Fix: Link to /docs/guide/Mempool (the nearest page), or to another page of build/sitemap.xml.',
    // On every page (a navbar link): found in the config, reported once.
    'docusaurus.config.ts:1: The link /api/adress goes to no page. Fix: Link to /api/address (the nearest page), or to another page of build/sitemap.xml.',
  ]);
});

test('broken anchors: the written link, and the nearest heading of the page it goes to', async () => {
  const error = await docusaurusError(() =>
    handleBrokenLinks({
      collectedLinks: {
        '/docs/guide/fees': {links: ['/docs/guide/Mempool#fees-explaned', '/docs/guide/Mempool#gas'], anchors: []},
        '/docs/guide/Mempool': {links: [], anchors: ['fees-explained', 'choosing-a-fee']},
      },
      routes,
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
    }),
  );
  expect(printedLines(printed(error))).toEqual([
    // Not found in the page's source (a component may make it): the page's file, line 1.
    'docs/guide/fees.mdx:1: The link /docs/guide/Mempool#gas goes to a heading that /docs/guide/Mempool does not have. Fix: Link to one of its headings: #fees-explained, #choosing-a-fee.',
    'docs/guide/fees.mdx:7: The link ./Mempool.mdx#fees-explaned (which leads to /docs/guide/Mempool#fees-explaned) goes to a heading that /docs/guide/Mempool does not have. Fix: Link to /docs/guide/Mempool#fees-explained (the nearest heading there).',
  ]);
});

test("a page's URL that the site also makes itself", async () => {
  const error = await docusaurusError(() =>
    handleDuplicateRoutes(
      [
        {path: '/blog/archive', component: 'A'},
        {path: '/blog/archive', component: 'B'},
      ],
      'throw',
    ),
  );
  expect(mistakesFromOutput(printed(error), context())).toEqual([
    expect.objectContaining({
      file: 'blog/2022-03-03-fees/index.mdx',
      line: 1,
      problem: expect.stringContaining('The URL /blog/archive is made twice'),
    }),
  ]);
});

test("the bundler's report of failed MDX files: syntax errors, and our own lines as they are", () => {
  // As a build printed it (Docusaurus 3.10, Rspack), with the paths of this test's site.
  const output = `[ERROR] Client bundle compiled with errors therefore further build is impossible.
\u001b[31m╰─▶   × Error: MDX compilation failed for file "${siteDir}/docs/guide/Mempool.mdx"\u001b[39m
        │ Cause: Unexpected end of file in expression, expected a corresponding closing brace for \`{\`
        │ Details:
        │ {
        │   "column": 35,
        │   "line": 5,
        │   "name": "5:35",
        │   "ruleId": "unexpected-eof",
        │   "source": "micromark-extension-mdx-expression"
        │ }
        │
        │     at compileToJSX (/work/node_modules/@docusaurus/mdx-loader/lib/utils.js:93:15)

--------------------------

╰─▶   × Error: MDX compilation failed for file "${siteDir}/docs/guide/fees.mdx"
        │ Cause: docs/guide/fees.mdx:5: The picture ./fee.svg does not exist. Fix: Add the file at docs/guide/fee.svg, or correct the path.
        │ docs/guide/fees.mdx:7: The <img> has no alt text. Fix: Add alt="<what the picture shows>" to it.
        │ Details:
        │ Error: docs/guide/fees.mdx:5: The picture ./fee.svg does not exist. Fix: Add the file at docs/guide/fee.svg, or correct the path.
        │     at stopOnMistakes (/work/plugins/writers-checks/markdown-rules.ts:170:15)
`;
  expect(printedLines(output)).toEqual([
    'docs/guide/Mempool.mdx:5: MDX cannot read this line: Unexpected end of file in expression, expected a corresponding closing brace for `{`. Fix: In MDX, { starts code: close it with }, or write \\{ for a literal brace.',
    'docs/guide/fees.mdx:5: The picture ./fee.svg does not exist. Fix: Add the file at docs/guide/fee.svg, or correct the path.',
    'docs/guide/fees.mdx:7: The <img> has no alt text. Fix: Add alt="<what the picture shows>" to it.',
  ]);
  expect(plainOutput(output)).not.toMatch(/[│╰▶×]/);
  expect(plainOutput(output)).not.toContain('\u001b');
});

test('a sidebar that names a doc that does not exist: its line, and the nearest doc id', () => {
  // Docusaurus's message (plugin-content-docs/lib/sidebars/utils.js), thrown while docs load.
  const output = printed(
    new Error(`Invalid sidebar file at "sidebars.ts".
These sidebar document ids do not exist:
- guide/feez

Available document ids are:
- guide/Mempool
- guide/fees
- intro
`),
  );
  expect(printedLines(output)).toEqual([
    "sidebars.ts:4: The sidebar lists the doc 'guide/feez', which does not exist. Fix: Write 'guide/fees' (the nearest doc id), or create the doc's file.",
  ]);
});

test("an error that is not a writer's mistake gives no line (the build prints it whole)", () => {
  expect(mistakesFromOutput(printed(new Error('ENOSPC: no space left on device')), context())).toEqual([]);
});

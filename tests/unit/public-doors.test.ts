import path from 'node:path';
import {test, expect} from '@playwright/test';
import {
  bundleProblems,
  clientAliasesOf,
  formatProblem,
  isExported,
  manifestProblems,
  optionProblems,
  siteProblems,
  sourceProblems,
  type BundleModule,
} from '../../plugins/public-doors';

// The check that the site extends Docusaurus only through its documented doors
// (plugins/public-doors.ts): each kind of private change it guards against fails it, naming the file
// (and line) and the fix, and the site as it is passes it.

const siteDir = path.resolve(__dirname, '../..');
const site = {siteDir, generatedDir: path.join(siteDir, '.docusaurus')};
const nm = (file: string): string => path.join(siteDir, 'node_modules', file);
const own = (file: string): string => path.join(siteDir, file);

const manifests: Record<string, {exports?: unknown}> = {
  '@docusaurus/core': {},
  '@docusaurus/theme-common': {exports: {'.': './lib/index.js', './internal': './lib/internal.js'}},
  '@docusaurus/plugin-content-docs': {exports: {'.': './lib/index.js', './client': './lib/client/index.js', './lib/*': './lib/*'}},
  'react-router': {},
  react: {exports: {'.': './index.js', './jsx-runtime': './jsx-runtime.js'}},
};
const manifestOf = (name: string): {exports?: unknown} | null => manifests[name] ?? null;
const aliases = new Set(['@docusaurus/Link', '@docusaurus/Head', '@docusaurus/router']);
const check = (source: string): string[] => sourceProblems('src/x.tsx', source, manifestOf, aliases).map(formatProblem);

// The client modules Docusaurus documents (docusaurus.io/docs/docusaurus-core). The build checks
// against the aliases Docusaurus really configures (clientAliasesOf, below).
const documentedClientModules = new Set(
  [
    'BrowserOnly', 'ErrorBoundary', 'ExecutionEnvironment', 'Head', 'Interpolate', 'Link', 'Redirect', 'Translate', 'constants', 'router',
    'useBaseUrl', 'useBrokenLinks', 'useDocusaurusContext', 'useGlobalData', 'useIsBrowser', 'useRouteContext',
  ].map((name) => `@docusaurus/${name}`),
);

test('the site as it is reaches through no private door', () => {
  expect(siteProblems(siteDir, documentedClientModules).map(formatProblem)).toEqual([]);
});

test("Docusaurus's client aliases are read from the bundler config it hands to configureWebpack, in either form", () => {
  const target = '/anywhere/Link.js';
  expect([...clientAliasesOf({'@docusaurus/Link': target, '@docusaurus/router$': target, '@site': siteDir, '@theme/Navbar': target})]).toEqual(['@docusaurus/Link', '@docusaurus/router']);
  expect([...clientAliasesOf([{name: '@docusaurus/Head', alias: target}, {name: 'react', alias: target}])]).toEqual(['@docusaurus/Head']);
  expect(clientAliasesOf(undefined).size).toBe(0);
  // Without the aliases, an import of one is flagged: the check reads them, it does not assume them.
  expect(siteProblems(siteDir, new Set()).map(formatProblem)).toContainEqual(expect.stringMatching(/imports @docusaurus\/Link, which is neither an installed package nor one of Docusaurus's client aliases/));
});

test('public imports pass: package roots, exported subpaths, Docusaurus aliases, theme and site paths', () => {
  expect(
    check(
      [
        "import React from 'react';",
        "import {jsx} from 'react/jsx-runtime';",
        "import Link from '@docusaurus/Link';",
        "import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';",
        "import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';",
        "import Original from '@theme-original/Navbar';",
        "import styles from './styles.module.css';",
        "import {x} from '@site/src/client/heldClicks';",
        "import {Route} from 'react-router';",
      ].join('\n'),
    ),
  ).toEqual([]);
});

test('an import of a path a package does not export fails, naming the file, the line and the fix', () => {
  const problems = check("import React from 'react';\nimport App from '@docusaurus/core/lib/client/App';\n");
  expect(problems).toEqual([expect.stringMatching(/^src\/x\.tsx:2: imports @docusaurus\/core\/lib\/client\/App, a path @docusaurus\/core does not export\. Fix: /)]);
  expect(check("const m = require('react-router/esm/react-router.js');")).toHaveLength(1);
  expect(check("void import('@docusaurus/theme-common/lib/utils/scrollUtils');")).toHaveLength(1);
});

test("an import of a package's __-named internal fails", () => {
  expect(check("import {__RouterContext as RouterContext} from 'react-router';")).toEqual([
    expect.stringMatching(/^src\/x\.tsx:1: imports __RouterContext, an internal of react-router\. Fix: /),
  ]);
});

test("a read of React's private fields fails; a comment naming one does not", () => {
  expect(check('const fiber = element.__reactFiber$abc;')).toHaveLength(1);
  expect(check('const instance = component._reactInternals;')).toHaveLength(1);
  expect(check('// React keeps __reactFiber on each element')).toEqual([]);
});

test('an unknown @docusaurus module fails', () => {
  expect(check("import App from '@docusaurus/App';")).toEqual([expect.stringContaining("neither an installed package nor one of Docusaurus's client aliases")]);
});

test('exports maps: exact keys, patterns, and no deep path without a map', () => {
  expect(isExported({exports: {'./lib/*': './lib/*'}}, 'lib/client/docsClientUtils')).toBe(true);
  expect(isExported({exports: {'./client': './c.js'}}, 'lib/client/docsClientUtils')).toBe(false);
  expect(isExported({}, 'lib/client/App')).toBe(false);
  expect(isExported({}, '')).toBe(true);
});

test('an install-time script or a patching tool in package.json fails', () => {
  expect(manifestProblems({scripts: {test: 'playwright test'}})).toEqual([]);
  expect(manifestProblems({scripts: {postinstall: 'patch-package'}, devDependencies: {'patch-package': '8.0.0'}}).map(formatProblem)).toEqual([
    expect.stringContaining('package.json: has a "postinstall" script'),
    expect.stringContaining('package.json: depends on patch-package'),
  ]);
});

const stockModules: BundleModule[] = [
  {identifier: `javascript/auto|${nm('@docusaurus/core/lib/client/exports/Link.js')}`, importedBy: [{request: '@docusaurus/Link', from: own('src/theme/Footer/index.tsx')}]},
  // A swizzle, imported by the theme through its alias.
  {identifier: `javascript/auto|${own('src/theme/Navbar/index.tsx')}`, importedBy: [{request: '@theme/Navbar', from: nm('@docusaurus/theme-classic/lib/theme/Layout/index.js')}]},
  // A generated file, read by core.
  {identifier: `javascript/auto|${own('.docusaurus/registry.js')}`, importedBy: [{request: '@generated/registry', from: nm('@docusaurus/core/lib/client/exports/ComponentCreator.js')}]},
  // The site's own loaders over its own files are its business.
  {identifier: `javascript/auto|${nm('builtin-swc-loader')}!${own('src/theme/Root.tsx')}`, importedBy: []},
];

test('a stock bundle passes the bundle checks', () => {
  expect(bundleProblems(site, stockModules)).toEqual([]);
});

test("a loader of the site's over a dependency's file (a string patch) fails, naming the loader", () => {
  const patched: BundleModule = {
    identifier: `javascript/auto|${own('plugins/patch-loader.cjs')}??ruleSet[1]!${nm('@docusaurus/core/lib/client/exports/Link.js')}`,
    importedBy: [],
  };
  expect(bundleProblems(site, [...stockModules, patched]).map(formatProblem)).toEqual([
    expect.stringMatching(/^plugins\/patch-loader\.cjs: is a loader applied to a dependency's file, node_modules\/@docusaurus\/core\/lib\/client\/exports\/Link\.js: .* Fix: /),
  ]);
});

test('a loader over a file Docusaurus generates (a rewritten route registry) fails', () => {
  const rewritten: BundleModule = {identifier: `javascript/auto|${own('plugins/registry-loader.cjs')}!${own('.docusaurus/registry.js')}`, importedBy: []};
  expect(bundleProblems(site, [rewritten]).map(formatProblem)).toEqual([expect.stringContaining('plugins/registry-loader.cjs: is a loader applied to a file Docusaurus generates')]);
});

test("a file of the site imported by a dependency under another name (a stand-in) fails", () => {
  const standIn: BundleModule = {
    identifier: `javascript/auto|${own('src/client/tslibHelpers.ts')}`,
    importedBy: [{request: 'tslib', from: nm('@docusaurus/utils-common/lib/index.js')}],
  };
  expect(bundleProblems(site, [standIn]).map(formatProblem)).toEqual([
    expect.stringMatching(/^src\/client\/tslibHelpers\.ts: stands in for "tslib", which node_modules\/@docusaurus\/utils-common\/lib\/index\.js imports.* Fix: /),
  ]);
});

test("a browser entry other than Docusaurus's, or an alias to the site, fails", () => {
  const stockEntry = {main: {import: [nm('@docusaurus/core/lib/client/clientEntry.js')]}};
  const stockAlias = {react: nm('react'), '@site': siteDir, '@theme/Navbar': own('src/theme/Navbar/index.tsx')};
  expect(optionProblems(site, {entry: stockEntry, alias: stockAlias})).toEqual([]);
  expect(optionProblems(site, {entry: {main: {import: [own('src/client/entry.tsx')]}}, alias: stockAlias}).map(formatProblem)).toEqual([
    expect.stringContaining("docusaurus.config.ts: the browser build's entry is"),
  ]);
  expect(optionProblems(site, {entry: stockEntry, alias: {...stockAlias, 'react$': nm('preact/compat'), 'nprogress$': own('src/client/progressBar.ts')}}).map(formatProblem)).toEqual([
    expect.stringMatching(/^src\/client\/progressBar\.ts: stands in for the package "nprogress" through a bundler alias\. Fix: /),
  ]);
});

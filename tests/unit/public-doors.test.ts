import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {
  bundleProblems,
  configuredLoaders,
  docusaurusSpecs,
  formatProblem,
  manifestProblems,
  optionProblems,
  repointing,
  type BundleModule,
} from '../../plugins/public-doors';

// The check that the site extends Docusaurus only through its documented doors, where a linter
// cannot see (plugins/public-doors.ts): package.json, the bundler's options, the modules it read.
// Each rule fails on what it guards against, naming the file and the fix; the site as it is passes.

const siteDir = path.resolve(__dirname, '../..');
const site = {siteDir, generatedDir: path.join(siteDir, '.docusaurus')};
const nm = (file: string): string => path.join(siteDir, 'node_modules', file);
const own = (file: string): string => path.join(siteDir, file);
const messages = (problems: Array<{file: string; message: string}>): string[] => problems.map(formatProblem);

// ---------------------------------------------------------------------------------------------
// package.json

/** What @docusaurus/core declares for react-helmet-async: the one dependency alias it makes. */
const upstreamSpec = (name: string): string | undefined =>
  name === 'react-helmet-async' ? 'npm:@slorber/react-helmet-async@1.3.0' : undefined;

test("the site's package.json passes, its dependency aliases being those Docusaurus declares", () => {
  const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  expect(manifestProblems(manifest, docusaurusSpecs(siteDir))).toEqual([]);
});

test('an install-time script or a patching tool fails', () => {
  expect(
    messages(
      manifestProblems(
        {scripts: {test: 'playwright test', postinstall: 'patch-package'}, devDependencies: {'patch-package': '8.0.0'}},
        upstreamSpec,
      ),
    ),
  ).toEqual([
    expect.stringMatching(/^package\.json: has a "postinstall" script.* Fix: /),
    expect.stringMatching(/^package\.json: depends on patch-package.* Fix: /),
  ]);
});

test('an override that points a dependency at a fork, a file, a repository or a URL fails; a version pin passes', () => {
  const pins = {'@docsearch/react': '4.7.0', '@swc/core': '1.16.2', '@swc/html': '^1.16.2', webpack: {'.': '5.99.0', terser: '$terser'}};
  expect(manifestProblems({overrides: pins}, upstreamSpec)).toEqual([]);
  const forks = {
    react: 'npm:@preact/compat@18.3.1',
    'react-dom': 'file:../react-dom-fork',
    '@docusaurus/core': {'.': 'github:someone/docusaurus#patched'},
    webpack: {'terser-webpack-plugin': 'https://example.org/terser-webpack-plugin.tgz'},
    nprogress: 'someone/nprogress',
    clsx: 'git+https://example.org/clsx.git',
  };
  expect(messages(manifestProblems({overrides: forks}, upstreamSpec))).toEqual([
    expect.stringMatching(
      /^package\.json: overrides react with "npm:@preact\/compat@18\.3\.1", another package in place of the package\. Fix: /,
    ),
    expect.stringContaining('overrides react-dom with "file:../react-dom-fork", a file'),
    expect.stringContaining('overrides @docusaurus/core with "github:someone/docusaurus#patched", a repository'),
    expect.stringContaining('overrides webpack > terser-webpack-plugin with "https://example.org/terser-webpack-plugin.tgz", a URL'),
    expect.stringContaining('overrides nprogress with "someone/nprogress", a repository'),
    expect.stringContaining('overrides clsx with "git+https://example.org/clsx.git", a repository'),
  ]);
});

test('a dependency of the site declared as another package fails, unless it is the alias Docusaurus itself declares', () => {
  expect(manifestProblems({dependencies: {'react-helmet-async': 'npm:@slorber/react-helmet-async@1.3.0'}}, upstreamSpec)).toEqual([]);
  expect(
    messages(
      manifestProblems(
        {dependencies: {react: 'npm:@preact/compat@18.3.1', 'react-helmet-async': 'npm:react-helmet-async@2.0.5'}},
        upstreamSpec,
      ),
    ),
  ).toEqual([
    expect.stringMatching(
      /^package\.json: declares react as "npm:@preact\/compat@18\.3\.1", another package in place of the package, which every dependency importing react would get\. Fix: /,
    ),
    expect.stringContaining('declares react-helmet-async as "npm:react-helmet-async@2.0.5"'),
  ]);
});

test('what a version spec points at', () => {
  expect(['4.7.0', '^1.2.3', '>=1 <2', '1.x', 'latest', '$react'].map(repointing)).toEqual([null, null, null, null, null, null]);
  expect(
    ['npm:x@1', 'file:x', 'link:x', './x', '../x', '/x', 'git://h/x.git', 'gitlab:a/b', 'a/b#main', 'http://h/x.tgz'].map(repointing),
  ).toEqual(['another package', 'a file', 'a file', 'a file', 'a file', 'a file', 'a repository', 'a repository', 'a repository', 'a URL']);
});

// ---------------------------------------------------------------------------------------------
// The bundler's options

const stockEntry = {main: {import: [nm('@docusaurus/core/lib/client/clientEntry.js')]}};
// What Docusaurus configures (core's webpack/base.js): react and react-dom at their installed
// folders, its client modules, the site, the generated files, the theme components.
const stockAlias = {
  react: nm('react'),
  'react-dom': nm('react-dom'),
  '@mdx-js/react': nm('@mdx-js/react'),
  '@docusaurus/Link': nm('@docusaurus/core/lib/client/exports/Link.js'),
  '@site': siteDir,
  '@generated': site.generatedDir,
  '@theme/Navbar': own('src/theme/Navbar/index.tsx'),
  '@theme-original/Navbar': nm('@docusaurus/theme-classic/lib/theme/Navbar/index.js'),
};

test("Docusaurus's own entry and aliases pass", () => {
  expect(optionProblems(site, {entry: stockEntry, alias: stockAlias})).toEqual([]);
  expect(
    optionProblems(site, {
      entry: stockEntry,
      alias: [
        {name: 'react$', alias: 'react'},
        {name: 'react-dom/client', alias: nm('react-dom/client.js')},
      ],
    }),
  ).toEqual([]);
});

test("a browser entry other than Docusaurus's fails", () => {
  expect(messages(optionProblems(site, {entry: {main: {import: [own('src/client/entry.tsx')]}}, alias: stockAlias}))).toEqual([
    expect.stringMatching(/^docusaurus\.config\.ts: the browser build's entry is .* Fix: /),
  ]);
});

test('an alias of react, react-dom or @docusaurus/* to anything but the package itself fails', () => {
  const swapped = {
    ...stockAlias,
    react$: nm('preact/compat'),
    'react-dom': 'preact/compat',
    'react-dom/client': false,
    '@docusaurus/Link': own('src/components/FastLink/index.tsx'),
    '@docusaurus/router': 'react-router-dom',
  };
  expect(messages(optionProblems(site, {entry: stockEntry, alias: swapped}))).toEqual([
    expect.stringMatching(
      /^docusaurus\.config\.ts: a bundler alias points "react-dom" at "preact\/compat", not at react-dom itself\. Fix: /,
    ),
    expect.stringContaining('points "@docusaurus/Link" at src/components/FastLink/index.tsx, not at @docusaurus/Link itself'),
    expect.stringContaining('points "react" at node_modules/preact/compat, not at react itself'),
    expect.stringContaining('points "react-dom/client" at false, not at react-dom itself'),
    expect.stringContaining('points "@docusaurus/router" at "react-router-dom", not at @docusaurus/router itself'),
  ]);
});

test("an alias that points any other package at the site's files fails", () => {
  expect(messages(optionProblems(site, {entry: stockEntry, alias: {...stockAlias, nprogress$: own('src/client/progressBar.ts')}}))).toEqual(
    [expect.stringMatching(/^src\/client\/progressBar\.ts: stands in for the package "nprogress" through a bundler alias\. Fix: /)],
  );
});

// ---------------------------------------------------------------------------------------------
// The modules the bundler read

// The rules of the bundler config Docusaurus hands to the plugin (core's webpack/base.js with Faster):
// a rule's loaders given as a built-in, a file, or an object, in `use`, `loader`, nested rules or `oneOf`.
const stockRules = [
  {test: /\.[jt]sx?$/i, use: [{loader: 'builtin:swc-loader', options: {}}]},
  {
    test: /\.css$/,
    use: [
      nm('@rspack/core/dist/cssExtractLoader.js'),
      {loader: nm('css-loader/dist/cjs.js'), options: {importLoaders: 1}},
      'builtin:lightningcss-loader?x=1',
    ],
  },
  {oneOf: [{rules: [{test: /\.svg$/, loader: nm('@svgr/webpack/dist/index.js')}]}]},
];
const docusaurusLoaders = configuredLoaders(stockRules);

test("the loaders of Docusaurus's config are read by name, wherever a rule names them", () => {
  expect([...docusaurusLoaders].sort()).toEqual([
    '@rspack/core',
    '@svgr/webpack',
    'builtin:lightningcss-loader',
    'builtin:swc-loader',
    'css-loader',
  ]);
});

const stockModules: BundleModule[] = [
  {
    identifier: `javascript/auto|builtin:swc-loader??ruleSet[1].rules[5].use[0]!${nm('@docusaurus/core/lib/client/exports/Link.js')}`,
    importedBy: [{request: '@docusaurus/Link', from: own('src/theme/Footer/index.tsx')}],
  },
  // Infima's CSS, through the CSS loaders Docusaurus configures.
  {
    identifier: `css|${nm('@rspack/core/dist/cssExtractLoader.js')}!${nm('css-loader/dist/cjs.js')}??ruleSet[1].rules[6].use[1]!${nm('infima/dist/css/default/default.css')}`,
    importedBy: [],
  },
  // A swizzle, imported by the theme through its alias.
  {
    identifier: `javascript/auto|${own('src/theme/Navbar/index.tsx')}`,
    importedBy: [{request: '@theme/Navbar', from: nm('@docusaurus/theme-classic/lib/theme/Layout/index.js')}],
  },
  // A generated file, read by core.
  {
    identifier: `javascript/auto|${own('.docusaurus/registry.js')}`,
    importedBy: [{request: '@generated/registry', from: nm('@docusaurus/core/lib/client/exports/ComponentCreator.js')}],
  },
  // The site's own loaders over its own files are its business.
  {identifier: `javascript/auto|${own('plugins/svg-loader.cjs')}!${own('src/theme/Root.tsx')}`, importedBy: []},
];

test('a stock bundle passes', () => {
  expect(bundleProblems(site, stockModules, docusaurusLoaders)).toEqual([]);
});

test("a loader of the site's over a dependency's file (a string patch) fails, naming the loader", () => {
  const patched = {
    identifier: `javascript/auto|${own('plugins/patch-loader.cjs')}??ruleSet[1]!${nm('@docusaurus/core/lib/client/exports/Link.js')}`,
    importedBy: [],
  };
  expect(messages(bundleProblems(site, [...stockModules, patched], docusaurusLoaders))).toEqual([
    expect.stringMatching(
      /^plugins\/patch-loader\.cjs: is a loader applied to a dependency's file, node_modules\/@docusaurus\/core\/lib\/client\/exports\/Link\.js: .* Fix: /,
    ),
  ]);
});

test("another package's loader over a dependency's file fails, naming the package", () => {
  const replaced = {
    identifier: `javascript/auto|${nm('string-replace-loader/index.js')}??ruleSet[1].rules[9]!${nm('@docusaurus/theme-classic/lib/theme/Navbar/index.js')}`,
    importedBy: [],
  };
  const nested = {
    identifier: `javascript/auto|${nm('some-plugin/node_modules/babel-loader/lib/index.js')}!${nm('react-router/cjs/react-router.js')}`,
    importedBy: [],
  };
  expect(messages(bundleProblems(site, [...stockModules, replaced, nested], docusaurusLoaders))).toEqual([
    expect.stringMatching(
      /^string-replace-loader: is a loader applied to a dependency's file, node_modules\/@docusaurus\/theme-classic\/lib\/theme\/Navbar\/index\.js/,
    ),
    expect.stringMatching(/^babel-loader: is a loader applied to a dependency's file, node_modules\/react-router\/cjs\/react-router\.js/),
  ]);
});

test('a loader over a file Docusaurus generates (a rewritten route registry) fails', () => {
  const rewritten = {identifier: `javascript/auto|${own('plugins/registry-loader.cjs')}!${own('.docusaurus/registry.js')}`, importedBy: []};
  expect(messages(bundleProblems(site, [rewritten], docusaurusLoaders))).toEqual([
    expect.stringContaining('plugins/registry-loader.cjs: is a loader applied to a file Docusaurus generates'),
  ]);
});

test('a file of the site imported by a dependency under another name (a stand-in) fails', () => {
  const standIn = {
    identifier: `javascript/auto|${own('src/client/tslibHelpers.ts')}`,
    importedBy: [{request: 'tslib', from: nm('@docusaurus/utils-common/lib/index.js')}],
  };
  expect(messages(bundleProblems(site, [standIn], docusaurusLoaders))).toEqual([
    expect.stringMatching(
      /^src\/client\/tslibHelpers\.ts: stands in for "tslib", which node_modules\/@docusaurus\/utils-common\/lib\/index\.js imports.* Fix: /,
    ),
  ]);
});

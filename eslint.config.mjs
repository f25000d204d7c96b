// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules, React's hooks rules,
// Docusaurus's link and heading rules, and three import rules: an import must resolve through the
// package's `exports` (no private path), name a package that package.json declares, and not run
// back up the site's layers.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import {createTypeScriptImportResolver} from 'eslint-import-resolver-typescript';
import {importX} from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Modules that Docusaurus's bundler provides and no package on disk resolves
// (@docusaurus/module-type-aliases declares their types).
const bundlerAliases = [
  '^@theme(-original|-init)?/',
  '^@generated/',
  '^@docusaurus/(BrowserOnly|ComponentCreator|ErrorBoundary|ExecutionEnvironment|Head|Interpolate|Link|Noop|Translate|constants|isInternalUrl|renderRoutes|router|useBaseUrl|useBrokenLinks|useDocusaurusContext|useGlobalData|useIsBrowser|useIsomorphicLayoutEffect|useRouteContext)$',
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.bench/',
      'tmp/',
      'static/',
      'packages/*/data/',
      'packages/*/dist/',
    ],
  },
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {globals: {...globals.node}},
    plugins: {'import-x': importX},
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({alwaysTryTypes: true, project: './tsconfig.json'})],
    },
    rules: {
      'import-x/no-unresolved': ['error', {ignore: bundlerAliases}],
      'import-x/no-extraneous-dependencies': ['error', {includeTypes: true}],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {regex: '^@docusaurus/[^/]+/(lib|src)/', message: 'A private path of a Docusaurus package: use what the package exports.'},
            {
              regex: '^react-router(-dom)?/(lib|es|esm|cjs|modules)/',
              message: "A private path of React Router: import from 'react-router-dom' or '@docusaurus/router'.",
            },
          ],
        },
      ],
      // `const {a, ...rest} = x` leaves `a` out of `rest` on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true},
      ],
      // Playwright's fixtures that use no other fixture take `({}, use)`.
      'no-empty-pattern': ['error', {allowObjectPatternsAsParameters: true}],
      // React's private fields on DOM nodes and instances change without notice: a test or a
      // component learns about React through its public reporting (onRecoverableError, console).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(__react|_reactInternals)/]',
          message: "A private field of React: use React's public APIs.",
        },
        {selector: 'Literal[value=/^(__react|_reactInternals)/]', message: "A private field of React: use React's public APIs."},
      ],
    },
  },
  {
    // The layers (dev/architecture.md, "Layers"): build code (plugins/, scripts/, the config) and
    // browser code (src/) never import each other; what both need is in shared/, which imports
    // nothing of the site; the API catalogue imports neither side.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['tests/**', 'plugins/*/theme/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: ['./plugins', './scripts', './docusaurus.config.ts'],
              message: 'Browser code: import what build code shares from shared/.',
            },
            {
              target: ['./plugins', './scripts', './docusaurus.config.ts', './redirects.ts', './sidebars.ts', './apiSidebars.ts'],
              from: './src',
              message: 'Build code: import what browser code shares from shared/.',
            },
            {target: './api', from: ['./plugins', './scripts', './src'], message: 'The API catalogue: import what it shares from shared/.'},
            {
              target: './shared',
              from: ['./src', './plugins', './scripts', './api', './packages'],
              message: 'shared/ imports nothing of the site.',
            },
          ],
        },
      ],
    },
  },
  {
    // Functions that the benchmarks hand to page.evaluate run in the browser.
    files: ['scripts/bench/**/*.mjs'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    // Inline scripts: plugins/page-start.ts replaces these names before it inlines them.
    files: ['plugins/page-start/*.js'],
    languageOptions: {sourceType: 'script', globals: {EARLY_CONTROL: 'readonly', SCRIPTS: 'readonly'}},
  },
  {
    // The site's own code runs in the browser (and in the server-side render), as do the local
    // plugins' theme components.
    files: ['src/**/*.{ts,tsx}', 'plugins/*/theme/**/*.tsx', 'plugins/page-start/*.js'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    files: ['src/**/*.tsx', 'plugins/*/theme/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx', 'plugins/*/theme/**/*.tsx'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
);

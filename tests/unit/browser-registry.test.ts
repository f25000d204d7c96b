import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';
import {registryCheck} from '../../plugins/browser-registry';

// plugins/browser-registry.ts drops the module paths from the route registry in the browser bundle.
// The loader keeps each entry's loader and module id, and fails the build when an entry has another
// form; the end-of-build check fails it when the registry still holds paths.

const repoRoot = path.resolve(__dirname, '../..');
const registryLoader = createRequire(__filename)('../../plugins/registry-loader.cjs') as (this: {resourcePath: string}, source: string) => string;
const run = (source: string): string => registryLoader.call({resourcePath: '/site/.docusaurus/registry.js'}, source);

const entry = (name: string, file: string): string =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

test('every entry keeps its loader and module id and loses its path', () => {
  const source = `export default {\n${entry('0058b4c6', '@site/docs/intro.md')}\n${entry('17896441', '@theme/DocItem')}\n};\n`;
  const slimmed = run(source);
  expect(slimmed).toContain('[() => import(/* webpackChunkName: "0058b4c6" */ "@site/docs/intro.md"), 0, require.resolveWeak("@site/docs/intro.md")]');
  expect(slimmed).toContain('[() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")]');
  expect(slimmed).not.toMatch(/\), "@/);
});

test('an entry of another form fails the build, naming the plugin', () => {
  const source = `export default {\n${entry('0058b4c6', '@site/docs/intro.md')}\n  "17896441": [() => import("@theme/DocItem"), require.resolveWeak("@theme/DocItem")],\n};\n`;
  expect(() => run(source)).toThrow(/plugins\/browser-registry\.ts expects every entry .* 1 of 2 do/);
});

test("the site's own registry has the form the loader expects", () => {
  // Written by the last build (or `docusaurus build`); the unit project runs after the builds.
  const file = path.join(repoRoot, '.docusaurus/registry.js');
  const slimmed = run(readFileSync(file, 'utf8'));
  expect(slimmed).not.toMatch(/\), "[^"]+", require\.resolveWeak\(/);
});

test('the end-of-build check fails when the bundled registry still holds paths', () => {
  const file = '/site/.docusaurus/registry.js';
  const check = registryCheck(file);
  const module = (source: string) => ({identifier: `javascript/esm|${file}`, source: () => source});
  const withPaths = `export default {\n${entry('0058b4c6', '@site/docs/intro.md')}\n};`;
  expect(check([module(withPaths)])).toMatch(/still holds module paths/);
  expect(check([module(run(withPaths))])).toBeNull();
  expect(check([])).toMatch(/no longer in the browser bundle/);
});

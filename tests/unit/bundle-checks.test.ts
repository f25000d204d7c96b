import path from 'node:path';
import {test, expect} from '@playwright/test';
import {packageDir, patchChecks, patches} from '../../plugins/browser-patches';
import {substituteChecks} from '../../plugins/browser-substitutes';
import {noPrismInBrowser} from '../../plugins/code-highlight';
import type {BuiltModule} from '../../plugins/bundleChecks';

// The end-of-build checks of the browser bundle (plugins/bundleChecks.ts): a patch whose file has
// left the bundle, a patch that no longer applies, a stand-in that no longer stands in, and Prism
// in the browser each fail the build with a line naming the file and the fix.

const repoRoot = path.resolve(__dirname, '../..');

/** The modules of a browser build in which every patch applied, as the compiler reformats them. */
function patchedModules(): BuiltModule[] {
  return Object.entries(patches).flatMap(([name, files]) =>
    Object.entries(files).map(([file, filePatches]) => ({
      identifier: `javascript/auto|${path.join(packageDir(repoRoot, name), file)}`,
      // The compiler's transform changes spacing and brackets: the check must not mind.
      source: () => filePatches.map((patch) => patch.replace.replace(/ /g, '').replace(/\(\(/g, '(')).join('\n'),
    })),
  );
}

test('every patch check passes on a bundle where each patch applied', () => {
  const modules = patchedModules();
  expect(patchChecks(repoRoot).map((check) => check(modules))).toEqual(patchChecks(repoRoot).map(() => null));
});

test('a patched file that left the bundle fails the build, naming the file', () => {
  const modules = patchedModules().filter((module) => !module.identifier.includes('react-router.js'));
  const problems = patchChecks(repoRoot)
    .map((check) => check(modules))
    .filter((problem): problem is string => problem !== null);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain('react-router/esm/react-router.js is no longer in the browser bundle');
  expect(problems[0]).toContain('Fix:');
});

test('a patch whose code is not in the built file fails the build, naming the snippet', () => {
  const modules = patchedModules().map((module) =>
    module.identifier.includes('reactUtils.js') ? {...module, source: () => 'deps.sort((a, b) => a[0].localeCompare(b[0]));'} : module,
  );
  const problems = patchChecks(repoRoot)
    .map((check) => check(modules))
    .filter((problem): problem is string => problem !== null);
  expect(problems).toEqual([expect.stringContaining('reactUtils.js in the browser bundle does not hold the patched code for "deps.sort')]);
});

test('a stand-in must be in the bundle and the package it replaces must not', () => {
  const standIns = ['src/client/tslibHelpers.ts', 'src/client/progressBar.ts'].map((file) => ({identifier: path.join(repoRoot, file), source: () => ''}));
  const checks = substituteChecks(repoRoot);
  expect(checks.map((check) => check(standIns))).toEqual([null, null]);
  expect(checks[0]?.([])).toContain('src/client/tslibHelpers.ts, the stand-in for tslib, is not in the browser bundle');
  const withOriginal = [...standIns, {identifier: `${repoRoot}/node_modules/tslib/tslib.es6.mjs`, source: () => ''}];
  expect(checks[0]?.(withOriginal)).toContain('tslib is in the browser bundle beside its stand-in');
});

test('Prism in the browser bundle fails the build', () => {
  expect(noPrismInBrowser([{identifier: `${repoRoot}/src/theme/CodeBlock/index.tsx`, source: () => ''}])).toBeNull();
  expect(noPrismInBrowser([{identifier: `${repoRoot}/node_modules/prism-react-renderer/dist/index.mjs`, source: () => ''}])).toContain('Prism is in the browser bundle');
});

import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';
import {packageDir, patches, type Patch} from '../../plugins/browser-patches';

// plugins/browser-patches.ts edits three Docusaurus client files in the browser bundle. These
// tests hold the edits to the installed files, and the loader to its promise: a snippet that is
// gone fails the build with the file named.

const repoRoot = path.resolve(__dirname, '../..');
const patchLoader = createRequire(__filename)('../../plugins/patch-loader.cjs') as (
  this: {getOptions: () => {patches: Patch[]}; resourcePath: string},
  source: string,
) => string;

function runLoader(source: string, filePatches: Patch[]): string {
  return patchLoader.call({getOptions: () => ({patches: filePatches}), resourcePath: '/deps/thing.js'}, source);
}

for (const [name, files] of Object.entries(patches)) {
  for (const [file, filePatches] of Object.entries(files)) {
    test(`${name}/${file}: every snippet is there once, and the edit removes it`, () => {
      const source = readFileSync(path.join(packageDir(repoRoot, name), file), 'utf8');
      for (const {find} of filePatches) {
        expect(source.split(find).length - 1, find).toBe(1);
      }
      const patched = runLoader(source, filePatches);
      for (const {find, replace} of filePatches) {
        expect(patched).toContain(replace);
        expect(patched).not.toContain(find);
      }
    });
  }
}

test('the patched files no longer sort with localeCompare', () => {
  const docs = readFileSync(path.join(packageDir(repoRoot, '@docusaurus/plugin-content-docs'), 'lib/client/docsClientUtils.js'), 'utf8');
  const react = readFileSync(path.join(packageDir(repoRoot, '@docusaurus/theme-common'), 'lib/utils/reactUtils.js'), 'utf8');
  const patchesOf = (name: string, file: string): Patch[] => patches[name]?.[file] ?? [];
  expect(runLoader(docs, patchesOf('@docusaurus/plugin-content-docs', 'lib/client/docsClientUtils.js'))).not.toMatch(/localeCompare/);
  expect(runLoader(react, patchesOf('@docusaurus/theme-common', 'lib/utils/reactUtils.js'))).not.toMatch(/localeCompare/);
});

test('a snippet that is gone stops the build, naming the file and the patch', () => {
  expect(() => runLoader('const a = 1;', [{find: 'const b = 2;', replace: 'const b = 3;', why: 'a test'}])).toThrow(
    /\/deps\/thing\.js: plugins\/browser-patches\.ts expects to find\n {2}const b = 2;\n\(patched because a test\)/,
  );
});

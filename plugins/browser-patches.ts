import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Exact, checked edits of two Docusaurus client files, in the browser bundle only.
 *
 * Both sort a handful of keys with String.prototype.localeCompare while a docs page hydrates.
 * The first localeCompare of a page creates ICU's collator: about 20 ms on a 2-core machine,
 * in the hydration task, four times that on the phone Lighthouse simulates. The keys are ASCII
 * paths and prop names whose order only has to be stable (the longest docs path first, the
 * memo's dependencies in a fixed order), so a comparison of code units does the same job.
 *
 * plugins/patch-loader.cjs applies the edits and fails the build, naming the file and the
 * snippet, if a Docusaurus upgrade has changed the code they expect.
 */
type Patch = {find: string; replace: string; why: string};

const byCodeUnits = (a: string, b: string): string => `(${a} < ${b} ? -1 : ${a} > ${b} ? 1 : 0)`;

/** Patches by package, then by file inside the package. */
const patches: Record<string, Record<string, Patch[]>> = {
  '@docusaurus/plugin-content-docs': {
    'lib/client/docsClientUtils.js': [
      {
        find: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
        replace: `.sort((a, b) => ${byCodeUnits('b[1].path', 'a[1].path')})`,
        why: 'getActivePlugin orders the two docs instances by path with localeCompare',
      },
    ],
  },
  '@docusaurus/theme-common': {
    'lib/utils/reactUtils.js': [
      {
        find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
        replace: `deps.sort((a, b) => ${byCodeUnits('a[0]', 'b[0]')});`,
        why: 'useShallowMemoObject orders its keys with localeCompare',
      },
    ],
  },
};

/** The folder of an installed package (whose "exports" may hide both its files and package.json). */
function packageDir(siteDir: string, name: string): string {
  const entry = createRequire(path.join(siteDir, 'package.json')).resolve(name);
  const marker = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`;
  const at = entry.lastIndexOf(marker);
  if (at < 0) {
    throw new Error(`plugins/browser-patches.ts: cannot find the folder of ${name} from ${entry}`);
  }
  return entry.slice(0, at + marker.length);
}

export default function browserPatches(context: LoadContext): Plugin {
  const rules = Object.entries(patches).flatMap(([name, files]) =>
    Object.entries(files).map(([file, filePatches]) => ({
      test: path.join(packageDir(context.siteDir, name), file),
      enforce: 'pre' as const,
      use: [{loader: path.join(context.siteDir, 'plugins/patch-loader.cjs'), options: {patches: filePatches}}],
    })),
  );
  return {
    name: 'spacescan-browser-patches',
    configureWebpack(config, isServer) {
      if (isServer) {
        return {};
      }
      // The bundler's persistent cache does not notice a new loader.
      const cache = config.experiments?.cache;
      if (typeof cache === 'object' && 'version' in cache) {
        cache.version = `${cache.version ?? ''}-patches-${Object.keys(patches).length}`;
      }
      return {module: {rules}};
    },
  };
}

import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {tagBundlerCache} from './bundlerCache';
import {BundleChecks, fileCheck, type BundleCheck} from './bundleChecks';

/**
 * The route registry without module paths, in the browser bundle only.
 *
 * Docusaurus writes `.docusaurus/registry.js` with one entry per chunk of every route:
 * `[() => import(chunk), "@site/docs/intro.md", require.resolveWeak(...)]`. The browser uses the
 * loader and the module id; the path goes to react-loadable's `modules`, which only a server
 * render collects (Loadable.Capture). With some two hundred entries the paths are about 10 kB of
 * main.js on every page, 1.5 kB gzip: here each becomes `0`. plugins/registry-loader.cjs fails the
 * build if an entry has another form; at the end of the build a check fails it if the registry
 * left the bundle or still holds a path.
 */
// The built source has been through the compiler's transform, which may lay the entries out anew:
// the check reads it without white space.
const slimmed = /\),0,require\.resolveWeak\(/g;
const withPath = /\),"[^"]+",require\.resolveWeak\(/;

export function registryFile(context: Pick<LoadContext, 'generatedFilesDir'>): string {
  return path.join(context.generatedFilesDir, 'registry.js');
}

export function registryCheck(file: string): BundleCheck {
  return fileCheck(
    file,
    `plugins/browser-registry.ts: ${file} is no longer in the browser bundle, so the registry's module paths are dropped nowhere. Fix: remove the plugin, or point it at the file that took its place.`,
    (sources) => {
      const source = sources.join('').replace(/\s+/g, '');
      return withPath.test(source) || (source.match(slimmed) ?? []).length === 0
        ? `plugins/browser-registry.ts: ${file} in the browser bundle still holds module paths. Fix: check that plugins/registry-loader.cjs runs on it.`
        : null;
    },
  );
}

export default function browserRegistry(context: LoadContext): Plugin {
  const file = registryFile(context);
  return {
    name: 'spacescan-browser-registry',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      tagBundlerCache(config, 'registry-without-paths');
      return {
        module: {rules: [{test: file, enforce: 'pre' as const, use: [{loader: path.join(context.siteDir, 'plugins/registry-loader.cjs')}]}]},
        plugins: [new BundleChecks('spacescan-browser-registry', [registryCheck(file)])],
      };
    },
  };
}

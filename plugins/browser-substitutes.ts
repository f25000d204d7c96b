import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {tagBundlerCache} from './bundlerCache';
import {BundleChecks, modulesOf, type BundleCheck} from './bundleChecks';

/**
 * Small stand-ins for two dependencies of the browser bundle, which every page loads before it
 * hydrates. The server bundle keeps the real packages.
 *
 * - tslib: @docusaurus/utils-common is compiled by tsc with importHelpers and require()s tslib
 *   for one helper (__importDefault). A require() of tslib's ES module keeps every helper in
 *   main.js (11 kB). src/client/tslibHelpers.ts has the helpers the browser code calls; if a
 *   dependency starts calling another one, its pages fail to hydrate and the browser tests (every
 *   route, no console error) say so.
 * - nprogress: the classic theme's progress bar on route changes uses three of its functions.
 *   src/client/progressBar.ts draws the same #nprogress bar, styled by the theme's CSS, in a
 *   fraction of its 4 kB.
 */
const substitutes: Record<string, string> = {
  tslib: 'src/client/tslibHelpers.ts',
  nprogress: 'src/client/progressBar.ts',
};

/** The checks that each stand-in stands in: it is in the browser bundle, and the package it replaces is not. */
export function substituteChecks(siteDir: string): BundleCheck[] {
  return Object.entries(substitutes).map(([name, file]): BundleCheck => (modules) => {
    if (modulesOf(modules, path.join(siteDir, file)).length === 0) {
      return `plugins/browser-substitutes.ts: ${file}, the stand-in for ${name}, is not in the browser bundle. Fix: nothing imports ${name} any more: remove the stand-in.`;
    }
    const original = modules.find((module) => module.identifier.includes(`/node_modules/${name}/`));
    return original === undefined
      ? null
      : `plugins/browser-substitutes.ts: ${name} is in the browser bundle beside its stand-in ${file} (${original.identifier.split('!').pop()}). Fix: make the alias catch that import too.`;
  });
}

export default function browserSubstitutes(context: LoadContext): Plugin {
  return {
    name: 'spacescan-browser-substitutes',
    configureWebpack(config, isServer) {
      if (isServer) {
        return {};
      }
      tagBundlerCache(config, `substitutes-${Object.keys(substitutes).join('-')}`);
      const alias = Object.fromEntries(
        Object.entries(substitutes).map(([name, file]) => [`${name}$`, path.join(context.siteDir, file)]),
      );
      return {resolve: {alias}, plugins: [new BundleChecks('spacescan-browser-substitutes', substituteChecks(context.siteDir))]};
    },
  };
}

import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {tagBundlerCache} from './bundlerCache';

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
      return {resolve: {alias}};
    },
  };
}

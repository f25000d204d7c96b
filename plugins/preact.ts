import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {tagBundlerCache} from './bundlerCache';

/**
 * Runs the site in the browser on Preact instead of React.
 *
 * The pages are rendered to HTML at build time with React, as Docusaurus does; in the browser,
 * the production build uses preact/compat in place of react and react-dom. react-dom alone was
 * 207 kB of the 452 kB main bundle that every page loads before it hydrates; preact/compat does
 * the same job in a tenth of that, and hydrates the server-rendered HTML as it is.
 */
const browserAliases: Record<string, string> = {
  'react$': 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react-dom/test-utils$': 'preact/test-utils',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

export type Options = {
  /** What runs the pages in the browser of a production build. */
  browser: 'preact' | 'react';
};

export default function preact(context: LoadContext, {browser}: Options): Plugin {
  return {
    name: 'spacescan-preact',
    configureWebpack(config, isServer, {currentBundler}) {
      // Both bundles know which renderer the browser runs (src/components/HydrateLater reads it).
      const define = new currentBundler.instance.DefinePlugin({
        'process.env.SPACESCAN_BROWSER_RENDERER': JSON.stringify(browser),
      });
      // The server bundle renders the HTML with React. `docusaurus start` keeps React too: its
      // hot reload (React Refresh) needs React itself.
      if (isServer || config.mode !== 'production' || browser === 'react') {
        return {plugins: [define]};
      }
      // Docusaurus pins react and react-dom to the site's packages with aliases of their own,
      // which would match before ours: drop them from the browser build.
      const aliases = config.resolve?.alias;
      if (aliases && !Array.isArray(aliases)) {
        delete aliases.react;
        delete aliases['react-dom'];
      }
      tagBundlerCache(config, 'preact');
      return {resolve: {alias: browserAliases}, plugins: [define]};
    },
  };
}

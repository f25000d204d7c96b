// How each page starts in the browser (issue 13). The scripts are Docusaurus's own, started by its
// two <script defer> tags (its browser entry hydrates the page inside startTransition).
//
// - An inline script in <head> (./page-start/early-input.js) holds a click on a control made before
//   the scripts run, for React to carry out once the page has hydrated (src/theme/Root.tsx), and
//   gives Ctrl+K and "/" to the search box.
// - Every script carries V8's explicit compile hint (`//# allFunctionsCalledOnLoad`): Chromium
//   then compiles its functions while it downloads, on a background thread, instead of on the main
//   thread the first time each runs. Other browsers ignore the comment. npm run bench:mechanisms:
//   the phone menu tapped 1 s after load answers 157 ms sooner with it (dev/performance.md).
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {minify_sync as minifySync} from 'terser';
import type {Plugin} from '@docusaurus/types';
import {EARLY_CONTROL} from '../src/client/heldClicks';

const earlyInputFile = path.join(__dirname, 'page-start', 'early-input.js');

/** The inline script of every page's <head> that holds what the reader does before the scripts run. */
export function earlyInputScript(source: string = readFileSync(earlyInputFile, 'utf8')): string {
  if (!/\bEARLY_CONTROL\b/.test(source))
    throw new Error(`page-start: ${earlyInputFile} no longer names EARLY_CONTROL, the selector it is given from src/client/heldClicks.ts`);
  const withSelector = source.replace(/\bEARLY_CONTROL\b/g, () => JSON.stringify(EARLY_CONTROL));
  const {code} = minifySync(withSelector, {ecma: 2017, compress: {passes: 2}, format: {comments: false}});
  // src/client/heldClicks.ts calls window.__stopHoldingClicks.
  if (code === undefined || !code.includes('__stopHoldingClicks'))
    throw new Error(`page-start: minifying ${earlyInputFile} lost __stopHoldingClicks`);
  return code;
}

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The route a built HTML file serves ("docs/intro.html" → "/docs/intro", "index.html" → "/"). */
export function routeOf(relativeFile: string, baseUrl: string): string {
  const route = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `${baseUrl}${route}`.replace(/\/$/, '') || '/';
}

export default function pageStartPlugin(): Plugin {
  const earlyInput = earlyInputScript();
  return {
    name: 'page-start',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: earlyInput}]};
    },
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      // After the minifier, which drops comments, and before the file names get their content hash.
      const stage = currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING;
      const compileHints = new currentBundler.instance.BannerPlugin({
        banner: COMPILE_HINT,
        raw: true,
        test: /\.js$/,
        entryOnly: false,
        stage,
      });
      return {plugins: [compileHints]};
    },
  };
}

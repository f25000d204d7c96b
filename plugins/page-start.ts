// How each page starts in the browser (issue 13).
//
// - The page template (`ssrTemplate` of docusaurus.config.ts, pageTemplate() below) is Docusaurus's
//   own with one change: its <script defer> tags give way to an inline script
//   (./page-start/start-scripts.js) that asks for the same scripts (the template's `scripts`: the
//   runtime and the main bundle) once the parsed page is painted. Lighthouse mobile paints the
//   largest element 0.7–1.0 s sooner with it (dev/performance.md). The scripts are Docusaurus's
//   own: its browser entry loads the route's chunks and hydrates the page inside startTransition.
// - An inline script in <head> (./page-start/early-input.js) holds a click on a control made before
//   the scripts run, for React to carry out once the page has hydrated (src/theme/Root.tsx), and
//   gives Ctrl+K and "/" to the search box.
// - Every script carries V8's explicit compile hint (`//# allFunctionsCalledOnLoad`): Chromium
//   then compiles its functions while it downloads, on a background thread, instead of on the main
//   thread the first time each runs. Other browsers ignore the comment.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {minify_sync as minifySync} from 'terser';
import type {Plugin} from '@docusaurus/types';
import {EARLY_CONTROL} from '../shared/early-control';

const earlyInputFile = path.join(__dirname, 'page-start', 'early-input.js');
const startScriptsFile = path.join(__dirname, 'page-start', 'start-scripts.js');

/** `file`, minified for a page's <head>; throws if minifying lost `keep`, a name the script cannot do without. */
function inlineScript(file: string, keep: string, source: string): string {
  const {code} = minifySync(source, {ecma: 2017, compress: {passes: 2}, format: {comments: false}});
  if (code === undefined || !code.includes(keep)) throw new Error(`page-start: minifying ${file} lost ${keep}`);
  return code;
}

/** The inline script of every page's <head> that holds what the reader does before the scripts run. */
export function earlyInputScript(source: string = readFileSync(earlyInputFile, 'utf8')): string {
  if (!/\bEARLY_CONTROL\b/.test(source))
    throw new Error(`page-start: ${earlyInputFile} no longer names EARLY_CONTROL, the selector it is given from shared/early-control.ts`);
  const withSelector = source.replace(/\bEARLY_CONTROL\b/g, () => JSON.stringify(EARLY_CONTROL));
  // src/client/heldClicks.ts calls window.__stopHoldingClicks.
  return inlineScript(earlyInputFile, '__stopHoldingClicks', withSelector);
}

/** The starter's code around its list of scripts: `${before}["/assets/js/…",…]${after}`. */
function starterFrame(source: string = readFileSync(startScriptsFile, 'utf8')): {before: string; after: string} {
  const [before, after, ...rest] = inlineScript(startScriptsFile, '(SCRIPTS)', source).split('SCRIPTS');
  if (before === undefined || after === undefined || rest.length > 0)
    throw new Error(`page-start: ${startScriptsFile} must name SCRIPTS exactly once`);
  return {before, after};
}

/**
 * Docusaurus 3.10.2's page template (@docusaurus/core, lib/ssg/ssgTemplate.html.js), an Eta
 * template, with its <script defer> tags replaced by the starter of the same scripts, in order.
 * Compare it with that file when Docusaurus is upgraded (dev/upgrading-docusaurus.md). The site's
 * config, which holds it, is part of main.js: its line breaks and indents are left out.
 */
export function pageTemplate(frame: {before: string; after: string} = starterFrame()): string {
  // JSON inside <script>: a "</" in a path would end the element early.
  const scripts = String.raw`<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/<\//g, '<\\/') %>`;
  if (`${frame.before}${frame.after}`.includes('<%')) throw new Error('page-start: the starter holds "<%", which Eta would read as a tag');
  return `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <script>${frame.before}${scripts}${frame.after}</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>`.replace(/\n\s*/g, '');
}

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

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

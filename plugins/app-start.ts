// Pages start their scripts at the reader's first action, not while they load.
//
// Every built page is complete HTML (text, links, pictures, code). Docusaurus ends each page with
// <script src> tags for its runtime and main bundle, which run as the page loads, then load the
// route's chunks and hydrate the whole tree: on a phone that is the long main-thread work that
// held the mobile Lighthouse score under 95 (issue 7). After the build this plugin replaces those
// tags with a small inline starter (plugins/app-start/starter.js): it adds the same scripts, in
// the same order, at the first pointer, touch, key, wheel, scroll or focus event, replays a
// control's click or a key press that came before they took over, and fetches the scripts ahead
// when the browser is idle.
//
// Pages that say nothing useful before the scripts run (the search page renders its results in
// the browser) keep their tags and start at once: see START_AT_ONCE.
import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {minify_sync as minifySync} from 'terser';
import type {LoadContext, Plugin} from '@docusaurus/types';

const starterFile = path.join(__dirname, 'app-start', 'starter.js');

/** Routes whose HTML needs the scripts to be of use; they start while loading, as before. */
export const START_AT_ONCE: readonly string[] = ['/search'];

/** The starter, minified, with `SCRIPTS` still to be filled in. */
export function starterSource(source: string): string {
  const {code} = minifySync(source, {
    ecma: 2017,
    compress: {passes: 2},
    mangle: {reserved: ['SCRIPTS']},
    format: {comments: false},
  });
  if (code === undefined || !code.includes('SCRIPTS')) {
    throw new Error(`app-start: minifying ${starterFile} lost the SCRIPTS placeholder`);
  }
  return code;
}

// The tags Docusaurus writes for its bundles: <script src=/assets/js/main.0b601b20.js defer></script>
// (attributes quoted or not, as the HTML minifier leaves them).
const bundleTag = /<script src=("?)([^"\s>]*\/assets\/js\/[^"\s>]+\.js)\1 defer><\/script>/g;

/**
 * Replaces the bundle <script> tags of one page with the inline starter. Throws, naming the file,
 * when the page has none: Docusaurus's page template has changed and the pattern must follow it.
 */
export function deferAppStart(html: string, starter: string, file: string): string {
  const scripts = [...html.matchAll(bundleTag)];
  const first = scripts[0];
  if (first === undefined) {
    throw new Error(
      `app-start: ${file} has no <script src=…/assets/js/….js defer> tags to replace. ` +
        `Docusaurus's page template has changed: update bundleTag in plugins/app-start.ts.`,
    );
  }
  const sources = scripts.map((match) => match[2]);
  const inline = `<script>${starter.replace('SCRIPTS', JSON.stringify(sources))}</script>`;
  let replaced = false;
  return html.replace(bundleTag, () => {
    if (replaced) return '';
    replaced = true;
    return inline;
  });
}

/** The route a built HTML file serves ("docs/intro.html" → "/docs/intro", "index.html" → "/"). */
export function routeOf(relativeFile: string, baseUrl: string): string {
  const route = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `${baseUrl}${route}`.replace(/\/$/, '') || '/';
}

export default function appStartPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  const startAtOnce = new Set(START_AT_ONCE.map((route) => `${baseUrl}${route.slice(1)}`));
  return {
    name: 'app-start',
    async postBuild({outDir}) {
      const starter = starterSource(await readFile(starterFile, 'utf8'));
      const files = (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html'));
      await Promise.all(
        files
          .filter((file) => !startAtOnce.has(routeOf(file, baseUrl)))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const html = await readFile(full, 'utf8');
            // Other plugins read the pages in their own postBuild at the same time (search index,
            // llms-full.txt): replace each file whole, never leave it half written.
            await writeFile(`${full}.app-start`, deferAppStart(html, starter, path.relative(context.siteDir, full)));
            await rename(`${full}.app-start`, full);
          }),
      );
    },
  };
}

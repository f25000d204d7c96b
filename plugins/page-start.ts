// How each page starts in the browser (issue 13).
//
// Pages start their scripts as they load; the scripts are Docusaurus's own (its browser entry
// hydrates the page with React inside startTransition, so the work yields to input):
//
// - After the build (a step of the post-build pass, plugins/post-build), Docusaurus's two <script defer> tags (runtime, main) give way to an inline
//   script (./page-start/start-scripts.js) that asks for the runtime, the chunks of the page's
//   route and the main bundle, in that order, as soon as the parsed page is painted. The text
//   shows without waiting for them (on a slow network they no longer share its bandwidth with the
//   stylesheet; on a fast one they no longer run before the first paint), and the route's chunks
//   download beside the bundle instead of after it, so loading the route takes no extra round trip.
//   The list comes from Docusaurus's generated route tree (routes.js), each route's chunk names
//   (routesChunkNames.json) and the browser build's chunk groups, which a small bundler plugin
//   writes as the build ends. The build fails, naming the file, if any of those changes shape.
// - React 19 writes a <link rel=preload as=image> for the first pictures of a page at the start
//   of the app's HTML, where the browser's renderer finds an element it did not render; those
//   links move to the <head>, where they belong.
// - An inline script in <head> (./page-start/early-input.js) holds a click on a control made before
//   the scripts run, for React to carry out once the page has hydrated (src/theme/Root.tsx), and
//   gives Ctrl+K and "/" to the search box.
// - Every script carries V8's explicit compile hint (`//# allFunctionsCalledOnLoad`): Chromium
//   then compiles its functions while it downloads, on a background thread, instead of on the main
//   thread the first time each runs. Other browsers ignore the comment.
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {minify_sync as minifySync} from 'terser';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {EARLY_CONTROL} from '../src/client/heldClicks';

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
    throw new Error(`page-start: ${earlyInputFile} no longer names EARLY_CONTROL, the selector it is given from src/client/heldClicks.ts`);
  const withSelector = source.replace(/\bEARLY_CONTROL\b/g, () => JSON.stringify(EARLY_CONTROL));
  // src/client/heldClicks.ts calls window.__stopHoldingClicks.
  return inlineScript(earlyInputFile, '__stopHoldingClicks', withSelector);
}

/** The inline script that runs a page's bundles (public paths, in order) once its first content is painted. */
export function scriptStarter(source: string = readFileSync(startScriptsFile, 'utf8')): (scripts: readonly string[]) => string {
  const code = inlineScript(startScriptsFile, '(SCRIPTS)', source);
  // JSON inside <script>: a "</" in a path would end the element early.
  return (scripts) => code.replace('(SCRIPTS)', () => `(${JSON.stringify(scripts).replace(/<\//g, '<\\/')})`);
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

/** A route of Docusaurus's generated routes.js; `component` is its key in routesChunkNames.json. */
export type RouteNode = {path: string; exact?: boolean; component: string | null; routes?: RouteNode[]};

/** Reads routes.js (an ES module of ComponentCreator(path, hash) calls) into plain data. */
export function parseRoutes(source: string, file: string): RouteNode[] {
  if (!source.includes('export default')) {
    throw new Error(
      `page-start: ${file} has no "export default": Docusaurus's generated routes changed; update parseRoutes in plugins/page-start.ts.`,
    );
  }
  const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
  const componentKey = (routePath: string, hash?: string): string | null => (hash === undefined ? null : `${routePath}-${hash}`);
  return new Function('ComponentCreator', body)(componentKey) as RouteNode[];
}

/** The component keys of the routes that render `pagePath`, outermost first (first match wins). */
export function routeChain(routes: readonly RouteNode[], pagePath: string): string[] {
  const matches = (route: RouteNode): boolean =>
    route.path === '*' ||
    (route.exact
      ? route.path === pagePath
      : pagePath === route.path || pagePath.startsWith(route.path.endsWith('/') ? route.path : `${route.path}/`));
  const route = routes.find(matches);
  if (route === undefined) return [];
  return [...(route.component === null ? [] : [route.component]), ...routeChain(route.routes ?? [], pagePath)];
}

/** Every string in a routesChunkNames.json entry: the chunk names of the route's component and props. */
export function chunkNamesOf(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (Array.isArray(entry)) return entry.flatMap(chunkNamesOf);
  if (entry !== null && typeof entry === 'object') return Object.values(entry).flatMap(chunkNamesOf);
  return [];
}

/** A chunk name and the JavaScript files its chunk group loads, as the browser build wrote them. */
export type ChunkGroups = Record<string, string[]>;

type StatsJson = {namedChunkGroups?: Record<string, {assets?: Array<string | {name: string}>}>};
type StatsCompiler = {hooks: {done: {tap: (name: string, callback: (stats: {toJson: (options: object) => StatsJson}) => void) => void}}};

/** A bundler plugin (webpack or Rspack) that writes the build's named chunk groups to `file`. */
export class ChunkGroupsWriter {
  constructor(private readonly file: string) {}

  apply(compiler: StatsCompiler): void {
    compiler.hooks.done.tap('page-start', (stats) => {
      const groups: ChunkGroups = {};
      for (const [name, group] of Object.entries(
        stats.toJson({all: false, chunkGroups: true, namedChunkGroups: true}).namedChunkGroups ?? {},
      )) {
        groups[name] = (group.assets ?? [])
          .map((asset) => (typeof asset === 'string' ? asset : asset.name))
          .filter((asset) => asset.endsWith('.js'));
      }
      mkdirSync(path.dirname(this.file), {recursive: true});
      writeFileSync(this.file, JSON.stringify(groups));
    });
  }
}

async function readGenerated(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new Error(`page-start: ${file} is missing: Docusaurus's generated files changed; update plugins/page-start.ts.`);
  }
}

/** For a page's route, the chunk files (public paths) its route loads before it renders. */
async function routeChunkFinder(generatedFilesDir: string, groupsFile: string, baseUrl: string): Promise<(pagePath: string) => string[]> {
  const routesFile = path.join(generatedFilesDir, 'routes.js');
  const routes = parseRoutes(await readGenerated(routesFile), routesFile);
  const chunkNames = JSON.parse(await readGenerated(path.join(generatedFilesDir, 'routesChunkNames.json'))) as Record<string, unknown>;
  const groups = JSON.parse(await readGenerated(groupsFile)) as ChunkGroups;
  return (pagePath) => {
    const files = routeChain(routes, pagePath)
      .flatMap((key) => chunkNamesOf(chunkNames[key]))
      .flatMap((name) => groups[name] ?? [])
      .map((asset) => `${baseUrl}${asset}`);
    return [...new Set(files)];
  };
}

// The tags Docusaurus writes for its bundles: <script src=/assets/js/main.0b601b20.js defer></script>
// (attributes quoted or not, as the HTML minifier leaves them).
const bundleTag = /<script src=("?)([^"\s>]*\/assets\/js\/([^"\s>/]+)\.js)\1 defer><\/script>/g;
// What React writes at the start of the app's HTML for the page's first pictures.
const hoistedLinks = /(<div id=("?)__docusaurus\2>)((?:<link [^>]*>)+)/;

/**
 * Replaces the runtime and main <script defer> tags with the inline starter of the runtime, the
 * route's chunks and the main bundle, and moves React's hoisted <link> tags from the app's HTML
 * into <head>. Throws, naming the file, when the page does not have the two bundle tags:
 * Docusaurus's page template has changed.
 */
export function rewritePage(
  html: string,
  file: string,
  chunks: readonly string[],
  starter: (scripts: readonly string[]) => string,
): string {
  const tags = [...html.matchAll(bundleTag)];
  // A page that is not the app (a redirect page) has neither the bundles nor the app's HTML.
  if (tags.length === 0 && !/<div id="?__docusaurus"?>/.test(html)) return html;
  const main = tags.find((tag) => tag[3]?.startsWith('main.'));
  const runtime = tags.find((tag) => tag !== main);
  if (tags.length !== 2 || main === undefined || runtime === undefined) {
    throw new Error(
      `page-start: ${file} does not end its <head> with the runtime and main <script defer> tags. ` +
        `Docusaurus's page template has changed: update bundleTag in plugins/page-start.ts.`,
    );
  }
  const scripts = [...new Set([runtime[2], ...chunks, main[2]])].filter((src) => src !== undefined);
  let out = html.replace(main[0], '').replace(runtime[0], () => `<script>${starter(scripts)}</script>`);
  const links = hoistedLinks.exec(out);
  if (links !== null) {
    out = out.replace(links[0], () => links[1] ?? '').replace('</head>', () => `${links[3] ?? ''}</head>`);
  }
  return out;
}

const chunkGroupsFile = (generatedFilesDir: string): string => path.join(generatedFilesDir, 'page-start', 'chunk-groups.json');

export default function pageStartPlugin(context: LoadContext): Plugin {
  const groupsFile = chunkGroupsFile(context.generatedFilesDir);
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
      return {plugins: [new ChunkGroupsWriter(groupsFile), compileHints]};
    },
  };
}

/**
 * For each built page (relative to `outDir`), the chunk files its route loads. Throws when no page's
 * route has any: the bundler's chunk groups changed shape.
 */
export async function pageChunks(
  context: Pick<LoadContext, 'generatedFilesDir' | 'siteConfig'>,
  files: readonly string[],
): Promise<Map<string, string[]>> {
  const {baseUrl} = context.siteConfig;
  const groupsFile = chunkGroupsFile(context.generatedFilesDir);
  const routeChunks = await routeChunkFinder(context.generatedFilesDir, groupsFile, baseUrl);
  const chunks = new Map(files.map((file) => [file, routeChunks(routeOf(file, baseUrl))]));
  if (![...chunks.values()].some((list) => list.length > 0)) {
    throw new Error(
      `page-start: no page's route has chunks in ${groupsFile}: the bundler's chunk groups changed; update ChunkGroupsWriter in plugins/page-start.ts.`,
    );
  }
  return chunks;
}

/** The page-start step of the post-build pass: a page with its bundles started by the starter (a redirect page as it is). */
export function startPage(html: string, file: string, chunks: readonly string[], starter: (scripts: readonly string[]) => string): string {
  // A redirect page (plugins/redirects.ts) has no scripts to start.
  if (html.includes('<meta http-equiv="refresh"')) return html;
  return rewritePage(html, file, chunks, starter);
}

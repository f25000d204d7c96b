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
//
// What the starter fetches ahead is the bundles and the chunks of the page's route, so that the
// first action has nothing to download. The chunks come from Docusaurus's generated files: the
// route tree (routes.js) and each route's chunk names (routesChunkNames.json), and from the
// browser build's chunk groups (a chunk name and the split chunks it needs), which a small
// bundler plugin writes as the build ends.
import {mkdirSync, writeFileSync} from 'node:fs';
import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {minify_sync as minifySync} from 'terser';
import type {LoadContext, Plugin} from '@docusaurus/types';

const starterFile = path.join(__dirname, 'app-start', 'starter.js');

/** Routes whose HTML needs the scripts to be of use; they start while loading, as before. */
export const START_AT_ONCE: readonly string[] = ['/search'];

/** The starter, minified, with `SCRIPTS` and `CHUNKS` still to be filled in. */
export function starterSource(source: string): string {
  const {code} = minifySync(source, {
    ecma: 2017,
    compress: {passes: 2},
    mangle: {reserved: ['SCRIPTS', 'CHUNKS']},
    format: {comments: false},
  });
  if (code === undefined || !code.includes('SCRIPTS') || !code.includes('CHUNKS')) {
    throw new Error(`app-start: minifying ${starterFile} lost the SCRIPTS or CHUNKS placeholder`);
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
export function deferAppStart(html: string, starter: string, file: string, chunks: readonly string[] = []): string {
  const scripts = [...html.matchAll(bundleTag)];
  if (scripts.length === 0) {
    throw new Error(
      `app-start: ${file} has no <script src=…/assets/js/….js defer> tags to replace. ` +
        `Docusaurus's page template has changed: update bundleTag in plugins/app-start.ts.`,
    );
  }
  const sources = scripts.map((match) => match[2]);
  // Replacer functions: a "$" in a path must not read as a replacement pattern.
  const filled = starter
    .replace('SCRIPTS', () => JSON.stringify(sources))
    .replace('CHUNKS', () => JSON.stringify(chunks.filter((chunk) => !sources.includes(chunk))));
  const inline = `<script>${filled}</script>`;
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

/** A route of Docusaurus's generated routes.js; `component` is its key in routesChunkNames.json. */
export type RouteNode = {path: string; exact?: boolean; component: string | null; routes?: RouteNode[]};

/** Reads routes.js (an ES module of ComponentCreator(path, hash) calls) into plain data. */
export function parseRoutes(source: string, file: string): RouteNode[] {
  if (!source.includes('export default')) {
    throw new Error(`app-start: ${file} has no "export default": Docusaurus's generated routes changed; update parseRoutes in plugins/app-start.ts.`);
  }
  const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
  const componentKey = (routePath: string, hash?: string): string | null => (hash === undefined ? null : `${routePath}-${hash}`);
  return new Function('ComponentCreator', body)(componentKey) as RouteNode[];
}

/** The component keys of the routes that render `pagePath`, outermost first (first match wins). */
export function routeChain(routes: readonly RouteNode[], pagePath: string): string[] {
  const matches = (route: RouteNode): boolean =>
    route.path === '*' ||
    (route.exact ? route.path === pagePath : pagePath === route.path || pagePath.startsWith(route.path.endsWith('/') ? route.path : `${route.path}/`));
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
    compiler.hooks.done.tap('app-start', (stats) => {
      const groups: ChunkGroups = {};
      for (const [name, group] of Object.entries(stats.toJson({all: false, chunkGroups: true, namedChunkGroups: true}).namedChunkGroups ?? {})) {
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
    throw new Error(`app-start: ${file} is missing: Docusaurus's generated files changed; update plugins/app-start.ts.`);
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

export default function appStartPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  const startAtOnce = new Set(START_AT_ONCE.map((route) => `${baseUrl}${route.slice(1)}`));
  const groupsFile = path.join(context.generatedFilesDir, 'app-start', 'chunk-groups.json');
  return {
    name: 'app-start',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {plugins: [new ChunkGroupsWriter(groupsFile)]};
    },
    async postBuild({outDir}) {
      const starter = starterSource(await readFile(starterFile, 'utf8'));
      const routeChunks = await routeChunkFinder(context.generatedFilesDir, groupsFile, baseUrl);
      const pages = (await readdir(outDir, {recursive: true}))
        .filter((file) => file.endsWith('.html'))
        .map((file) => ({file, route: routeOf(file, baseUrl)}))
        .filter(({route}) => !startAtOnce.has(route))
        .map(({file, route}) => ({file, chunks: routeChunks(route)}));
      if (!pages.some(({chunks}) => chunks.length > 0)) {
        throw new Error(`app-start: no page's route has chunks in ${groupsFile}: the bundler's chunk groups changed; update ChunkGroupsWriter in plugins/app-start.ts.`);
      }
      await Promise.all(
        pages.map(async ({file, chunks}) => {
          const full = path.join(outDir, file);
          const html = await readFile(full, 'utf8');
          // A redirect page (plugins/redirects.ts) has no scripts to start.
          if (html.includes('<meta http-equiv="refresh"')) return;
          // Other plugins read the pages in their own postBuild at the same time (search index,
          // llms-full.txt): replace each file whole, never leave it half written.
          await writeFile(`${full}.app-start`, deferAppStart(html, starter, path.relative(context.siteDir, full), chunks));
          await rename(`${full}.app-start`, full);
        }),
      );
    },
  };
}

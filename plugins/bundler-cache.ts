// The bundler's persistent cache (Rspack, `future.faster`), one folder per kind of build.
//
// Docusaurus names the cache by bundle (client, server), mode, locale, its version and the theme's
// aliases; not by what else changes the output: the base URL (written into every chunk's public
// path), the test-only pages, minification. Builds that differ in those would read one another's
// modules. Here each kind of build has its own folder under node_modules/.cache/rspack/, named
// after what makes it differ (`root.minified`, `docs-preview.test-pages.unminified`), with one
// folder inside for each bundle (client/, server/), so no bundle reads a cache another wrote.
// scripts/build.ts computes the same name, to say which folder to clear when a build stalls, and
// to clear a folder a killed build left half-written.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** What changes a build's output beyond its sources. */
export type BuildKind = {baseUrl: string; testPages: boolean; minify: boolean; dev?: boolean};

/** Where the folders live, relative to the site. */
export const CACHE_ROOT = path.join('node_modules', '.cache', 'rspack');

/**
 * The folder that holds every kind's folder: CACHE_ROOT, or SPACESCAN_BUNDLER_CACHE_ROOT (the
 * throwaway copies of the writers' mistake tests, which share node_modules with the checkout,
 * keep their caches in their own folder and leave nothing behind).
 */
export function cacheRoot(siteDir: string): string {
  return path.resolve(siteDir, process.env.SPACESCAN_BUNDLER_CACHE_ROOT || CACHE_ROOT);
}

/** The folder name of a kind of build: readable, one per combination. */
export function cacheKey({baseUrl, testPages, minify, dev = false}: BuildKind): string {
  const base = baseUrl.replace(/^\/+|\/+$/g, '').replace(/[^A-Za-z0-9._-]+/g, '_') || 'root';
  return [base, ...(testPages ? ['test-pages'] : []), dev ? 'dev' : minify ? 'minified' : 'unminified'].join('.');
}

/** The cache folder of a kind of build, absolute. */
export function cacheDir(siteDir: string, kind: BuildKind): string {
  return path.join(cacheRoot(siteDir), cacheKey(kind));
}

/** The part of a bundler config this plugin reads. */
export type CacheConfig = {mode?: string; experiments?: {cache?: unknown}};

/**
 * The folder of one bundle (client or server) of a build, or null when the config has no
 * persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE, or webpack). Minification is the build's
 * (`--no-minify` among the command's options), not the bundle's: Docusaurus never minifies the
 * server bundle, yet it belongs to its build's folder with the client bundle.
 */
export function bundlerCacheDir(
  config: CacheConfig,
  isServer: boolean,
  siteDir: string,
  site: {baseUrl: string; testPages: boolean},
  argv: readonly string[] = process.argv,
): string | null {
  const cache = config.experiments?.cache;
  if (typeof cache !== 'object' || cache === null || (cache as {type?: unknown}).type !== 'persistent') return null;
  const kind = {...site, minify: !argv.includes('--no-minify'), dev: config.mode === 'development'};
  return path.join(cacheDir(siteDir, kind), isServer ? 'server' : 'client');
}

/** The plugin: the bundles of each kind of build store their cache in that kind's folder. */
export default function bundlerCachePlugin(context: LoadContext): Plugin<undefined> {
  const testPages = context.siteConfig.customFields?.['withTestPages'] === true;
  return {
    name: 'bundler-cache',
    configureWebpack(config, isServer) {
      const directory = bundlerCacheDir(config as CacheConfig, isServer, context.siteDir, {baseUrl: context.siteConfig.baseUrl, testPages});
      // Merged into Docusaurus's own cache options (which keep their version and dependencies).
      return directory === null ? {} : {experiments: {cache: {type: 'persistent', storage: {type: 'filesystem', directory}}}};
    },
  };
}

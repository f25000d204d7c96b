import type {Configuration} from 'webpack';

/**
 * Tags the bundler's persistent cache with what a plugin changes in the browser build. The cache
 * does not notice changed aliases or loaders, so without a tag a build could reuse modules
 * resolved or transformed the old way. Used by plugins/preact.ts, browser-substitutes.ts and
 * browser-patches.ts.
 */
export function tagBundlerCache(config: Configuration, tag: string): void {
  const cache = config.experiments?.cache;
  if (typeof cache === 'object' && 'version' in cache) {
    cache.version = `${cache.version ?? ''}-${tag}`;
  }
}

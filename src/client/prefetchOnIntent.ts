/**
 * Client module: fetch a page ahead only when the reader shows they may open it.
 *
 * Core's <Link> does two things ahead of a click (core/lib/client/exports/Link.js):
 * - when a link scrolls into view, `window.docusaurus.prefetch` adds a <link rel=prefetch> for
 *   every chunk of its page. On a docs page that is the whole sidebar, the navbar and the footer
 *   at once: 271 <link> tags on /docs/intro, chunks of some forty pages a phone on a slow link
 *   pays for and will mostly not open, and matching each link against every route kept the main
 *   thread busy after hydration;
 * - when the pointer rests on a link or a finger touches it, `window.docusaurus.preload` loads
 *   that one page's chunks at once.
 * Here the first is turned off and the second kept, so a page opened from a link still has
 * its code on the way before the click lands. Core still skips preloading on 2g and save-data.
 */
import type {ClientModule} from '@docusaurus/types';

type DocusaurusGlobal = {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
};

declare global {
  interface Window {
    docusaurus: DocusaurusGlobal;
  }
}

/** `window.docusaurus` without viewport prefetching (core freezes the object, so it is replaced). */
function withoutViewportPrefetch(original: DocusaurusGlobal): DocusaurusGlobal {
  return Object.freeze({
    preload: original.preload,
    prefetch: () => false as const,
  });
}

let installed = false;

const prefetchOnIntent: ClientModule = {
  // Runs once the first page has mounted, after core has set window.docusaurus and before the
  // first links report that they are in view.
  onRouteDidUpdate() {
    if (!installed && typeof window !== 'undefined' && window.docusaurus) {
      window.docusaurus = withoutViewportPrefetch(window.docusaurus);
      installed = true;
    }
  },
};

export default prefetchOnIntent;

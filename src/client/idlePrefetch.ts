/**
 * Client module: prefetch in idle time.
 *
 * Every internal link that scrolls into view asks `window.docusaurus.prefetch` for the chunks
 * of its page (core/lib/client/exports/Link.js). On a docs page that is the whole sidebar at
 * once, right after hydration: matching each link against every route and adding its
 * <link rel=prefetch> tags took one long task that kept the page from answering input. Here
 * the requests wait in a queue that drains while the browser is idle. What is fetched does not
 * change: core still skips prefetching on 2g and with save-data, and hovering a link still
 * preloads its page at once.
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

const queue: string[] = [];
let draining = false;

function whenIdle(callback: (deadline: IdleDeadline) => void): void {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(callback, {timeout: 2000});
  } else {
    setTimeout(() => callback({didTimeout: true, timeRemaining: () => 5}), 50);
  }
}

/** At most this long per idle callback, so that a slow phone still answers a tap at once. */
const sliceMs = 8;

function drain(prefetch: DocusaurusGlobal['prefetch'], deadline: IdleDeadline): void {
  const started = performance.now();
  while (queue.length > 0 && performance.now() - started < sliceMs && (deadline.timeRemaining() > 2 || deadline.didTimeout)) {
    const routePath = queue.shift();
    if (routePath !== undefined) {
      void prefetch(routePath);
    }
    if (deadline.didTimeout) {
      break;
    }
  }
  if (queue.length > 0) {
    whenIdle((next) => drain(prefetch, next));
  } else {
    draining = false;
  }
}

/** `window.docusaurus` with its prefetch queued for idle time (core freezes the object, so it is replaced). */
function withIdlePrefetch(original: DocusaurusGlobal): DocusaurusGlobal {
  return Object.freeze({
    preload: original.preload,
    prefetch: (routePath: string) => {
      queue.push(routePath);
      if (!draining) {
        draining = true;
        whenIdle((deadline) => drain(original.prefetch, deadline));
      }
      return false;
    },
  });
}

let installed = false;

const idlePrefetch: ClientModule = {
  // Runs once the first page has mounted, after core has set window.docusaurus and before the
  // first links report that they are in view.
  onRouteDidUpdate() {
    if (!installed && typeof window !== 'undefined' && window.docusaurus) {
      window.docusaurus = withIdlePrefetch(window.docusaurus);
      installed = true;
    }
  },
};

export default idlePrefetch;

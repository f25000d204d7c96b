// Fetches a page ahead when the reader reaches for a link to it: a pointer passing over it, a
// finger touching it, keyboard focus. Core's <Link> did this with a mouseenter and a touchstart
// listener on every link (a patch in plugins/browser-patches.ts removes them): three listeners per
// link to attach while the page hydrates (156 links, 468 listeners, on /blog), and a non-passive
// touchstart on each link makes a phone wait for the main thread before it scrolls a page that a
// finger started on a link. Here three passive listeners on the document do the same for every
// link, hydrated or not. window.docusaurus.preload skips a page already loaded, and any page on a
// slow connection (2g, save-data).
const reached = new Set<string>();

/** The site's own page a link leads to, or null (another site, a new window, a download, a file). */
function pageOf(link: HTMLAnchorElement, origin: string): string | null {
  if ((link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if (url.origin !== origin || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url.pathname;
}

function onIntent(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const page = pageOf(link, window.location.origin);
  if (page === null || page === window.location.pathname || reached.has(page)) return;
  reached.add(page);
  void window.docusaurus.preload(page);
}

if (typeof document !== 'undefined') {
  for (const type of ['mouseover', 'touchstart', 'focusin']) {
    document.addEventListener(type, onIntent, {capture: true, passive: true});
  }
}

// A client module (docusaurus.config.ts): it runs for its listeners and exports nothing.
export {};

// Fetches a page ahead when keyboard focus reaches a link to it. Docusaurus's <Link> fetches a
// page ahead when a link scrolls into view, when the pointer passes over it and when a finger
// touches it; a reader who moves through the page with Tab gets nothing of that, so one passive
// listener on the document does the same for focus. window.docusaurus.preload skips a page already
// loaded, and any page on a slow connection (2g, save-data).
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

function onFocus(event: FocusEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const page = pageOf(link, window.location.origin);
  if (page === null || page === window.location.pathname || reached.has(page)) return;
  reached.add(page);
  void window.docusaurus.preload(page);
}

if (typeof document !== 'undefined') {
  document.addEventListener('focusin', onFocus, {capture: true, passive: true});
}

// A client module (docusaurus.config.ts): it runs for its listener and exports nothing.
export {};

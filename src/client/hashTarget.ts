// The element an address's fragment names, after a navigation inside the site (a search result's
// row, a link to a heading on another page):
// - it is marked with `data-hash-target`, which styles as `:target` does. The router changes the
//   address with history.pushState, and the browser leaves `:target` where it was (on nothing, or
//   on the row of an earlier page), so the rows of the API reference style both.
// - it is scrolled to. Core does that in a layout effect (ClientLifecyclesDispatcher), which with
//   React in the browser runs once the new page is in the document. Preact commits the new route's
//   content in a render of its own just after that effect, so core finds no element (or the old
//   page's element of the same id) and the reader stays where they were: this scrolls once the new
//   page is in the document (a frame or two later).
import type {ClientModule} from '@docusaurus/types';

/** How long to wait for the element before giving up (an unknown fragment scrolls nowhere). */
const WAIT_MS = 2000;
const ATTRIBUTE = 'data-hash-target';

function mark(element: Element | null): void {
  for (const old of document.querySelectorAll(`[${ATTRIBUTE}]`)) if (old !== element) old.removeAttribute(ATTRIBUTE);
  element?.setAttribute(ATTRIBUTE, '');
}

function whenRendered(id: string, deadline: number): void {
  const element = document.getElementById(id);
  if (element !== null) {
    mark(element);
    element.scrollIntoView();
    return;
  }
  if (performance.now() < deadline) requestAnimationFrame(() => whenRendered(id, deadline));
}

const module: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation) return;
    if (!location.hash) {
      mark(null);
      return;
    }
    const id = decodeURIComponent(location.hash.substring(1));
    if (location.pathname === previousLocation.pathname) {
      mark(document.getElementById(id));
      return;
    }
    // Another page: an element with this id may still be the old page's (the rows of two endpoints
    // share ids), so it is looked for once the new page has rendered.
    requestAnimationFrame(() => whenRendered(id, performance.now() + WAIT_MS));
  },
};

export default module;

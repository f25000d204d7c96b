// The work of src/client/hashTarget.ts, loaded after the reader's first move to another page.
/** What the router's location gives this module. */
type Location = {pathname: string; hash: string};

/** How long to wait for the element before giving up (an unknown fragment scrolls nowhere). */
const WAIT_MS = 2000;
const ATTRIBUTE = 'data-hash-target';

function mark(element: Element | null): void {
  for (const old of document.querySelectorAll(`[${ATTRIBUTE}]`)) if (old !== element) old.removeAttribute(ATTRIBUTE);
  element?.setAttribute(ATTRIBUTE, '');
}

/** Opens the folds (<details>) around an element, so that a link to a nested field shows it; true when one was closed. */
function unfold(element: Element): boolean {
  let opened = false;
  for (let fold = element.parentElement?.closest('details'); fold; fold = fold.parentElement?.closest('details')) {
    if (!fold.open) {
      fold.open = true;
      opened = true;
    }
  }
  return opened;
}

function whenRendered(id: string, deadline: number): void {
  const element = document.getElementById(id);
  if (element !== null) {
    mark(element);
    unfold(element);
    element.scrollIntoView();
    return;
  }
  if (performance.now() < deadline) requestAnimationFrame(() => whenRendered(id, deadline));
}

/** After a navigation inside the site (src/client/hashTarget.ts loads this module then). */
export function afterNavigation(location: Location, previousLocation: Location): void {
  if (!location.hash) {
    mark(null);
    return;
  }
  const id = decodeURIComponent(location.hash.substring(1));
  if (location.pathname === previousLocation.pathname) {
    const element = document.getElementById(id);
    mark(element);
    // The router scrolled before the folds opened: scroll again once they have.
    if (element !== null && unfold(element)) element.scrollIntoView();
    return;
  }
  // Another page: an element with this id may still be the old page's (the rows of two endpoints
  // share ids), so it is looked for once the new page has rendered.
  requestAnimationFrame(() => whenRendered(id, performance.now() + WAIT_MS));
}

// The element an address's fragment names, after a navigation inside the site (a search result's
// row, a link to a heading on another page):
// - it is marked with `data-hash-target`, which styles as `:target` does. The router changes the
//   address with history.pushState, and the browser leaves `:target` where it was (on nothing, or
//   on the row of an earlier page), so the rows of the API reference style both.
// - the folds (<details>) around it are opened (a nested field of the API reference), and it is
//   scrolled to. Core scrolls to the fragment in a layout effect (ClientLifecyclesDispatcher), while
//   the folds around a nested row are still closed, so the row has no place to scroll to yet: this
//   opens them and scrolls once the new page is in the document.
import type {ClientModule} from '@docusaurus/types';

const module: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // The first page needs none of it: the browser opens the folds (<details>) around its fragment,
    // scrolls to it and styles :target.
    if (!previousLocation) return;
    void import('./hashTargetAfterNavigation').then(({afterNavigation}) => afterNavigation(location, previousLocation));
  },
};

export default module;

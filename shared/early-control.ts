/**
 * The controls whose clicks are held before the page's scripts have run: a button, a tab, a
 * disclosure, a button-like element, a "#" link. Not the folds of the API field trees
 * (summary[data-native-fold]): they are native <details> that no script controls, so the browser's
 * own toggle is the answer. Links are left to the browser too: they load their page. The inline
 * script of every page (plugins/page-start/early-input.js, given it by plugins/page-start.ts) holds
 * them; src/client/heldClicks.ts hands them to React once the page has hydrated.
 */
export const EARLY_CONTROL = 'button,summary:not([data-native-fold]),[role=tab],[role=button],a[href="#"]';

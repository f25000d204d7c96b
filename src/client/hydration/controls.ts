// The controls whose clicks are held until a script can answer them, in one place for the two
// scripts that hold them: the page's inline early-input script (plugins/page-start/early-input.js,
// before the bundles run) and the hydration scheduler (./scheduler.ts, after).

/** A button, a disclosure, a tab, a button-like element, a "#" link: what a script answers. */
export const CONTROL = 'button,summary,[role=tab],[role=button],a[href="#"]';

/**
 * The same before the bundles run, less the folds of the API field trees (summary[data-native-fold]):
 * they are native <details> that no script controls, so the browser's own toggle is the answer.
 * The scheduler holds them too while their part hydrates, and carries the toggle out once.
 */
export const EARLY_CONTROL = CONTROL.replace('summary', 'summary:not([data-native-fold])');

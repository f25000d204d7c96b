// The clicks a reader makes before the page's scripts have run, held and then handed to React.
//
// Until React has hydrated the page, a button in the built HTML answers nothing: its handler is not
// attached yet. The inline script of every page's <head> (plugins/page-start/early-input.js) holds
// a click on a control in that moment; once the page has hydrated, src/theme/Root.tsx calls
// takeOverHeldClicks(), which stops the holding and clicks each held control again, once. From then
// on React answers clicks itself: a click on a part of the page that has not hydrated yet makes
// React hydrate that part first and then hand it the click. Which controls are held:
// shared/early-control.ts.

declare global {
  interface Window {
    /** Defined by the inline early-input script: stops holding clicks and gives those held so far. */
    __stopHoldingClicks?: () => Element[];
  }
}

/** Stops the early holding of clicks and carries out those held, each once, after this task. */
export function takeOverHeldClicks(): void {
  const held = window.__stopHoldingClicks?.() ?? [];
  if (held.length === 0) return;
  queueMicrotask(() => {
    for (const control of held) {
      if (control.isConnected && control instanceof HTMLElement) control.click();
    }
  });
}

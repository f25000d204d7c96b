/**
 * Client module: when a script of the page fails to download on the first load, say so, and offer
 * a Retry.
 *
 * Docusaurus 3.10.2 loads the route's chunks before it hydrates and hydrates nothing when one of
 * them fails: the page stays as its built HTML (it reads, but no button answers) and the Retry of
 * `@theme/Loading` is never seen. Here the failure is caught and an alert is put above the page,
 * naming the file; Retry loads the page again. (A failure while the reader moves to another page is
 * left to Docusaurus, which reloads the page at the new address; a failure of a part loaded later
 * shows the stock `@theme/Loading`'s Retry in place of that part.)
 */
import React from 'react';
import {createRoot} from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import ChunkLoadFailure from '@site/src/components/ChunkLoadFailure';
import {isChunkLoadError} from '@site/src/client/chunkLoadError';

let shown = false;

function showFailure(error: Error): void {
  if (shown) return;
  shown = true;
  // The page will not hydrate: the inline early-input script must stop holding clicks, or it would
  // hold the alert's own Retry.
  window.__stopHoldingClicks?.();
  const place = document.createElement('div');
  (document.querySelector('main') ?? document.body).prepend(place);
  createRoot(place).render(<ChunkLoadFailure error={error} retry={() => window.location.reload()} />);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    // Once Docusaurus has started the page (window.docusaurusRoot), a failed chunk is a route's or a
    // part's, and it shows its own Retry.
    if (isChunkLoadError(event.reason) && window.docusaurusRoot === undefined) {
      event.preventDefault();
      showFailure(event.reason);
    }
  });
}

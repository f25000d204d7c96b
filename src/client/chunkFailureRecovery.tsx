/**
 * Client module: when a page chunk fails on the first load, render the app anyway.
 *
 * Docusaurus 3.10.2 preloads the route's chunks before it hydrates
 * (core/lib/client/clientEntry.js) and renders nothing when that preload fails, so the
 * page stays as static HTML and the Retry button of `@theme/Loading` is never seen. Here
 * the failed preload is caught and the app is rendered client-side: the route whose
 * chunk failed renders `@theme/Loading` with the error, which offers Retry.
 * A failure during navigation is left to core, which reloads the page.
 */
import React from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {BrowserRouter} from 'react-router-dom';
import {HelmetProvider} from 'react-helmet-async';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import App from '@docusaurus/core/lib/client/App';
import {isChunkLoadError} from '@site/src/client/chunkLoadError';

declare global {
  interface Window {
    docusaurusRoot?: Root;
  }
}

function renderDespiteFailedChunk(): void {
  const container = document.getElementById('__docusaurus');
  if (!container || window.docusaurusRoot) {
    return;
  }
  const root = createRoot(container);
  window.docusaurusRoot = root;
  root.render(
    <HelmetProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </HelmetProvider>,
  );
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason) && !window.docusaurusRoot) {
      event.preventDefault();
      renderDespiteFailedChunk();
    }
  });
}

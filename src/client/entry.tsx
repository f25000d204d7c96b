// The browser entry of the site, in place of @docusaurus/core 3.10.2's lib/client/clientEntry.js
// (plugins/page-start.ts points the bundler at this file). It does what core's entry does, in
// the same order, but in steps with a pause between them, so that no step holds the main
// thread for long: the reader's taps and keys are answered between the steps.
//
//   1. the framework and the route table are evaluated;
//   2. the app's own modules;
//   3. each route level of the current page is loaded (its chunks are already on the page:
//      plugins/page-start.ts lists them in the HTML before the main bundle);
//   4. the page is hydrated; parts wrapped in <HydrateLater> hydrate afterwards, one per task
//      (src/client/hydration/scheduler.ts).
import {startHydration, yieldToMain} from '@site/src/client/hydration/scheduler';

declare const module: {hot?: {accept: () => void}};

async function start(): Promise<void> {
  const [{default: React}, {default: ReactDOM}, {HelmetProvider}, {BrowserRouter, HashRouter}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
  ]);
  const [{default: siteConfig}, {default: routes}, {matchRoutes}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ 'react-router-config'),
  ]);
  await yieldToMain();
  const [{default: App}, {default: docusaurus}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
  ]);
  await yieldToMain();

  window.docusaurus = docusaurus;
  const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);
  const container = document.getElementById('__docusaurus');
  if (container === null) return;

  // What core's preload() does, one route level at a time.
  const {pathname} = window.location;
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) => matchRoutes(routes, path));
  let loaded = true;
  for (const match of matches) {
    // Each route component is a react-loadable component (core's ComponentCreator).
    try {
      await (match.route.component as {preload?: () => unknown}).preload?.();
    } catch {
      // A chunk failed to load. The page renders anyway, and the route that could not load shows
      // what failed with a Retry (src/theme/Loading.tsx); core's entry would stop here, leaving a
      // page that never answers.
      loaded = false;
    }
    await yieldToMain();
  }

  const app = (
    <HelmetProvider>
      {siteConfig.future.experimental_router === 'hash' ? (
        <HashRouter>
          <App />
        </HashRouter>
      ) : (
        <BrowserRouter>
          <App />
        </BrowserRouter>
      )}
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown): void => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  if (window.docusaurusRoot) {
    window.docusaurusRoot.render(app);
  } else if (hydrate && loaded) {
    startHydration();
    window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
  } else {
    const root = ReactDOM.createRoot(container, {onRecoverableError});
    root.render(app);
    window.docusaurusRoot = root;
  }
  void React;
}

if (typeof window !== 'undefined') {
  void start();
  if (module.hot) module.hot.accept();
}

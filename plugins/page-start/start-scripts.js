// Inlined in the <head> of every page by plugins/page-start.ts, which replaces SCRIPTS with the
// page's bundles in order: the runtime, the route's chunks, the main bundle.
//
// Docusaurus asks for them with <script defer>, which fetches them beside the stylesheet and runs
// them as soon as the document is parsed. On a slow network they then share the bandwidth with
// the stylesheet the first paint waits for, and on a fast one they run before anything is on
// screen; either way the reader waits longer for the text. This script asks for them, in order,
// once the document is parsed and painted: after the first-contentful-paint entry, and after the
// frame that follows the parse (so that the whole article is on screen, not only its top). It asks
// at once where the browser reports no paint (a hidden tab, a browser without Paint Timing).
// Until they run, the inline early-input script holds what the reader does.
(function (scripts) {
  var doc = document;
  var started = false;

  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = doc.createElement('script');
      script.src = src;
      // Inserted scripts run in insertion order only when they are not async.
      script.async = false;
      // A script that fails to load removes its tag: webpack, asked for that chunk later, reuses a
      // tag it finds for the same address and waits for a load event that never comes (the page
      // would hang for two minutes); without the tag it tries again, and the route shows what
      // failed with a Retry.
      script.onerror = function () {
        script.remove();
      };
      doc.head.appendChild(script);
    });
  }

  function painted() {
    return performance.getEntriesByName('first-contentful-paint').length > 0;
  }

  // The frame after this one has been drawn.
  function afterNextFrame() {
    requestAnimationFrame(function () {
      requestAnimationFrame(start);
    });
  }

  function whenPainted() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    doc.addEventListener('visibilitychange', start, {once: true});
    if (doc.visibilityState === 'hidden' || !types || types.indexOf('paint') < 0) return start();
    if (painted()) return afterNextFrame();
    var observer = new PerformanceObserver(function () {
      if (!painted()) return;
      observer.disconnect();
      afterNextFrame();
    });
    observer.observe({type: 'paint', buffered: true});
  }

  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', whenPainted, {once: true});
  else whenPainted();
})(SCRIPTS);

// Inlined in the <head> of every page by the page template (plugins/page-start.ts), which replaces
// SCRIPTS with the scripts Docusaurus gives the template, in order: the runtime and the main bundle
// (which loads the route's chunks and hydrates the page).
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

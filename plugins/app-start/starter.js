// Inlined at the end of every built page by plugins/app-start.ts, in place of the
// <script src> tags of Docusaurus. The page is already complete HTML: its text, links, pictures
// and code read without any script. What needs the scripts (the menu button, the colour toggle,
// tabs, copy buttons, search, client-side navigation) starts at the reader's first action:
// pointer moved or pressed, touch, key, wheel, scroll or focus. Until then the phone's processor
// stays free for showing the page.
//
// A click on a control, or a key press, that comes before the scripts have taken over is kept and
// played again once they have (html[data-has-hydrated] is set), so the reader's first tap is not
// lost. Links to other pages are left to the browser: they load that page.
//
// Once the page has loaded and the browser is idle, the scripts and the chunks of the page's route
// are fetched ahead (not run), so that starting downloads nothing; not on a 2g connection or with
// Save-Data on.
//
// A page with tabs whose choice the reader saved (the network and language of the API samples)
// starts at once, as it loads: otherwise it would show the default tab until the first action.
//
// Docusaurus's wrong-base-URL banner (baseUrlIssueBanner) appears when, at DOMContentLoaded, its
// bundle has not run (window.docusaurus is undefined). Here the bundle runs later by design, so
// the starter takes that check over: window.docusaurus holds a placeholder until the bundle
// replaces it, and the banner appears when the bundle fails to load, fetched ahead or started.
(function (scripts, chunks) {
  var doc = document;
  var root = doc.documentElement;
  var started = false;
  var hydrated = false;
  var clicks = [];
  var keys = [];
  var triggers = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'];
  var passive = {capture: true, passive: true};
  var warned = false;

  if (window.docusaurus === undefined) window.docusaurus = {starting: true};

  function loadFailed() {
    if (warned || typeof window.insertBanner !== 'function') return;
    warned = true;
    window.insertBanner();
  }

  function each(list, action) {
    for (var i = 0; i < list.length; i++) action(list[i]);
  }

  function addScript(src) {
    var script = doc.createElement('script');
    script.src = src;
    // Scripts added by a script run as soon as they arrive; these must run in order.
    script.async = false;
    script.onerror = loadFailed;
    doc.head.appendChild(script);
  }

  function start() {
    if (started) return;
    started = true;
    each(triggers, function (type) {
      removeEventListener(type, start, passive);
    });
    each(scripts, addScript);
  }

  var controls = 'button, summary, [role=tab], a[href="#"], [role=button]:not([href])';

  // What tells a control from the others; some components render theirs again once the scripts
  // run (Docusaurus's tabs do), so the control clicked may have been replaced by its twin.
  function signature(control) {
    return [control.tagName, control.getAttribute('role'), control.getAttribute('aria-label'), control.textContent].join('|');
  }

  function twins(control) {
    var found = [];
    var sign = signature(control);
    each(doc.querySelectorAll(controls), function (other) {
      if (signature(other) === sign) found.push(other);
    });
    return found;
  }

  function keepClick(event) {
    if (hydrated || !(event.target instanceof Element)) return;
    var control = event.target.closest(controls);
    if (control === null) return;
    event.preventDefault();
    clicks.push({control: control, index: twins(control).indexOf(control)});
    start();
  }

  function keepKey(event) {
    if (hydrated || !event.isTrusted) return;
    keys.push({
      target: event.target,
      init: {
        key: event.key,
        code: event.code,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        bubbles: true,
        cancelable: true,
      },
    });
  }

  function replay() {
    removeEventListener('click', keepClick, true);
    removeEventListener('keydown', keepKey, true);
    each(keys, function (key) {
      if (key.target.isConnected) key.target.dispatchEvent(new KeyboardEvent('keydown', key.init));
    });
    each(clicks, function (click) {
      var control = click.control.isConnected ? click.control : twins(click.control)[click.index];
      if (control) control.click();
    });
  }

  function fetchAhead() {
    var connection = navigator.connection;
    if (started || (connection && (connection.saveData || /2g/.test(connection.effectiveType)))) return;
    each(scripts.concat(chunks), function (src) {
      var link = doc.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = src;
      // A bundle that cannot be fetched means the site cannot start; a chunk has the page's own
      // Retry once the site runs.
      if (scripts.indexOf(src) >= 0) link.onerror = loadFailed;
      doc.head.appendChild(link);
    });
  }

  function savedTabChoice() {
    try {
      for (var i = 0; i < localStorage.length; i++) {
        if (String(localStorage.key(i)).indexOf('docusaurus.tab.') === 0) return true;
      }
    } catch (error) {
      // Storage turned off: nothing saved.
    }
    return false;
  }

  function startForSavedTabs() {
    if (doc.querySelector('[role=tablist]') !== null && savedTabChoice()) start();
  }

  function whenIdle() {
    if ('requestIdleCallback' in window) requestIdleCallback(fetchAhead, {timeout: 5000});
    else setTimeout(fetchAhead, 1000);
  }

  new MutationObserver(function (changes, observer) {
    if (root.getAttribute('data-has-hydrated') !== 'true') return;
    observer.disconnect();
    hydrated = true;
    // After the effects that registered the page's own listeners.
    setTimeout(replay, 0);
  }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});

  addEventListener('click', keepClick, true);
  addEventListener('keydown', keepKey, true);
  each(triggers, function (type) {
    addEventListener(type, start, passive);
  });
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', startForSavedTabs, {once: true});
  else startForSavedTabs();
  if (doc.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, {once: true});
})(SCRIPTS, CHUNKS);

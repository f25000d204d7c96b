// Inlined in the <head> of every page by plugins/page-start.ts, which replaces EARLY_CONTROL with
// the selector of shared/early-control.ts. It runs before the page's scripts have arrived and
// keeps what the reader does in that moment:
// - a click (or Enter/Space) on a control (a button, a tab, a disclosure, a "#" dropdown) is held,
//   and carried out once when the page has hydrated (src/client/heldClicks.ts takes the list over).
//   Links are left to the browser: they load their page. So are the folds of the API field trees
//   (summary[data-native-fold]): they are native <details> that no script controls, so the
//   browser's own toggle is the answer, and holding the tap would only delay it.
// - Ctrl+K (⌘K) or "/" put the cursor in the search box at once, in place of the browser's own
//   shortcut; what the reader then types stays in the box, which the search takes over as it is.
//   This listener stays for the life of the page: it is the search's keyboard shortcut.
(function () {
  var doc = document;
  var held = [];

  function control(target) {
    return target && target.closest ? target.closest(EARLY_CONTROL) : null;
  }

  function typing(target) {
    return target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  }

  function onClick(event) {
    var element = control(event.target);
    if (!element) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.indexOf(element) < 0) held.push(element);
  }

  function onKey(event) {
    var open = (event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !typing(event.target));
    var box = open && doc.querySelector('[data-search-input]');
    if (!box) return;
    event.preventDefault();
    box.focus();
  }

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKey, true);
  // Called by the scripts once they handle clicks themselves: the clicks held so far.
  window.__stopHoldingClicks = function () {
    doc.removeEventListener('click', onClick, true);
    return held;
  };
})();

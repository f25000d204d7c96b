// A faster matchPath for routes without parameters, patched into react-router 5.3.4 in the browser
// bundle (plugins/browser-patches.ts). react-router compiles every route it tries into a regular
// expression (path-to-regexp), and while the first page starts it tries dozens of them: on a docs
// page, every blog route comes first. Nearly all of Docusaurus's routes are plain paths, for
// which the same answer is a string comparison. This gives exactly what matchPath gives for such a
// path (tests/unit/static-route-match.test.ts holds it to react-router's own answer on every route
// of the site); any other path (a parameter, a wildcard, strict or case-sensitive matching) returns
// undefined and goes the regular-expression way.
//
// Plain JavaScript (not TypeScript): the patched file is plain JavaScript and imports it as is.

/** Only letters, digits, "/", ".", "_", "~" and "-": nothing path-to-regexp treats as special. */
var STATIC = /^[A-Za-z0-9/._~-]*$/;

export function staticMatch(pathname, path, exact, strict, sensitive) {
  if (typeof path !== 'string' || strict || sensitive || !STATIC.test(path)) return undefined;
  // path-to-regexp drops one trailing "/" of the route and accepts one at the end of the URL.
  var base = path.length > 0 && path.charAt(path.length - 1) === '/' ? path.slice(0, -1) : path;
  var lowerPath = pathname.toLowerCase();
  var lowerBase = base.toLowerCase();
  var url;
  if (lowerPath === lowerBase) url = pathname;
  else if (lowerPath === lowerBase + '/') url = pathname;
  else if (!exact && lowerPath.slice(0, lowerBase.length) === lowerBase && pathname.charAt(base.length) === '/') {
    url = pathname.slice(0, base.length);
  } else return null;
  return {path: path, url: path === '/' && url === '' ? '/' : url, isExact: pathname === url, params: {}};
}

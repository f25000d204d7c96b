import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {deferAppStart, routeOf, starterSource, START_AT_ONCE} from '../../plugins/app-start';

// plugins/app-start.ts swaps each page's bundle <script> tags for the inline starter after the
// build. These tests hold the swap to the page template Docusaurus writes, and to its error.

const starter = starterSource(readFileSync(path.resolve(__dirname, '../../plugins/app-start/starter.js'), 'utf8'));
const page = (scripts: string): string =>
  `<!doctype html><html><head><meta charset=UTF-8>${scripts}<link rel=stylesheet href=/assets/css/styles.1.css /></head><body><div id=__docusaurus><h1>Hi</h1></div></body></html>`;

test('the starter is minified and keeps the placeholder for the script list', () => {
  expect(starter).toContain('SCRIPTS');
  expect(starter).not.toContain('//');
  expect(starter.length).toBeLessThan(2500);
});

test('the bundle tags become one inline starter listing them in their order', () => {
  const html = page(
    '<script src=/assets/js/runtime~main.a5ef44c5.js defer></script><script src="/assets/js/main.0b601b20.js" defer></script>',
  );
  const out = deferAppStart(html, starter, 'build/docs/intro.html');
  expect(out).not.toMatch(/<script src=/);
  expect(out.match(/<script>/g)).toHaveLength(1);
  expect(out).toContain('(["/assets/js/runtime~main.a5ef44c5.js","/assets/js/main.0b601b20.js"])');
  expect(out).not.toContain('SCRIPTS');
  // Everything else is left as it was.
  expect(out.replace(/<script>.*<\/script>/, '')).toBe(page(''));
});

test('a page without bundle tags fails the build, naming the file and what to update', () => {
  expect(() => deferAppStart(page(''), starter, 'build/blog.html')).toThrow(
    /build\/blog\.html has no <script src=.*update bundleTag in plugins\/app-start\.ts/,
  );
});

test('built files map to the routes they serve', () => {
  expect(routeOf('index.html', '/')).toBe('/');
  expect(routeOf('search.html', '/')).toBe('/search');
  expect(routeOf(path.join('docs', 'intro.html'), '/')).toBe('/docs/intro');
  expect(routeOf(path.join('docs', 'intro', 'index.html'), '/')).toBe('/docs/intro');
  expect(routeOf('search.html', '/base/')).toBe('/base/search');
  expect(START_AT_ONCE).toContain('/search');
});

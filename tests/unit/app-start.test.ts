import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {chunkNamesOf, deferAppStart, parseRoutes, routeChain, routeOf, starterSource, START_AT_ONCE} from '../../plugins/app-start';

// plugins/app-start.ts swaps each page's bundle <script> tags for the inline starter after the
// build. These tests hold the swap to the page template Docusaurus writes, and to its error.

const starter = starterSource(readFileSync(path.resolve(__dirname, '../../plugins/app-start/starter.js'), 'utf8'));
const page = (scripts: string): string =>
  `<!doctype html><html><head><meta charset=UTF-8>${scripts}<link rel=stylesheet href=/assets/css/styles.1.css /></head><body><div id=__docusaurus><h1>Hi</h1></div></body></html>`;

test('the starter is minified and keeps the placeholders for the scripts and the chunks', () => {
  expect(starter).toContain('SCRIPTS');
  expect(starter).toContain('CHUNKS');
  expect(starter).not.toContain('//');
  expect(starter.length).toBeLessThan(2500);
});

test('the bundle tags become one inline starter listing them in their order', () => {
  const html = page(
    '<script src=/assets/js/runtime~main.a5ef44c5.js defer></script><script src="/assets/js/main.0b601b20.js" defer></script>',
  );
  const out = deferAppStart(html, starter, 'build/docs/intro.html', ['/assets/js/17896441.c771b1de.js', '/assets/js/main.0b601b20.js']);
  expect(out).not.toMatch(/<script src=/);
  expect(out.match(/<script>/g)).toHaveLength(1);
  // The route's chunks follow, less any that is already a bundle.
  expect(out).toContain('(["/assets/js/runtime~main.a5ef44c5.js","/assets/js/main.0b601b20.js"],["/assets/js/17896441.c771b1de.js"])');
  expect(out).not.toContain('SCRIPTS');
  expect(out).not.toContain('CHUNKS');
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

const routesJs = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', '1ae'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '958'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'a8a'),
        routes: [
          {
            path: '/docs/intro',
            component: ComponentCreator('/docs/intro', '605'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

test('routes.js is read into the route tree, and a page finds the routes that render it', () => {
  const routes = parseRoutes(routesJs, '.docusaurus/routes.js');
  expect(routeChain(routes, '/docs/intro')).toEqual(['/docs-958', '/docs-a8a', '/docs/intro-605']);
  expect(routeChain(routes, '/blog')).toEqual(['/blog-1ae']);
  expect(routeChain(routes, '/')).toEqual(['/-e5f']);
  // /blogger is not under /blog; unknown pages reach the not-found route, which has no chunks listed.
  expect(routeChain(routes, '/blogger')).toEqual([]);
  expect(routeChain(routes, '/docs/nothing')).toEqual(['/docs-958', '/docs-a8a']);
});

test('a changed routes.js fails the build, naming the file', () => {
  expect(() => parseRoutes('module.exports = []', '.docusaurus/routes.js')).toThrow(/\.docusaurus\/routes\.js has no "export default".*plugins\/app-start\.ts/);
});

test('every chunk name of a route entry is found, however deep', () => {
  expect(chunkNamesOf({__comp: 'a6aa9e1f', __context: {plugin: '36994c47'}, items: [{content: '75b2f577'}, {content: '2c05b0f6'}]})).toEqual([
    'a6aa9e1f',
    '36994c47',
    '75b2f577',
    '2c05b0f6',
  ]);
  expect(chunkNamesOf(undefined)).toEqual([]);
});

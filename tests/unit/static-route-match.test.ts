import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {matchPath} from 'react-router';
import {parseRoutes, type RouteNode} from '../../plugins/page-start';
import {staticMatch} from '../../src/client/staticRouteMatch.js';

// The browser bundle's react-router answers matchPath for plain paths with staticMatch
// (plugins/browser-patches.ts). It must give exactly what react-router gives, for every route of
// the site, on the site's own paths and the ones a reader may type.

type Match = ReturnType<typeof matchPath>;
const match = staticMatch as (pathname: string, path: string, exact: boolean, strict: boolean, sensitive: boolean) => Match | undefined;

const routesFile = path.resolve(__dirname, '../../.docusaurus/routes.js');

function routePaths(routes: readonly RouteNode[]): string[] {
  return routes.flatMap((route) => [route.path, ...routePaths(route.routes ?? [])]);
}

const fixedRoutes = ['/', '/docs', '/docs/', '/blog/page/2', '/api/cat/total-supply', '/a.b~c_d-e', '', '*', '/docs/:id', '/blog/(.*)'];

test('staticMatch answers as react-router does, on every route of the site', () => {
  const routes = [...new Set([...routePaths(parseRoutes(readFileSync(routesFile, 'utf8'), routesFile)), ...fixedRoutes])];
  const pathnames = [...new Set(routes.flatMap((route) => [route, `${route}/`, route.toUpperCase(), `${route}/more`, `${route}more`, `${route}//`]))]
    .filter((pathname) => pathname.startsWith('/'))
    .concat(['/', '', '/DOCS/Intro', '/docs/intro/', '/docs/introduction']);
  let compared = 0;
  const differences: string[] = [];
  for (const route of routes) {
    for (const pathname of pathnames) {
      for (const exact of [true, false]) {
        const fast = match(pathname, route, exact, false, false);
        if (fast === undefined) continue;
        compared += 1;
        const slow = matchPath(pathname, {path: route, exact});
        if (JSON.stringify(fast) !== JSON.stringify(slow)) differences.push(`${pathname} against ${route}, exact ${exact}: ${JSON.stringify(fast)} instead of ${JSON.stringify(slow)}`);
      }
    }
  }
  expect(differences.slice(0, 10)).toEqual([]);
  expect(compared).toBeGreaterThan(10_000);
});

test('a route with parameters, a wildcard, or strict or case-sensitive matching is left to react-router', () => {
  expect(match('/docs/intro', '/docs/:id', true, false, false)).toBeUndefined();
  expect(match('/x', '*', false, false, false)).toBeUndefined();
  expect(match('/docs', '/docs', true, true, false)).toBeUndefined();
  expect(match('/docs', '/docs', true, false, true)).toBeUndefined();
});

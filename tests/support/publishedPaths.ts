import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {APIRequestContext, APIResponse} from '@playwright/test';
import {readPathList, type Listed} from '../../plugins/redirects';

// The paths this site and the live Spacescan docs have published (published/*.txt, which the
// build also reads), and how a served build answers one of them, asked over HTTP as a browser
// would, without a browser.

const siteDir = path.resolve(__dirname, '../..');
export const publishedDir = path.join(siteDir, 'published');

/** Every path of every list in published/, with the file and line it comes from. */
export function publishedPaths(): Listed[] {
  return readdirSync(publishedDir)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .flatMap((name) => readPathList(readFileSync(path.join(publishedDir, name), 'utf8'), `published/${name}`));
}

/** How a path answered: as a page, through the host's own redirect (a trailing slash), or through a redirect page. */
export type Answer = {path: string; kind: 'page' | 'host redirect' | 'redirect page'; target: string};

type Fetched = {response: APIResponse; url: URL; hops: number};

/** GETs a URL and follows the host's 3xx answers (at most four), as a browser does. */
async function fetchFollowing(request: APIRequestContext, start: URL): Promise<Fetched> {
  let url = start;
  for (let hops = 0; ; hops += 1) {
    const response = await request.get(url.href, {maxRedirects: 0, failOnStatusCode: false});
    const location = response.headers()['location'];
    if (response.status() < 300 || response.status() >= 400 || location === undefined || hops === 4) {
      return {response, url, hops};
    }
    url = new URL(location, url);
  }
}

const decoded = (pathname: string): string => decodeURI(pathname).replace(/(.)\/$/, '$1');

/**
 * Asks `site` (origin and base path, such as http://127.0.0.1:3211/docs-preview) for a published
 * path. Returns how it answered, or a line saying what is wrong: a status other than 200, a host
 * redirect to another path, a redirect page whose canonical link disagrees with its refresh, or
 * whose target is not a page (a 404, or a redirect again).
 */
export async function answerOf(request: APIRequestContext, site: string, published: string, siteUrl: string): Promise<Answer | string> {
  const base = new URL(site).pathname.replace(/\/$/, '');
  const first = await fetchFollowing(request, new URL(`${site}${published}`));
  if (first.response.status() !== 200) return `${published}: answers ${first.response.status()}`;
  if (decoded(first.url.pathname) !== decoded(`${base}${published}`)) {
    return `${published}: the host sends it on to ${first.url.pathname}`;
  }
  const $ = cheerio.load(await first.response.text());
  const refresh = $('meta[http-equiv="refresh"]').attr('content');
  if (refresh === undefined) {
    const canonical = $('link[rel="canonical"]').attr('href') ?? '';
    if (decoded(new URL(canonical, siteUrl).pathname) !== decoded(first.url.pathname)) {
      return `${published}: the page it shows has the canonical URL ${canonical}`;
    }
    return {path: published, kind: first.hops === 0 ? 'page' : 'host redirect', target: first.url.pathname};
  }

  const target = /^0;\s*url=(.+)$/i.exec(refresh)?.[1] ?? '';
  const canonical = $('link[rel="canonical"]').attr('href');
  if (!target.startsWith(`${base}/`)) return `${published}: redirects to ${target}, outside ${base}/`;
  if (canonical !== `${siteUrl}${target}`) return `${published}: redirects to ${target}, but its canonical link is ${canonical}`;
  const next = await fetchFollowing(request, new URL(target, first.url));
  if (next.response.status() !== 200 || next.hops > 0) {
    return `${published}: redirects to ${target}, which answers ${next.response.status()}${next.hops > 0 ? ` after ${next.hops} redirects` : ''}`;
  }
  if (cheerio.load(await next.response.text())('meta[http-equiv="refresh"]').length > 0) {
    return `${published}: redirects to ${target}, which is a redirect again`;
  }
  return {path: published, kind: 'redirect page', target};
}

/** Asks for every path; returns the answers and the problems. */
export async function answersOf(
  request: APIRequestContext,
  site: string,
  paths: readonly string[],
  siteUrl: string,
): Promise<{answers: Answer[]; problems: string[]}> {
  const results: Array<Answer | string> = [];
  // Sixteen at a time: enough to take seconds, few enough to leave the server at ease.
  for (let start = 0; start < paths.length; start += 16) {
    results.push(...(await Promise.all(paths.slice(start, start + 16).map((published) => answerOf(request, site, published, siteUrl)))));
  }
  return {
    answers: results.filter((result): result is Answer => typeof result !== 'string'),
    problems: results.filter((result): result is string => typeof result === 'string'),
  };
}

// Every path this site or the live Spacescan docs ever published keeps answering.
//
// After the build, the post-build pass (plugins/post-build)
// - checks that each path of the published lists (every .txt file in published/) is a page of the
//   build or the `from` of a redirect, and that each redirect leads from a path that is no page to
//   one that is;
//   a problem stops the build with one line per path that names the file, the line and the fix;
// - writes one HTML page per redirect `from`: a refresh and a canonical link to the page that
//   holds the content now, a link for the reader, and a script that keeps the query and the
//   #fragment. Any static host serves it: `/a/b` is written to `a/b.html`, with %20 as a space in
//   the file name. A `from` with a final slash is refused: /a/ is the path /a (see redirects.ts).
//
// Why not @docusaurus/plugin-client-redirects: its page has no <title> and a <script> between
// <head> and <body>, which the Nu HTML checker rejects (tests/built/html-validity.test.ts checks
// every built file), and it writes every `/a/b` as `a/b/index.html`, which GitHub Pages reaches
// only through a second redirect to `/a/b/`.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';

/** Old paths (`from`) whose content is now the page at `to`. Paths as in a URL: a space is %20. */
export type Redirect = {to: string; from: readonly string[]};

export type Options = {
  redirects: readonly Redirect[];
  /** The file `redirects` comes from, relative to the site, for the messages. */
  redirectsFile: string;
  /** The folder of the published lists, relative to the site: every .txt file in it holds paths, one a line (# starts a comment). */
  publishedDir: string;
};

/** A path read from a file, with the place it was read (`file:line`). */
export type Listed = {path: string; where: string};

/**
 * The same path whether written with %20 or a space, with or without a final slash: with
 * `trailingSlash: false`, /a/ is the page /a (hosts send it on), so it answers when /a does.
 */
function key(urlPath: string): string {
  let decoded = urlPath;
  try {
    decoded = decodeURI(urlPath);
  } catch {
    // Not valid percent-encoding: compare it as written.
  }
  return decoded.length > 1 ? decoded.replace(/\/$/, '') : decoded;
}

const urlPath = /^\/[^\s?#]*$/;

/** The paths of a published list. Throws on a line that is not a URL path, naming file and line. */
export function readPathList(text: string, file: string): Listed[] {
  return text.split('\n').flatMap((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return [];
    if (!urlPath.test(line)) {
      throw new Error(`${file}:${index + 1}: "${line}" is not a URL path: start it with "/", write a space as %20, leave out ? and #.`);
    }
    return [{path: line, where: `${file}:${index + 1}`}];
  });
}

/** Where a redirect's `from` is written in the redirects file (`file:line`), or the file alone. */
export function locateIn(source: string, file: string, text: string): string {
  const index = source.split('\n').findIndex((line) => line.includes(`'${text}'`) || line.includes(`"${text}"`));
  return index === -1 ? file : `${file}:${index + 1}`;
}

/**
 * What is wrong with the redirects and the published paths, one line each: a redirect from a page,
 * to a path that is no page, or twice from one path; a published path that is neither a page nor a
 * redirect. `routes` are the build's routes below the base URL (`/docs/intro`).
 */
export function redirectProblems(
  routes: ReadonlySet<string>,
  redirects: readonly Redirect[],
  published: readonly Listed[],
  where: (from: string) => string,
  redirectsFile: string,
): string[] {
  const pages = new Set([...routes].map(key));
  const problems: string[] = [];
  const froms = new Set<string>();
  for (const {to, from} of redirects) {
    for (const source of from) {
      if (!urlPath.test(source)) {
        problems.push(`${where(source)}: "${source}" is not a URL path: start it with "/", write a space as %20, leave out ? and #.`);
      } else if (source.length > 1 && source.endsWith('/')) {
        problems.push(
          `${where(source)}: ${source} ends with "/": write it without, as ${source.replace(/\/+$/, '')}; hosts send /a/ on to /a.`,
        );
      } else if (froms.has(key(source))) {
        problems.push(`${where(source)}: ${source} is redirected twice: keep one entry.`);
      } else if (pages.has(key(source))) {
        problems.push(`${where(source)}: ${source} is a page of this build: remove the redirect, or the page would be hidden by it.`);
      }
      froms.add(key(source));
    }
    if (!pages.has(key(to))) {
      problems.push(
        `${where(from[0] ?? to)}: ${to}, where ${from.join(', ')} lead${from.length === 1 ? 's' : ''}, is not a page of this build: point the redirect at the page that holds that content now.`,
      );
    }
  }
  for (const listed of published) {
    if (!pages.has(key(listed.path)) && !froms.has(key(listed.path))) {
      problems.push(
        `${listed.where}: ${listed.path} has been published, but is no page of this build and no redirect: restore the page, or if it moved add {to: '<the page that holds it now>', from: ['${listed.path}']} to ${redirectsFile}.`,
      );
    }
  }
  return problems;
}

/** The file, relative to the build folder, that a static host serves for a path: `/a/b` → `a/b.html`, `/` → `index.html`. */
export function redirectFile(from: string): string {
  const segments = from
    .split('/')
    .slice(1)
    .map((segment) => decodeURIComponent(segment));
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    throw new Error(`redirects: ${from} holds "." or ".." segments: write the path as it appears in the address bar.`);
  }
  const last = segments.pop() ?? '';
  return path.join(...segments, last === '' ? 'index.html' : `${last}.html`);
}

const escapeHtml = (text: string): string =>
  text
    .replace(/&(?!(?:[a-z]+|#\d+|#x[\da-f]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** The page written at a redirect's `from`: it sends the reader to `href`, named `title`. */
export function redirectPage(href: string, canonical: string, title: string): string {
  const script = JSON.stringify(href).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Moved: ${escapeHtml(title)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta http-equiv="refresh" content="0; url=${escapeHtml(href)}">
</head>
<body>
<p>This page has moved to <a href="${escapeHtml(href)}">${escapeHtml(title)}</a>.</p>
<script>location.replace(${script} + location.search + location.hash);</script>
</body>
</html>
`;
}

/** The page title of a built HTML file, without the site name after the delimiter. */
export function titleOf(html: string): string | undefined {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  return title?.split(' | ')[0]?.trim() || undefined;
}

/** A redirect page to write: its file and its target's file (relative to the build folder), and its HTML once the target's title is known. */
export type PlannedRedirect = {file: string; target: string; page: (title: string | undefined) => string};

/**
 * The redirect pages of a build (the post-build pass writes them, plugins/post-build). Throws, one
 * line per problem, when a published path no longer answers, a redirect is wrong, or one would
 * overwrite a built file. `builtFiles` are the files of `outDir`, relative to it.
 */
export function plannedRedirects(
  context: Pick<LoadContext, 'siteDir' | 'siteConfig'>,
  options: Options,
  build: {outDir: string; routesPaths: readonly string[]; builtFiles: ReadonlySet<string>},
): PlannedRedirect[] {
  const {outDir, routesPaths, builtFiles} = build;
  const {siteDir} = context;
  const {baseUrl, url: siteUrl, title: siteTitle} = context.siteConfig;
  const published = readdirSync(path.join(siteDir, options.publishedDir))
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .flatMap((name) => {
      const file = `${options.publishedDir}/${name}`;
      return readPathList(readFileSync(path.join(siteDir, file), 'utf8'), file);
    });
  const source = readFileSync(path.join(siteDir, options.redirectsFile), 'utf8');
  const routes = new Set(routesPaths.filter((route) => route.startsWith(baseUrl)).map((route) => `/${route.slice(baseUrl.length)}`));
  const problems = redirectProblems(
    routes,
    options.redirects,
    published,
    (from) => locateIn(source, options.redirectsFile, from),
    options.redirectsFile,
  );
  if (problems.length > 0) {
    throw new Error(`Published paths that no longer answer:\n${problems.join('\n')}`);
  }
  return options.redirects.flatMap(({to, from}) => {
    const href = `${baseUrl}${to.slice(1)}`;
    return from.map((old) => {
      const file = redirectFile(old);
      if (builtFiles.has(file)) {
        throw new Error(
          `${locateIn(source, options.redirectsFile, old)}: the redirect from ${old} would overwrite ${path.relative(siteDir, path.join(outDir, file))}: remove the redirect or the file.`,
        );
      }
      return {file, target: redirectFile(to), page: (title) => redirectPage(href, `${siteUrl}${href}`, title ?? siteTitle)};
    });
  });
}

// The site's search (issue 16): an index built from the pages after the build, in small files the
// browser fetches as a query needs them, and nothing else. No request leaves the site. The search box
// is the plugin's theme component (theme/SearchBar); the engine it loads is src/search.
//
//   search/index.json       which word, typo and pair files exist, so that a query asks for no
//                           other, and each page's section and coin
//   search/t/<key>.json     the words that start with the key (three letters, more for a file split
//                           for its size), each with the records it scores best in and the pages
//                           whose title holds it (shared/tokenize.ts: fileKey)
//   search/w/<word>.json    a word's records beyond the first fifty, read only by a query of
//                           several words (so that a record holding all of them is not lost)
//   search/x/<n>.json       pairs of words side by side, by a hash of the pair (pairFile)
//   search/y/<key>.json     one deletion of each word of five letters or more → the words it comes
//                           from: how a query with a typo still finds its word
//   search/p/<n>-<r>.json   what a result shows of record r of page n (anchor, heading, text to
//                           quote), with its page's address, title and section: a result costs its
//                           own record, not its page (resultFile)
//
// A query reads one word file per word, the record files of the results it shows, a pair file per
// two neighbouring words, and a typo file only when a long word finds nothing: a few kilobytes,
// whatever the number of pages (dev/architecture.md, Search).
import {mkdirSync, rmSync} from 'node:fs';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {shardFile} from '../../shared/tokenize';
import {routeOf} from '../page-markdown';
import {buildIndex, extractPage, type SearchPage} from './build-index';
import {readGlossary} from './glossary';

export const SEARCH_DIR = 'search';
const WRITES_AT_ONCE = 256;

async function writeJson(file: string, data: unknown): Promise<void> {
  await writeFile(file, JSON.stringify(data));
}

/**
 * Reads every built page under `outDir` and writes the search files into `outDir/search/`. The
 * bench calls it, on a copy of the build with ten times the pages (scripts/bench/search.mjs); the
 * build takes the pages from the post-build pass's one parse of each (writeSearchFiles).
 *
 * @public
 */
export async function writeSearchIndex(outDir: string, baseUrl: string): Promise<{pages: number; files: number}> {
  const files = (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html')).sort();
  const pages: SearchPage[] = [];
  for (const file of files) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    const url = routeOf(file, baseUrl);
    const page = extractPage(html, url, url.slice(baseUrl.length - 1));
    if (page !== null) pages.push(page);
  }
  const glossary = readGlossary(path.resolve(__dirname, '../..'));
  return {pages: pages.length, files: (await writeSearchFiles(outDir, pages, glossary)).size};
}

/** The search files of `pages` (numbered by their order) and the glossary: each file's path below `search/`, and its content. */
export function searchFiles(pages: readonly SearchPage[], glossary?: ReadonlyMap<string, readonly string[]>): Map<string, unknown> {
  if (pages.length === 0) {
    throw new Error(
      'search: no page of the build has an <article> to index: the page templates changed; update plugins/search/build-index.ts.',
    );
  }
  const index = buildIndex(pages, glossary);
  return new Map<string, unknown>([
    ['index.json', index.list],
    ...[...index.shards].map(([key, shard]) => [`t/${shardFile(key)}.json`, shard] as const),
    ...[...index.tails].map(([word, postings]) => [`w/${shardFile(word)}.json`, postings] as const),
    ...[...index.pairs].map(([n, pairs]) => [`x/${n}.json`, pairs] as const),
    ...[...index.typos].map(([key, table]) => [`y/${shardFile(key)}.json`, table] as const),
    ...index.results.map(([file, records]) => [`${file}.json`, records] as const),
  ]);
}

/** Writes the search files of `pages` into `outDir/search/` (emptied first); resolves with them all, as searchFiles makes them. */
export async function writeSearchFiles(
  outDir: string,
  pages: readonly SearchPage[],
  glossary?: ReadonlyMap<string, readonly string[]>,
): Promise<Map<string, unknown>> {
  const files = searchFiles(pages, glossary);
  const dir = path.join(outDir, SEARCH_DIR);
  rmSync(dir, {recursive: true, force: true});
  for (const sub of ['t', 'w', 'x', 'y', 'p']) mkdirSync(path.join(dir, sub), {recursive: true});
  // A few hundred writes at a time: a site ten times this one has more files than a process may hold open.
  const entries = [...files];
  for (let start = 0; start < entries.length; start += WRITES_AT_ONCE)
    await Promise.all(entries.slice(start, start + WRITES_AT_ONCE).map(([file, data]) => writeJson(path.join(dir, file), data)));
  return files;
}

export default function searchPlugin(): Plugin {
  return {
    name: 'spacescan-search',
    // The navbar's search box, `@theme/SearchBar`, is this plugin's theme component, as a search
    // plugin provides it (theme-search-algolia does the same); the source is TypeScript, so both are one.
    // The index itself is written by the post-build pass (plugins/post-build).
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
  };
}

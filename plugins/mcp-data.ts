// Writes the MCP server of the docs (packages/spacescan-docs-mcp) after the build: its data and its
// JavaScript, so that `npm run mcp` and the packed package answer from this build, offline.
//
//   data/search.json the site's search index, the files plugins/search writes into build/search/ in one
//                    (path → content): the server runs the same engine, and reads one file, not 1,800
//   data/pages.json  the Markdown twins (plugins/markdown-twins.ts), by route below the base URL:
//                    {"docs/intro": "# Introduction…"}
//   data/llms.txt    as plugins/llms-txt.ts wrote it
//   data/openapi.json, data/endpoints.json   from the catalogue's pages, as the build loaded them
//   data/build.json  the build id (a hash of the data), when it was built, the site's address
//   dist/            the server's TypeScript and the search engine's, as plain ES modules
//
// The post-build pass (plugins/post-build) calls it last, with the twins it made; it parses no
// HTML. Only the build into build/ writes it: a build into another folder (the test pages under
// /docs-preview/, the second build of the tests, the bench) leaves the package as it is.
import {createHash} from 'node:crypto';
import {chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {transformSync} from '@swc/core';
import type {LoadContext} from '@docusaurus/types';
import {buildOpenApi} from '../api/catalogue/openapi';
import {endpointText} from '../api/catalogue/endpoint-text';
import type {ApiPage} from '../api/catalogue/types';

export const MCP_PACKAGE_DIR = 'packages/spacescan-docs-mcp';

/** What the server reads first (packages/spacescan-docs-mcp/src/site.ts reads the same shape). */
export interface BuildInfo {
  buildId: string;
  builtAt: string;
  siteUrl: string;
  /** Every page with a twin, by route below the base URL (`docs/intro`). */
  pages: string[];
}

/** The sources the package's JavaScript is made from, and where each goes below dist/. */
function sources(siteDir: string): Map<string, string> {
  const packageSrc = path.join(siteDir, MCP_PACKAGE_DIR, 'src');
  const searchSrc = path.join(siteDir, 'src/search');
  return new Map([
    ...['server', 'site', 'tools'].map((name) => [path.join(packageSrc, `${name}.ts`), `${name}.js`] as const),
    ...['engine', 'marks', 'tokenize'].map((name) => [path.join(searchSrc, `${name}.ts`), `search/${name}.js`] as const),
  ]);
}

/**
 * Compiles the server and the search engine to ES modules (types stripped, nothing bundled): each
 * relative import points at the compiled file; an import of a file the package does not carry fails the build.
 * Synchronous: a handful of small files, compiled while the search files are being written.
 */
export function compileServer(siteDir: string, distDir: string): void {
  const files = sources(siteDir);
  rmSync(distDir, {recursive: true, force: true});
  mkdirSync(path.join(distDir, 'search'), {recursive: true});
  for (const [source, target] of files) {
    // swc (Docusaurus's own compiler with `future.faster`) strips the types: 10 times quicker than
    // TypeScript's transpileModule, which took half a second of the main thread.
    const {code: outputText} = transformSync(readFileSync(source, 'utf8'), {
      filename: source,
      jsc: {parser: {syntax: 'typescript'}, target: 'es2022'},
      module: {type: 'es6'},
      swcrc: false,
    });
    const code = outputText.replace(
      /(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g,
      (_, before: string, quote: string, specifier: string) => {
        const imported = files.get(`${path.resolve(path.dirname(source), specifier)}.ts`);
        if (imported === undefined)
          throw new Error(
            `mcp-data: ${path.relative(siteDir, source)} imports ${specifier}, which ${MCP_PACKAGE_DIR} does not carry. Fix: add it to the sources of plugins/mcp-data.ts.`,
          );
        const relative = path.posix.relative(path.posix.dirname(target), imported);
        return `${before}${quote}${relative.startsWith('.') ? relative : `./${relative}`}${quote}`;
      },
    );
    writeFileSync(path.join(distDir, target), code);
  }
  chmodSync(path.join(distDir, 'server.js'), 0o755);
}

/**
 * Writes the MCP package's data from this build (compileServer writes its JavaScript): `twins` are the pages with a twin
 * (route with the base URL, and the twin's text), as the post-build pass made them, and `search` the
 * search files it wrote (path below search/ → content); llms.txt is read from `outDir`, where the pass wrote it just before.
 */
export async function writeMcpData(
  context: Pick<LoadContext, 'siteDir' | 'siteConfig'>,
  outDir: string,
  apiPages: readonly ApiPage[],
  twins: ReadonlyMap<string, string>,
  search: ReadonlyMap<string, unknown>,
): Promise<void> {
  const {siteConfig, siteDir} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const {baseUrl} = siteConfig;
  const dataDir = path.join(siteDir, MCP_PACKAGE_DIR, 'data');

  await rm(dataDir, {recursive: true, force: true});
  await mkdir(dataDir, {recursive: true});
  const hash = createHash('sha256');
  // The hash takes the files in a fixed order; the files are written all at once.
  const writing: Promise<void>[] = [];
  const write = (file: string, text: string): void => {
    hash.update(file).update(text);
    writing.push(writeFile(path.join(dataDir, file), text));
  };
  const byPage = [...twins]
    .map(([route, twin]) => [route.slice(baseUrl.length), twin] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const pages = byPage.map(([page]) => page);
  write('pages.json', JSON.stringify(Object.fromEntries(byPage)));
  const apiUrl = `${siteUrl}${baseUrl}api/`;
  const endpoints = apiPages.flatMap((page) => page.calls.map((call) => endpointText(page, call, apiUrl)));
  write('endpoints.json', JSON.stringify(endpoints));
  write('openapi.json', `${JSON.stringify(buildOpenApi(apiPages).document, null, 2)}\n`);
  write('llms.txt', await readFile(path.join(outDir, 'llms.txt'), 'utf8'));
  write('search.json', JSON.stringify(Object.fromEntries(search)));
  await Promise.all(writing);
  const info: BuildInfo = {
    buildId: hash.digest('hex').slice(0, 12),
    builtAt: new Date().toISOString(),
    siteUrl: `${siteUrl}${baseUrl}`,
    pages,
  };
  await writeFile(path.join(dataDir, 'build.json'), `${JSON.stringify(info, null, 2)}\n`);
}

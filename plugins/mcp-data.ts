// Writes the data of the docs' MCP server (packages/spacescan-docs-mcp; its DATA.md gives the
// format) after the build, runs the package's own build, and publishes the packed package with the
// site, so that the command the site shows installs the server of this very build.
//
//   data/search.json     the site's search index, the files plugins/search writes into build/search/ in one
//   data/search-engine.cjs  the site's search engine (src/search/engine.ts and what it imports), bundled
//   data/pages.json      the Markdown twins (plugins/markdown-twins.ts), by route below the base URL
//   data/llms.txt, data/openapi.json, data/endpoints.json, data/build.json
//   <outDir>/mcp/spacescan-docs-mcp.tgz and spacescan-docs-mcp-<build id>.tgz   what npm pack makes
//
// The post-build pass (plugins/post-build) calls it last, with the twins it made; it parses no
// HTML. Only the build into build/ writes it: a build into another folder (the test pages under
// /docs-preview/, the second build of the tests, the bench) leaves the package as it is.
import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {copyFile, mkdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {build as bundle} from 'esbuild';
import type {LoadContext} from '@docusaurus/types';
import {buildOpenApi} from '../api/catalogue/openapi';
import {endpointText} from '../api/catalogue/endpoint-text';
import type {ApiPage} from '../api/catalogue/types';
import {MCP_TARBALL} from '../shared/mcp';
import {DATA_FORMAT, type BuildInfo, type EndpointData} from '../packages/spacescan-docs-mcp/src/data';

const MCP_PACKAGE_DIR = 'packages/spacescan-docs-mcp';

/** The site's search engine (src/search/engine.ts and what it imports) in one CommonJS file, for the server to rank as the search box does. */
async function searchEngineBundle(siteDir: string): Promise<string> {
  const {outputFiles} = await bundle({
    entryPoints: [path.join(siteDir, 'src/search/engine.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
  });
  return outputFiles[0]?.text ?? '';
}

/** Runs the package's own build (packages/spacescan-docs-mcp/build.mjs), then packs it into the site: the stable address and the build's. */
export async function packMcp(siteDir: string, outDir: string, buildId: string): Promise<void> {
  const packageDir = path.join(siteDir, MCP_PACKAGE_DIR);
  const {build} = (await import(path.join(packageDir, 'build.mjs'))) as {build: () => Promise<void>};
  await build();
  const target = path.join(outDir, path.dirname(MCP_TARBALL));
  await mkdir(target, {recursive: true});
  const {stdout} = await promisify(execFile)('npm', ['pack', '--json', '--silent', '--pack-destination', target], {cwd: packageDir});
  const [packed] = JSON.parse(stdout) as {filename: string}[];
  const stable = path.join(outDir, MCP_TARBALL);
  await rename(path.join(target, packed?.filename ?? ''), stable);
  await copyFile(stable, stable.replace(/\.tgz$/, `-${buildId}.tgz`));
}

/**
 * Writes the MCP package's data from this build, and returns the build id: `twins` are the pages with a twin
 * (route with the base URL, and the twin's text), as the post-build pass made them, and `search` the
 * search files it wrote (path below search/ → content); llms.txt is read from `outDir`, where the pass wrote it just before.
 */
export async function writeMcpData(
  context: Pick<LoadContext, 'siteDir' | 'siteConfig'>,
  outDir: string,
  apiPages: readonly ApiPage[],
  twins: ReadonlyMap<string, string>,
  search: ReadonlyMap<string, unknown>,
): Promise<string> {
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
  const endpoints = apiPages.flatMap((page) => page.calls.map((call) => endpointText(page, call, apiUrl))) satisfies EndpointData[];
  write('endpoints.json', JSON.stringify(endpoints));
  write('openapi.json', `${JSON.stringify(buildOpenApi(apiPages).document, null, 2)}\n`);
  write('llms.txt', await readFile(path.join(outDir, 'llms.txt'), 'utf8'));
  write('search.json', JSON.stringify(Object.fromEntries(search)));
  write('search-engine.cjs', await searchEngineBundle(siteDir));
  await Promise.all(writing);
  const buildId = hash.digest('hex').slice(0, 12);
  const tarballUrl = `${siteUrl}${baseUrl}${MCP_TARBALL}`;
  const info: BuildInfo = {
    format: DATA_FORMAT,
    buildId,
    builtAt: new Date().toISOString(),
    siteUrl: `${siteUrl}${baseUrl}`,
    tarballUrl,
    buildTarballUrl: tarballUrl.replace(/\.tgz$/, `-${buildId}.tgz`),
    pages,
  };
  await writeFile(path.join(dataDir, 'build.json'), `${JSON.stringify(info, null, 2)}\n`);
  return buildId;
}

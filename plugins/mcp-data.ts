// Writes the MCP server of the docs (packages/spacescan-docs-mcp) after the build: its data and its
// JavaScript, so that `npm run mcp` and the packed package answer from this build, offline.
//
//   data/search/     the site's search index, as plugins/search wrote it (the server runs the same engine)
//   data/pages/      the Markdown twins (plugins/markdown-twins.ts), by route: data/pages/docs/intro.md
//   data/llms.txt    as plugins/llms-txt.ts wrote it
//   data/openapi.json, data/endpoints.json   from the catalogue's pages, as the build loaded them
//   data/build.json  the build id (a hash of the data), when it was built, the site's address
//   dist/            the server's TypeScript and the search engine's, as plain ES modules
//
// It copies what the other plugins wrote (it waits for them: plugins/post-build-files.ts) and
// parses no HTML. Only the build into build/ writes it: a build into another folder (the test
// pages under /docs-preview/, the second build of the tests, the bench) leaves the package as it is.
import {createHash} from 'node:crypto';
import {chmod, cp, mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PAGE_DATA_PLUGIN} from '../api/catalogue/render';
import {buildOpenApi} from '../api/catalogue/openapi';
import {endpointText} from '../api/catalogue/endpoint-text';
import type {ApiPage} from '../api/catalogue/types';
import {filesWritten} from './post-build-files';
import {SEARCH_DIR} from './search';
import {TWINS} from './markdown-twins';
import {LLMS_TXT} from './llms-txt';
import {twinFileOf} from './page-markdown';

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
 */
export async function compileServer(siteDir: string, distDir: string): Promise<void> {
  const files = sources(siteDir);
  await rm(distDir, {recursive: true, force: true});
  await mkdir(path.join(distDir, 'search'), {recursive: true});
  for (const [source, target] of files) {
    const {outputText} = ts.transpileModule(await readFile(source, 'utf8'), {
      compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
      fileName: source,
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
    await writeFile(path.join(distDir, target), code);
  }
  await chmod(path.join(distDir, 'server.js'), 0o755);
}

export default function mcpDataPlugin(context: LoadContext): Plugin {
  const {siteConfig, siteDir} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const {baseUrl} = siteConfig;
  let apiPages: readonly ApiPage[] = [];
  return {
    name: 'mcp-data',
    async allContentLoaded({allContent}) {
      const content = allContent[PAGE_DATA_PLUGIN] as Record<string, readonly ApiPage[]> | undefined;
      apiPages = content?.default ?? [];
    },
    async postBuild({outDir}) {
      if (path.resolve(outDir) !== path.join(siteDir, 'build')) return;
      const waiting = [filesWritten(outDir, TWINS), filesWritten(outDir, SEARCH_DIR), filesWritten(outDir, LLMS_TXT)];
      const packageDir = path.join(siteDir, MCP_PACKAGE_DIR);
      const dataDir = path.join(packageDir, 'data');
      await compileServer(siteDir, path.join(packageDir, 'dist'));
      const [twinRoutes] = (await Promise.all(waiting)) as [string[], unknown, unknown];

      await rm(dataDir, {recursive: true, force: true});
      await mkdir(path.join(dataDir, 'pages'), {recursive: true});
      const hash = createHash('sha256');
      const write = async (file: string, text: string): Promise<void> => {
        hash.update(file).update(text);
        await mkdir(path.dirname(path.join(dataDir, file)), {recursive: true});
        await writeFile(path.join(dataDir, file), text);
      };
      const pages: string[] = [];
      for (const route of [...twinRoutes].sort()) {
        const page = route.slice(baseUrl.length);
        pages.push(page);
        await write(`pages/${page}.md`, await readFile(twinFileOf(outDir, route, baseUrl), 'utf8'));
      }
      const apiUrl = `${siteUrl}${baseUrl}api/`;
      const endpoints = apiPages.flatMap((page) => page.calls.map((call) => endpointText(page, call, apiUrl)));
      await write('endpoints.json', JSON.stringify(endpoints));
      await write('openapi.json', `${JSON.stringify(buildOpenApi(apiPages).document, null, 2)}\n`);
      await write('llms.txt', await readFile(path.join(outDir, 'llms.txt'), 'utf8'));
      // The search files as they are; the index of words stands for them in the build id.
      await cp(path.join(outDir, SEARCH_DIR), path.join(dataDir, SEARCH_DIR), {recursive: true});
      hash.update(await readFile(path.join(outDir, SEARCH_DIR, 'index.json'), 'utf8'));
      hash.update(String((await readdir(path.join(outDir, SEARCH_DIR), {recursive: true})).length));
      const info: BuildInfo = {
        buildId: hash.digest('hex').slice(0, 12),
        builtAt: new Date().toISOString(),
        siteUrl: `${siteUrl}${baseUrl}`,
        pages,
      };
      await writeFile(path.join(dataDir, 'build.json'), `${JSON.stringify(info, null, 2)}\n`);
    },
  };
}

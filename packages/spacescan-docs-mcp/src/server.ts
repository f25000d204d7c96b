#!/usr/bin/env node
// spacescan-docs-mcp: the Spacescan docs and API reference as an MCP server over stdio, answering
// from the data the site's build wrote beside it (data/), offline. Standard output carries the
// protocol only; what the server has to say goes to standard error.
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
// eslint-disable-next-line import-x/no-unresolved -- the SDK exports `./*` with its types at `*.d.ts`, which the resolver does not match for a `.js` path; tsc and Node resolve it
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
// eslint-disable-next-line import-x/no-unresolved -- the SDK exports `./*` with its types at `*.d.ts`, which the resolver does not match for a `.js` path; tsc and Node resolve it
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {footer, refreshAdvice} from './copy.js';
import {Site} from './site.js';
import {registerResources, registerTools} from './tools.js';

/** The name assistants' configurations give the server. */
export const SERVER_NAME = 'spacescan-docs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fileURLToPath(new URL('../data', import.meta.url));
const {version} = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {version: string};

try {
  const site = await Site.open(dataDir);
  const {buildId, builtAt, siteUrl} = site.info;
  const copyNote = `This copy of the docs is build ${buildId} of ${builtAt}; the site may hold a newer one. ${refreshAdvice(site.info, packageDir)}`;
  const server = new McpServer(
    // The build id rides on the version as semver build metadata: 1.0.0+3f9c2a1b7d04.
    {name: SERVER_NAME, version: `${version}+${buildId}`},
    {
      instructions: `The Spacescan docs (${siteUrl}), build ${buildId} of ${builtAt}: guides on the Chia blockchain explorer and the reference of the Spacescan API. search_docs finds pages and sections; get_page reads one as Markdown; list_endpoints and get_endpoint describe the API calls with hosts, keys, parameters, fields and examples; every page is also a resource, spacescan-docs://page/<path>. ${copyNote}`,
    },
  );
  registerTools(server, site, footer(site.info, packageDir));
  registerResources(server, site);
  await server.connect(new StdioServerTransport());
  process.stderr.write(
    `spacescan-docs-mcp: build ${buildId}, ${site.info.pages.length} pages, ${site.endpoints.length} endpoints, ready on stdio\n`,
  );
} catch (error) {
  process.stderr.write(`spacescan-docs-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

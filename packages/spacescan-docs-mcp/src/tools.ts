// The server's tools and resources. Every answer comes from the build's data (src/site.ts); a
// question the data cannot answer gets an error result that says what to send instead, never a crash.
// Each answer's last text item is the footer (src/copy.ts): the copy's build, date and how to refresh it.
// eslint-disable-next-line import-x/no-unresolved -- the SDK exports `./*` with its types at `*.d.ts`, which the resolver does not match for a `.js` path; tsc and Node resolve it
import {ResourceTemplate, type McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import type {EndpointData} from './data.js';
import {nearest, type ResourceSource, type Site} from './site.js';

/** How many results `search_docs` gives unless asked, and at most. */
export const DEFAULT_LIMIT = 5;
export const MAX_LIMIT = 20;

/** search_docs's `section`, and the engine's name for each. */
const SECTIONS = {docs: 'Guides', api: 'API', blog: 'Blog'} as const;

/** An endpoint in a typed result. */
const endpointShape = {
  operation_id: z.string(),
  method: z.string(),
  path: z.string(),
  summary: z.string(),
  tag: z.string(),
  legacy: z.boolean(),
  url: z.string(),
};
const endpointOf = (endpoint: EndpointData): z.infer<z.ZodObject<typeof endpointShape>> => ({
  operation_id: endpoint.operationId,
  method: endpoint.method,
  path: endpoint.path,
  summary: endpoint.summary,
  tag: endpoint.tag,
  legacy: endpoint.legacy,
  url: endpoint.url,
});

const endpointLine = (endpoint: EndpointData): string =>
  `- \`${endpoint.operationId}\` ${endpoint.method} ${endpoint.path}: ${endpoint.summary}${endpoint.legacy ? ' (older API)' : ''}`;

/** The text of an answer and its footer; `structured` is the typed result where the tool declares one. */
function reply(footer: string, text: string, structured?: Record<string, unknown>): CallToolResult {
  return {
    content: [
      {type: 'text', text},
      {type: 'text', text: footer},
    ],
    ...(structured === undefined ? {} : {structuredContent: structured}),
  };
}

export function registerTools(server: McpServer, site: Site, footer: string): void {
  const tags = [...new Set(site.endpoints.map((endpoint) => endpoint.tag))];
  const answer = (text: string, structured?: Record<string, unknown>): CallToolResult => reply(footer, text, structured);
  const failure = (text: string): CallToolResult => ({...reply(footer, text), isError: true});

  /** One call in full, and the next candidates by name. */
  const endpointAnswer = ([first, ...others]: readonly EndpointData[]): CallToolResult => {
    if (first === undefined) return failure('No endpoint found.');
    const more = others.slice(0, 2);
    const text = more.length === 0 ? first.text : `${first.text}\nOther matches:\n${more.map(endpointLine).join('\n')}\n`;
    return answer(text, {endpoint: endpointOf(first), markdown: first.text, other_matches: more.map(endpointOf)});
  };

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Spacescan docs',
      description: `Searches the Spacescan documentation (guides, API reference, blog) with the site's own search engine and ranking. Each result gives the title, the URL of the page or section (with its anchor) and a short excerpt; read a whole page with get_page. Keywords work best, e.g. "xch balance" or "x-api-key". section keeps one part of the site; limit: 1 to ${MAX_LIMIT}, default ${DEFAULT_LIMIT}; when more results exist, the answer gives next_offset to send as offset.`,
      inputSchema: {
        query: z.string().describe('Words to search for'),
        section: z.enum(['docs', 'api', 'blog']).optional().describe('Only the guides (docs), the API reference (api) or the blog (blog)'),
        limit: z
          .number()
          .int()
          .optional()
          .describe(`How many results, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT}); a larger number gives ${MAX_LIMIT}`),
        offset: z.number().int().min(0).optional().describe('How many results to skip: the next_offset of the previous answer'),
      },
      outputSchema: {
        query: z.string(),
        total: z.number().int(),
        results: z.array(
          z.object({
            title: z.string(),
            page_title: z.string(),
            heading: z.string(),
            section: z.string(),
            url: z.string(),
            excerpt: z.string(),
          }),
        ),
        next_offset: z.number().int().optional(),
        notes: z.array(z.string()),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, section, limit, offset = 0}) => {
      if (query.trim() === '') return failure('The query is empty. Send the words to search for, e.g. {"query": "xch balance"}.');
      const wanted = Math.min(Math.max(limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
      // One result more than the page holds tells whether a next page exists: the engine's total counts
      // matching records, and the records that share a place are given as one result.
      const found = await site.engine.search(query, offset + wanted + 1, section === undefined ? undefined : SECTIONS[section]);
      const results = found.results.slice(offset, offset + wanted).map((result) => ({
        title: result.heading ? `${result.pageTitle} › ${result.heading}` : result.pageTitle,
        page_title: result.pageTitle,
        heading: result.heading,
        section: result.section,
        url: site.absolute(result.url),
        excerpt: result.excerpt,
      }));
      const next = found.results.length > offset + wanted ? offset + wanted : undefined;
      const notes = [
        ...(limit !== undefined && limit > MAX_LIMIT ? [`The limit is at most ${MAX_LIMIT}: ${MAX_LIMIT} results are given.`] : []),
        ...Object.entries(found.corrected ?? {}).map(([from, to]) => `"${from}" found nothing; results for "${to}".`),
        ...Object.entries(found.glossary ?? {}).map(
          ([from, to]) => `"${from}" also searched as ${to.map((word) => `"${word}"`).join(', ')} (the site's words).`,
        ),
      ];
      const structured = {query, total: found.total, results, notes, ...(next === undefined ? {} : {next_offset: next})};
      if (results.length === 0 && offset > 0 && found.total > 0)
        return answer([...notes, `${found.total} results for "${query}", none after offset ${offset}.`].join('\n'), structured);
      if (results.length === 0)
        return answer([...notes, `Nothing found for "${query}". Try other words, or list_endpoints for the API.`].join('\n'), structured);
      const lines = results.map(
        (result, i) => `${offset + i + 1}. ${result.title} (${result.section})\n   ${result.url}\n   ${result.excerpt}`,
      );
      const more = next === undefined ? [] : [`More results: send offset ${next}.`];
      return answer([...notes, `${results.length} of ${found.total} results for "${query}":`, ...lines, ...more].join('\n'), structured);
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page of the Spacescan docs',
      description:
        'Gives one page of the Spacescan documentation as Markdown, the same text as the page\'s twin at /<path>.md. path: the page\'s path or URL, e.g. "docs/intro", "/api/address/xch_balance" or a URL from search_docs. Each page is also a resource, spacescan-docs://page/<path>.',
      inputSchema: {path: z.string().describe('The page, e.g. "docs/intro" or "/api/block/peak"')},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({path}) => {
      if (path.trim() === '')
        return failure('The path is empty. Send a page\'s path, e.g. {"path": "docs/intro"}; search_docs finds pages.');
      const page = await site.page(path);
      if ('text' in page) return answer(page.text);
      return failure(`No page "${site.pageKey(path)}". Nearest pages: ${page.nearest.join(', ')}. search_docs finds pages by their words.`);
    },
  );

  server.registerTool(
    'list_endpoints',
    {
      title: 'List the Spacescan API endpoints',
      description: `Lists every operation of the Spacescan API: its operation id, method, path and a one-line summary, by tag. tag (optional) keeps one group: ${tags.join(', ')}.`,
      inputSchema: {
        tag: z
          .string()
          .optional()
          .describe(`One group: ${tags.join(', ')}`),
      },
      outputSchema: {count: z.number().int(), endpoints: z.array(z.object(endpointShape))},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({tag}) => {
      const wanted = tag?.trim() ?? '';
      const chosen = wanted === '' ? tags : tags.filter((name) => name.toLowerCase() === wanted.toLowerCase());
      if (chosen.length === 0)
        return failure(`No tag "${wanted}". Nearest tags: ${nearest(wanted, tags).join(', ')}. The tags are: ${tags.join(', ')}.`);
      const listed = chosen.flatMap((name) => site.endpoints.filter((endpoint) => endpoint.tag === name));
      const sections = chosen.map((name) =>
        [`## ${name}`, ...listed.filter((endpoint) => endpoint.tag === name).map(endpointLine)].join('\n'),
      );
      return answer(`${listed.length} operations. get_endpoint gives one in full.\n\n${sections.join('\n\n')}\n`, {
        count: listed.length,
        endpoints: listed.map(endpointOf),
      });
    },
  );

  server.registerTool(
    'get_endpoint',
    {
      title: 'Describe one Spacescan API endpoint',
      description:
        'Gives one endpoint of the Spacescan API in full: method and path, hosts (free, Pro, testnet) and the key it needs, parameters, response fields with their types, a curl request, an example response and the page URL. Send one of: operation_id (from list_endpoints, e.g. "address_xch_balance"), path (e.g. "/block/transactions/{block_height}" or "GET /block/peak"), or query (words, e.g. "balance of an address").',
      inputSchema: {
        operation_id: z.string().optional().describe('The operation id, e.g. "block_peak"'),
        path: z.string().optional().describe('The path, e.g. "/block/transactions/{block_height}"'),
        query: z.string().optional().describe('What the endpoint does, in words'),
      },
      outputSchema: {endpoint: z.object(endpointShape), markdown: z.string(), other_matches: z.array(z.object(endpointShape))},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({operation_id, path, query}) => {
      if (operation_id?.trim()) {
        const found = site.endpointById(operation_id);
        if (found.length > 0) return endpointAnswer(found);
        return failure(
          `No operation id "${operation_id}". Nearest: ${nearest(
            operation_id,
            site.endpoints.map((e) => e.operationId),
          ).join(', ')}. list_endpoints lists them all.`,
        );
      }
      if (path?.trim()) {
        const found = site.endpointsByPath(path);
        if (found.length > 0) return endpointAnswer(found);
        return failure(
          `No endpoint at "${path}". Nearest paths: ${nearest(
            path,
            site.endpoints.map((e) => e.path),
          ).join(', ')}. list_endpoints lists them all.`,
        );
      }
      if (query?.trim()) {
        const found = await site.endpointsByQuery(query);
        if (found.length > 0) return endpointAnswer(found);
        return failure(
          `No endpoint found for "${query}". Nearest titles: ${nearest(
            query,
            site.endpoints.map((e) => e.title),
          ).join(', ')}. list_endpoints lists them all.`,
        );
      }
      return failure(
        'Send one of operation_id (e.g. "address_xch_balance"), path (e.g. "/block/peak") or query (e.g. "xch balance of an address"). list_endpoints lists every operation id.',
      );
    },
  );
}

/** The resources: llms.txt, the OpenAPI document, the API changelog, and the build the data comes from. */
export function registerResources(server: McpServer, site: Site): void {
  const resources: ({name: string; mimeType: string; description: string} & ResourceSource)[] = [
    {
      name: 'llms.txt',
      file: 'llms.txt',
      mimeType: 'text/markdown',
      description: `The site's index for language models, as ${site.info.siteUrl}llms.txt.`,
    },
    {
      name: 'openapi.json',
      file: 'openapi.json',
      mimeType: 'application/json',
      description: `The OpenAPI 3.1 document of the Spacescan API, as ${site.info.siteUrl}api/openapi.json.`,
    },
    {
      name: 'changelog.md',
      page: 'api/changelog',
      mimeType: 'text/markdown',
      description: `The API changelog, as ${site.info.siteUrl}api/changelog.md.`,
    },
    {
      name: 'build.json',
      file: 'build.json',
      mimeType: 'application/json',
      description: 'The build of the docs this server answers from: its id, when it was built, the site.',
    },
  ];
  for (const {name, mimeType, description, ...source} of resources) {
    server.registerResource(name, `spacescan-docs://${name}`, {title: name, description, mimeType}, async (uri) => ({
      contents: [{uri: uri.href, mimeType, text: await site.resource(source)}],
    }));
  }
  // Every page as Markdown, for clients that attach resources: spacescan-docs://page/docs/intro.
  const pageUri = (page: string): string => `spacescan-docs://page/${page}`;
  server.registerResource(
    'page',
    new ResourceTemplate('spacescan-docs://page/{+path}', {
      list: () => ({resources: site.info.pages.map((page) => ({uri: pageUri(page), name: page, mimeType: 'text/markdown'}))}),
    }),
    {title: 'A page of the docs', description: "A page's Markdown, the same text as its twin at /<path>.md.", mimeType: 'text/markdown'},
    async (uri, {path}) => ({
      contents: [{uri: uri.href, mimeType: 'text/markdown', text: await site.resource({page: String(path)})}],
    }),
  );
}

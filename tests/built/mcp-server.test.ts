// The MCP server of the docs (packages/spacescan-docs-mcp), driven over stdio by the SDK's own
// client, as an assistant drives it: every tool, every kind of bad input and a call after it, the
// resources, the build id, and the evaluation of packages/spacescan-docs-mcp/eval/questions.json.
// It answers from what `npm run build` wrote (the package's data/ and dist/, and build/ to compare).
// Last, the packed package runs from a folder of its own, with only its declared dependencies.
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
// eslint-disable-next-line import-x/no-unresolved -- the SDK exports `./*` with its types at `*.d.ts`, which the resolver does not match for a `.js` path; tsc and Node resolve it
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
// eslint-disable-next-line import-x/no-unresolved -- the SDK exports `./*` with its types at `*.d.ts`, which the resolver does not match for a `.js` path; tsc and Node resolve it
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {SearchEngine} from '../../src/search/engine';
import {TEXT_BUDGET} from '../../api/catalogue/endpoint-text';

const packageDir = path.resolve('packages/spacescan-docs-mcp');
const buildDir = path.resolve('build');
const questions = (JSON.parse(readFileSync(path.join(packageDir, 'eval/questions.json'), 'utf8')) as {questions: Question[]}).questions;
type Question = {question: string; tool: 'search_docs' | 'get_endpoint'; answer: string};

test.describe.configure({mode: 'default'});

let client: Client;

test.beforeAll(async () => {
  // Not skipped without a build: a build that stopped writing the package must fail here.
  if (!existsSync(path.join(packageDir, 'data/build.json')))
    throw new Error('No packages/spacescan-docs-mcp/data/: run `npm run build` first (plugins/mcp-data.ts writes it).');
  client = new Client({name: 'spacescan-docs-test', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({command: process.execPath, args: [path.join(packageDir, 'dist/server.js')], stderr: 'ignore'}),
  );
});

test.afterAll(async () => {
  // Unset when the data was missing.
  if (client !== undefined) await client.close();
});

/** A tool's answer: its text (the footer, the last item, left out), and whether it is an error result. */
async function call(name: string, args: Record<string, unknown>): Promise<{text: string; isError: boolean}> {
  const result = await client.callTool({name, arguments: args});
  const content = result.content as {type: string; text: string}[];
  return {text: content[0]?.text ?? '', isError: result.isError === true};
}

/** The operation ids an answer of get_endpoint names: the endpoint it gives, then the other matches. */
const endpointIds = (text: string): string[] => [
  ...(/operation id `([^`]+)`/.exec(text)?.slice(1) ?? []),
  ...[...(text.split('\nOther matches:\n')[1] ?? '').matchAll(/^- `([^`]+)`/gm)].map((match) => match[1] ?? ''),
];

/** The page routes (below the base URL) of a search_docs answer, in order. */
const resultPages = (text: string): string[] =>
  [...text.matchAll(/^ {3}https:\/\/docs\.spacescan\.io\/([^\s#]*)/gm)].map((match) => match[1] ?? '');

test('the server is spacescan-docs, reports the build id of its data, and has exactly the four tools', async () => {
  const build = JSON.parse(await readFile(path.join(packageDir, 'data/build.json'), 'utf8')) as {buildId: string};
  expect(build.buildId).toMatch(/^[0-9a-f]{12}$/);
  expect(client.getServerVersion()).toMatchObject({name: 'spacescan-docs', version: `1.0.0+${build.buildId}`});
  expect(client.getInstructions()).toContain(`build ${build.buildId}`);
  const {tools} = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual(['get_endpoint', 'get_page', 'list_endpoints', 'search_docs']);
  const schema = (name: string) => tools.find((tool) => tool.name === name)?.inputSchema;
  expect(schema('search_docs')).toMatchObject({required: ['query'], properties: {query: {type: 'string'}, limit: {type: 'integer'}}});
  expect(schema('get_page')).toMatchObject({required: ['path'], properties: {path: {type: 'string'}}});
  expect(schema('list_endpoints')?.properties).toMatchObject({tag: {type: 'string'}});
  expect(schema('get_endpoint')?.properties).toMatchObject({
    operation_id: {type: 'string'},
    path: {type: 'string'},
    query: {type: 'string'},
  });
  expect(schema('get_endpoint')?.required ?? []).toEqual([]);
});

test("search_docs gives the site search's results, in its order, each with a title, a URL with its anchor and an excerpt", async () => {
  // The site's engine over the site's own index files in build/, as the browser reads them.
  const site = new SearchEngine(`${buildDir}/`, (file) =>
    readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as unknown,
      () => undefined,
    ),
  );
  for (const query of ['x-api-key', 'clawback window', 'nft metadata']) {
    const expected = (await site.search(query, 5)).results;
    const {text, isError} = await call('search_docs', {query, limit: 5});
    expect(isError).toBe(false);
    const urls = [...text.matchAll(/^ {3}(https:\/\/\S+)$/gm)].map((match) => match[1]);
    expect(urls).toEqual(expected.map((result) => `https://docs.spacescan.io${result.url}`));
    for (const result of expected) expect(text).toContain(result.excerpt);
  }
  const {text} = await call('search_docs', {query: 'units xch mojo'});
  expect(text).toMatch(
    /^1\. Welcome to Spacescan › Units: XCH and mojo \(Guides\)\n {3}https:\/\/docs\.spacescan\.io\/docs\/intro#units-xch-and-mojo\n {3}\S/m,
  );
});

test("search_docs finds a response field by the name Chia's RPC gives it, as the site's search does (issue 38)", async () => {
  // `spent_block_index` is the full node's name for what the API calls `spent_block` (`spend_block` in
  // a block's coin lists): the first result is such a field's row.
  const {text, isError} = await call('search_docs', {query: 'spent_block_index', limit: 3});
  expect(isError).toBe(false);
  expect(text).toMatch(/^1\. .*\n {3}https:\/\/docs\.spacescan\.io\/api\/[^\s#]+#response-\S*spen[dt]_block$/m);
});

test("get_page gives the page's Markdown twin, the same text as /<path>.md, whichever way the path is written", async () => {
  const intro = await readFile(path.join(buildDir, 'docs/intro.md'), 'utf8');
  for (const written of ['docs/intro', '/docs/intro', 'docs/intro.md', 'https://docs.spacescan.io/docs/intro#units-xch-and-mojo']) {
    expect(await call('get_page', {path: written})).toEqual({text: intro, isError: false});
  }
  expect((await call('get_page', {path: 'api/block/peak'})).text).toBe(await readFile(path.join(buildDir, 'api/block/peak.md'), 'utf8'));
});

test('list_endpoints lists every operation with its id, method, path and summary, and keeps one tag when asked', async () => {
  const openapi = JSON.parse(await readFile(path.join(buildDir, 'api/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, {operationId: string}>>;
  };
  const {text, isError} = await call('list_endpoints', {});
  expect(isError).toBe(false);
  const lines = text.split('\n').filter((line) => line.startsWith('- `'));
  const operations = Object.values(openapi.paths).flatMap((item) => Object.values(item));
  // Every operation of the document, and the older calls it leaves out for a current one at the same path.
  expect(text).toMatch(new RegExp(`^${lines.length} operations\\.`));
  expect(lines.length).toBeGreaterThanOrEqual(operations.length);
  for (const [apiPath, operations] of Object.entries(openapi.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      expect(
        lines.some((line) => line.startsWith(`- \`${operation.operationId}\` ${method.toUpperCase()} ${apiPath}: `) && line.length > 60),
      ).toBe(true);
    }
  }
  const block = await call('list_endpoints', {tag: 'block'});
  expect(block.text.split('\n').filter((line) => line.startsWith('- `'))).toEqual([
    '- `block_peak` GET /block/peak: Returns the newest block of the chain, with its height, hash, farmer and rewards.',
    '- `block_info` GET /block/{block_height}: Returns one block, chosen by height, with its hash, type, rewards and coin counts.',
    '- `block_timestamp` GET /block/timestamp/{unix_timestamp}: Finds the block created at a given Unix second and returns it, with its coins if you ask.',
    '- `block_transactions` GET /block/transactions/{block_height}: Lists the coins a block created and spent, grouped by kind of coin.',
  ]);
});

test('get_endpoint finds a call by operation id, by path and by words, with hosts, key, parameters, nested fields, curl, example and page', async () => {
  const byId = await call('get_endpoint', {operation_id: 'block_transactions'});
  expect(byId.isError).toBe(false);
  for (const path of [
    '/block/transactions/{block_height}',
    'block/transactions/{block_height}',
    'GET /block/transactions/5000000',
    'https://api.spacescan.io/block/transactions/5000000?include_nft=true',
  ]) {
    expect((await call('get_endpoint', {path})).text).toBe(byId.text);
  }
  const text = byId.text;
  expect(text).toContain('`GET /block/transactions/{block_height}` · operation id `block_transactions` · Block');
  expect(text).toContain('Page: https://docs.spacescan.io/api/block/transactions');
  expect(text).toContain('- Mainnet (free): https://api.spacescan.io, no key');
  expect(text).toContain('- Testnet11 (free): https://api-testnet11.spacescan.io, no key');
  expect(text).toContain('- Pro: https://pro-api.spacescan.io, your Pro key in the `x-api-key` header');
  expect(text).toContain('- `block_height` (path, integer, required): ');
  // Nested fields: a coin's asset_info sits under token_coins, under confirmed_transactions.
  expect(text).toMatch(
    /^- `confirmed_transactions` \(object\)[^\n]*\n {2}- `standard_coins` \(array, each item\)[^\n]*\n {4}- `coin_name` \(string\): /m,
  );
  expect(text).toMatch(/^ {6}- `asset_id` \(string\): /m);
  expect(text).toMatch(/## Request\n```bash\ncurl 'https:\/\/api\.spacescan\.io\/block\/transactions\/\d+/);
  expect(text).toContain('## Example response\n```json\n');
  // By words: the site's search, read for API calls.
  expect(endpointIds((await call('get_endpoint', {query: 'peak block'})).text)[0]).toBe('block_peak');
  // Words that a guide holds all together (the Mempool guide) still find the API's call: the search reads the API's pages only.
  expect(endpointIds((await call('get_endpoint', {query: 'minimum fee mempool'})).text)[0]).toBe('mempool');
  // A Pro-only call says that every host wants the key.
  expect((await call('get_endpoint', {operation_id: 'address_xch_historical_balance'})).text).not.toContain('(free)');
});

test("get_endpoint takes the first call of search_docs's own ranking; a question that names no coin gets the XCH call", async () => {
  const cases: [question: string, operationId: string][] = [
    ['What is the balance of an address?', 'address_xch_balance'],
    ['transactions of an address', 'address_xch_transactions'],
    ['How many tokens does an address hold?', 'address_token_balance'],
    ['NFTs an address holds', 'address_nft_balance'],
  ];
  for (const [question, operationId] of cases) {
    const endpoint = await client.callTool({name: 'get_endpoint', arguments: {query: question}});
    const chosen = (endpoint.structuredContent as {endpoint: {operation_id: string; url: string}}).endpoint;
    expect(chosen.operation_id, question).toBe(operationId);
    // The same ranking: the first result of search_docs, among the API's pages, that is a call's page is that call's page.
    const search = await client.callTool({name: 'search_docs', arguments: {query: question, section: 'api', limit: 20}});
    const pages = (search.structuredContent as {results: {url: string}[]}).results.map((result) => result.url.replace(/#.*$/, ''));
    const firstCall = pages.find((page) => /\/api\/(?!getting-started|changelog|ai-assistants)/.test(page));
    expect(firstCall, question).toBe(chosen.url.replace(/#.*$/, ''));
  }
});

test('every answer of get_endpoint stays within about 3,000 tokens; a shortened example says so', async () => {
  const ids = (await call('list_endpoints', {})).text.split('\n').flatMap((line) => /^- `([^`]+)`/.exec(line)?.slice(1) ?? []);
  expect(ids.length).toBeGreaterThan(50);
  let longest = {id: '', length: 0};
  for (const id of ids) {
    const {text, isError} = await call('get_endpoint', {operation_id: id});
    expect(isError, id).toBe(false);
    expect(text.length, id).toBeLessThanOrEqual(TEXT_BUDGET);
    if (text.length > longest.length) longest = {id, length: text.length};
  }
  const largest = (await call('get_endpoint', {operation_id: longest.id})).text;
  expect(largest).toContain(
    `Shortened: some lists keep only their first items here. The whole example is on the page, https://docs.spacescan.io/api/`,
  );
  console.log(
    `get_endpoint: the longest answer (${longest.id}) is ${longest.length} characters, about ${Math.round(longest.length / 4)} tokens`,
  );
});

test('bad input gets an error result that says what to send or names the nearest matches, and the next call is answered', async () => {
  const page = await call('get_page', {path: 'docs/intr'});
  expect(page).toEqual({isError: true, text: expect.stringContaining('No page "docs/intr". Nearest pages: docs/intro')});
  const byId = await call('get_endpoint', {operation_id: 'block_peek'});
  expect(byId).toEqual({isError: true, text: expect.stringContaining('No operation id "block_peek". Nearest: block_peak')});
  const byPath = await call('get_endpoint', {path: '/blocks/peak'});
  expect(byPath).toEqual({isError: true, text: expect.stringContaining('No endpoint at "/blocks/peak". Nearest paths: /block/peak')});
  const tag = await call('list_endpoints', {tag: 'Blocks'});
  expect(tag).toEqual({isError: true, text: expect.stringContaining('No tag "Blocks". Nearest tags: Block')});
  const empty = await call('search_docs', {query: '  '});
  expect(empty).toEqual({isError: true, text: 'The query is empty. Send the words to search for, e.g. {"query": "xch balance"}.'});
  const nothing = await call('get_endpoint', {});
  expect(nothing.isError).toBe(true);
  expect(nothing.text).toMatch(/^Send one of operation_id .* path .* or query/);
  expect((await call('get_page', {path: ''})).isError).toBe(true);
  // A limit above the maximum gives the maximum.
  const many = await call('search_docs', {query: 'xch', limit: 500});
  expect(many.isError).toBe(false);
  expect(many.text).toContain('The limit is at most 20: 20 results are given.');
  expect(resultPages(many.text)).toHaveLength(20);
  // A call the schema refuses (a number for a string) is an error result too, and the server goes on.
  expect((await call('get_page', {path: 42})).isError).toBe(true);
  expect((await call('get_page', {path: 'docs/intro'})).isError).toBe(false);
});

test('the resources are llms.txt, the OpenAPI document and the changelog of the build, the build itself, and every page', async () => {
  const {resources} = await client.listResources();
  const pages = (JSON.parse(await readFile(path.join(packageDir, 'data/build.json'), 'utf8')) as {pages: string[]}).pages;
  expect(resources.map((resource) => resource.uri).sort()).toEqual(
    [
      'spacescan-docs://build.json',
      'spacescan-docs://changelog.md',
      'spacescan-docs://llms.txt',
      'spacescan-docs://openapi.json',
      ...pages.map((page) => `spacescan-docs://page/${page}`),
    ].sort(),
  );
  const {resourceTemplates} = await client.listResourceTemplates();
  expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual(['spacescan-docs://page/{+path}']);
  const read = async (uri: string): Promise<string> => {
    const [content] = (await client.readResource({uri})).contents;
    return content !== undefined && 'text' in content ? content.text : '';
  };
  expect(await read('spacescan-docs://llms.txt')).toBe(await readFile(path.join(buildDir, 'llms.txt'), 'utf8'));
  expect(await read('spacescan-docs://openapi.json')).toBe(await readFile(path.join(buildDir, 'api/openapi.json'), 'utf8'));
  expect(await read('spacescan-docs://changelog.md')).toBe(await readFile(path.join(buildDir, 'api/changelog.md'), 'utf8'));
  const build = JSON.parse(await read('spacescan-docs://build.json')) as {buildId: string; pages: string[]};
  expect(client.getServerVersion()?.version).toBe(`1.0.0+${build.buildId}`);
  expect(build.pages).toContain('docs/intro');
  // A page as a resource is its Markdown twin; a page that does not exist is an error.
  for (const page of ['docs/intro', 'api/block/peak'])
    expect(await read(`spacescan-docs://page/${page}`)).toBe(await readFile(path.join(buildDir, `${page}.md`), 'utf8'));
  await expect(client.readResource({uri: 'spacescan-docs://page/docs/no-such-page'})).rejects.toThrow(/no page docs\/no-such-page/);
});

test('search_docs keeps one section, pages with offset and next_offset, and gives typed results beside the text', async () => {
  const page = async (args: Record<string, unknown>) => {
    const result = await client.callTool({name: 'search_docs', arguments: args});
    return result.structuredContent as {total: number; next_offset?: number; results: {url: string; section: string}[]};
  };
  const first = await page({query: 'balance', section: 'api', limit: 3});
  expect(first.results).toHaveLength(3);
  expect(first.results.every((result) => result.section === 'API' && result.url.startsWith('https://docs.spacescan.io/api/'))).toBe(true);
  expect(first.total).toBeGreaterThan(6);
  expect(first.next_offset).toBe(3);
  // The next page follows on where the first stopped, as one longer page would.
  const next = await page({query: 'balance', section: 'api', limit: 3, offset: 3});
  const both = await page({query: 'balance', section: 'api', limit: 6});
  expect([...first.results, ...next.results]).toEqual(both.results);
  const blog = await page({query: 'balance', section: 'blog', limit: 20});
  expect(blog.results.every((result) => result.section === 'Blog')).toBe(true);
  // The last page has no next_offset.
  const last = await page({query: 'balance', section: 'api', limit: 20, offset: Math.max(first.total - 2, 0)});
  expect(last.next_offset).toBeUndefined();
  // Past the end: no results, and an answer that says how many there are.
  const past = await client.callTool({name: 'search_docs', arguments: {query: 'balance', section: 'api', offset: first.total}});
  expect((past.content as {text: string}[])[0]?.text).toBe(`${first.total} results for "balance", none after offset ${first.total}.`);
  const endpoint = await client.callTool({name: 'get_endpoint', arguments: {operation_id: 'block_peak'}});
  expect(endpoint.structuredContent).toMatchObject({endpoint: {operation_id: 'block_peak', method: 'GET', path: '/block/peak'}});
  const list = (await client.callTool({name: 'list_endpoints', arguments: {tag: 'Block'}})).structuredContent as {count: number};
  expect(list.count).toBe(4);
});

test('every answer, an error too, ends with the build and date of its copy and how to get a newer one', async () => {
  const {buildId, builtAt} = JSON.parse(await readFile(path.join(packageDir, 'data/build.json'), 'utf8')) as {
    buildId: string;
    builtAt: string;
  };
  for (const [name, args] of [
    ['get_page', {path: 'docs/intro'}],
    ['get_page', {path: 'docs/intr'}],
    ['search_docs', {query: 'xch'}],
  ] as const) {
    const content = (await client.callTool({name, arguments: args})).content as {text: string}[];
    expect(content.at(-1)?.text).toBe(
      `Spacescan docs, build ${buildId} of ${builtAt.slice(0, 10)} (https://docs.spacescan.io/). This copy never updates itself: install it again from https://docs.spacescan.io/mcp/spacescan-docs-mcp.tgz for the newest build.`,
    );
  }
  expect(client.getInstructions()).toContain(`This copy of the docs is build ${buildId} of ${builtAt}`);
});

test('the evaluation: at least 90% of the questions find their answer in the first three results', async () => {
  expect(questions.length).toBeGreaterThanOrEqual(30);
  const missed: string[] = [];
  const characters: Record<Question['tool'], {total: number; answers: number}> = {
    search_docs: {total: 0, answers: 0},
    get_endpoint: {total: 0, answers: 0},
  };
  for (const {question, tool, answer} of questions) {
    const {text, isError} = tool === 'search_docs' ? await call(tool, {query: question, limit: 3}) : await call(tool, {query: question});
    characters[tool].total += text.length;
    characters[tool].answers += 1;
    const found = isError ? [] : tool === 'search_docs' ? resultPages(text) : endpointIds(text);
    if (!found.slice(0, 3).includes(answer)) missed.push(`${question} → ${answer} (got ${found.slice(0, 3).join(', ') || 'nothing'})`);
  }
  const hitRate = (questions.length - missed.length) / questions.length;
  const tokens = Object.entries(characters).map(([tool, {total, answers}]) => `${tool} ${Math.round(total / 4 / answers)}`);
  console.log(
    `MCP evaluation: ${questions.length - missed.length} of ${questions.length} found in the first three (${(hitRate * 100).toFixed(1)}%); tokens per answer (characters / 4): ${tokens.join(', ')}`,
  );
  if (missed.length > 0) console.log(`Missed:\n${missed.join('\n')}`);
  expect(hitRate, missed.join('\n')).toBeGreaterThanOrEqual(0.9);
});

test('the packed package has its dependencies bundled, runs from a folder of its own with nothing installed beside it and no network, and writes nothing but protocol to stdout', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'spacescan-docs-mcp-'));
  try {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
        cwd: packageDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    ) as {filename: string}[];
    execFileSync('tar', ['-xzf', path.join(dir, packed?.filename ?? ''), '-C', dir]);
    // Nothing to install: the dependencies are in dist/server.js (packages/spacescan-docs-mcp/build.mjs).
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package/package.json'), 'utf8')) as {
      bin: Record<string, string>;
      dependencies?: Record<string, string>;
    };
    expect(manifest.dependencies).toBeUndefined();
    expect(existsSync(path.join(dir, 'package/node_modules'))).toBe(false);
    const bin = path.join(dir, 'package', manifest.bin['spacescan-docs-mcp'] ?? '');
    // No network: a connection or a fetch throws (the search would then find nothing).
    const noNetwork = path.join(dir, 'no-network.cjs');
    writeFileSync(
      noNetwork,
      "const refuse = () => { throw new Error('network'); };\nrequire('node:net').Socket.prototype.connect = refuse;\nglobalThis.fetch = refuse;\n",
    );
    const server = spawn(bin, [], {
      cwd: dir,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {...process.env, NODE_OPTIONS: `--require ${noNetwork}`},
    });
    const lines: string[] = [];
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Two answers, or the server's end (a crash shows in its stderr below).
    const answered = new Promise<void>((resolve) => {
      server.on('exit', () => resolve());
      let pending = '';
      server.stdout.on('data', (chunk: Buffer) => {
        pending += chunk.toString();
        const parts = pending.split('\n');
        pending = parts.pop() ?? '';
        lines.push(...parts);
        if (lines.length >= 3) resolve();
      });
    });
    const send = (message: object) => server.stdin.write(`${JSON.stringify({jsonrpc: '2.0', ...message})}\n`);
    send({id: 1, method: 'initialize', params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '1'}}});
    send({method: 'notifications/initialized'});
    send({id: 2, method: 'tools/call', params: {name: 'get_endpoint', arguments: {operation_id: 'block_peak'}}});
    send({id: 3, method: 'tools/call', params: {name: 'search_docs', arguments: {query: 'xch balance'}}});
    await answered;
    server.kill();
    expect(lines, stderr).toHaveLength(3);
    const messages = lines.map(
      (line) => JSON.parse(line) as {id: number; result: {serverInfo?: {name: string}; content?: {text: string}[]}},
    );
    expect(messages[0]?.result.serverInfo?.name).toBe('spacescan-docs');
    expect(messages[1]?.result.content?.[0]?.text).toContain('`GET /block/peak`');
    expect(messages[2]?.result.content?.[0]?.text).toContain('https://docs.spacescan.io/api/address/xch_balance');
    expect(stderr).toContain('ready on stdio');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('data of another format version stops the server with one line that says what to do', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'spacescan-docs-mcp-format-'));
  try {
    // The package's files, with build.json of format 1 (before issue 46).
    cpSync(path.join(packageDir, 'dist'), path.join(dir, 'dist'), {recursive: true});
    cpSync(path.join(packageDir, 'data'), path.join(dir, 'data'), {recursive: true});
    cpSync(path.join(packageDir, 'package.json'), path.join(dir, 'package.json'));
    const info = JSON.parse(readFileSync(path.join(dir, 'data/build.json'), 'utf8')) as {format: number};
    expect(info.format).toBe(2);
    writeFileSync(path.join(dir, 'data/build.json'), JSON.stringify({...info, format: 1}));
    const result = spawnSync(process.execPath, [path.join(dir, 'dist/server.js')], {input: '', encoding: 'utf8', timeout: 10_000});
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^spacescan-docs-mcp: The docs data in .* is of format 1; this server reads format 2\. Build the docs and the server from the same checkout\.\n$/,
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

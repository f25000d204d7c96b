// The docs' MCP server as a reader gets it: the production build served as a static host, each
// assistant's command read from the built page /api/ai-assistants, its origin changed to the local
// server's and nothing else, run from an empty folder with an empty npm cache and home (the
// dependencies come from the registry). Then a second build at the same address: the server either
// answers from it, or says its copy is older and gives the command that refreshes it.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import type {Server} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
// eslint-disable-next-line import-x/no-unresolved -- the SDK exports `./*` with its types at `*.d.ts`, which the resolver does not match for a `.js` path; tsc and Node resolve it
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
// eslint-disable-next-line import-x/no-unresolved -- the SDK exports `./*` with its types at `*.d.ts`, which the resolver does not match for a `.js` path; tsc and Node resolve it
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {assistantSetups} from '../../src/data/assistants';
import {ports} from '../support/ports';
import {serveLikeStaticHost} from '../support/staticHost';

const buildDir = path.resolve('build');
const origin = `http://127.0.0.1:${ports.mcpReader}`;
type Command = {name: string; command: string; args: string[]};
type Answer = {text: string; footer: string; isError: boolean; structured: unknown};

test.describe.configure({mode: 'serial', timeout: 240_000});

let work = '';
let site: Server | undefined;
test.beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'spacescan-mcp-reader-'));
});
test.afterAll(async () => {
  await stopSite();
  rmSync(work, {recursive: true, force: true});
});

async function stopSite(): Promise<void> {
  await new Promise((resolve) => (site === undefined ? resolve(undefined) : site.close(resolve)));
  site = undefined;
}

/** Serves `dir` at the one address of the test, in place of what was served there before. */
async function serve(dir: string): Promise<void> {
  await stopSite();
  site = await serveLikeStaticHost(dir, ports.mcpReader);
}

const decode = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The command and its arguments in one configuration, whichever of the three formats it is in. */
function commandOf(name: string, config: string): Command {
  if (config.startsWith('claude mcp add ')) {
    const [command = '', ...args] = (config.split(' -- ')[1] ?? '').split(' ');
    return {name, command, args};
  }
  if (config.startsWith('[mcp_servers.')) {
    const value = (key: string): unknown => JSON.parse(new RegExp(`^${key} = (.*)$`, 'm').exec(config)?.[1] ?? 'null');
    return {name, command: String(value('command')), args: value('args') as string[]};
  }
  const parsed = JSON.parse(config) as {mcpServers?: Record<string, Command>; servers?: Record<string, Command>};
  const [server] = Object.values(parsed.mcpServers ?? parsed.servers ?? {});
  return {name, command: server?.command ?? '', args: server?.args ?? []};
}

/** Each assistant's command as the built page shows it, with the site's origin changed to the local server's. */
async function commandsOnPage(): Promise<Command[]> {
  const html = await (await fetch(`${origin}/api/ai-assistants`)).text();
  const siteOrigin = new URL(/<link[^>]+rel="?canonical"?[^>]+href="?([^"\s>]+)/.exec(html)?.[1] ?? '').origin;
  return [...html.matchAll(/<h3[^>]*>(.*?)<\/h3>[\s\S]*?<code>([\s\S]*?)<\/code>/g)].map((match) => {
    const {name, command, args} = commandOf(decode(match[1] ?? ''), decode(match[2] ?? ''));
    return {name, command, args: args.map((arg) => (arg.startsWith(siteOrigin) ? `${origin}${arg.slice(siteOrigin.length)}` : arg))};
  });
}

/**
 * An empty folder, npm cache and home, as a new reader's machine has. The registry is a closed port:
 * the package carries its dependencies, so the site is the only address the command reaches.
 */
function readerEnv(): Record<string, string> {
  for (const dir of ['cwd', 'home', 'cache']) mkdirSync(path.join(work, dir), {recursive: true});
  return {
    PATH: process.env.PATH ?? '',
    HOME: path.join(work, 'home'),
    npm_config_cache: path.join(work, 'cache'),
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_fetch_retries: '0',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
}

/** Starts the command as the assistant does and connects the SDK's client to it; how long initialize took. */
async function connect(command: Command, env: Record<string, string>): Promise<{client: Client; ms: number}> {
  const client = new Client({name: 'spacescan-reader', version: '1.0.0'});
  const started = performance.now();
  await client.connect(
    new StdioClientTransport({command: command.command, args: command.args, cwd: path.join(work, 'cwd'), env, stderr: 'ignore'}),
  );
  return {client, ms: Math.round(performance.now() - started)};
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<Answer> {
  const result = await client.callTool({name, arguments: args});
  const [answer, footer] = (result.content as {text: string}[]).map((part) => part.text);
  return {text: answer ?? '', footer: footer ?? '', isError: result.isError === true, structured: result.structuredContent};
}

const buildOf = (client: Client): string => client.getServerVersion()?.version.split('+')[1] ?? '';

let command: Command;
let env: Record<string, string>;
let firstBuild = '';

test('every assistant on the built page runs the same command, which installs the server from the site and answers each tool', async () => {
  await serve(buildDir);
  const commands = await commandsOnPage();
  expect(commands.map((each) => each.name)).toEqual([
    'Claude Code',
    'Claude Desktop',
    'Cursor',
    'VS Code',
    'Windsurf',
    'Codex CLI',
    'Gemini CLI',
  ]);
  // One command for all: running it once runs each assistant's.
  expect(new Set(commands.map((each) => JSON.stringify([each.command, each.args]))).size).toBe(1);
  command = commands[0] ?? {name: '', command: '', args: []};
  expect(command).toMatchObject({command: 'npx', args: ['-y', `${origin}/mcp/spacescan-docs-mcp.tgz`]});
  env = readerEnv();

  const {client, ms} = await connect(command, env);
  try {
    firstBuild = buildOf(client);
    expect(firstBuild).toMatch(/^[0-9a-f]{12}$/);
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_endpoint', 'get_page', 'list_endpoints', 'search_docs']);
    const good: Record<string, Record<string, unknown>> = {
      search_docs: {query: 'xch balance', section: 'api', limit: 2},
      get_page: {path: 'docs/intro'},
      list_endpoints: {tag: 'Block'},
      get_endpoint: {operation_id: 'block_peak'},
    };
    const bad: Record<string, Record<string, unknown>> = {
      search_docs: {query: 'xch', section: 'wiki'},
      get_page: {path: 'docs/no-such-page'},
      list_endpoints: {tag: 'No such tag'},
      get_endpoint: {},
    };
    for (const tool of tools) {
      const answer = await call(client, tool.name, good[tool.name] ?? {});
      expect(answer.isError, tool.name).toBe(false);
      expect(answer.text.length, tool.name).toBeGreaterThan(50);
      expect(answer.footer, tool.name).toContain(`build ${firstBuild}`);
      // The three tools with an output schema give a typed result beside the text.
      expect(answer.structured !== undefined, tool.name).toBe(tool.outputSchema !== undefined);
      expect((await call(client, tool.name, bad[tool.name] ?? {})).isError, tool.name).toBe(true);
    }
    const tarball = statSync(path.join(buildDir, 'mcp/spacescan-docs-mcp.tgz')).size;
    const installed = execFileSync('du', ['-sk', path.join(work, 'cache/_npx')], {encoding: 'utf8'}).split('\t')[0];
    console.log(`MCP from the site: tarball ${tarball} bytes; install and first answer to initialize ${ms} ms; installed ${installed} kB`);
  } finally {
    await client.close();
  }
  // Installed: the server answers initialize by itself, and again through npx (how long each took is
  // printed, not asserted: a figure for npm run bench, not a test).
  const [installedServer] = execFileSync('find', [path.join(work, 'cache/_npx'), '-path', '*/spacescan-docs-mcp/dist/server.js'], {
    encoding: 'utf8',
  }).split('\n');
  const direct = await connect({name: 'installed', command: process.execPath, args: [installedServer ?? '']}, env);
  const directBuild = buildOf(direct.client);
  await direct.client.close();
  const again = await connect(command, env);
  const againBuild = buildOf(again.client);
  await again.client.close();
  console.log(`MCP installed: initialize answered in ${direct.ms} ms by the server, ${again.ms} ms through npx`);
  expect(directBuild).toBe(firstBuild);
  expect(againBuild).toBe(firstBuild);
});

test('after a second build at the same address, the server answers from it or says its copy is older and how to refresh it', async () => {
  test.skip(command === undefined, 'needs the first test');
  // The second build: the first one's package with other content and its own build id.
  const second = path.join(work, 'second');
  mkdirSync(path.join(second, 'mcp'), {recursive: true});
  execFileSync('tar', ['-xzf', path.join(buildDir, 'mcp/spacescan-docs-mcp.tgz'), '-C', second]);
  const data = path.join(second, 'package/data');
  const info = JSON.parse(readFileSync(path.join(data, 'build.json'), 'utf8')) as {buildId: string; builtAt: string};
  const secondBuild = `${info.buildId.slice(6)}${info.buildId.slice(0, 6)}`;
  writeFileSync(path.join(data, 'build.json'), JSON.stringify({...info, buildId: secondBuild, builtAt: new Date().toISOString()}));
  const pages = JSON.parse(readFileSync(path.join(data, 'pages.json'), 'utf8')) as Record<string, string>;
  writeFileSync(path.join(data, 'pages.json'), JSON.stringify({...pages, 'docs/intro': `# Second build\n\n${pages['docs/intro']}`}));
  execFileSync('tar', ['-czf', path.join(second, 'mcp/spacescan-docs-mcp.tgz'), '-C', second, 'package']);
  await serve(second);

  const {client} = await connect(command, env);
  const answer = await call(client, 'get_page', {path: 'docs/intro'});
  const build = buildOf(client);
  await client.close();
  if (build !== secondBuild) {
    // npx kept its copy: the answer says which build it is and the command that refreshes it.
    expect(build).toBe(firstBuild);
    expect(answer.footer).toContain(`build ${firstBuild}`);
    const refresh = /run `([^`]+)`/.exec(answer.footer)?.[1] ?? '';
    expect(refresh).toMatch(/^rm -rf '.+\/_npx\/[0-9a-f]+'$/);
    execFileSync('sh', ['-c', refresh]);
    expect(existsSync(refresh.slice("rm -rf '".length, -1))).toBe(false);
  }
  const refreshed = await connect(command, env);
  expect(buildOf(refreshed.client)).toBe(secondBuild);
  expect((await call(refreshed.client, 'get_page', {path: 'docs/intro'})).text).toMatch(/^# Second build\n/);
  await refreshed.client.close();
});

test("the README's command for Claude Code is the one the site shows, for the published site's address", () => {
  const [claudeCode] = assistantSetups('https://docs.spacescan.io/');
  expect(claudeCode?.config).toMatch(
    /^claude mcp add spacescan-docs -- npx -y https:\/\/docs\.spacescan\.io\/mcp\/spacescan-docs-mcp\.tgz$/,
  );
  expect(readFileSync('README.md', 'utf8')).toContain(`\n${claudeCode?.config}\n`);
  // A fork's address gives a fork's command.
  expect(assistantSetups('https://someone.github.io/docs/')[0]?.config).toContain(
    ' -- npx -y https://someone.github.io/docs/mcp/spacescan-docs-mcp.tgz',
  );
});

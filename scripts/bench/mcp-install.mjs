// `npm run bench`, part 6: what the docs' MCP server costs a reader who adds it. The package as the
// last `npm run build` packed it (packages/spacescan-docs-mcp) is served from 127.0.0.1 and run with
// `npx -y <its URL>`, as the site's configurations say, from an empty folder, npm cache and home,
// the registry a closed port. Measured: the tarball's bytes, the time from the command to the answer
// to `initialize` on an empty cache (the install) and once installed, the installed bytes, and the
// installed server's own start without npx.
import {execFile, spawn} from 'node:child_process';
import {createServer} from 'node:http';
import {mkdir, mkdtemp, readFile, readdir, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {folderSize, median, siteDir} from './util.mjs';

const packageDir = path.join(siteDir, 'packages/spacescan-docs-mcp');

/** Milliseconds from starting `command` to its first line on stdout, the answer to initialize. */
function timeToInitialize(command, args, options) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {...options, stdio: ['pipe', 'pipe', 'ignore']});
    const timer = setTimeout(() => child.kill(), 60_000);
    child.on('error', reject);
    child.on('exit', () => reject(new Error(`${command} ${args.join(' ')} ended before answering initialize`)));
    child.stdout.once('data', () => {
      const ms = performance.now() - started;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.kill();
      resolve(ms);
    });
    const initialize = {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'bench', version: '1'}};
    child.stdin.write(`${JSON.stringify({jsonrpc: '2.0', id: 1, method: 'initialize', params: initialize})}\n`);
  });
}

/** Serves one file at /spacescan-docs-mcp.tgz; its URL and how to stop it. */
async function serveTarball(body) {
  const server = createServer((request, response) => response.writeHead(200, {'content-type': 'application/gzip'}).end(body));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${server.address().port}/spacescan-docs-mcp.tgz`, stop: () => server.close()};
}

export async function measureMcpInstall({runs = 3, log}) {
  const work = await mkdtemp(path.join(tmpdir(), 'spacescan-bench-mcp-'));
  try {
    const {stdout} = await promisify(execFile)('npm', ['pack', '--json', '--silent', '--pack-destination', work], {cwd: packageDir});
    const [packed] = JSON.parse(stdout);
    const body = await readFile(path.join(work, packed.filename));
    const server = await serveTarball(body);
    const cold = [];
    const warm = [];
    const alone = [];
    let installed = {bytes: 0, files: 0};
    try {
      for (let i = 0; i < runs; i += 1) {
        const reader = path.join(work, `reader-${i}`);
        for (const dir of ['cwd', 'home', 'cache']) await mkdir(path.join(reader, dir), {recursive: true});
        const env = {
          PATH: process.env.PATH,
          HOME: path.join(reader, 'home'),
          npm_config_cache: path.join(reader, 'cache'),
          npm_config_registry: 'http://127.0.0.1:9/',
          npm_config_update_notifier: 'false',
        };
        const options = {cwd: path.join(reader, 'cwd'), env};
        cold.push(await timeToInitialize('npx', ['-y', server.url], options));
        warm.push(await timeToInitialize('npx', ['-y', server.url], options));
        const npxDir = path.join(reader, 'cache/_npx');
        const [key] = await readdir(npxDir);
        installed = await folderSize(path.join(npxDir, key));
        alone.push(
          await timeToInitialize(process.execPath, [path.join(npxDir, key, 'node_modules/spacescan-docs-mcp/dist/server.js')], options),
        );
        log(`MCP install run ${i + 1}: ${Math.round(cold.at(-1))} ms on an empty cache, ${Math.round(warm.at(-1))} ms installed`);
      }
    } finally {
      server.stop();
    }
    return {tarballBytes: body.length, installed, coldMs: median(cold), warmMs: median(warm), serverMs: median(alone), runs};
  } finally {
    await rm(work, {recursive: true, force: true});
  }
}

// Alone: `node scripts/bench/mcp-install.mjs` prints the figures.
if (process.argv[1] === new URL(import.meta.url).pathname)
  console.log(JSON.stringify(await measureMcpInstall({log: (...args) => console.error(...args)}), null, 2));

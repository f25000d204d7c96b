// Helpers shared by the parts of `npm run bench`.
import {spawn} from 'node:child_process';
import {readdir, stat} from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {brotliCompressSync, gzipSync, constants as zlib} from 'node:zlib';

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const KB = 1000;

export const log = (...args) => console.error('[bench]', ...args);

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: siteDir, stdio: ['ignore', 'inherit', 'inherit'], ...options});
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Runs a server script with `args` and the port, on a free port; resolves once it answers. */
async function serveWith(script, args) {
  const port = await freePort();
  const child = spawn(process.execPath, [script, ...args, '--port', String(port)], {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']});
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url);
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}

/** Serves `dir` with scripts/serve-compressed.mjs (gzip/brotli, cache headers), as dev/deploying.md asks of a host. */
export const serveCompressed = (dir) => serveWith(path.join(siteDir, 'scripts/serve-compressed.mjs'), ['--dir', dir]);

/** Serves `dir` with `docusaurus serve` (no compression). */
export const serveDocusaurus = (dir) =>
  serveWith(path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), [
    'serve',
    '--dir',
    dir,
    '--host',
    '127.0.0.1',
    '--no-open',
  ]);

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The 90 % bootstrap interval of `statistic(resampled a, resampled b)`, from 2,000 resamples with a
 * fixed seed (the same samples give the same interval); null when either side has no sample.
 */
export function bootstrapInterval(a, b, statistic) {
  const xs = a.filter((v) => typeof v === 'number');
  const ys = b.filter((v) => typeof v === 'number');
  if (xs.length === 0 || ys.length === 0) return null;
  let seed = 1;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const resample = (values) => values.map(() => values[Math.floor(random() * values.length)]);
  const stats = Array.from({length: 2000}, () => statistic(resample(xs), resample(ys))).sort((x, y) => x - y);
  return [stats[100], stats[1899]];
}

export const compressedSizes = (buffer) => ({
  bytes: buffer.length,
  gzip: gzipSync(buffer, {level: 9}).length,
  brotli: brotliCompressSync(buffer, {
    params: {[zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: buffer.length},
  }).length,
});

/** The bytes and files of a folder, every file counted. */
export async function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile()) continue;
    bytes += (await stat(path.join(entry.parentPath ?? entry.path, entry.name))).size;
    files += 1;
  }
  return {bytes, files};
}

export const kb = (bytes) => (bytes == null ? '—' : `${(bytes / KB).toFixed(1)} kB`);
export const seconds = (ms) => (ms == null ? '—' : `${(ms / 1000).toFixed(2)} s`);

export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Chromium as the bench drives it: offline but for 127.0.0.1. */
export async function launchChromium(chromePath) {
  const {chromium} = await import('@playwright/test');
  return chromium.launch({
    executablePath: chromePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
    ],
  });
}

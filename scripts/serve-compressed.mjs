#!/usr/bin/env node
// A small static server for a built site, behaving the way dev/deploying.md asks a
// host or CDN to behave:
//   - gzip or brotli, chosen from the request's Accept-Encoding (brotli first);
//   - hashed assets (everything under /assets/) cached for a year and immutable;
//   - everything else (HTML, sitemap, feeds, unhashed images) revalidated on every use
//     (`no-cache` with an ETag, answered 304 when unchanged);
//   - clean URLs: `/docs/intro` serves `docs/intro.html` (trailingSlash: false), `/` and
//     `/blog/` serve their `index.html`;
//   - an unknown path answers 404 with the site's `404.html`.
// It uses only node:http, node:fs and node:zlib. The benchmark (scripts/bench.mjs) uses it to measure
// the site as a reader on a well-configured host gets it.
//
// Usage: node scripts/serve-compressed.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
import {createServer} from 'node:http';
import {createHash} from 'node:crypto';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {brotliCompressSync, gzipSync, constants as zlib} from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
};
// Formats that are already compressed gain nothing from gzip or brotli.
const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.map',
  '.xml',
  '.txt',
  '.md',
  '.svg',
  '.ico',
  '.webmanifest',
  '.yaml',
  '.yml',
]);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Compressed copies are made once per file and kept in memory. */
const cache = new Map();

async function loadFile(file) {
  const info = await stat(file);
  const key = `${file}:${info.mtimeMs}:${info.size}`;
  const hit = cache.get(file);
  if (hit && hit.key === key) return hit;
  const raw = await readFile(file);
  const ext = path.extname(file).toLowerCase();
  const entry = {
    key,
    raw,
    ext,
    etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`,
    lastModified: info.mtime.toUTCString(),
    gzip: null,
    br: null,
  };
  if (COMPRESSIBLE.has(ext) && raw.length > 256) {
    entry.gzip = gzipSync(raw, {level: 9});
    entry.br = brotliCompressSync(raw, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
  }
  cache.set(file, entry);
  return entry;
}

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file of the build, the way dev/deploying.md asks a host to. */
async function resolve(root, urlPath) {
  const rel = path.posix.normalize(urlPath);
  if (rel.includes('\0') || rel.split('/').includes('..')) return null;
  const base = path.join(root, rel);
  if (!base.startsWith(root)) return null;
  const candidates = rel.endsWith('/') ? [path.join(base, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const file of candidates) {
    if (await isFile(file)) return file;
  }
  return null;
}

function pickEncoding(header, entry) {
  if (!entry.gzip) return null;
  const accepted = String(header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

export function createStaticServer(dir) {
  const root = path.resolve(dir);
  return createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, {Allow: 'GET, HEAD'}).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let urlPath;
      try {
        urlPath = decodeURIComponent(url.pathname);
      } catch {
        res.writeHead(400).end();
        return;
      }
      let status = 200;
      let file = await resolve(root, urlPath);
      if (!file) {
        status = 404;
        file = path.join(root, '404.html');
        if (!(await isFile(file))) {
          res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'}).end('Not found\n');
          return;
        }
      }
      const entry = await loadFile(file);
      const hashed = status === 200 && urlPath.startsWith('/assets/');
      const headers = {
        'Content-Type': TYPES[entry.ext] ?? 'application/octet-stream',
        'Cache-Control': hashed ? IMMUTABLE : REVALIDATE,
        ETag: entry.etag,
        'Last-Modified': entry.lastModified,
        'X-Content-Type-Options': 'nosniff',
      };
      if (entry.gzip) headers.Vary = 'Accept-Encoding';
      if (status === 200 && req.headers['if-none-match'] === entry.etag) {
        res.writeHead(304, headers).end();
        return;
      }
      const encoding = pickEncoding(req.headers['accept-encoding'], entry);
      const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.raw;
      if (encoding) headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = String(body.length);
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'}).end(`${error}\n`);
    }
  });
}

function parseArgs(argv) {
  const args = {dir: 'build', port: 3000, host: '127.0.0.1'};
  for (let i = 0; i < argv.length; i += 1) {
    const [key, inline] = argv[i].split('=');
    const value = inline ?? argv[++i];
    if (key === '--dir') args.dir = value;
    else if (key === '--port') args.port = Number(value);
    else if (key === '--host') args.host = value;
    else throw new Error(`Unknown option ${argv[i]}`);
  }
  return args;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const {dir, port, host} = parseArgs(process.argv.slice(2));
  const server = createStaticServer(dir);
  server.listen(port, host, () => {
    console.log(`Serving ${path.resolve(dir)} at http://${host}:${port}/ (gzip/brotli, cache headers)`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

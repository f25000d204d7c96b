import {createServer, type Server} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

/**
 * Serves a build as a plain static host such as GitHub Pages does, unlike `docusaurus serve`,
 * which knows the site's trailing-slash setting and redirects /a/ to /a itself:
 * - `/a/` answers `a/index.html`, or 404;
 * - `/a` answers the file `a`, else `a.html`, else redirects (301) to `/a/` when `a/index.html`
 *   exists, else 404;
 * - a 404 answers with `404.html`.
 * (GitHub Pages' rules, as simonw/playing-with-github-pages records them.)
 */
export async function serveLikeStaticHost(dir: string, port: number): Promise<Server> {
  const send = async (response: import('node:http').ServerResponse, file: string, status = 200): Promise<void> => {
    const body = await readFile(file);
    response.writeHead(status, {'content-type': types[path.extname(file)] ?? 'application/octet-stream'}).end(body);
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const local = path.join(dir, decodeURIComponent(url.pathname));
    const answer = async (): Promise<void> => {
      if (!local.startsWith(dir)) {
        response.writeHead(400).end();
      } else if (url.pathname.endsWith('/')) {
        if (await isFile(path.join(local, 'index.html'))) await send(response, path.join(local, 'index.html'));
        else await send(response, path.join(dir, '404.html'), 404);
      } else if (await isFile(local)) {
        await send(response, local);
      } else if (await isFile(`${local}.html`)) {
        await send(response, `${local}.html`);
      } else if (await isFile(path.join(local, 'index.html'))) {
        response.writeHead(301, {location: `${url.pathname}/`}).end();
      } else {
        await send(response, path.join(dir, '404.html'), 404);
      }
    };
    answer().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

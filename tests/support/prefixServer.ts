import {createServer, type Server} from 'node:http';
import {readFile} from 'node:fs/promises';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.xml': 'application/xml',
};

/**
 * Serves a build under a path prefix, as a host does when the site is deployed at
 * `/prefix/` but was built for `/`: only URLs under the prefix exist, so the pages
 * load and the scripts they ask for at `/assets/...` do not.
 */
export async function serveUnderPrefix(dir: string, prefix: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (!pathname.startsWith(prefix)) {
      response.writeHead(404).end('Not found');
      return;
    }
    const rest = pathname.slice(prefix.length);
    const file = path.join(dir, rest === '' || rest.endsWith('/') ? `${rest}index.html` : rest);
    readFile(file).then(
      (body) => response.writeHead(200, {'content-type': types[path.extname(file)] ?? 'application/octet-stream'}).end(body),
      () => response.writeHead(404).end('Not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import type { AppServer } from './app-server';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Serves `dir` as it is on 127.0.0.1 (a free port), as any static file server would a plain page:
 * `/` is index.html, a missing file is 404, nothing outside `dir` is served.
 */
export function serveFolder(dir: string): Promise<AppServer> {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { 'content-type': type }).end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { initialFilesOf, measureFiles, type AppBuild } from '../bundle-size';

/** A built app served on 127.0.0.1, with the size of every JS file it can serve. */
export interface StaticAppServer {
  /** http://127.0.0.1:<port>/ */
  url: string;
  /** Minified and gzip bytes of each JS file, by URL path ("/chunk-X.js"). */
  jsSizes: ReadonlyMap<string, { min: number; gzip: number }>;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * The page every app is measured in: its stylesheet, a `modulepreload` link for each chunk its
 * entry imports statically, a root and its entry module.
 *
 * The preload links are what a production bundler writes into the page it builds (Vite does by
 * default, `build.modulePreload`): esbuild writes no page, and without them the browser finds an
 * entry's chunks only once the entry has arrived and been parsed, a second round trip before the
 * first render that no built app has. An app in one file (the floor) gets no link.
 */
export function appPageHtml(app: AppBuild, outdir: string): string {
  const href = (file: string) => `/${path.relative(outdir, path.resolve(app.workingDir, file))}`;
  const css = app.cssFile ? `<link rel="stylesheet" href="${href(app.cssFile)}">` : '';
  const preloads = [...initialFilesOf(app)]
    .filter((file) => file !== app.entryFile)
    .map((file) => `<link rel="modulepreload" href="${href(file)}">`)
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bench</title>${css}` +
    `${preloads}</head><body><div id="root"></div>` +
    `<script type="module" src="${href(app.entryFile)}"></script></body></html>`
  );
}

/**
 * Serves the build in `outdir` (files only from there) on a free loopback port. Uncompressed, as
 * a file server on loopback would: sizes are counted from the files, gzip at level 9 for all.
 */
export async function serveApp(app: AppBuild, outdir: string): Promise<StaticAppServer> {
  const root = path.resolve(outdir);
  const jsSizes = new Map<string, { min: number; gzip: number }>();
  for (const file of Object.keys(app.metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    const absolute = path.resolve(app.workingDir, file);
    jsSizes.set(`/${path.relative(root, absolute)}`, measureFiles([absolute]));
  }
  const html = appPageHtml(app, root);
  const server = Fastify({ logger: false });
  server.get('/*', async (request, reply) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://127.0.0.1').pathname);
    if (pathname === '/') return reply.type(CONTENT_TYPES['.html']!).send(html);
    const file = path.resolve(root, `.${pathname}`);
    if (!file.startsWith(`${root}${path.sep}`)) return reply.code(404).send();
    const body = await readFile(file).catch(() => undefined);
    if (!body) return reply.code(404).send();
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    return reply.type(type).header('cache-control', 'no-store').send(body);
  });
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${address}/`, jsSizes, close: () => server.close() };
}

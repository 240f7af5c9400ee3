// The journey's site: the example page and the Toy Wallet bundled with esbuild (in memory, from
// the workspace sources as tsconfig.base.json maps them), served as they are on 127.0.0.1.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';

const srcRoot = path.resolve(__dirname, '..');
const workspaceRoot = path.resolve(srcRoot, '../../../..');

async function bundle(entry: string, format: 'esm' | 'iife'): Promise<string> {
  const result = await build({
    entryPoints: [path.join(srcRoot, entry)],
    bundle: true,
    format,
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: path.join(workspaceRoot, 'tsconfig.base.json'),
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** The Toy Wallet's browser script (sets `window.ToyWalletKit`). */
export function buildWalletScript(): Promise<string> {
  return bundle('wallet/toy-wallet.browser.ts', 'iife');
}

/** A served site. */
export interface ExampleSite {
  /** `http://127.0.0.1:{port}/`. */
  url: string;
  stop(): Promise<void>;
}

/** Bundles the example page and serves index.html and main.js on a free loopback port. */
export async function serveExamplePage(): Promise<ExampleSite> {
  const files = new Map<string, { body: string; type: string }>([
    [
      '/',
      {
        body: readFileSync(path.join(srcRoot, 'page/index.html'), 'utf8'),
        type: 'text/html; charset=utf-8',
      },
    ],
    [
      '/main.js',
      { body: await bundle('page/main.tsx', 'esm'), type: 'text/javascript; charset=utf-8' },
    ],
  ]);
  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

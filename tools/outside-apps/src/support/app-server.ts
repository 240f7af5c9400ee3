import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { integratorEnv } from './outside-app';

/** A free TCP port on 127.0.0.1 (taken by nobody when this resolves). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A built app served by its own tool (`vite preview`, `next start`) on 127.0.0.1. */
export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs `command` (the app's own bin, `node_modules/.bin/…`, given `{port}`; `exec`'d so the
 * process we stop is the server itself, not a wrapper that would leave it running) in the app's
 * folder and resolves once the URL answers; rejects with the server's output when it exits first
 * or never answers.
 */
export async function serveApp(dir: string, command: (port: number) => string): Promise<AppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child: ChildProcess = spawn('sh', ['-c', `exec ${command(port)}`], {
    cwd: dir,
    env: integratorEnv({ NEXT_TELEMETRY_DISABLED: '1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${command(port)} exited:\n${output}`);
    try {
      const response = await fetch(url);
      if (response.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${command(port)} never answered at ${url}:\n${output}`);
}

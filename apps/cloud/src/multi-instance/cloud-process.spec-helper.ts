import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { RELAY_PATH } from '../relay/relay-server';

const root = path.resolve(__dirname, '../../../..');
const MAIN = path.resolve(__dirname, '../main.ts');

/** A cloud instance as its own process: the CLI (main.ts), as an operator runs it. */
export interface CloudProcess {
  url: string;
  port: number;
  /** `ws://127.0.0.1:<port>/relay` */
  relayUrl: string;
  /** SIGKILL: the instance dies mid-work, nothing of a graceful stop runs. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), SIGKILL if it lingers; deletes its scratch data dir. Idempotent. */
  stop(): Promise<void>;
}

/** What every instance of one deployment shares. */
export interface CloudProcessEnv {
  databaseUrl: string;
  redisUrl: string;
  /** KIT_CLOUD_SECRET_KEY: one key for all instances (64 hex). */
  secretKey: string;
}

// Whatever ends the jest worker (a failed beforeAll, a timeout), no instance outlives it.
const running = new Set<ChildProcessByStdio<null, Readable, Readable>>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

function exited(child: ChildProcessByStdio<null, Readable, Readable>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts `main.ts --port 0` on loopback in a scratch data dir; resolves once it listens. */
export async function startCloudProcess(env: CloudProcessEnv): Promise<CloudProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kit-cloud-instance-'));
  const child = spawn(
    process.execPath,
    [
      // tsx's loader in this very process (what its CLI does in a child of its own): a SIGKILL
      // then kills the instance, not a wrapper that would leave it running.
      '--require',
      path.join(root, 'node_modules/tsx/dist/preflight.cjs'),
      '--import',
      pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href,
      MAIN,
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--log-level',
      'silent',
      '--data-dir',
      dataDir,
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATABASE_URL: env.databaseUrl,
        REDIS_URL: env.redisUrl,
        KIT_CLOUD_SECRET_KEY: env.secretKey,
        KIT_CLOUD_SHUTDOWN_TIMEOUT_MS: '2000',
      },
    },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const lingering = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited(child);
        clearTimeout(lingering);
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };
  let url: string;
  try {
    url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.setEncoding('utf8');
      child.stderr.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
        const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.stderr.on('data', (chunk: string) => (output += chunk));
      child.once('exit', (code) => reject(new Error(`cloud exited at start (${code}): ${output}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  // Keep draining its output: a full pipe would block the instance.
  child.stdout.resume();
  child.stderr.resume();
  const port = Number(new URL(url).port);
  return {
    url,
    port,
    relayUrl: `ws://127.0.0.1:${port}${RELAY_PATH}`,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop,
  };
}

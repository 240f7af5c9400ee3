import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import WebSocket from 'ws';

const root = path.resolve(__dirname, '../../..');

/** The URL the CLI prints once listening; rejects if it exits first. */
function listeningUrl(child: ChildProcessByStdio<null, Readable, null>): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)));
  });
}

/** Runs the CLI until it exits (a refused start), with `env` over this process's environment. */
function runToExit(args: string[], env: NodeJS.ProcessEnv) {
  return spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(__dirname, 'main.ts'), ...args],
    { cwd: root, encoding: 'utf8', timeout: 30_000, env: { ...process.env, ...env } },
  );
}

describe('main.ts (the CLI)', () => {
  it('prints its URL, serves /health, and exits 0 on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(__dirname, 'main.ts'),
        '--port',
        '0',
        '--log-level',
        'silent',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const url = await listeningUrl(child);
      expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 30_000);

  it('takes its settings from KIT_CLOUD_ variables; on SIGTERM tells relay clients to reconnect and exits 0', async () => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(__dirname, 'main.ts')],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          KIT_CLOUD_PORT: '0',
          KIT_CLOUD_LOG_LEVEL: 'silent',
          KIT_CLOUD_METRICS_TOKEN: 'main-spec-metrics-token',
          KIT_CLOUD_SHUTDOWN_TIMEOUT_MS: '5000',
        },
      },
    );
    try {
      const url = await listeningUrl(child);
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      const scraped = await fetch(`${url}/metrics`, {
        headers: { authorization: 'Bearer main-spec-metrics-token' },
      });
      expect(scraped.status).toBe(200);
      const socket = new WebSocket(`${url.replace('http', 'ws')}/relay?projectId=kit-local`);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const closed = new Promise<number>((resolve) => socket.once('close', resolve));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await closed).toBe(1012);
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 30_000);

  it('refuses to start on a corrupt database: names the file on stderr and exits 1', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kit-cli-corrupt-'));
    try {
      const file = path.join(dataDir, 'secure-site.sqlite');
      writeFileSync(file, 'this is not a SQLite database, it only has the name of one');
      const run = runToExit(['--data-dir', dataDir, '--log-level', 'silent'], {
        KIT_CLOUD_SECRET_KEY: 'a'.repeat(64),
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`Kit cloud cannot start: The database ${file} is corrupt`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);

  it('refuses to start when REDIS_URL names no running Redis: says which and how to reach it, exits 1', () => {
    // Port 1 on loopback: nothing listens there.
    const run = runToExit(['--log-level', 'silent'], { REDIS_URL: 'redis://127.0.0.1:1' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'Kit cloud cannot start: Redis at redis://127.0.0.1:1 is unreachable (connect ECONNREFUSED 127.0.0.1:1). Start Redis there, or point REDIS_URL (--redis-url) at a running one',
    );
  }, 30_000);
});

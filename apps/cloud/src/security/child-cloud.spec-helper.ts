import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');

/** The cloud as its own process (main.ts), so a test can read its RSS and kill -9 it. */
export interface ChildCloud {
  url: string;
  relayUrl: string;
  /** The server's own pid (node runs main.ts directly, no wrapper process). */
  pid: number;
  /** Resident memory now, in MiB, from /proc. */
  rssMiB(): number;
  /** SIGKILL: no shutdown hook runs, nothing is flushed. */
  kill9(): Promise<void>;
  /** SIGTERM, then SIGKILL if it hangs. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts `main.ts --port 0 --data-dir <dataDir>` on loopback and waits for its URL. */
export function startChildCloud(dataDir: string): Promise<ChildCloud> {
  return startCloudProcess([
    path.join(root, 'apps/cloud/src/main.ts'),
    '--port',
    '0',
    '--data-dir',
    dataDir,
    '--log-level',
    'silent',
  ]);
}

/**
 * Runs `node --import tsx <script> …args`, a script that starts a cloud and prints `listening at
 * <url>` (main.ts, or the load bench's own entry), and waits for that URL.
 */
export async function startCloudProcess(scriptAndArgs: readonly string[]): Promise<ChildCloud> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...scriptAndArgs], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`cloud exited early with ${code}: ${output}`)));
  });
  const pid = child.pid ?? 0;
  return {
    url,
    relayUrl: `${url.replace(/^http/, 'ws')}/relay`,
    pid,
    rssMiB() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 'NaN');
      return kib / 1024;
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** The local OpenID Connect provider, running as a child process. */
export interface LocalOidc {
  /** Its issuer URL, e.g. `http://127.0.0.1:41235`. */
  issuer: string;
  /** Stops the process. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Starts the local OpenID Connect provider (local-oidc-provider.ts) on 127.0.0.1 in a child
 * process, for tests and `npm start`: it is an ES module, and the test runner loads CommonJS.
 */
export function startLocalOidc(): Promise<LocalOidc> {
  const child = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(__dirname, 'local-oidc-main.ts')],
    // stdin stays open: its end (our exit) stops the child too.
    { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NODE_NO_WARNINGS: '1' } },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    })();
    return stopped;
  };
  return new Promise<LocalOidc>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      try {
        resolve({ issuer: (JSON.parse(line) as { issuer: string }).issuer, stop });
      } catch (error) {
        void stop();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    void exited.then(() => reject(new Error(`The local OIDC provider stopped: ${stderr}`)));
  });
}

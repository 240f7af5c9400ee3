import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { DevnetInfo } from '@kit/testing';

/** What `npm start --json` reports: the playground, the cloud and the devnet it started. */
export interface PlaygroundStack {
  playgroundUrl: string;
  cloudUrl: string;
  /** apps/cloud's WalletConnect relay (WebSocket). */
  relayUrl: string;
  /** The local OpenID Connect provider the social logins go through. */
  oidcIssuer: string;
  devnet: DevnetInfo;
}

/** The environment variable that carries the stack from global setup to the test files. */
export const STACK_ENV_VAR = 'KIT_E2E_STACK';

const workspaceRoot = path.resolve(__dirname, '../../../..');

/**
 * Runs the README's start command (through tsx, as `npm start` does) and resolves with what it
 * printed, so every journey also proves that command works on this machine.
 */
export function startStack(): Promise<{ stack: PlaygroundStack; process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [path.join(workspaceRoot, 'node_modules/tsx/dist/cli.mjs'), 'tools/scripts/start.ts', '--json'],
    {
      cwd: workspaceRoot,
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      lines.close();
      resolve({ stack: JSON.parse(line) as PlaygroundStack, process: child });
    });
    child.once('exit', (code) =>
      reject(new Error(`the start command exited early (code ${code})`)),
    );
  });
}

/** Stops the stack the way Ctrl-C does, and waits for it to be gone. */
export function stopStack(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The stack of this run, as global setup published it. */
export function readStack(): PlaygroundStack {
  const json = process.env[STACK_ENV_VAR];
  if (!json)
    throw new Error(`${STACK_ENV_VAR} is not set: run these tests through jest's global setup`);
  return JSON.parse(json) as PlaygroundStack;
}

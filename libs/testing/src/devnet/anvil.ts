import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** What one anvil needs to start. */
export interface AnvilOptions {
  chainId: number;
  /** 0 (the default) lets anvil bind a free port itself, so no other process can take it first. */
  port?: number;
  mnemonic: string;
  /** Number of funded dev accounts. */
  accounts: number;
  /** Balance of every dev account, in ether. */
  balanceEther: number;
  /** Give up when anvil is not listening after this long. */
  startTimeoutMs?: number;
  /** Path of the anvil binary; defaults to the one of the installed @foundry-rs/anvil platform package. */
  binaryPath?: string;
}

/** A running anvil. */
export interface AnvilProcess {
  pid: number;
  port: number;
  rpcUrl: string;
  chainId: number;
  /** The funded dev accounts, as anvil derived them (addresses lower-case). */
  accounts: Array<{ address: string; privateKey: string }>;
  /** Kills anvil and resolves once the process has exited (its port is then free). */
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const STOP_GRACE_MS = 3_000;
const OUTPUT_TAIL_CHARS = 4_000;

// CommonJS (jest, tsx) has require; an ESM bundle resolves from the working directory instead.
const resolveFrom: NodeJS.Require =
  typeof require === 'function' ? require : createRequire(join(process.cwd(), 'index.js'));

/**
 * The anvil binary shipped in the @foundry-rs/anvil platform package for this OS and CPU (the same
 * table as the package's own bin.mjs). Run directly: going through npx or bin.mjs adds a Node
 * process per chain and startup time.
 */
export function resolveAnvilBinary(): string {
  const arch = ({ x64: 'amd64', arm64: 'arm64' } as Record<string, string>)[process.arch];
  const supported = ['linux', 'darwin', 'win32'].includes(process.platform) && arch !== undefined;
  if (!supported || (process.platform === 'win32' && arch !== 'amd64')) {
    throw new Error(`anvil has no binary for ${process.platform}-${process.arch}`);
  }
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`;
  let packageJson: string;
  try {
    packageJson = resolveFrom.resolve(`${pkg}/package.json`);
  } catch (cause) {
    const hint = 'run npm install (it is an optional dependency of @foundry-rs/anvil)';
    throw new Error(`${pkg} is not installed; ${hint}`, { cause });
  }
  return join(dirname(packageJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

// Every anvil we started and did not stop yet. Killed when this process exits, so a crashed or
// interrupted test run leaves no orphan holding a port.
const running = new Set<ChildProcess>();
let exitHooksInstalled = false;

/**
 * Process ids of the anvils this process started and has not stopped yet.
 * @internal for tests that check nothing is left behind.
 */
export function runningAnvilPids(): number[] {
  return [...running].flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
}

function killAllRunning(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

function installExitHooks(): void {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  process.on('exit', killAllRunning);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = (): void => {
      killAllRunning();
      // If nobody else handles the signal, restore the default (terminate) and re-raise it;
      // otherwise the other handler decides whether the process ends.
      if (process.listenerCount(signal) === 1) {
        process.removeListener(signal, onSignal);
        process.kill(process.pid, signal);
      }
    };
    process.on(signal, onSignal);
  }
}

/** Starts anvil on 127.0.0.1 with automine and resolves once it answers JSON-RPC. */
export async function startAnvil(options: AnvilOptions): Promise<AnvilProcess> {
  const binary = options.binaryPath ?? resolveAnvilBinary();
  // anvil writes its accounts and keys here: reading them is far cheaper than deriving them in JS.
  const configOut = join(tmpdir(), `kit-anvil-${process.pid}-${++started}-${Date.now()}.json`);
  const args = [
    '--host',
    HOST,
    '--port',
    String(options.port ?? 0),
    '--chain-id',
    String(options.chainId),
    '--mnemonic',
    options.mnemonic,
    '--accounts',
    String(options.accounts),
    '--balance',
    String(options.balanceEther),
    '--color',
    'never',
    '--config-out',
    configOut,
  ];
  installExitHooks();
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
  running.add(child);
  child.once('exit', () => running.delete(child));

  let port: number;
  let accounts: AnvilProcess['accounts'];
  try {
    port = await waitUntilListening(child, options.startTimeoutMs ?? 15_000);
    // The port comes from our own child's output, so this answer cannot be another process's.
    const rpcUrl = `http://${HOST}:${port}`;
    const [chainId, config] = await Promise.all([rpcChainId(rpcUrl), readConfigOut(configOut)]);
    if (chainId !== options.chainId) throw new Error(`anvil on ${rpcUrl} reports chain ${chainId}`);
    accounts = config.available_accounts.map((address, index) => ({
      address,
      privateKey: config.private_keys[index] as string,
    }));
  } catch (error) {
    await stopChild(child);
    throw error;
  } finally {
    await rm(configOut, { force: true });
  }
  return {
    pid: child.pid as number,
    port,
    rpcUrl: `http://${HOST}:${port}`,
    chainId: options.chainId,
    accounts,
    stop: () => stopChild(child),
  };
}

let started = 0;

interface AnvilConfigOut {
  available_accounts: string[];
  private_keys: string[];
}

/** Reads anvil's --config-out file, written during startup (retried briefly should it lag). */
async function readConfigOut(path: string): Promise<AnvilConfigOut> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const config = JSON.parse(await readFile(path, 'utf8')) as Partial<AnvilConfigOut>;
      if (Array.isArray(config.available_accounts) && Array.isArray(config.private_keys)) {
        return config as AnvilConfigOut;
      }
      lastError = new Error('no accounts in it');
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`anvil wrote no readable ${path}`, { cause: lastError });
}

/** Resolves with the port from anvil's "Listening on 127.0.0.1:<port>" line. */
function waitUntilListening(child: ChildProcess, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
    };
    const onStdout = (chunk: Buffer): void => {
      keep(chunk);
      const match = /Listening on [^\s:]+:(\d+)/.exec(output);
      if (match?.[1]) {
        done();
        resolve(Number(match[1]));
      }
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
      done();
      reject(
        new Error(
          `anvil exited before listening (code ${code}, signal ${signal}):\n${output.trim()}`,
        ),
      );
    };
    const onError = (error: Error): void => {
      done();
      reject(new Error(`could not start anvil: ${error.message}`, { cause: error }));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`anvil was not listening after ${timeoutMs} ms:\n${output.trim()}`));
    }, timeoutMs);
    const done = (): void => {
      clearTimeout(timer);
      child.stdout?.off('data', onStdout);
      child.stderr?.off('data', keep);
      child.off('exit', onExit);
      child.off('error', onError);
      // Anvil logs every RPC method name from now on: keep draining so its pipe never fills.
      child.stdout?.resume();
      child.stderr?.resume();
    };
    child.stdout?.on('data', onStdout);
    child.stderr?.on('data', keep);
    child.once('exit', onExit);
    child.once('error', onError);
  });
}

/**
 * eth_chainId over node:http, not fetch: jest's jsdom environment has no fetch, and a one-off
 * connection (no keep-alive agent) leaves no socket behind.
 */
function rpcChainId(rpcUrl: string): Promise<number> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });
  return new Promise((resolve, reject) => {
    const req = request(
      rpcUrl,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve(Number((JSON.parse(text) as { result?: string }).result));
          } catch (error) {
            reject(new Error(`anvil answered eth_chainId with ${text}`, { cause: error }));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    running.delete(child);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      running.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

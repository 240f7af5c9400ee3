import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { packWorkspacePackages, removePackedTarballs } from '@kit/testing';
import { createOutsideApp, integratorEnv, type OutsideApp } from './support/outside-app';

// Issue 16: apps/cloud is a package too. Its tarball (with the other Kit tarballs it needs),
// installed in an empty folder outside the workspace, runs as `npx kit-cloud` with the options of
// src/cli-args.ts: no workspace sources, tsx, esbuild or tsconfig aliases to lean on.
const packed = packWorkspacePackages();
let app: OutsideApp;

beforeAll(() => {
  app = createOutsideApp(
    'kit-cloud',
    {
      title: 'kit-cloud',
      commands: ['mkdir kit-cloud && cd kit-cloud', 'npm init -y', 'npm install @kit/cloud'],
      files: new Map(),
    },
    packed,
  );
});

afterAll(() => {
  removePackedTarballs(packed);
  if (app) rmSync(app.dir, { recursive: true, force: true });
});

/**
 * `kit-cloud <args>` in the app's folder: through `npx`, as an integrator types it, or the bin npx
 * runs (node_modules/.bin/kit-cloud) when the test signals it: npx does not hand on a SIGTERM, so
 * the cloud would outlive it.
 */
function kitCloud(args: string[], via: 'npx' | 'bin') {
  const [command, prefix] =
    via === 'npx'
      ? ['npx', ['--no-install', 'kit-cloud']]
      : [path.join(app.dir, 'node_modules/.bin/kit-cloud'), []];
  return spawn(command, [...prefix, ...args], {
    cwd: app.dir,
    env: integratorEnv(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

describe('npx kit-cloud, installed from its tarball outside the workspace', () => {
  it('serves health, the explorer and the secure site, then stops cleanly on SIGTERM', async () => {
    const dataDir = path.join(app.dir, 'data');
    const child = kitCloud(['--port', '0', '--data-dir', './data', '--log-level', 'warn'], 'bin');
    let out = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /Kit cloud listening at (http:\/\/127\.0\.0\.1:\d+) /.exec(out);
        if (found) resolve(found[1]!);
      });
      child.once('exit', (code) => reject(new Error(`kit-cloud exited (${code}): ${out}`)));
    });
    try {
      const health = await fetch(`${url}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });

      const wallets = await fetch(`${url}/getWallets?projectId=kit-local`);
      expect(wallets.status).toBe(200);
      const catalogue = (await wallets.json()) as { count: number; data: unknown[] };
      expect(catalogue.data.length).toBeGreaterThan(0);

      // The frame page names its script; the script is the prebuilt bundle the package ships.
      const frame = await fetch(`${url}/secure/frame?projectId=kit-local`);
      expect(frame.status).toBe(200);
      const scriptPath = /<script[^>]+src="([^"]+)"/.exec(await frame.text())?.[1];
      expect(scriptPath).toBe('/secure/assets/frame.js');
      const script = await fetch(`${url}${scriptPath}`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toContain('text/javascript');
      expect(await script.text()).toContain('postMessage');
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    // --data-dir is kept (only a temp data dir is deleted on stop), relative to where it ran.
    expect(existsSync(dataDir)).toBe(true);
  });

  it('lists its options with --help', async () => {
    const child = kitCloud(['--help'], 'npx');
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    for (const option of ['--port', '--host', '--data-dir', '--log-level', '--public-url']) {
      expect(out).toContain(option);
    }
  });

  it('installs without the workspace-only tools (esbuild, tsx, oidc-provider)', () => {
    for (const name of ['esbuild', 'tsx', 'oidc-provider', '@kit/contracts', '@kit/testing']) {
      expect(existsSync(path.join(app.dir, 'node_modules', name))).toBe(false);
    }
  });
});

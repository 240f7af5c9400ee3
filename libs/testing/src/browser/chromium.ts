// Debian Chromium for every browser check of the workspace (journeys and benchmarks).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium; never a browser downloaded by a test tool. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for headless Chromium on a closed network (no background calls home, no sandbox as root). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Installs Debian's chromium when it is missing (CI and fresh machines run as root). */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`Chromium is missing: run "apt-get install -y chromium" as root first`);
  }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

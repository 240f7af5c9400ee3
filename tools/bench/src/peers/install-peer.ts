import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PeerSpec } from './peer-catalogue';

/**
 * Installs a peer's pinned dependencies from npm into `folder` (a scratch folder, never
 * committed), each peer alone so it resolves its dependencies as an integrator's app would: the
 * peers disagree on wagmi's major version. A folder whose package.json already matches is reused.
 */
export function installPeer(peer: PeerSpec, folder: string): void {
  mkdirSync(folder, { recursive: true });
  const manifest = `${JSON.stringify(
    { name: `kit-bench-${peer.id}`, private: true, dependencies: peer.dependencies },
    null,
    2,
  )}\n`;
  const manifestFile = path.join(folder, 'package.json');
  const installed =
    existsSync(path.join(folder, 'node_modules')) &&
    existsSync(manifestFile) &&
    readFileSync(manifestFile, 'utf8') === manifest;
  if (installed) return;
  writeFileSync(manifestFile, manifest);
  // --legacy-peer-deps: ConnectKit still declares React 17/18 as its peer, and the apps use 19.
  const result = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--loglevel=error'],
    { cwd: folder, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`npm install of ${peer.label} failed in ${folder}`);
}

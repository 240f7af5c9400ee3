import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FLOOR_APP, KIT_APP, KIT_NAMESPACE_APPS, KIT_SCALE_APP } from './bench-apps';
import { buildApp, sizesOf, type AppBuild, type BundleSizes } from './bundle-size';
import { buildKitApp, installKitFromTarballs } from './kit-from-tarballs';
import { installPeer } from './peers/install-peer';
import { PEER_APPS_DIR, type PeerSpec } from './peers/peer-catalogue';

/** An app ready to serve: built, with its output folder and sizes. */
export interface PreparedApp {
  id: string;
  label: string;
  app: AppBuild;
  outdir: string;
  sizes: BundleSizes;
}

const workspaceRoot = path.resolve(__dirname, '../../..');
/** Scratch space of the benchmark (gitignored): peers' installs and every build. */
export const SCRATCH_DIR = path.join(workspaceRoot, 'tmp/bench');

/**
 * Builds every app of Kit's side as an integrator gets it, from one install of the packed tarballs
 * in a scratch folder (as the peers are from npm), so each bundle is what an integrator's bundler
 * makes: the EVM app, the apps
 * with more namespaces, the floor (React + react-dom alone, the same React) and the scale app
 * (AllWallets against a cloud the bench starts), each into its own folder. `wanted` picks by id.
 */
export async function prepareKitApps(wanted: (id: string) => boolean): Promise<PreparedApp[]> {
  const folder = path.join(tmpdir(), 'kit-bench-kit');
  installKitFromTarballs(folder);
  const prepared: PreparedApp[] = [];
  for (const spec of [KIT_APP, ...KIT_NAMESPACE_APPS, FLOOR_APP, KIT_SCALE_APP]) {
    if (!wanted(spec.id)) continue;
    const outdir = path.join(folder, 'dist', spec.id);
    const app = await buildKitApp(folder, spec.entry, outdir);
    prepared.push({ id: spec.id, label: spec.label, app, outdir, sizes: sizesOf(app) });
  }
  return prepared;
}

/**
 * Installs a peer from npm into its scratch folder, copies its minimal app in (so every import
 * resolves from the peer's own node_modules, never the workspace's), and builds it.
 */
export async function preparePeer(peer: PeerSpec): Promise<PreparedApp> {
  const folder = path.join(SCRATCH_DIR, 'peers', peer.id);
  installPeer(peer, folder);
  mkdirSync(path.join(folder, 'src'), { recursive: true });
  copyFileSync(path.join(PEER_APPS_DIR, peer.entry), path.join(folder, 'src', peer.entry));
  const outdir = path.join(folder, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  const app = await buildApp({ entry: `src/${peer.entry}`, outdir, workingDir: folder });
  return { id: peer.id, label: peer.label, app, outdir, sizes: sizesOf(app) };
}

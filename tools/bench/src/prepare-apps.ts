import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KIT_APP } from './bench-apps';
import { buildApp, sizesOf, type AppBuild, type BundleSizes } from './bundle-size';
import { buildKitFromTarballs } from './kit-from-tarballs';
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
 * Builds Kit's minimal app as an integrator gets it: installed from the packed tarballs in its own
 * scratch folder (as the peers are from npm), so its bundle is what an integrator's bundler makes.
 */
export async function prepareKit(): Promise<PreparedApp> {
  // Outside the repo, so nothing can resolve from the workspace's node_modules by walking up.
  const folder = path.join(tmpdir(), 'kit-bench-kit');
  const outdir = path.join(folder, 'dist');
  const app = await buildKitFromTarballs(folder, outdir);
  return { id: KIT_APP.id, label: KIT_APP.label, app, outdir, sizes: sizesOf(app) };
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

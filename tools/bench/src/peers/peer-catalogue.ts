import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One peer the benchmark installs from npm and builds into a minimal app. */
export interface PeerSpec {
  id: string;
  label: string;
  /** The app's source in tools/bench/peer-apps/. */
  entry: string;
  /** Exact versions, installed into the peer's own scratch folder. */
  dependencies: Record<string, string>;
}

/** tools/bench/: the peers file and the peer apps' sources live here. */
export const BENCH_DIR = path.resolve(__dirname, '../..');
/** The minimal apps of the peers (copied into each peer's scratch folder to build). */
export const PEER_APPS_DIR = path.join(BENCH_DIR, 'peer-apps');

/** The peers of tools/bench/peers.json. */
export function readPeers(file = path.join(BENCH_DIR, 'peers.json')): PeerSpec[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { peers?: unknown };
  if (!Array.isArray(parsed.peers)) throw new Error(`${file}: "peers" must be a list`);
  return parsed.peers.map((peer, index) => {
    const { id, label, entry, dependencies } = (peer ?? {}) as Partial<PeerSpec>;
    const valid =
      typeof id === 'string' &&
      /^[a-z0-9-]+$/.test(id) &&
      typeof label === 'string' &&
      typeof entry === 'string' &&
      typeof dependencies === 'object' &&
      dependencies !== null;
    if (!valid) throw new Error(`${file}: peer ${index} needs id, label, entry and dependencies`);
    return { id, label, entry, dependencies };
  });
}

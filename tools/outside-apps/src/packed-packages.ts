import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** A publishable package as `npm pack` made it. */
export interface PackedPackage {
  name: string;
  /** Absolute path of its .tgz. */
  tarball: string;
  /** The paths inside the tarball, relative to its `package/` folder. */
  files: string[];
}

export const workspaceRoot = path.resolve(__dirname, '../../..');

/**
 * Packs every publishable package from its build (Nx builds them before this project's tests) with
 * the workspace's pack script, `npm run pack` without its build step, into dist/packages/.
 */
export function packWorkspacePackages(): PackedPackage[] {
  const out = execFileSync(
    process.execPath,
    [path.join(workspaceRoot, 'tools/scripts/pack-packages.mjs'), '--json'],
    { cwd: workspaceRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out) as PackedPackage[];
}

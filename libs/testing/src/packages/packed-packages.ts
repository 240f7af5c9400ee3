import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Kit as an integrator installs it: the workspace's npm tarballs, for the apps outside the
// workspace (tools/outside-apps) and the size budget of the integrator's bundle (tools/bench).

/** A publishable package as `npm pack` made it. */
export interface PackedPackage {
  name: string;
  /** Absolute path of its .tgz. */
  tarball: string;
  /** The paths inside the tarball, relative to its `package/` folder. */
  files: string[];
}

/** The workspace's root folder. */
export const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');

/**
 * Packs every publishable package from its build (Nx builds them before the tests of the projects
 * that use this) with the workspace's pack script (`npm run pack` without its build step), into a
 * fresh temp folder of its own, so specs running side by side never share tarballs.
 */
export function packWorkspacePackages(): PackedPackage[] {
  const destination = mkdtempSync(path.join(tmpdir(), 'kit-tarballs-'));
  const out = execFileSync(
    process.execPath,
    [path.join(WORKSPACE_ROOT, 'tools/scripts/pack-packages.mjs'), '--json', '--out', destination],
    { cwd: WORKSPACE_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out) as PackedPackage[];
}

/**
 * npm `overrides` that resolve every @kit package, direct or transitive, to its tarball, as if it
 * came from the registry. npm refuses an override that differs from a direct dependency's spec, so
 * the packages in `direct` (installed by their tarball) refer to it (`$name`).
 */
export function tarballOverrides(
  packed: readonly PackedPackage[],
  direct: ReadonlySet<string>,
): Record<string, string> {
  return Object.fromEntries(
    packed.map((pkg) => [pkg.name, direct.has(pkg.name) ? `$${pkg.name}` : `file:${pkg.tarball}`]),
  );
}

/** Deletes the temp folder packWorkspacePackages() wrote `packed` to (once installed, npm needs none). */
export function removePackedTarballs(packed: readonly PackedPackage[]): void {
  const folder = packed[0] && path.dirname(packed[0].tarball);
  if (folder && path.basename(folder).startsWith('kit-tarballs-')) {
    rmSync(folder, { recursive: true, force: true });
  }
}

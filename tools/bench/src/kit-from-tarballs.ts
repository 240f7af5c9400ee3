import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  packWorkspacePackages,
  removePackedTarballs,
  tarballOverrides,
  WORKSPACE_ROOT,
} from '@kit/testing';
import { buildApp, type AppBuild } from './bundle-size';

/** The packages Kit's minimal apps import, as an integrator's package.json lists them. */
const KIT_APP_PACKAGES = [
  '@kit/react',
  '@kit/core',
  '@kit/adapter-evm',
  // The apps with more namespaces (KIT_NAMESPACE_APPS); the EVM app imports none of them.
  '@kit/adapter-solana',
  '@kit/adapter-bitcoin',
  '@kit/adapter-polkadot',
];

/**
 * Installs Kit's tarballs (and React) in `folder` once, for buildKitApp to build any of Kit's
 * minimal apps there (the size budget builds the EVM app and the multi-namespace ones).
 */
export function installKitFromTarballs(folder: string): void {
  const packed = packWorkspacePackages();
  const tarball = (name: string) => packed.find((pkg) => pkg.name === name)!.tarball;
  const workspace = JSON.parse(readFileSync(path.join(WORKSPACE_ROOT, 'package.json'), 'utf8'));
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(path.join(folder, 'src'), { recursive: true });
  const manifest = {
    name: 'kit-bench-kit-from-tarballs',
    private: true,
    dependencies: {
      ...Object.fromEntries(KIT_APP_PACKAGES.map((name) => [name, `file:${tarball(name)}`])),
      // The React the workspace builds with, so both ways measure the same React.
      react: workspace.dependencies.react,
      'react-dom': workspace.dependencies['react-dom'],
    },
    overrides: tarballOverrides(packed, new Set(KIT_APP_PACKAGES)),
  };
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify(manifest, null, 2));
  const install = spawnSync(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: folder, stdio: 'inherit', env: withoutNpmRunSettings() },
  );
  removePackedTarballs(packed);
  if (install.status !== 0) throw new Error(`npm install of Kit's tarballs failed in ${folder}`);
}

/** Copies one of Kit's minimal apps into an installed `folder` and builds it into `outdir`. */
export async function buildKitApp(
  folder: string,
  entry: string,
  outdir: string,
): Promise<AppBuild> {
  const name = path.basename(entry);
  copyFileSync(entry, path.join(folder, 'src', name));
  rmSync(outdir, { recursive: true, force: true });
  return buildApp({ entry: `src/${name}`, outdir, workingDir: folder });
}

/** This process's env without the workspace's `npm_*` settings, which would aim npm at the repo. */
function withoutNpmRunSettings(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
}

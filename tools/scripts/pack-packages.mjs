// `npm run pack`: one tarball per publishable package (built first: `npm run build`), in
// dist/packages/ (or `--out <dir>`: specs pack into temp folders of their own, side by side).
// Each is packed from a staging copy whose manifest drops the `@kit/source` export condition: it
// points at sources, which only the workspace has and the tarball never ships.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import workspacePackages from '../workspace/src/workspace-packages.cjs';

const { publishablePackages, workspaceRoot } = workspacePackages;

const defaultDestination = path.join(workspaceRoot, 'dist/packages');

/** The manifest as published: export conditions without `@kit/source`. */
function publishedManifest(manifest) {
  const exportsMap = {};
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    exportsMap[subpath] =
      typeof target === 'string'
        ? target
        : Object.fromEntries(Object.entries(target).filter(([key]) => key !== '@kit/source'));
  }
  return { ...manifest, exports: exportsMap };
}

/** Packs every publishable package; returns each one's name, tarball path and packed files. */
export function packPackages(packDestination = defaultDestination) {
  const staging = mkdtempSync(path.join(tmpdir(), 'kit-pack-staging-'));
  rmSync(packDestination, { recursive: true, force: true });
  mkdirSync(packDestination, { recursive: true });
  const folders = [];
  for (const { name, root, manifest } of publishablePackages()) {
    const folder = path.join(staging, name.replace('/', '+'));
    mkdirSync(folder, { recursive: true });
    for (const file of manifest.files ?? []) {
      cpSync(path.join(root, file), path.join(folder, file), { recursive: true });
    }
    writeFileSync(
      path.join(folder, 'package.json'),
      JSON.stringify(publishedManifest(manifest), null, 2),
    );
    folders.push(folder);
  }
  const packed = JSON.parse(
    execFileSync(
      'npm',
      ['pack', ...folders, '--pack-destination', packDestination, '--json', '--loglevel=error'],
      {
        cwd: staging,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    ),
  );
  rmSync(staging, { recursive: true, force: true });
  return packed.map((tarball) => ({
    name: tarball.name,
    tarball: path.join(packDestination, tarball.filename),
    files: tarball.files.map((file) => file.path),
  }));
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const out = process.argv.indexOf('--out');
  const packed = packPackages(out === -1 ? undefined : path.resolve(process.argv[out + 1]));
  // --json: one JSON array on stdout, for the specs that install the tarballs.
  if (process.argv.includes('--json')) process.stdout.write(JSON.stringify(packed));
  else for (const { tarball } of packed) console.log(path.relative(workspaceRoot, tarball));
}

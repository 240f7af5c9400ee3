// Builds @kit/cloud for npm (its Nx `build` target; `npm run pack` packs dist/): the server as ES
// modules bundled for Node, and the secure site's browser scripts bundled ahead of time.
// Why bundled, not one module per source file like the libs (tools/scripts/build-package.mjs): the
// cloud is a server, nobody tree-shakes it, and it uses @kit/contracts, a private data package that
// is never published, so its artifacts go into the bundle. Its npm dependencies stay imports,
// declared in its package.json; @kit/core too (a published package: the installed cloud shares the
// app's copy and its @noble/@scure dependencies instead of carrying a second one).
// Run from the workspace root: tsx apps/cloud/scripts/build-cloud.ts
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, buildSync } from 'esbuild';
import { SECURE_SCRIPTS, secureScriptBuild } from '../src/secure-site/secure-scripts';

const appRoot = path.resolve(__dirname, '..');
const workspaceRoot = path.resolve(appRoot, '../..');
const dist = path.join(appRoot, 'dist');
const manifest = JSON.parse(readFileSync(path.join(appRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

// ES modules keep CommonJS's `require` (lazily read npm JSON artifacts, the workspace-only
// fallbacks) and `__dirname` (the prebuilt scripts sit beside the bundle): the sources are
// written for both jest's CommonJS and this bundle.
const COMMONJS_GLOBALS = [
  "import { createRequire as __kitCreateRequire } from 'node:module';",
  "import { fileURLToPath as __kitFileURLToPath } from 'node:url';",
  'const require = __kitCreateRequire(import.meta.url);',
  'const __filename = __kitFileURLToPath(import.meta.url);',
  "const __dirname = __kitFileURLToPath(new URL('.', import.meta.url));",
].join('\n');

async function main(): Promise<void> {
  rmSync(dist, { recursive: true, force: true });
  await build({
    absWorkingDir: workspaceRoot,
    // `startCloud` and friends for code (exports '.'), and the command (bin `kit-cloud`); the
    // code they share goes into a chunk both import.
    entryPoints: [
      { in: path.join(appRoot, 'src/index.ts'), out: 'index' },
      { in: path.join(appRoot, 'src/main.ts'), out: 'kit-cloud' },
    ],
    outdir: dist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: ['node20'],
    // @kit/contracts (private) resolves to its sources through the workspace's aliases.
    tsconfig: path.join(workspaceRoot, 'tsconfig.base.json'),
    // Installed beside the cloud by npm; esbuild is only required by the workspace's fallback.
    external: [...Object.keys(manifest.dependencies), 'esbuild'],
    banner: { js: COMMONJS_GLOBALS },
    logLevel: 'warning',
  });
  const bin = path.join(dist, 'kit-cloud.mjs');
  writeFileSync(bin, `#!/usr/bin/env node\n${readFileSync(bin, 'utf8')}`);
  chmodSync(bin, 0o755);

  // Where secureScript() looks for them when the cloud runs from dist/.
  mkdirSync(path.join(dist, 'secure-scripts'));
  for (const name of SECURE_SCRIPTS) {
    buildSync({
      ...secureScriptBuild(name),
      outfile: path.join(dist, 'secure-scripts', `${name}.js`),
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// Builds one workspace package for npm: its own sources bundled to ESM by esbuild (one file per
// entry of its `exports` map, shared code and dynamic imports split into chunks, every dependency
// left external so @kit/core's classes exist once in an app), and its `.d.ts` by tsc.
// Why bundle per package instead of emitting per file with tsc: the sources use extensionless
// relative imports (Bundler resolution), which Node's ESM loader cannot follow; esbuild resolves
// them at build time and keeps each lib's lazy `import()`s as real chunks.
// Usage: node tools/scripts/build-package.mjs <projectRoot>
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const projectRoot = path.resolve(workspaceRoot, process.argv[2] ?? '.');
const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
const dist = path.join(projectRoot, 'dist');

/** The source file of each public entry, read from the `@kit/source` condition of `exports`. */
function sourceEntries() {
  return Object.values(manifest.exports ?? {})
    .filter((conditions) => typeof conditions === 'object')
    .map((conditions) => path.join(projectRoot, conditions['@kit/source']));
}

rmSync(dist, { recursive: true, force: true });

await build({
  absWorkingDir: projectRoot,
  entryPoints: sourceEntries(),
  outbase: path.join(projectRoot, 'src'),
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  // .mjs: Node and bundlers read these as ESM without a `"type": "module"` that would also turn
  // the workspace's own .ts sources into ESM for tsx and jest.
  outExtension: { '.js': '.mjs' },
  platform: 'neutral',
  target: ['es2022'],
  jsx: 'automatic',
  sourcemap: false,
  logLevel: 'warning',
  // Any bare specifier is a dependency (declared in package.json, checked by
  // tools/workspace/src/package-dependencies.spec.ts), never inlined: tsconfig paths would
  // otherwise pull other libs' sources in.
  plugins: [
    {
      name: 'external-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// Declarations: this package's sources only; other @kit packages resolve to their built
// declarations through node_modules (Nx builds dependencies first), never to their sources.
const tsconfig = path.join(projectRoot, 'tsconfig.build.tmp.json');
writeFileSync(
  tsconfig,
  JSON.stringify({
    extends: path.relative(projectRoot, path.join(workspaceRoot, 'tsconfig.base.json')),
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: 'src',
      outDir: 'dist/types',
      paths: {},
      types: ['node'],
      tsBuildInfoFile: null,
    },
    include: ['src/**/*.ts', 'src/**/*.tsx'],
    exclude: [
      'src/**/*.spec.ts',
      'src/**/*.spec.tsx',
      'src/**/*.spec-helper.ts',
      'src/**/*.spec-helper.tsx',
    ],
  }),
);
try {
  execFileSync(
    process.execPath,
    [path.join(workspaceRoot, 'node_modules/typescript/bin/tsc'), '-p', tsconfig],
    {
      stdio: 'inherit',
    },
  );
} finally {
  rmSync(tsconfig, { force: true });
}

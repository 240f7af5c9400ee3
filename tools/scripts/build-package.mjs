// Builds one workspace package for npm: every production source file compiled by esbuild to its
// own ES module under dist/ (the source tree kept, relative imports given their `.mjs` path, every
// dependency left as an import), and declarations by tsc under dist/types/ as `.d.mts`.
// Why one module per source file and not one bundle per package: an app's bundler drops unused
// modules of a `sideEffects: false` package file by file; a package bundled into one file keeps
// every top-level call of it (createSlice, createSelector…), which cost the minimal app ~15 KiB
// gzip before the first click. Why rewrite the imports: the sources use extensionless relative
// imports (Bundler resolution), which Node's ESM loader cannot follow.
// Why `.d.mts` with `.mjs` specifiers: TypeScript reads a `.d.ts` of a package without
// `"type": "module"` as CommonJS, so under `moduleResolution: node16/nodenext` it typed Kit as a
// CJS module (a default import Node refuses type-checked fine). A `.d.mts` is ESM, like the `.mjs`
// it describes; ESM declarations need full relative specifiers, and `./x.mjs` resolves to the
// `./x.d.mts` beside it under node16, nodenext and Bundler alike (TypeScript's advice to library
// authors: declaration files mirror the JavaScript files' extensions and specifiers).
// Usage: node tools/scripts/build-package.mjs <projectRoot>
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const projectRoot = path.resolve(workspaceRoot, process.argv[2] ?? '.');
const src = path.join(projectRoot, 'src');
const dist = path.join(projectRoot, 'dist');

/** Tests and their helpers never ship. */
const TEST_FILE = /\.spec(-helper)?\.tsx?$/;
/** Nor does `src/testing/`: fixtures shared by specs and the gallery (apps/gallery). */
const TEST_FOLDER = path.join(src, 'testing');

/** The production .ts/.tsx files of the package. */
function productionSources() {
  return readdirSync(src, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'),
    )
    .filter((entry) => !TEST_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file !== TEST_FOLDER && !file.startsWith(TEST_FOLDER + path.sep));
}

/** `./x` seen from `fromSource` → `./x.mjs` or `./x/index.mjs`, as the source file it names. */
function withMjsPath(fromSource, specifier) {
  const target = path.resolve(path.dirname(fromSource), specifier);
  for (const [suffix, output] of [
    ['.ts', '.mjs'],
    ['.tsx', '.mjs'],
    ['/index.ts', '/index.mjs'],
    ['/index.tsx', '/index.mjs'],
  ]) {
    if (existsSync(target + suffix)) return specifier + output;
  }
  throw new Error(`${path.relative(workspaceRoot, fromSource)}: cannot resolve ${specifier}`);
}

/** `code` with every relative import and re-export of `fromSource` given its `.mjs` path. */
function withMjsImports(fromSource, code) {
  // esbuild prints specifiers with double quotes; tsc keeps the source's single quotes in `from`
  // and writes double quotes in the `import("./x")` types it infers. tsc may also infer a type
  // through a folder (`import("..")`, the lib's index), which ESM resolution does not accept.
  return code.replace(
    /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.\.?(?:\/[^"']*)?)\2/g,
    (_match, head, quote, specifier) =>
      `${head}${quote}${withMjsPath(fromSource, specifier)}${quote}`,
  );
}

rmSync(dist, { recursive: true, force: true });
const sources = productionSources();
await build({
  absWorkingDir: projectRoot,
  entryPoints: sources,
  outbase: src,
  outdir: dist,
  bundle: false,
  format: 'esm',
  // .mjs: Node and bundlers read these as ESM without a `"type": "module"` that would also turn
  // the workspace's own .ts sources into ESM for tsx and jest.
  outExtension: { '.js': '.mjs' },
  platform: 'neutral',
  target: ['es2022'],
  jsx: 'automatic',
  logLevel: 'warning',
});
for (const source of sources) {
  const output = path.join(dist, path.relative(src, source)).replace(/\.tsx?$/, '.mjs');
  const code = readFileSync(output, 'utf8');
  const rewritten = withMjsImports(source, code);
  if (rewritten !== code) writeFileSync(output, rewritten);
}

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
      // No baseUrl or paths: a type from another package is named by its package ("@kit/core"),
      // never by a workspace path ("libs/core/dist/types") that exists nowhere else.
      baseUrl: null,
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
      // Fixtures shared by specs and the gallery (apps/gallery): they build Kits from other
      // packages' spec helpers and are never part of a published package.
      'src/testing/**',
    ],
  }),
);
try {
  execFileSync(
    process.execPath,
    [path.join(workspaceRoot, 'node_modules/typescript/bin/tsc'), '-p', tsconfig],
    { stdio: 'inherit' },
  );
} finally {
  rmSync(tsconfig, { force: true });
}

// Each `x.d.ts` becomes `x.d.mts` with `.mjs` specifiers (why: see the top of this file).
const types = path.join(dist, 'types');
for (const entry of readdirSync(types, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const declaration = path.join(entry.parentPath, entry.name);
  // The source it was emitted from sits at the same place under src/ (.ts or .tsx alike: only
  // its folder matters to withMjsPath).
  const source = path.join(src, path.relative(types, declaration)).replace(/\.d\.ts$/, '.ts');
  writeFileSync(
    declaration.replace(/\.d\.ts$/, '.d.mts'),
    withMjsImports(source, readFileSync(declaration, 'utf8')),
  );
  rmSync(declaration);
}

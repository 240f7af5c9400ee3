import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';

/** Sizes of a production build, in bytes. */
export interface BundleSizes {
  /** JS the page fetches before any click: the entry and every chunk it imports statically. */
  initialGzip: number;
  initialMin: number;
  /** Every JS file of the build, lazy chunks included. */
  totalGzip: number;
  totalMin: number;
}

const workspaceRoot = path.resolve(__dirname, '../../..');

/**
 * Builds `entry` as a production app (minified, code-split ESM for browsers, React in production
 * mode) into `outdir` and measures it. Lazy chunks (dynamic imports) count in the total only.
 */
export async function measureBundle(entry: string, outdir: string): Promise<BundleSizes> {
  const result = await build({
    // Metafile paths are relative to this directory; pin it, since Nx runs jest from the project.
    absWorkingDir: workspaceRoot,
    entryPoints: [entry],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: path.join(workspaceRoot, 'tsconfig.base.json'),
    metafile: true,
    write: true,
    logLevel: 'silent',
  });
  return sizesOf(result.metafile, workspaceRoot, path.relative(workspaceRoot, entry));
}

function sizesOf(metafile: Metafile, root: string, entry: string): BundleSizes {
  const outputs = metafile.outputs;
  const jsFiles = Object.keys(outputs).filter((file) => file.endsWith('.js'));
  // The app's own chunk: lazy chunks (dynamic imports) name their module as entryPoint too.
  const entryFile = jsFiles.find((file) => outputs[file]?.entryPoint === entry);
  if (!entryFile) throw new Error('the build has no entry chunk');
  const initial = new Set<string>();
  const visit = (file: string) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit(entryFile);
  const measure = (files: Iterable<string>) => {
    let min = 0;
    let gzip = 0;
    for (const file of files) {
      const bytes = readFileSync(path.resolve(root, file));
      min += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { min, gzip };
  };
  const first = measure(initial);
  const all = measure(jsFiles);
  return { initialGzip: first.gzip, initialMin: first.min, totalGzip: all.gzip, totalMin: all.min };
}

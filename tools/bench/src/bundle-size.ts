import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialOutputs } from '@kit/testing/src/bundle/first-load';
import { build, type Metafile, type Plugin } from 'esbuild';

/** Sizes of a production build, in bytes. */
export interface BundleSizes {
  /** JS the page fetches before any click: the entry and every chunk it imports statically. */
  initialGzip: number;
  initialMin: number;
  /** Every JS file of the build, lazy chunks included. */
  totalGzip: number;
  totalMin: number;
}

/** A production build of a browser app: its metafile and where its files are. */
export interface AppBuild {
  metafile: Metafile;
  /** The directory metafile paths are relative to. */
  workingDir: string;
  /** The entry chunk, relative to `workingDir`. */
  entryFile: string;
  /** The stylesheet the entry imports, if any, relative to `workingDir`. */
  cssFile?: string;
}

/** What to build. */
export interface BuildAppOptions {
  entry: string;
  outdir: string;
  /** Where packages resolve from (a peer's scratch folder); defaults to the workspace. */
  workingDir?: string;
  /** The workspace's @kit/* aliases; peers build without it. */
  tsconfig?: string;
  /** Minify (default true); profiling builds keep names readable. */
  minify?: boolean;
  /** Code splitting (default true); a profile turns it off to see the open without lazy chunks. */
  splitting?: boolean;
  /** esbuild plugins: first-load-report's `--trapped` leaves the dynamic imports out. */
  plugins?: Plugin[];
}

const workspaceRoot = path.resolve(__dirname, '../../..');

/**
 * Builds `entry` as a production app: minified, code-split ESM for browsers, React in production
 * mode. Every app of the size budget and of the peer benchmark is built with these same settings.
 */
export async function buildApp(options: BuildAppOptions): Promise<AppBuild> {
  const workingDir = options.workingDir ?? workspaceRoot;
  const result = await build({
    // Metafile paths are relative to this directory; pin it, since Nx runs jest from the project.
    absWorkingDir: workingDir,
    entryPoints: [options.entry],
    outdir: options.outdir,
    bundle: true,
    splitting: options.splitting ?? true,
    format: 'esm',
    minify: options.minify ?? true,
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    // `global` is read by some wallet SDKs of the peers; browsers call it globalThis.
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    ...(options.tsconfig ? { tsconfig: options.tsconfig } : {}),
    ...(options.plugins ? { plugins: options.plugins } : {}),
    metafile: true,
    write: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  // Dynamically imported modules are entry points of their own chunks too: match ours by path.
  const entryPoint = path.relative(workingDir, path.resolve(workingDir, options.entry));
  const entryFile = Object.keys(outputs).find(
    (file) => file.endsWith('.js') && outputs[file]?.entryPoint === entryPoint,
  );
  if (!entryFile) throw new Error('the build has no entry chunk');
  const cssFile = outputs[entryFile]?.cssBundle;
  return { metafile: result.metafile, workingDir, entryFile, ...(cssFile ? { cssFile } : {}) };
}

/**
 * Builds `entry` with the workspace's aliases into `outdir` and measures it. Lazy chunks (dynamic
 * imports) count in the total only.
 */
export async function measureBundle(entry: string, outdir: string): Promise<BundleSizes> {
  const app = await buildApp({
    entry,
    outdir,
    tsconfig: path.join(workspaceRoot, 'tsconfig.base.json'),
  });
  return sizesOf(app);
}

/** The JS files of the build, relative to its working directory. */
export function jsFilesOf(app: AppBuild): string[] {
  return Object.keys(app.metafile.outputs).filter((file) => file.endsWith('.js'));
}

/** The entry chunk and every chunk it imports statically: what loads before any click. */
export function initialFilesOf(app: AppBuild): Set<string> {
  return initialOutputs(app.metafile, app.entryFile);
}

/** Minified and gzip (level 9) bytes of some files. */
export function measureFiles(files: Iterable<string>): { min: number; gzip: number } {
  let min = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    min += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { min, gzip };
}

/** The build's sizes from its metafile: before the first click, and in all. */
export function sizesOf(app: AppBuild): BundleSizes {
  const absolute = (files: Iterable<string>) =>
    [...files].map((file) => path.resolve(app.workingDir, file));
  const first = measureFiles(absolute(initialFilesOf(app)));
  const all = measureFiles(absolute(jsFilesOf(app)));
  return { initialGzip: first.gzip, initialMin: first.min, totalGzip: all.gzip, totalMin: all.min };
}

// What an app fetches before the first click, by package (and by Kit lib), from an esbuild
// metafile: `npx tsx tools/bench/src/first-load-report.ts [entry.tsx …]`. Issue 22 asked for this
// table; it builds from workspace sources, so figures sit a little off the tarball builds'.
// Gzip per module is its share of its chunk's gzip (gzip does not split exactly by module).
// `--trapped` lists instead the first-load modules no eager code uses (see trappedModules).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'esbuild';
import { buildApp, initialFilesOf, sizesOf, type AppBuild } from './bundle-size';

const workspaceRoot = path.resolve(__dirname, '../../..');

/** The group an input belongs to: its npm package, or its Kit lib (and file, for Kit's own code). */
export function groupOf(input: string, detail: boolean): string {
  const modules = input.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = input.slice(modules + 'node_modules/'.length).split('/');
    const pkg = scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? input);
    // Kit's own packages, when built from the tarballs: by their dist file.
    return pkg.startsWith('@kit/') && detail ? `${pkg} ${path.basename(input)}` : pkg;
  }
  const lib = /^libs\/(.+?)\/src\/(.+)$/.exec(input);
  if (lib) return detail ? `libs/${lib[1]} ${lib[2]}` : `libs/${lib[1]}`;
  return input;
}

/** Gzip bytes before the first click per group, largest first. */
export function firstLoadByGroup(app: AppBuild, detail: boolean): Map<string, number> {
  const groups = new Map<string, number>();
  for (const file of initialFilesOf(app)) {
    const output = app.metafile.outputs[file]!;
    const gzip = gzipSync(readFileSync(path.resolve(app.workingDir, file)), { level: 9 }).length;
    const share = gzip / output.bytes;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const group = groupOf(input, detail);
      groups.set(group, (groups.get(group) ?? 0) + bytesInOutput * share);
    }
  }
  return new Map([...groups].sort((a, b) => b[1] - a[1]));
}

/** Leaves every dynamic import out of a build (external): what remains is the eager code. */
const noLazyChunks: Plugin = {
  name: 'no-lazy-chunks',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * First-load modules that no eager code uses, with their minified bytes, largest first (issue 22's
 * trap): esbuild puts a module in the first load when the entry reaches it through static imports
 * (a library's main entry re-exporting it, say) and a lazy chunk uses it, though nothing eager
 * calls it. A second build without the lazy chunks tree-shakes such a module away; it is the one
 * to move to an entry of its own (as @kit/core/poll).
 */
export async function trappedModules(entry: string, outdir: string): Promise<[string, number][]> {
  const tsconfig = path.join(workspaceRoot, 'tsconfig.base.json');
  const app = await buildApp({ entry, outdir, tsconfig });
  const eager = await buildApp({
    entry,
    outdir: `${outdir}-eager`,
    tsconfig,
    plugins: [noLazyChunks],
  });
  const eagerInputs = new Set(
    Object.values(eager.metafile.outputs).flatMap((output) => Object.keys(output.inputs)),
  );
  const trapped: [string, number][] = [];
  for (const file of initialFilesOf(app)) {
    for (const [input, { bytesInOutput }] of Object.entries(app.metafile.outputs[file]!.inputs)) {
      if (!eagerInputs.has(input) && bytesInOutput > 0) trapped.push([input, bytesInOutput]);
    }
  }
  return trapped.sort((a, b) => b[1] - a[1]);
}

async function main(): Promise<void> {
  const detail = process.argv.includes('--files');
  const entries = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  for (const entry of entries.length > 0 ? entries : [path.join(__dirname, 'minimal-app.tsx')]) {
    const outdir = path.join(workspaceRoot, 'tmp/first-load-report', path.basename(entry, '.tsx'));
    if (process.argv.includes('--trapped')) {
      console.log(`\n${path.basename(entry)}: first-load modules no eager code uses (minified B)`);
      for (const [input, bytes] of await trappedModules(path.resolve(entry), outdir)) {
        console.log(`${String(bytes).padStart(7)}  ${input}`);
      }
      continue;
    }
    const app = await buildApp({
      entry: path.resolve(entry),
      outdir,
      tsconfig: path.join(workspaceRoot, 'tsconfig.base.json'),
    });
    const groups = firstLoadByGroup(app, detail);
    // The rows sum a little under the total: esbuild's glue between modules belongs to none.
    const total = sizesOf(app).initialGzip;
    console.log(`\n${path.basename(entry)}: ${(total / 1024).toFixed(1)} KiB gzip before click`);
    for (const [group, bytes] of groups) {
      if (bytes >= 100) console.log(`${(bytes / 1024).toFixed(1).padStart(7)}  ${group}`);
    }
  }
}

if (require.main === module) void main();

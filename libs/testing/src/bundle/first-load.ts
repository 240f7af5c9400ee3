import type { Metafile } from 'esbuild';

// What a page loads before its first click, read from an esbuild metafile: the entry chunk and
// every chunk it imports statically (a dynamic `import()` is a later load). One walk for every
// spec and tool that asks (the adapters' lazy-loading specs, the bench's first-load figures and
// its lazy-module guard), so they cannot disagree on what "first load" means.

/**
 * The output files of the first load: `entryFile` (default: the build's first chunk that is an
 * entry point) and the chunks it imports statically, transitively.
 */
export function initialOutputs(metafile: Metafile, entryFile?: string): Set<string> {
  const { outputs } = metafile;
  const entry =
    entryFile ?? Object.keys(outputs).find((file) => outputs[file]?.entryPoint !== undefined);
  if (entry === undefined || outputs[entry] === undefined) throw new Error('no entry chunk');
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit(entry);
  return seen;
}

/** The source files (metafile input paths) bundled into the first load's chunks. */
export function initialInputs(metafile: Metafile, entryFile?: string): string[] {
  return [...initialOutputs(metafile, entryFile)].flatMap((file) =>
    Object.keys(metafile.outputs[file]?.inputs ?? {}),
  );
}

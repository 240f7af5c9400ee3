import type { Metafile } from 'esbuild';
import { initialInputs, initialOutputs } from './first-load';

/** An output of a hand-made metafile: its inputs and the chunks it imports. */
const output = (
  inputs: string[],
  imports: Array<{ path: string; kind: 'import-statement' | 'dynamic-import' }>,
  entryPoint?: string,
): Metafile['outputs'][string] => ({
  bytes: 1,
  inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
  imports,
  exports: [],
  ...(entryPoint ? { entryPoint } : {}),
});

// app.js imports shared.js statically and lazy.js dynamically; shared.js imports deep.js.
const metafile: Metafile = {
  inputs: {},
  outputs: {
    'out/lazy.js': output(
      ['src/modal.ts'],
      [{ path: 'out/deep.js', kind: 'import-statement' }],
      'src/modal.ts',
    ),
    'out/app.js': output(
      ['src/app.ts'],
      [
        { path: 'out/shared.js', kind: 'import-statement' },
        { path: 'out/lazy.js', kind: 'dynamic-import' },
      ],
      'src/app.ts',
    ),
    'out/shared.js': output(
      ['src/store.ts', 'src/hooks.ts'],
      [{ path: 'out/deep.js', kind: 'import-statement' }],
    ),
    'out/deep.js': output(['src/core.ts'], []),
  },
};

describe('the first load of a build (metafile walk)', () => {
  it('is the entry and the chunks it imports statically, transitively, never a dynamic import', () => {
    expect([...initialOutputs(metafile, 'out/app.js')].sort()).toEqual([
      'out/app.js',
      'out/deep.js',
      'out/shared.js',
    ]);
    expect(initialInputs(metafile, 'out/app.js').sort()).toEqual([
      'src/app.ts',
      'src/core.ts',
      'src/hooks.ts',
      'src/store.ts',
    ]);
  });

  it("starts from the build's first entry chunk when not told which", () => {
    expect(initialInputs(metafile)).toEqual(['src/modal.ts', 'src/core.ts']);
  });

  it('refuses a build without that entry chunk', () => {
    expect(() => initialOutputs(metafile, 'out/missing.js')).toThrow('no entry chunk');
    expect(() => initialOutputs({ inputs: {}, outputs: {} })).toThrow('no entry chunk');
  });
});

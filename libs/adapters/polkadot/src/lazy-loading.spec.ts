// @polkadot/api is large; the adapter must load it on first chain access only (chain-api.ts), so a
// page with the polkadot adapter but no polkadot read ships none of it up front.
import path from 'node:path';
import { build } from 'esbuild';
import { initialInputs } from '@kit/testing/src/bundle/first-load';

jest.setTimeout(120_000);

const workspaceRoot = path.resolve(__dirname, '../../../..');

describe('@kit/adapter-polkadot bundle', () => {
  it('keeps @polkadot/api out of the chunks a page loads up front', async () => {
    const result = await build({
      absWorkingDir: workspaceRoot,
      entryPoints: ['libs/adapters/polkadot/src/index.ts'],
      outdir: 'tmp/polkadot-lazy-loading',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2022'],
      tsconfig: path.join(workspaceRoot, 'tsconfig.base.json'),
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
    const initial = initialInputs(result.metafile);
    const all = Object.keys(result.metafile.inputs);
    expect(initial).toContain('libs/adapters/polkadot/src/polkadot-adapter.ts');
    expect(initial.filter((input) => input.includes('node_modules/@polkadot/'))).toEqual([]);
    // The lazy chunk does hold it: the check above looks at a real split.
    expect(all.some((input) => input.includes('node_modules/@polkadot/api/'))).toBe(true);
  });
});

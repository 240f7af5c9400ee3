// Discovery, connection and balances must not pull bitcoinjs-lib into an app's first load: the
// send path (PSBTs, secp256k1) is a dynamic import. A production build of an app that only creates
// the adapter proves it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const workspaceRoot = path.resolve(__dirname, '../../../..');

describe('@kit/adapter-bitcoin bundle', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kit-btc-bundle-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps bitcoinjs-lib out of the entry chunk and loads it with the first send', async () => {
    const entry = path.join(dir, 'app.ts');
    writeFileSync(
      entry,
      "import { createBitcoinAdapter } from '@kit/adapter-bitcoin';\nconsole.log(createBitcoinAdapter());\n",
    );
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      splitting: true,
      minify: true,
      platform: 'browser',
      outdir: path.join(dir, 'out'),
      tsconfig: path.join(workspaceRoot, 'tsconfig.base.json'),
      absWorkingDir: workspaceRoot,
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
    const outputs = Object.entries(result.metafile.outputs);
    const entryChunk = outputs.find(([, output]) => output.entryPoint !== undefined);
    const lazy = outputs.filter(([, output]) =>
      Object.keys(output.inputs).some((input) => input.includes('send-transfer.ts')),
    );
    const staticImports = new Set(
      entryChunk?.[1].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path),
    );
    const firstLoad = outputs.filter(
      ([file]) => file === entryChunk?.[0] || staticImports.has(file),
    );
    const firstLoadInputs = firstLoad.flatMap(([, output]) => Object.keys(output.inputs));
    expect(firstLoadInputs.some((input) => input.includes('bitcoinjs-lib'))).toBe(false);
    expect(firstLoadInputs.some((input) => input.includes('@bitcoinerlab'))).toBe(false);
    // Measured: ~16 KB today (with @kit/core's parts); bitcoinjs-lib alone is ~140 KB.
    const firstLoadBytes = firstLoad.reduce((sum, [, output]) => sum + output.bytes, 0);
    expect(firstLoadBytes).toBeLessThan(40_000);
    expect(lazy).toHaveLength(1);
    expect(Object.keys(lazy[0]?.[1].inputs ?? {}).some((i) => i.includes('bitcoinjs-lib'))).toBe(
      true,
    );
  });
});

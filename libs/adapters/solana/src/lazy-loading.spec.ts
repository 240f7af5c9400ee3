// @solana/web3.js (with buffer, bn.js, borsh, rpc-websockets) is about 100 KiB gzip, and Wallet
// Standard discovery, connecting, signing messages and SOL's balance need none of it: the adapter
// loads it with the first token read, fee estimate or send (lazy-web3.ts). A production build of
// an app that only creates the adapter proves the split.
import path from 'node:path';
import { build } from 'esbuild';
import { initialInputs } from '@kit/testing/src/bundle/first-load';

jest.setTimeout(120_000);

const workspaceRoot = path.resolve(__dirname, '../../../..');

describe('@kit/adapter-solana bundle', () => {
  let initial: string[];
  let all: string[];

  beforeAll(async () => {
    const result = await build({
      absWorkingDir: workspaceRoot,
      entryPoints: ['libs/adapters/solana/src/index.ts'],
      outdir: 'tmp/solana-lazy-loading',
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
    initial = initialInputs(result.metafile);
    all = Object.keys(result.metafile.inputs);
  });

  it('keeps @solana/web3.js and its dependencies out of the chunks a page loads up front', () => {
    expect(initial).toContain('libs/adapters/solana/src/solana-adapter.ts');
    expect(initial).toContain('libs/adapters/solana/src/wallet-standard-discovery.ts');
    // SOL's balance after a reconnect on load reads without the SDK.
    expect(initial).toContain('libs/adapters/solana/src/native-balance.ts');
    const sdk = ['@solana/', 'bn.js', 'buffer', 'borsh', 'rpc-websockets', 'jayson', 'superstruct'];
    expect(
      initial.filter((input) => sdk.some((name) => input.includes(`node_modules/${name}`))),
    ).toEqual([]);
  });

  it('puts the SDK in the lazily loaded operations chunk', () => {
    // The check above looks at a real split: the build holds web3.js, behind the dynamic import.
    expect(all.some((input) => input.includes('node_modules/@solana/web3.js/'))).toBe(true);
    expect(initial).not.toContain('libs/adapters/solana/src/web3-operations.ts');
  });
});

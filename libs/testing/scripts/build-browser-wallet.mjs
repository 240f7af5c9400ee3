#!/usr/bin/env node
// Bundles the test wallets into one script each for real pages (libs/testing/dist/):
//   evm-test-wallet.browser.js       window.KitTestWallet (EIP-1193 with ethers)
//   solana-test-wallet.browser.js    window.KitSolanaTestWallet (Wallet Standard, @solana/web3.js)
//   bitcoin-test-wallet.browser.js   window.KitBitcoinTestWallet (bitcoinjs-lib, pure-JS secp256k1)
//   polkadot-test-wallet.browser.js  window.KitPolkadotTestWallet (injectedWeb3, @polkadot/keyring)
// Usage: node libs/testing/scripts/build-browser-wallet.mjs [--minify] [name ...]
// Names (e.g. `polkadot-test-wallet`) build only those wallets; none builds them all.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const libRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workspaceRoot = resolve(libRoot, '..', '..');

let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  process.stderr.write(
    'esbuild is not installed: add it first (npm install --save-dev esbuild).\n',
  );
  process.exit(1);
}

// Each test wallet as one browser script (the globals above), entries relative to src/.
const WALLETS = [
  { name: 'evm-test-wallet', entry: join('wallets', 'evm-test-wallet.browser.ts') },
  { name: 'solana-test-wallet', entry: join('wallets', 'solana-test-wallet.browser.ts') },
  {
    name: 'bitcoin-test-wallet',
    entry: join('wallets', 'bitcoin', 'bitcoin-test-wallet.browser.ts'),
  },
  { name: 'polkadot-test-wallet', entry: join('wallets', 'polkadot-test-wallet.browser.ts') },
];

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = asked.filter((name) => !WALLETS.some((wallet) => wallet.name === name));
if (unknown.length > 0) {
  const known = WALLETS.map((wallet) => wallet.name).join(', ');
  process.stderr.write(`unknown test wallet ${unknown.join(', ')} (known: ${known})\n`);
  process.exit(1);
}
const selected = asked.length === 0 ? WALLETS : WALLETS.filter(({ name }) => asked.includes(name));

for (const { name, entry } of selected) {
  const outfile = join(libRoot, 'dist', `${name}.browser.js`);
  const result = await esbuild.build({
    entryPoints: [join(libRoot, 'src', entry)],
    outfile,
    bundle: true,
    format: 'iife',
    // 'browser' also makes esbuild fail on any Node built-in the wallet might start importing, and
    // picks ethers', web3.js's and @polkadot's browser files (fetch, WebCrypto) through their
    // "browser" maps.
    platform: 'browser',
    target: ['es2022'],
    // Resolves @kit/core through the workspace path aliases.
    tsconfig: join(workspaceRoot, 'tsconfig.base.json'),
    sourcemap: true,
    minify: process.argv.includes('--minify'),
    metafile: true,
    logLevel: 'warning',
  });
  const bytes =
    Object.entries(result.metafile.outputs).find(([path]) => path.endsWith('.js'))?.[1].bytes ?? 0;
  process.stdout.write(`wrote ${outfile} (${Math.round(bytes / 1024)} KiB)\n`);
}

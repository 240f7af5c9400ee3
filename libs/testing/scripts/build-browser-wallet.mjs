#!/usr/bin/env node
// Bundles the test wallets into one script each for real pages (libs/testing/dist/):
//   evm-test-wallet.browser.js      window.KitTestWallet (EIP-1193 with ethers)
//   solana-test-wallet.browser.js   window.KitSolanaTestWallet (Wallet Standard, @solana/web3.js)
//   bitcoin-test-wallet.browser.js  window.KitBitcoinTestWallet (bitcoinjs-lib, pure-JS secp256k1)
// The polkadot test extension has its own script (build-browser-polkadot-wallet.mjs).
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

// Each test wallet as one browser script: window.KitTestWallet (EVM), window.KitSolanaTestWallet,
// window.KitBitcoinTestWallet (bitcoinjs-lib with pure-JS secp256k1).
const WALLETS = [
  { name: 'evm-test-wallet', entry: join('wallets', 'evm-test-wallet.browser.ts') },
  { name: 'solana-test-wallet', entry: join('wallets', 'solana-test-wallet.browser.ts') },
  {
    name: 'bitcoin-test-wallet',
    entry: join('wallets', 'bitcoin', 'bitcoin-test-wallet.browser.ts'),
  },
];

for (const { name, entry } of WALLETS) {
  const outfile = join(libRoot, 'dist', `${name}.browser.js`);
  const result = await esbuild.build({
    entryPoints: [join(libRoot, 'src', entry)],
    outfile,
    bundle: true,
    format: 'iife',
    // 'browser' also makes esbuild fail on any Node built-in the wallet might start importing, and
    // picks ethers' and web3.js's browser files (fetch, WebCrypto) through their "browser" maps.
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

#!/usr/bin/env node
// Bundles the EIP-1193 test wallet (with ethers) into one script for real pages:
//   node libs/testing/scripts/build-browser-wallet.mjs  ->  libs/testing/dist/evm-test-wallet.browser.js
// The bundle defines window.KitTestWallet (see src/wallets/evm-test-wallet.browser.ts).
// Needs the `esbuild` package (a devDependency to add; it is not installed yet).
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

const outfile = join(libRoot, 'dist', 'evm-test-wallet.browser.js');
const result = await esbuild.build({
  entryPoints: [join(libRoot, 'src', 'wallets', 'evm-test-wallet.browser.ts')],
  outfile,
  bundle: true,
  format: 'iife',
  // 'browser' also makes esbuild fail on any Node built-in the wallet might start importing, and
  // picks ethers' browser files (fetch, WebCrypto) through its package.json "browser" map.
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

// The Bitcoin test wallet (bitcoinjs-lib, pure-JS secp256k1): window.KitBitcoinTestWallet.
const bitcoinOutfile = join(libRoot, 'dist', 'bitcoin-test-wallet.browser.js');
const bitcoinResult = await esbuild.build({
  entryPoints: [join(libRoot, 'src', 'wallets', 'bitcoin', 'bitcoin-test-wallet.browser.ts')],
  outfile: bitcoinOutfile,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2022'],
  tsconfig: join(workspaceRoot, 'tsconfig.base.json'),
  sourcemap: true,
  minify: process.argv.includes('--minify'),
  metafile: true,
  logLevel: 'warning',
});
const bitcoinBytes =
  Object.entries(bitcoinResult.metafile.outputs).find(([path]) => path.endsWith('.js'))?.[1]
    .bytes ?? 0;
process.stdout.write(`wrote ${bitcoinOutfile} (${Math.round(bitcoinBytes / 1024)} KiB)\n`);

#!/usr/bin/env node
// Bundles the polkadot injectedWeb3 test extension (with @polkadot/keyring and types) into one
// script for real pages:
//   node libs/testing/scripts/build-browser-polkadot-wallet.mjs
//     -> libs/testing/dist/polkadot-test-wallet.browser.js, defining window.KitPolkadotTestWallet
// (see src/wallets/polkadot-test-wallet.browser.ts).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const libRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workspaceRoot = resolve(libRoot, '..', '..');

const outfile = join(libRoot, 'dist', 'polkadot-test-wallet.browser.js');
const result = await esbuild.build({
  entryPoints: [join(libRoot, 'src', 'wallets', 'polkadot-test-wallet.browser.ts')],
  outfile,
  bundle: true,
  format: 'iife',
  // 'browser' also makes esbuild fail on any Node built-in the wallet might start importing.
  platform: 'browser',
  target: ['es2022'],
  tsconfig: join(workspaceRoot, 'tsconfig.base.json'),
  sourcemap: true,
  minify: process.argv.includes('--minify'),
  metafile: true,
  logLevel: 'warning',
});

const bytes =
  Object.entries(result.metafile.outputs).find(([path]) => path.endsWith('.js'))?.[1].bytes ?? 0;
process.stdout.write(`wrote ${outfile} (${Math.round(bytes / 1024)} KiB)\n`);

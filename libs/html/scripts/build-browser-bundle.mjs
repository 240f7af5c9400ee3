#!/usr/bin/env node
// Builds Kit for pages with no bundler and no React of their own: one ES module, `kit.js`, with
// React, @kit/html, the EVM adapter and the networks inside, plus the lazy chunks it loads on
// demand (views, sagas) beside it in `chunks/`. Serve the folder and write in the page:
//
//   <kit-connect-button></kit-connect-button>
//   <script type="module">
//     import { createKitModal, createEvmAdapter, mainnet } from './kit.js';
//     createKitModal({ networks: [mainnet], adapters: [createEvmAdapter()] });
//   </script>
//
// Usage: node libs/html/scripts/build-browser-bundle.mjs [--outdir DIR]   (default libs/html/dist)
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const libRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workspaceRoot = resolve(libRoot, '..', '..');
const outdirFlag = process.argv.indexOf('--outdir');
const outdir =
  outdirFlag === -1 ? join(libRoot, 'dist') : resolve(process.argv[outdirFlag + 1] ?? '');

// What the page imports from kit.js: the vanilla entry and what a config needs without npm.
const ENTRY = `
export { createKitModal, defineKitElements } from '@kit/html';
export { createEvmAdapter } from '@kit/adapter-evm';
export { createCloudSiwxConfig, createLocalSiwxConfig } from '@kit/store';
export {
  KitError,
  isKitError,
  defineNetwork,
  withRpcUrl,
  mainnet,
  sepolia,
  arbitrum,
  optimism,
  base,
  polygon,
  kitDevnet,
  kitDevnet2,
} from '@kit/core';
`;

/** The entry above as a module of its own, resolved from the workspace (its @kit/* aliases). */
const entryPlugin = {
  name: 'kit-browser-entry',
  setup(builder) {
    builder.onResolve({ filter: /^kit-browser-entry$/ }, () => ({
      path: 'kit-browser-entry',
      namespace: 'kit-browser-entry',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'kit-browser-entry' }, () => ({
      contents: ENTRY,
      loader: 'ts',
      resolveDir: libRoot,
    }));
  },
};

const result = await build({
  absWorkingDir: workspaceRoot,
  entryPoints: { kit: 'kit-browser-entry' },
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  // Lazy views and sagas stay lazy: chunks the page fetches only when the modal needs them.
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022'],
  minify: true,
  // React's production build; `global` is read by some wallet SDKs, browsers call it globalThis.
  define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  tsconfig: join(workspaceRoot, 'tsconfig.base.json'),
  plugins: [entryPlugin],
  metafile: true,
  logLevel: 'warning',
});

const files = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const total = files.reduce((sum, [, output]) => sum + output.bytes, 0);
const entry = files.find(([file]) => file.endsWith('/kit.js') || file === 'kit.js');
process.stdout.write(
  `wrote ${relative(process.cwd(), join(outdir, 'kit.js'))} (${Math.round((entry?.[1].bytes ?? 0) / 1024)} KiB) ` +
    `and ${files.length - 1} chunks beside it (${Math.round(total / 1024)} KiB in all)\n`,
);

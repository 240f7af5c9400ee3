#!/usr/bin/env node
// `npx kit-cloud [--port N] [--host H] [--data-dir D] [--log-level L]`: the local cloud
// (src/main.ts, the same options; `--help` lists them). The cloud runs from its TypeScript sources
// through tsx (its secure site bundles its page scripts from source on first request), with the
// workspace's tsconfig for the @kit/* aliases, whatever the current directory.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const appRoot = path.resolve(__dirname, '..');
// tsx's loader found from here, not from the caller's directory.
const tsxLoader = pathToFileURL(require.resolve('tsx', { paths: [appRoot] })).href;
const child = spawn(
  process.execPath,
  ['--import', tsxLoader, path.join(appRoot, 'src/main.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, TSX_TSCONFIG_PATH: path.resolve(appRoot, '../../tsconfig.json') },
  },
);
// Ctrl-C and SIGTERM reach the cloud, which stops cleanly (deleting a temp data dir) and exits.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

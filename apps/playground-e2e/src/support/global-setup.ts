import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './chromium';
import { STACK_ENV_VAR, startStack } from './stack';

/** Chromium, the test wallet's browser bundle, then `npm start --json`; shared by every journey. */
export default async function globalSetup(): Promise<void> {
  ensureChromium();
  const root = path.resolve(__dirname, '../../../..');
  const build = spawnSync(process.execPath, ['libs/testing/scripts/build-browser-wallet.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the browser test wallet failed');
  const { stack, process: child } = await startStack();
  process.env[STACK_ENV_VAR] = JSON.stringify(stack);
  (globalThis as { kitE2eStack?: typeof child }).kitE2eStack = child;
}

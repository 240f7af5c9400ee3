// Jest globalSetup that starts one devnet for a whole test run. Opt in from a lib's jest.config.cjs:
//
//   globalSetup: '<rootDir>/../testing/src/devnet/jest-global-setup.ts',
//   globalTeardown: '<rootDir>/../testing/src/devnet/jest-global-teardown.ts',
//   globals: { kitDevnet: { secondChain: true } },        // optional StartDevnetOptions
//
// (paths relative to the lib: '../../testing/…' from libs/features/<name> or libs/adapters/<name>).
// Tests then call readDevnetFromEnv(). Runs in jest's main process, outside the module registry:
// import nothing here through the @kit/* path aliases.
import { startDevnet } from './devnet';
import type { StartDevnetOptions } from './devnet';
import { DEVNET_ENV_VAR, GLOBAL_DEVNET_KEY, writeDevnetToEnv } from './devnet-env';

/** Starts the devnet unless KIT_DEVNET already points at one, and publishes it in KIT_DEVNET. */
export default async function globalSetup(
  _globalConfig: unknown,
  projectConfig: { globals?: Record<string, unknown> },
): Promise<void> {
  // Already provided (an outer process started it, or another project of this run did): reuse.
  if (process.env[DEVNET_ENV_VAR]) return;
  const options = (projectConfig.globals?.['kitDevnet'] ?? {}) as StartDevnetOptions;
  const devnet = await startDevnet(options);
  writeDevnetToEnv(devnet);
  (globalThis as Record<string, unknown>)[GLOBAL_DEVNET_KEY] = devnet;
}

import { toDevnetInfo } from './devnet';
import type { DevnetInfo } from './devnet';

/** The environment variable that carries a running devnet's DevnetInfo as JSON. */
export const DEVNET_ENV_VAR = 'KIT_DEVNET';

/**
 * Where jest-global-setup leaves the devnet it started, for jest-global-teardown (jest runs both
 * in its main process with shared globals).
 * @internal
 */
export const GLOBAL_DEVNET_KEY = '__KIT_DEVNET__';

/** Puts a devnet's info into the environment, where child processes and jest workers read it. */
export function writeDevnetToEnv(info: DevnetInfo, env: NodeJS.ProcessEnv = process.env): void {
  env[DEVNET_ENV_VAR] = JSON.stringify(toDevnetInfo(info));
}

/**
 * The devnet started by the jest global setup (or by whoever set KIT_DEVNET). Throws with the
 * opt-in instructions when there is none.
 */
export function readDevnetFromEnv(env: NodeJS.ProcessEnv = process.env): DevnetInfo {
  const raw = env[DEVNET_ENV_VAR];
  if (!raw) {
    throw new Error(
      `${DEVNET_ENV_VAR} is not set: no devnet is running. Add to the lib's jest.config.cjs ` +
        "globalSetup: '<rootDir>/../testing/src/devnet/jest-global-setup.ts' and " +
        "globalTeardown: '<rootDir>/../testing/src/devnet/jest-global-teardown.ts' " +
        '(paths relative to the lib), or call startDevnet() in beforeAll.',
    );
  }
  const info = JSON.parse(raw) as Partial<DevnetInfo>;
  if (
    !Array.isArray(info.chains) ||
    info.chains.length === 0 ||
    !info.tokens ||
    !Array.isArray(info.accounts)
  ) {
    throw new Error(`${DEVNET_ENV_VAR} does not hold a devnet description`);
  }
  return info as DevnetInfo;
}

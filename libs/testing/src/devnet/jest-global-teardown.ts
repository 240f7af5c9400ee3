// Jest globalTeardown paired with jest-global-setup.ts: stops the devnet that setup started (and
// leaves alone one that was provided from outside through KIT_DEVNET).
import type { Devnet } from './devnet';
import { DEVNET_ENV_VAR, GLOBAL_DEVNET_KEY } from './devnet-env';

/** Stops the devnet started by the global setup, if it started one. */
export default async function globalTeardown(): Promise<void> {
  const store = globalThis as Record<string, unknown>;
  const devnet = store[GLOBAL_DEVNET_KEY] as Devnet | undefined;
  if (!devnet) return;
  delete store[GLOBAL_DEVNET_KEY];
  delete process.env[DEVNET_ENV_VAR];
  await devnet.stop();
}

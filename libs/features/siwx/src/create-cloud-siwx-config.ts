import { builtInProfiles } from '@kit/core';
import type { SiwxConfig } from './siwx-config';
import { cloudSiwxConfigWith, type CloudSiwxConfigOptions } from './cloud-siwx-config';

/**
 * A SIWX config whose sessions live in apps/cloud's sign-in service (`/auth/v1`), which verifies
 * every signature server-side (EIP-191, ERC-1271 on chain, ed25519, BIP-137, sr25519) against a nonce it
 * issued. The page keeps only the spec's two tokens: the nonce token between message and
 * signature, and the auth token that holds its sessions, so a reload finds them again. Its
 * client loads on its first call.
 */
export function createCloudSiwxConfig(options: CloudSiwxConfigOptions): SiwxConfig {
  // In a file of its own: its import() is followed only in apps that call it (the hosted config
  // loads the same module through the store's chunk, which keeps the first load in one piece).
  return cloudSiwxConfigWith(options, options.profiles ?? builtInProfiles, () =>
    import('./cloud-siwx-service').then((module) => module.cloudSiwxService),
  );
}

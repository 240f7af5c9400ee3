import { builtInProfiles } from '@kit/core';
import type { SiwxConfig } from './siwx-config';
import { cloudSiwxConfigWith, type CloudSiwxConfigOptions } from './cloud-siwx-config';
import { cloudSiwxService } from './cloud-siwx-service';

/**
 * A SIWX config whose sessions live in apps/cloud's sign-in service (`/auth/v1`), which verifies
 * every signature server-side (EIP-191, ERC-1271 on chain, ed25519, BIP-137, sr25519) against a nonce it
 * issued. The page keeps only the spec's two tokens: the nonce token between message and
 * signature, and the auth token that holds its sessions, so a reload finds them again.
 */
export function createCloudSiwxConfig(options: CloudSiwxConfigOptions): SiwxConfig {
  // An app that makes its own config signs in: its working part comes with it. (No import()
  // here: esbuild makes every import() target an entry point, and one that does not reach the
  // whole first load splits it into more files; the hosted config loads the part through the
  // store's chunk, libs/store/src/lazy-sagas/cloud-siwx.chunk.ts.)
  return cloudSiwxConfigWith(options, options.profiles ?? builtInProfiles, () =>
    Promise.resolve(cloudSiwxService),
  );
}

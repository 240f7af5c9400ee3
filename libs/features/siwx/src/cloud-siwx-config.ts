import type { NamespaceProfileLookup } from '@kit/core';
import type { cloudSiwxService } from './cloud-siwx-service';
import type { SiwxConfig } from './siwx-config';
import type { SiwxConfigBaseOptions } from './siwx-config-base';
import { siwxConfigFlags } from './siwx-config-flags';
import { lazySiwxCodec } from './siwx-codec.loader';

/**
 * Options of createCloudSiwxConfig. `storage` keeps the auth and nonce tokens; the service keeps a
 * session 30 days at most, whatever `expiresInMs` says.
 */
export interface CloudSiwxConfigOptions extends SiwxConfigBaseOptions {
  /** The sign-in service: apps/cloud's URL (or a self-hosted copy). */
  url: string;
  /** The project the sessions belong to. */
  projectId: string;
  /**
   * The namespace profiles the service's sessions are checked with; the built-in namespaces' by
   * default. Kit replaces them with its adapters' profiles (`bindNamespaceProfiles`).
   */
  profiles?: NamespaceProfileLookup;
}

/** Loads the cloud config's working part (cloud-siwx-service.ts, @kit/siwx/cloud-service). */
export type CloudSiwxServiceLoader = () => Promise<typeof cloudSiwxService>;

/**
 * @internal createCloudSiwxConfig with its profiles and the loader of its working part given:
 * Kit's hosted sign-in config passes its registry's profiles, so an app that never signs in does
 * not load the four built-in namespaces' address rules (and their hashes) just for a default it
 * never uses, and a loader of the store's chunks (libs/store/src/lazy-sagas/).
 *
 * Only a stand-in is made (issue 22): Kit makes the hosted config with every page that has a
 * cloud project, and most never sign in. The service's client, tokens and message data load on
 * the first call of a method; nothing is read or fetched before. A failed load rejects that call
 * with AUTH_INIT_FAILED (sign-in reports it as a failed call of the config) and the next call
 * loads again.
 */
export function cloudSiwxConfigWith(
  options: CloudSiwxConfigOptions,
  initialProfiles: NamespaceProfileLookup,
  loadService: CloudSiwxServiceLoader,
): SiwxConfig {
  let profiles = initialProfiles;
  // Loaded once; a failed load is an AUTH_INIT_FAILED KitError and is forgotten (retried).
  const load = lazySiwxCodec(() =>
    loadService().then((cloudSiwxService) => cloudSiwxService(options, () => profiles)),
  );
  const emails = async () => (await load()).emailCapture;
  return {
    createMessage: async (input) => (await load()).createMessage(input),
    addSession: async (session) => (await load()).addSession(session),
    revokeSession: async (chainId, address) => (await load()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await load()).setSessions(sessions),
    getSessions: async (chainId, address) => (await load()).getSessions(chainId, address),
    bindNamespaceProfiles(bound) {
      profiles = bound;
    },
    ...siwxConfigFlags(options),
    emailCapture: {
      getEmail: async (account) => (await emails()).getEmail(account),
      requestEmailOtp: async (params) => (await emails()).requestEmailOtp(params),
      confirmEmailOtp: async (params) => (await emails()).confirmEmailOtp(params),
    },
  };
}

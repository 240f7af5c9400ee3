import { createSiwxClient } from '@kit/api';
import { builtInProfiles, kitError, STORAGE_KEYS, type NamespaceProfileLookup } from '@kit/core';
import type { SiwxConfig } from './siwx-config';
import { siwxConfigBase, type SiwxConfigBaseOptions } from './siwx-config-base';
import { lazySiwxCodec } from './siwx-codec.loader';

/** The session checks (and the codec under them), loaded once there are sessions to check. */
const loadSiwxSessionCodec = lazySiwxCodec(() => import('./siwx-session'));

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

const isToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

/**
 * A SIWX config whose sessions live in apps/cloud's sign-in service (`/auth/v1`), which verifies
 * every signature server-side (EIP-191, ERC-1271 on chain, ed25519, BIP-137, sr25519) against a nonce it
 * issued. The page keeps only the spec's two tokens: the nonce token between message and
 * signature, and the auth token that holds its sessions, so a reload finds them again.
 */
export function createCloudSiwxConfig(options: CloudSiwxConfigOptions): SiwxConfig {
  return cloudSiwxConfigWith(options, options.profiles ?? builtInProfiles);
}

/**
 * @internal createCloudSiwxConfig with its profiles given: Kit's hosted sign-in config passes its
 * registry's, so an app that never signs in does not load the four built-in namespaces' address
 * rules (and their hashes) just for a default it never uses.
 */
export function cloudSiwxConfigWith(
  options: CloudSiwxConfigOptions,
  initialProfiles: NamespaceProfileLookup,
): SiwxConfig {
  let profiles = initialProfiles;
  const base = siwxConfigBase(options);
  const { storage, clock } = base;
  const client = createSiwxClient({ baseUrl: options.url, projectId: options.projectId });
  const authToken = () => storage.get(STORAGE_KEYS.SIWX_AUTH_TOKEN, isToken);
  // E-mail capture is for signed-in accounts: without a token there is nothing to ask the service.
  const signedInToken = (): string => {
    const token = authToken();
    if (token === undefined) throw kitError('EMAIL_CAPTURE_SIGN_IN_REQUIRED');
    return token;
  };

  return {
    async createMessage(input) {
      const { nonce, nonceToken } = await client.getNonce();
      storage.set(STORAGE_KEYS.SIWX_NONCE_TOKEN, nonceToken);
      const frame = { nonce, domain: base.pageDomain(), uri: base.pageUri(), now: clock.now() };
      return base.messageData(input, frame);
    },
    async addSession(session) {
      const nonceToken = storage.get(STORAGE_KEYS.SIWX_NONCE_TOKEN, isToken);
      storage.remove(STORAGE_KEYS.SIWX_NONCE_TOKEN);
      if (nonceToken === undefined) throw kitError('SIWX_SESSION_INVALID');
      const current = authToken();
      const answer = await client.authenticate({
        message: session.message,
        signature: session.signature,
        nonceToken,
        ...(current === undefined ? {} : { authToken: current }),
      });
      storage.set(STORAGE_KEYS.SIWX_AUTH_TOKEN, answer.authToken);
    },
    async revokeSession(chainId, address) {
      const token = authToken();
      if (token !== undefined) await client.revokeSessions(token, { chainId, address });
    },
    async setSessions(sessions) {
      // The service holds only sessions it verified against its own nonces, so a list cannot be
      // imported; an empty one (sign out everywhere) is what Kit asks for.
      if (sessions.length > 0) throw kitError('SIWX_SESSION_INVALID');
      const token = authToken();
      storage.remove(STORAGE_KEYS.SIWX_AUTH_TOKEN);
      if (token !== undefined) await client.revokeSessions(token);
    },
    async getSessions(chainId, address) {
      const token = authToken();
      if (token === undefined) return [];
      const now = clock.now();
      const sessions = await client.getSessions(token, { chainId, address });
      // The codec the sessions are checked with loads once there are sessions to check.
      const { isSessionLive, isSiwxSession } = await loadSiwxSessionCodec();
      return sessions.filter(
        (session) => isSiwxSession(session, profiles) && isSessionLive(session, now),
      );
    },
    bindNamespaceProfiles(bound) {
      profiles = bound;
    },
    ...base.flags,
    emailCapture: {
      async getEmail({ chainId, address }) {
        const token = authToken();
        if (token === undefined) return undefined;
        const [session] = await client.getSessions(token, { chainId, address });
        return (session as { email?: string } | undefined)?.email;
      },
      requestEmailOtp: (params) => client.requestEmailOtp(signedInToken(), params),
      confirmEmailOtp: (params) => client.confirmEmailOtp(signedInToken(), params),
    },
  };
}

import { createSiwxClient } from '@kit/api';
import {
  createKitStorage,
  defaultStorageBackend,
  kitError,
  STORAGE_KEYS,
  systemClock,
  type Clock,
  type StorageBackend,
} from '@kit/core';
import type { SiwxConfig } from './siwx-config';
import { isSessionLive, isSiwxSession } from './siwx-session';

/** Options of createCloudSiwxConfig. */
export interface CloudSiwxConfigOptions {
  /** The sign-in service: apps/cloud's URL (or a self-hosted copy). */
  url: string;
  /** The project the sessions belong to. */
  projectId: string;
  /** The human-readable line the visitor signs. */
  statement?: string;
  /** Sign-in is required (closing the sign view is disabled until signed). Default false. */
  required?: boolean;
  /** Sign out when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean;
  /** How long a session lasts; default 7 days (the service keeps at most 30). */
  expiresInMs?: number;
  /** Where the auth and nonce tokens persist; defaults to the page's localStorage. */
  storage?: StorageBackend;
  /** Time source; defaults to the system clock. */
  clock?: Clock;
  /** The page's window, for the message's domain and URI (SSR-safe when absent). */
  window?: Window;
}

const DEFAULT_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;
const isToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

/**
 * A SIWX config whose sessions live in apps/cloud's sign-in service (`/auth/v1`), which verifies
 * every signature server-side (EIP-191, ERC-1271 on chain, ed25519, BIP-137, sr25519) against a nonce it
 * issued. The page keeps only the spec's two tokens: the nonce token between message and
 * signature, and the auth token that holds its sessions, so a reload finds them again.
 */
export function createCloudSiwxConfig(options: CloudSiwxConfigOptions): SiwxConfig {
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  const storage = createKitStorage(options.storage ?? defaultStorageBackend(win));
  const clock = options.clock ?? systemClock;
  const client = createSiwxClient({ baseUrl: options.url, projectId: options.projectId });
  const authToken = () => storage.get(STORAGE_KEYS.SIWX_AUTH_TOKEN, isToken);
  // E-mail capture is for signed-in accounts: without a token there is nothing to ask the service.
  const signedInToken = (): string => {
    const token = authToken();
    if (token === undefined) throw kitError('EMAIL_CAPTURE_SIGN_IN_REQUIRED');
    return token;
  };

  return {
    async createMessage({ accountAddress, chainId }) {
      const { nonce, nonceToken } = await client.getNonce();
      storage.set(STORAGE_KEYS.SIWX_NONCE_TOKEN, nonceToken);
      const now = clock.now();
      return {
        accountAddress,
        chainId,
        domain: win?.location.host ?? 'localhost',
        uri: win?.location.origin ?? 'http://localhost',
        version: '1',
        nonce,
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + (options.expiresInMs ?? DEFAULT_EXPIRY_MS)).toISOString(),
        ...(options.statement === undefined ? {} : { statement: options.statement }),
      };
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
      return sessions.filter((session) => isSiwxSession(session) && isSessionLive(session, now));
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
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

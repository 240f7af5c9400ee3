import {
  createKitStorage,
  defaultStorageBackend,
  kitError,
  parseSiwxMessage,
  STORAGE_KEYS,
  systemClock,
  verifySiwxMessage,
  type Clock,
  type NamespaceProfileLookup,
  type RpcClient,
  type SiwxSession,
  type StorageBackend,
} from '@kit/core';
import type { SiwxConfig } from './siwx-config';
import { createSiwxNonce } from './siwx-nonce';
import { isSessionLive, isSessionOf, isSiwxSessionList } from './siwx-session';

/** Options of createLocalSiwxConfig; every one has a default. */
export interface LocalSiwxConfigOptions {
  /** The message's RFC 3986 authority; defaults to the page's `location.host`. */
  domain?: string;
  /** The message's URI; defaults to the page's `location.origin`. */
  uri?: string;
  /** The human-readable line the visitor signs. */
  statement?: string;
  /** Sign-in is required (closing the sign view is disabled until signed). Default false. */
  required?: boolean;
  /** Sign out when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean;
  /** How long a session lasts; default 7 days. */
  expiresInMs?: number;
  /** Where sessions persist; defaults to the page's localStorage. */
  storage?: StorageBackend;
  /** Time source; defaults to the system clock. */
  clock?: Clock;
  /** A chain reader, so contract accounts (ERC-1271) verify too; without it, EOAs only. */
  rpc?: RpcClient;
  /** The page's window, for the defaults above (SSR-safe when absent). */
  window?: Window;
  /**
   * The namespace profiles messages are read and verified with; the built-in namespaces' by
   * default. Kit replaces them with its adapters' profiles (`bindNamespaceProfiles`).
   */
  profiles?: NamespaceProfileLookup;
}

const DEFAULT_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A SIWX config that keeps sessions in this browser's storage (the spec's sign-in auth key), so a
 * reload finds them without a new signature. Each message gets a fresh nonce, remembered under the
 * nonce key until its signature arrives; `addSession` verifies the signature (EIP-191, ERC-1271
 * with `rpc`, ed25519, BIP-137, sr25519), the nonce and the domain before storing. This proves to the page
 * that the visitor holds the key; a server that needs proof verifies for itself (see
 * createCloudSiwxConfig).
 */
export function createLocalSiwxConfig(options: LocalSiwxConfigOptions = {}): SiwxConfig {
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  const storage = createKitStorage(options.storage ?? defaultStorageBackend(win));
  const clock = options.clock ?? systemClock;
  const expiresInMs = options.expiresInMs ?? DEFAULT_EXPIRY_MS;
  const domain = () => options.domain ?? win?.location.host ?? 'localhost';
  const uri = () => options.uri ?? win?.location.origin ?? 'http://localhost';

  let profiles = options.profiles;
  const isSessionList = (value: unknown): value is SiwxSession[] =>
    isSiwxSessionList(value, profiles);
  const read = (): SiwxSession[] => storage.get(STORAGE_KEYS.SIWX_AUTH_TOKEN, isSessionList) ?? [];
  const write = (sessions: SiwxSession[]): void => {
    if (sessions.length === 0) storage.remove(STORAGE_KEYS.SIWX_AUTH_TOKEN);
    else storage.set(STORAGE_KEYS.SIWX_AUTH_TOKEN, sessions);
  };

  return {
    async createMessage({ accountAddress, chainId }) {
      const now = clock.now();
      const nonce = createSiwxNonce();
      storage.set(STORAGE_KEYS.SIWX_NONCE_TOKEN, nonce);
      return {
        accountAddress,
        chainId,
        domain: domain(),
        uri: uri(),
        version: '1',
        nonce,
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + expiresInMs).toISOString(),
        ...(options.statement === undefined ? {} : { statement: options.statement }),
      };
    },
    async addSession(session) {
      const data = parseSiwxMessage(session.message, profiles);
      const nonce = storage.get(
        STORAGE_KEYS.SIWX_NONCE_TOKEN,
        (v): v is string => typeof v === 'string',
      );
      // The nonce is single-use: whatever the outcome, this one cannot be presented again.
      storage.remove(STORAGE_KEYS.SIWX_NONCE_TOKEN);
      const valid =
        nonce !== undefined &&
        (await verifySiwxMessage({
          message: session.message,
          signature: session.signature,
          now: new Date(clock.now()),
          expected: { nonce, domain: domain() },
          ...(options.rpc ? { rpc: options.rpc } : {}),
          ...(profiles ? { profiles } : {}),
        }));
      if (!valid) throw kitError('SIWX_SESSION_INVALID');
      const others = read().filter(
        (s) => !isSessionOf(s, data.chainId, data.accountAddress, profiles),
      );
      write([...others, { data, message: session.message, signature: session.signature }]);
    },
    async revokeSession(chainId, address) {
      write(read().filter((session) => !isSessionOf(session, chainId, address, profiles)));
    },
    bindNamespaceProfiles(bound) {
      profiles = bound;
    },
    async setSessions(sessions) {
      write(sessions);
    },
    async getSessions(chainId, address) {
      const now = clock.now();
      return read().filter(
        (session) =>
          isSessionOf(session, chainId, address, profiles) && isSessionLive(session, now),
      );
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  };
}

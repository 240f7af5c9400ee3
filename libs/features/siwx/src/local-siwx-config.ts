import {
  builtInProfiles,
  kitError,
  STORAGE_KEYS,
  type NamespaceProfileLookup,
  type RpcClient,
  type SiwxSession,
} from '@kit/core';
import { parseSiwxMessage, verifySiwxMessage } from '@kit/core/siwx';
import type { SiwxConfig } from './siwx-config';
import { siwxConfigBase, type SiwxConfigBaseOptions } from './siwx-config-base';
import { createSiwxNonce } from './siwx-nonce';
import { isSessionLive, isSessionOf, isSiwxSessionList } from './siwx-session';

/** Options of createLocalSiwxConfig; every one has a default. `storage` keeps the sessions. */
export interface LocalSiwxConfigOptions extends SiwxConfigBaseOptions {
  /** The message's RFC 3986 authority; defaults to the page's `location.host`. */
  domain?: string;
  /** The message's URI; defaults to the page's `location.origin`. */
  uri?: string;
  /** A chain reader, so contract accounts (ERC-1271) verify too; without it, EOAs only. */
  rpc?: RpcClient;
  /**
   * The namespace profiles messages are read and verified with; the built-in namespaces' by
   * default. Kit replaces them with its adapters' profiles (`bindNamespaceProfiles`).
   */
  profiles?: NamespaceProfileLookup;
}

/**
 * A SIWX config that keeps sessions in this browser's storage (the spec's sign-in auth key), so a
 * reload finds them without a new signature. Each message gets a fresh nonce, remembered under the
 * nonce key until its signature arrives; `addSession` verifies the signature (EIP-191, ERC-1271
 * with `rpc`, ed25519, BIP-137, sr25519), the nonce and the domain before storing. This proves to the page
 * that the visitor holds the key; a server that needs proof verifies for itself (see
 * createCloudSiwxConfig).
 */
export function createLocalSiwxConfig(options: LocalSiwxConfigOptions = {}): SiwxConfig {
  const base = siwxConfigBase(options);
  const { storage, clock } = base;
  const domain = () => options.domain ?? base.pageDomain();
  const uri = () => options.uri ?? base.pageUri();

  let profiles = options.profiles ?? builtInProfiles;
  const isSessionList = (value: unknown): value is SiwxSession[] =>
    isSiwxSessionList(value, profiles);
  const read = (): SiwxSession[] => storage.get(STORAGE_KEYS.SIWX_AUTH_TOKEN, isSessionList) ?? [];
  const write = (sessions: SiwxSession[]): void => {
    if (sessions.length === 0) storage.remove(STORAGE_KEYS.SIWX_AUTH_TOKEN);
    else storage.set(STORAGE_KEYS.SIWX_AUTH_TOKEN, sessions);
  };

  return {
    async createMessage(input) {
      const now = clock.now();
      const nonce = createSiwxNonce();
      storage.set(STORAGE_KEYS.SIWX_NONCE_TOKEN, nonce);
      return base.messageData(input, { nonce, domain: domain(), uri: uri(), now });
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
          profiles,
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
    ...base.flags,
  };
}

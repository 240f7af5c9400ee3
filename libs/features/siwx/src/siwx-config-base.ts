// What the two SIWX configs Kit ships (local and cloud) share: their common options, the page
// services they default to, the message data around a nonce, and the sign-in flags.
import {
  createKitStorage,
  defaultStorageBackend,
  systemClock,
  type Clock,
  type KitStorage,
  type SiwxMessageData,
  type StorageBackend,
} from '@kit/core';
import type { SiwxConfig, SiwxMessageInput } from './siwx-config';
import { siwxConfigFlags } from './siwx-config-flags';

/** The options every SIWX config Kit ships takes. */
export interface SiwxConfigBaseOptions {
  /** The human-readable line the visitor signs. */
  statement?: string;
  /** Sign-in is required (closing the sign view is disabled until signed). Default false. */
  required?: boolean;
  /** Sign out when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean;
  /** How long a session lasts; default 7 days. */
  expiresInMs?: number;
  /** Where the config persists what it keeps; defaults to the page's localStorage. */
  storage?: StorageBackend;
  /** Time source; defaults to the system clock. */
  clock?: Clock;
  /** The page's window, for the message's domain and URI (SSR-safe when absent). */
  window?: Window;
}

/** Where a message is for and when it was made. */
export interface SiwxMessageFrame {
  nonce: string;
  domain: string;
  uri: string;
  /** ms since the epoch. */
  now: number;
}

/** The services and shared parts of a SIWX config, from its options. */
export interface SiwxConfigBase {
  storage: KitStorage;
  clock: Clock;
  /** The page's host, `localhost` without a page. */
  pageDomain(): string;
  /** The page's origin, `http://localhost` without a page. */
  pageUri(): string;
  /** The message data of one sign-in: version 1, expiring after `expiresInMs`, the statement. */
  messageData(input: SiwxMessageInput, frame: SiwxMessageFrame): SiwxMessageData;
  /** getRequired and signOutOnDisconnect, from `required` and `signOutOnDisconnect`. */
  flags: Pick<SiwxConfig, 'getRequired' | 'signOutOnDisconnect'>;
}

const DEFAULT_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

/** The shared parts of a SIWX config (see SiwxConfigBase). */
export function siwxConfigBase(options: SiwxConfigBaseOptions): SiwxConfigBase {
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  const expiresInMs = options.expiresInMs ?? DEFAULT_EXPIRY_MS;
  return {
    storage: createKitStorage(options.storage ?? defaultStorageBackend(win)),
    clock: options.clock ?? systemClock,
    pageDomain: () => win?.location.host ?? 'localhost',
    pageUri: () => win?.location.origin ?? 'http://localhost',
    messageData: ({ accountAddress, chainId }, { nonce, domain, uri, now }) => ({
      accountAddress,
      chainId,
      domain,
      uri,
      version: '1',
      nonce,
      issuedAt: new Date(now).toISOString(),
      expirationTime: new Date(now + expiresInMs).toISOString(),
      ...(options.statement === undefined ? {} : { statement: options.statement }),
    }),
    flags: siwxConfigFlags(options),
  };
}

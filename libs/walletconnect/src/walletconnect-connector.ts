import {
  asUserRejection,
  ChainRequestError,
  CONSTANTS,
  systemClock,
  WalletConnectionError,
  type CaipNetworkId,
  type ChainNamespace,
  type Clock,
  type ApprovedPairingSession,
  type KitNetwork,
  type PairingConnector,
  type PairingEvent,
  type PairingOffer,
  type PairingOptions,
  type PairingSession,
  type PairingSetupContext,
  type Unsubscribe,
} from '@kit/core';
import { Core } from '@walletconnect/core';
import SignClient from '@walletconnect/sign-client';
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage';
import type { AuthTypes, SessionTypes } from '@walletconnect/types';
import { isLoopbackRelay } from './loopback-relay';
import { OfflineVerify } from './offline-verify';
import { pairingExpiryFrom } from './pairing-expiry';
import { SessionProvider } from './session-provider';
import { authenticateParams, signInsOf } from './one-click-sign-in';
import { toPairingSession } from './session-model';
import { buildProposalNamespaces, canSignInThroughSession } from './walletconnect-namespaces';

/** Options of createWalletConnectConnector; every field is optional. */
export interface WalletConnectConnectorOptions {
  /** The relay's WebSocket URL; overrides the one the store passes (createKit's cloud.relayUrl). */
  relayUrl?: string;
  /** Where the sign client keeps keys, pairings and sessions (default: the browser's IndexedDB). */
  storage?: IKeyValueStorage;
  /** Prefix of the storage keys, so two clients can share one storage. */
  customStoragePrefix?: string;
  /** The sign client's log level (default `error`, spec §9). */
  logLevel?: string;
  /** Time source of the pairing expiry (default the system clock). */
  clock?: Clock;
  /** How long a pairing URI is offered (default PAIRING_EXPIRY_MS, 4 minutes). */
  pairingTtlMs?: number;
  /**
   * How long a wallet request waits for a lost relay connection to come back before failing with
   * 'The WalletConnect relay could not be reached' (default 10 s).
   */
  relayTimeoutMs?: number;
  /**
   * Send the SDK's telemetry to WalletConnect's service. Default: off with a loopback relay (nothing
   * leaves the machine), else the SDK's default (on).
   */
  telemetryEnabled?: boolean;
}

/**
 * Kit's WalletConnect connector on `@walletconnect/sign-client` (see PairingConnector in
 * @kit/core). One session may span eip155, solana, bip122 and polkadot; each namespace gets a
 * SessionProvider its adapter drives. Session events (spec §4): `ping` is answered by the SDK,
 * `event` (accountsChanged / chainChanged) moves the default chain, `update` replaces the
 * namespaces, `delete` / `expire` of the active topic clears the session and emits `disconnect`.
 */
export class WalletConnectConnector implements PairingConnector {
  readonly #options: WalletConnectConnectorOptions;
  readonly #clock: Clock;
  readonly #listeners = new Set<(event: PairingEvent) => void>();
  readonly #providers = new Map<ChainNamespace, SessionProvider>();
  #client: SignClient | undefined;
  #networks: KitNetwork[] = [];
  #session: PairingSession | undefined;
  #offer = 0;

  constructor(options: WalletConnectConnectorOptions = {}) {
    this.#options = options;
    this.#clock = options.clock ?? systemClock;
  }

  /** Starts the sign client against the relay (verify and telemetry off for a loopback relay). */
  async setup(context: PairingSetupContext): Promise<void> {
    const relayUrl = this.#options.relayUrl ?? context.relayUrl;
    const local = isLoopbackRelay(relayUrl);
    this.#networks = context.networks;
    const core = new Core({
      relayUrl,
      logger: this.#options.logLevel ?? 'error',
      telemetryEnabled: this.#options.telemetryEnabled ?? !local,
      ...(context.projectId ? { projectId: context.projectId } : {}),
      ...(this.#options.storage ? { storage: this.#options.storage } : {}),
      ...(this.#options.customStoragePrefix
        ? { customStoragePrefix: this.#options.customStoragePrefix }
        : {}),
    });
    if (local) core.verify = new OfflineVerify(core, core.verify.logger, core.verify.store);
    const client = await SignClient.init({
      core,
      logger: this.#options.logLevel ?? 'error',
      ...(context.metadata ? { metadata: context.metadata } : {}),
    });
    this.#client = client;
    client.on('session_event', ({ topic, params }) => this.#onEvent(topic, params));
    client.on('session_update', ({ topic, params }) => this.#onUpdate(topic, params.namespaces));
    client.on('session_delete', ({ topic }) => this.#onEnded(topic));
    client.on('session_expire', ({ topic }) => this.#onEnded(topic));
  }

  /**
   * A new pairing URI (4 minutes) and the wallet's answer. With `signIn` and only eip155 chains
   * configured (spec §5) it is a one-click sign-in (`authenticate`, wc_sessionAuthenticate): a
   * wallet that supports it signs the request and gets its session in one step; one that does not
   * answers the session proposal the sign client sends beside it, and no sign-in comes back.
   */
  async pair(options: PairingOptions = {}): Promise<PairingOffer> {
    const client = this.#requireClient();
    const offer = ++this.#offer;
    const { uri, answer } =
      options.signIn && canSignInThroughSession(this.#networks)
        ? await this.#authenticate(client, options.signIn)
        : await this.#propose(client);
    if (!uri) throw new WalletConnectionError('CONNECT_FAILED', { details: 'no pairing URI' });
    const answered = answer().then(
      ({ struct, cacaos }) => {
        if (offer !== this.#offer) {
          // Answered after the visitor moved on (modal closed, URI renewed): not ours to keep.
          void client.disconnect({ topic: struct.topic, reason: sdkReason('USER_DISCONNECTED') });
          throw new WalletConnectionError('MODAL_CLOSED');
        }
        const session: ApprovedPairingSession = this.#activate(struct);
        const signIns = signInsOf(cacaos);
        return signIns.length > 0 ? { ...session, signIns } : session;
      },
      (error: unknown) => {
        throw toConnectionError(error);
      },
    );
    // An abandoned offer is never awaited: keep its rejection from surfacing as unhandled.
    answered.catch(() => undefined);
    return {
      uri,
      expiresAt: pairingExpiryFrom(this.#clock.now(), this.#options.pairingTtlMs),
      approval: answered,
    };
  }

  /** Abandons the pending offer: a late approval is disconnected rather than kept. */
  cancelPairing(): void {
    this.#offer += 1;
  }

  /** The most recent live session in storage, made active. */
  async restore(): Promise<PairingSession | undefined> {
    const client = this.#requireClient();
    const now = this.#clock.now();
    const live = client.session
      .getAll()
      .filter((struct) => struct.expiry * 1000 > now)
      .sort((a, b) => b.expiry - a.expiry);
    const latest = live[0];
    return latest ? this.#activate(latest) : undefined;
  }

  session(): PairingSession | undefined {
    return this.#session;
  }

  /** True while the relay socket is open. */
  relayConnected(): boolean {
    return this.#client?.core.relayer.connected ?? false;
  }

  /** The namespace's provider while the session has that namespace. */
  providerFor(namespace: ChainNamespace): SessionProvider | undefined {
    if (!this.#session?.namespaces[namespace]) return undefined;
    let provider = this.#providers.get(namespace);
    if (!provider) {
      provider = new SessionProvider(namespace, {
        session: () => this.#session,
        request: (chainId, method, params) => this.#request(chainId, method, params),
        setDefaultChain: (ns, chainId) => this.#setDefaultChain(ns, chainId),
        disconnect: () => this.disconnect(),
      });
      this.#providers.set(namespace, provider);
    }
    return provider;
  }

  /** Tells the wallet the session ended, then forgets it (also when the wallet cannot be told). */
  async disconnect(): Promise<void> {
    const session = this.#session;
    if (!session) return;
    try {
      await this.#client?.disconnect({
        topic: session.topic,
        reason: sdkReason('USER_DISCONNECTED'),
      });
    } finally {
      this.#onEnded(session.topic);
    }
  }

  subscribe(listener: (event: PairingEvent) => void): Unsubscribe {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  /** Closes the relay socket; the stored session stays for the next load. */
  async teardown(): Promise<void> {
    this.cancelPairing();
    const client = this.#client;
    this.#client = undefined;
    if (!client) return;
    client.removeAllListeners('session_event');
    client.removeAllListeners('session_update');
    client.removeAllListeners('session_delete');
    client.removeAllListeners('session_expire');
    client.core.heartbeat.stop();
    client.core.events.removeAllListeners();
    await client.core.relayer.transportClose().catch(() => undefined);
    forgetGlobalCore(client);
  }

  // ---- internals ------------------------------------------------------------------------------

  #requireClient(): SignClient {
    if (!this.#client) throw new WalletConnectionError('CONNECT_FAILED', { details: 'not set up' });
    return this.#client;
  }

  /** A plain session proposal. */
  async #propose(client: SignClient): Promise<PendingAnswer> {
    // sign-client 2.2x folds requiredNamespaces into optionalNamespaces (with a deprecation
    // warning) and wallets answer optional ones; the required set is part of the optional one.
    const { optionalNamespaces } = buildProposalNamespaces(this.#networks);
    const { uri, approval } = await client.connect({ optionalNamespaces });
    return { uri, answer: async () => ({ struct: await approval() }) };
  }

  /** A one-click sign-in; the sign client proposes a session beside it for older wallets. */
  async #authenticate(
    client: SignClient,
    request: NonNullable<PairingOptions['signIn']>,
  ): Promise<PendingAnswer> {
    const { uri, response } = await client.authenticate(
      authenticateParams(request, this.#networks),
    );
    return {
      uri,
      answer: async () => {
        const { session, auths } = await response();
        // The sign client makes a session only from what the CACAOs grant: none is a failure.
        if (!session) throw new WalletConnectionError('CONNECT_FAILED', { details: 'no session' });
        return { struct: session, ...(auths ? { cacaos: auths } : {}) };
      },
    };
  }

  #activate(struct: SessionTypes.Struct): PairingSession {
    this.#session = toPairingSession(struct);
    return this.#session;
  }

  async #request(chainId: CaipNetworkId, method: string, params: unknown): Promise<unknown> {
    const client = this.#requireClient();
    const session = this.#session;
    if (!session) throw new WalletConnectionError('CONNECT_FAILED', { details: 'no session' });
    await this.#relayReachable(client);
    try {
      return await client.request({
        topic: session.topic,
        chainId,
        request: { method, params },
      });
    } catch (error) {
      throw asUserRejection(error) ?? error;
    }
  }

  /** Waits for a lost relay connection to return, up to relayTimeoutMs; then fails clearly. */
  async #relayReachable(client: SignClient): Promise<void> {
    const relayer = client.core.relayer;
    if (relayer.connected) return;
    const timeoutMs = this.#options.relayTimeoutMs ?? CONSTANTS.TEN_SECONDS_MS;
    await new Promise<void>((resolve, reject) => {
      const onConnect = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        relayer.off('relayer_connect', onConnect);
        reject(new ChainRequestError('RELAY_UNREACHABLE'));
      }, timeoutMs);
      relayer.once('relayer_connect', onConnect);
      // Nudge the SDK rather than wait for its next heartbeat to reconnect.
      relayer.transportOpen().catch(() => undefined);
    });
  }

  #setDefaultChain(namespace: ChainNamespace, chainId: CaipNetworkId): void {
    const session = this.#session;
    if (!session) return;
    this.#session = { ...session, defaultChain: { ...session.defaultChain, [namespace]: chainId } };
    this.#providers.get(namespace)?.announce(this.#session);
    this.#emit({ type: 'sessionChanged', session: this.#session });
  }

  /** accountsChanged / chainChanged from the wallet move the namespace's default chain. */
  #onEvent(topic: string, params: { event: { name: string; data: unknown }; chainId: string }) {
    const session = this.#session;
    if (!session || topic !== session.topic) return;
    const namespace = params.chainId.split(':')[0] as ChainNamespace;
    const chains = session.namespaces[namespace]?.chains ?? [];
    let target = params.chainId as CaipNetworkId;
    if (params.event.name === 'chainChanged') {
      const data = params.event.data;
      const reference = typeof data === 'string' && data.includes(':') ? data.split(':')[1] : data;
      const parsed =
        typeof reference === 'string' && reference.startsWith('0x')
          ? Number.parseInt(reference, 16)
          : reference;
      target = `${namespace}:${String(parsed)}` as CaipNetworkId;
    } else if (params.event.name !== 'accountsChanged') {
      return;
    }
    if (!chains.includes(target)) return;
    this.#setDefaultChain(namespace, target);
  }

  #onUpdate(topic: string, namespaces: SessionTypes.Namespaces) {
    const session = this.#session;
    const client = this.#client;
    if (!session || !client || topic !== session.topic) return;
    const struct = client.session.get(topic);
    this.#session = toPairingSession({ ...struct, namespaces }, session.defaultChain);
    for (const [namespace, provider] of this.#providers) {
      if (this.#session.namespaces[namespace]) provider.announce(this.#session);
    }
    this.#emit({ type: 'sessionChanged', session: this.#session });
  }

  /** The active session ended (deleted by either side, or expired): forget it, tell everyone. */
  #onEnded(topic: string) {
    if (this.#session?.topic !== topic) return;
    this.#session = undefined;
    for (const provider of this.#providers.values()) {
      provider.emit('disconnect', { code: 4900, message: 'The wallet ended the session' });
    }
    this.#providers.clear();
    this.#emit({ type: 'sessionEnded', topic });
  }

  #emit(event: PairingEvent): void {
    for (const listener of [...this.#listeners]) listener(event);
  }
}

/** A pairing sent to the relay: its URI, and the wallet's answer (with CACAOs when it signed). */
interface PendingAnswer {
  uri: string | undefined;
  answer(): Promise<{ struct: SessionTypes.Struct; cacaos?: AuthTypes.Cacao[] }>;
}

/**
 * The SDK keeps one Core per storage prefix on globalThis and hands its parts (relayer, storage…)
 * to the next Core built with that prefix. A torn-down core must not be handed out: a Kit
 * created again in the same page (HMR, a remount) would get a closed relay socket.
 */
function forgetGlobalCore(client: SignClient): void {
  const slots = globalThis as unknown as Record<string, unknown>;
  const key = `_walletConnectCore_${client.core.opts?.customStoragePrefix ?? ''}`;
  if (slots[key] === client.core) delete slots[key];
}

/** A WalletConnect SDK reason (getSdkError's shape) without importing @walletconnect/utils. */
function sdkReason(key: 'USER_DISCONNECTED'): { code: number; message: string } {
  return key === 'USER_DISCONNECTED'
    ? { code: 6000, message: 'User disconnected.' }
    : { code: 0, message: key };
}

/**
 * The wallet's answer to a proposal as a KitError: a refusal (5000/5002 or its words) is
 * 'Connection rejected', anything else 'Failed to connect'.
 */
function toConnectionError(error: unknown): Error {
  if (error instanceof WalletConnectionError) return error;
  if (asUserRejection(error))
    return new WalletConnectionError('CONNECTION_REJECTED', { cause: error });
  return new WalletConnectionError('CONNECT_FAILED', { cause: error });
}

/** Creates the WalletConnect connector (load it lazily: it brings the sign client along). */
export function createWalletConnectConnector(
  options: WalletConnectConnectorOptions = {},
): WalletConnectConnector {
  return new WalletConnectConnector(options);
}

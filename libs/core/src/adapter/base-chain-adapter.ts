// The skeleton every chain adapter repeated (after wallet-adapter's BaseWalletAdapter): listeners
// and emit, the error guard at the contract's boundary, discovery started once per setup, wallet
// subscriptions per connector and the store's RPC client. A subclass adds its namespace's calls.
import { NotConfiguredError } from '../errors/errors';
import type { KitErrorCode } from '../errors/error-messages';
import type { KitError } from '../errors/kit-error';
import { toKitError } from '../errors/to-kit-error';
import type { AdapterAccount } from './account';
import type {
  AdapterBalance,
  AdapterCapabilities,
  AdapterEvent,
  AdapterSetupContext,
  ChainAdapter,
  ConnectorParams,
  ConnectParams,
  ConnectResult,
  RpcClient,
  Unsubscribe,
} from './chain-adapter';
import type { ChainNamespace } from '../caip/caip-types';
import type { ConnectorDescriptor } from './connector';
import type { KitNetwork } from './network';

/** What failed, for the guard: the operation's fallback code and whether node send errors count. */
export interface AdapterErrorContext {
  /** The code of the operation's own failure, used when nothing more specific applies. */
  fallback: KitErrorCode;
  /** Tell node send errors (nonce, fee, gas, funds) apart; for sends only. */
  nodeErrors?: boolean;
}

/**
 * A ChainAdapter's common half, typed by the adapter's options. A subclass declares `namespace` and `capabilities`, implements
 * `getConnectors`, `connect`, `disconnect`, `getAccounts` and `discover`, and wraps each public
 * call in `guard` so every error leaves as a KitError. What it gets:
 * - `subscribe` / `emit`: one broken listener never starves the others (its error is rethrown
 *   in a microtask, so it still surfaces);
 * - `setup`: stops the previous discovery, keeps the context, and calls `discover` only when there
 *   is a window; `connectorsChanged()` stays quiet while `discover` runs, since the store reads
 *   `getConnectors()` right after setup;
 * - `watch` / `unwatch`: one wallet subscription per connector, all stopped by `teardown`;
 * - `rpc(network)`: the store's client, or CHAIN_NOT_CONFIGURED before setup;
 * - `readBalance`: getBalance's guard (BALANCE_UNAVAILABLE).
 */
export abstract class BaseChainAdapter<
  Options extends object = Record<string, never>,
> implements ChainAdapter {
  abstract readonly namespace: ChainNamespace;
  abstract readonly capabilities: AdapterCapabilities;
  /** The options the adapter was created with; `{}` when none (adapter options are all optional). */
  protected readonly options: Options;

  readonly #listeners = new Set<(event: AdapterEvent) => void>();
  readonly #walletSubscriptions = new Map<string, Unsubscribe>();
  #stopDiscovery: Unsubscribe[] = [];
  #context: AdapterSetupContext | undefined;
  #settingUp = false;

  constructor(options?: Options) {
    this.options = options ?? ({} as Options);
  }

  abstract getConnectors(): ConnectorDescriptor[];
  abstract connect(params: ConnectParams): Promise<ConnectResult>;
  abstract disconnect(params: ConnectorParams): Promise<void>;
  abstract getAccounts(params: ConnectorParams): Promise<AdapterAccount[]>;

  /**
   * Starts discovery on the page (called by setup, only with a window); returns what stops it.
   * Connectors found here are read with getConnectors() right after setup.
   */
  protected abstract discover(
    window: Window,
    context: AdapterSetupContext,
  ): Unsubscribe | Unsubscribe[] | void;

  setup(context: AdapterSetupContext): void {
    this.#stopDiscovering();
    this.#context = context;
    if (!context.window) return;
    this.#settingUp = true;
    try {
      const stop = this.discover(context.window, context);
      if (stop) this.#stopDiscovery = Array.isArray(stop) ? stop : [stop];
    } finally {
      this.#settingUp = false;
    }
  }

  subscribe(listener: (event: AdapterEvent) => void): Unsubscribe {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  /** Stops discovery and every wallet subscription and forgets the setup context. */
  teardown(): void | Promise<void> {
    this.#stopDiscovering();
    for (const connectorId of [...this.#walletSubscriptions.keys()]) this.unwatch(connectorId);
    this.#context = undefined;
  }

  /** The context of the last setup, or undefined before setup and after teardown. */
  protected get context(): AdapterSetupContext | undefined {
    return this.#context;
  }

  protected emit(event: AdapterEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One broken listener must not starve the others; still surface it.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  /** Announces the current connectors, except while discover() runs (setup reads them anyway). */
  protected connectorsChanged(): void {
    if (this.#settingUp) return;
    this.emit({ type: 'connectorsChanged', connectors: this.getConnectors() });
  }

  /** Keeps `subscription` as the connector's wallet subscription, stopping the one before. */
  protected watch(connectorId: string, subscription: Unsubscribe): void {
    this.unwatch(connectorId);
    this.#walletSubscriptions.set(connectorId, subscription);
  }

  protected unwatch(connectorId: string): void {
    this.#walletSubscriptions.get(connectorId)?.();
    this.#walletSubscriptions.delete(connectorId);
  }

  /** Runs an operation and throws whatever it throws as a KitError (mapError below). */
  protected async guard<T>(context: AdapterErrorContext, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw this.mapError(error, context);
    }
  }

  /**
   * The adapter's error mapping: by default @kit/core's toKitError with the operation's fallback.
   * Override it to recognise a wallet's own wording of a refusal or a node's send errors.
   */
  protected mapError(error: unknown, context: AdapterErrorContext): KitError {
    return toKitError(error, context.fallback);
  }

  /** getBalance's usual body: the read, guarded as BALANCE_UNAVAILABLE. */
  protected readBalance(read: () => Promise<AdapterBalance>): Promise<AdapterBalance> {
    return this.guard({ fallback: 'BALANCE_UNAVAILABLE' }, read);
  }

  /** The store's RPC client of `network`; `chainId` names it in the error before setup. */
  protected rpc(network: KitNetwork, chainId: string | number = network.caipNetworkId): RpcClient {
    if (!this.#context) {
      throw new NotConfiguredError(
        'CHAIN_NOT_CONFIGURED',
        { chainId },
        { details: 'the adapter has not been set up' },
      );
    }
    return this.#context.rpc(network);
  }

  #stopDiscovering(): void {
    for (const stop of this.#stopDiscovery.splice(0)) stop();
  }
}

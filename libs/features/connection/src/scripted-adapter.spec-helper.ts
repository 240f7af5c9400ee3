// Test helpers shared by the feature and store specs: a chain adapter scripted per test, written
// against @kit/core's public ChainAdapter contract only, and the saga-context services around it.
// Other libs' specs import this file by path (`@kit/connection/src/scripted-adapter.spec-helper`);
// it is not part of the public API.
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  BUILT_IN_NAMESPACE_PROFILES,
  NamespaceProfileRegistry,
  SERVER_ENVIRONMENT,
  profileOfAdapter,
  createKitStorage,
  createMemoryBackend,
  type AdapterAccount,
  type AdapterBalance,
  type AdapterCapabilities,
  type AdapterEvent,
  type AdapterSetupContext,
  type AdapterTokenBalance,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainNamespace,
  type Clock,
  type ConnectResult,
  type ConnectorDescriptor,
  type KitLogger,
  type KitNetwork,
  type NamespaceProfile,
} from '@kit/core';
import { connectorsDiscovered, namespaceRegistered } from './connection.slice';
import type { AdapterLookup } from './connection.saga';

/** A promise with its settle functions, to make an adapter call hang until the test decides. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** Creates a Deferred. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Test addresses (EIP-55 form, like a real EVM adapter reports them). */
export const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

type ConnectParams = { connectorId: string; caipNetworkId?: CaipNetworkId };
type BalanceParams = { address: string; network: KitNetwork };
type TokenParams = BalanceParams & { tokenAddresses: string[] };
type SwitchParams = { connectorId: string; network: KitNetwork };

/** How a ScriptedAdapter is built. */
export interface ScriptedAdapterOptions {
  /** Default `eip155`. */
  namespace?: ChainNamespace;
  /** Default: `<ns>:alpha` (Alpha Wallet) and `<ns>:beta` (Beta Wallet). */
  connectors?: ConnectorDescriptor[];
  /** Default: everything the scripts below can do. */
  capabilities?: Partial<AdapterCapabilities>;
  /** False leaves `reconnect` out, like an adapter without silent reconnect. Default true. */
  reconnect?: boolean;
  /** The network connect reports when the request names none. Default `<ns>:1`. */
  defaultCaipNetworkId?: CaipNetworkId;
  /** The namespace's profile. Default: the built-in profile of the namespace, as its adapter has. */
  profile?: NamespaceProfile;
}

/**
 * A ChainAdapter whose every answer is scripted by the test: replace `onConnect`, `onReconnect`,
 * `onDisconnect`, `onSwitchNetwork`, `onGetBalance` or `onGetTokenBalances` (resolve, reject, or
 * return a Deferred's promise to hang). Calls are recorded in `calls`; `emit` plays wallet events.
 */
export class ScriptedAdapter implements ChainAdapter {
  readonly namespace: ChainNamespace;
  readonly capabilities: AdapterCapabilities;
  readonly profile?: NamespaceProfile;
  readonly calls = {
    connect: [] as ConnectParams[],
    reconnect: [] as ConnectParams[],
    disconnect: [] as Array<{ connectorId: string }>,
    switchNetwork: [] as SwitchParams[],
    getBalance: [] as BalanceParams[],
    getTokenBalances: [] as TokenParams[],
  };
  readonly defaultCaipNetworkId: CaipNetworkId;
  accounts: AdapterAccount[] = [{ address: ALICE }];

  onConnect: (params: ConnectParams) => Promise<ConnectResult> = async (params) => ({
    accounts: this.accounts,
    caipNetworkId: params.caipNetworkId ?? this.defaultCaipNetworkId,
  });
  /** Default: the wallet no longer authorises this site. */
  onReconnect: (params: ConnectParams) => Promise<ConnectResult | undefined> = async () =>
    undefined;
  onDisconnect: (params: { connectorId: string }) => Promise<void> = async () => undefined;
  onSwitchNetwork: (params: SwitchParams) => Promise<void> = async () => undefined;
  onGetBalance: (params: BalanceParams) => Promise<AdapterBalance> = async ({ network }) => ({
    value: '1234567000000000000',
    decimals: network.nativeCurrency.decimals,
    symbol: network.nativeCurrency.symbol,
  });
  onGetTokenBalances: (params: TokenParams) => Promise<AdapterTokenBalance[]> = async () => [];

  reconnect?: (params: ConnectParams) => Promise<ConnectResult | undefined>;

  private connectors: ConnectorDescriptor[];
  private readonly listeners = new Set<(event: AdapterEvent) => void>();

  constructor(options: ScriptedAdapterOptions = {}) {
    this.namespace = options.namespace ?? 'eip155';
    this.defaultCaipNetworkId = options.defaultCaipNetworkId ?? `${this.namespace}:1`;
    this.profile =
      options.profile ??
      BUILT_IN_NAMESPACE_PROFILES.find((profile) => profile.namespace === this.namespace);
    this.capabilities = {
      signMessage: false,
      sendTransfer: false,
      estimateFee: false,
      switchNetwork: true,
      getBalance: true,
      getTokenBalances: true,
      ...options.capabilities,
    };
    this.connectors = options.connectors ?? [
      connector(this.namespace, 'alpha', 'Alpha Wallet'),
      connector(this.namespace, 'beta', 'Beta Wallet'),
    ];
    if (options.reconnect !== false) {
      this.reconnect = (params) => {
        this.calls.reconnect.push(params);
        return this.onReconnect(params);
      };
    }
  }

  setup(_context: AdapterSetupContext): void {}
  getConnectors(): ConnectorDescriptor[] {
    return this.connectors;
  }
  subscribe(listener: (event: AdapterEvent) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  connect(params: ConnectParams): Promise<ConnectResult> {
    this.calls.connect.push(params);
    return this.onConnect(params);
  }
  disconnect(params: { connectorId: string }): Promise<void> {
    this.calls.disconnect.push(params);
    return this.onDisconnect(params);
  }
  async getAccounts(): Promise<AdapterAccount[]> {
    return this.accounts;
  }
  switchNetwork(params: SwitchParams): Promise<void> {
    this.calls.switchNetwork.push(params);
    return this.onSwitchNetwork(params);
  }
  getBalance(params: BalanceParams): Promise<AdapterBalance> {
    this.calls.getBalance.push(params);
    return this.onGetBalance(params);
  }
  getTokenBalances(params: TokenParams): Promise<AdapterTokenBalance[]> {
    this.calls.getTokenBalances.push(params);
    return this.onGetTokenBalances(params);
  }

  /** Plays a wallet event, as the real wallet would. */
  emit(event: AdapterEvent): void {
    if (event.type === 'connectorsChanged') this.connectors = event.connectors;
    for (const listener of this.listeners) listener(event);
  }

  /** Scripts reconnect to authorise these accounts (default: the adapter's accounts). */
  authoriseReconnect(accounts: AdapterAccount[] = this.accounts): void {
    this.onReconnect = async (params) => ({
      accounts,
      caipNetworkId: params.caipNetworkId ?? this.defaultCaipNetworkId,
    });
  }

  /** Scripts the next connect to hang; settle it through the returned Deferred. */
  hangConnect(): Deferred<ConnectResult> {
    const pending = deferred<ConnectResult>();
    this.onConnect = () => pending.promise;
    return pending;
  }
}

/** A connector descriptor `<namespace>:<key>`. */
export function connector(
  namespace: ChainNamespace,
  key: string,
  name: string,
  extra: Partial<ConnectorDescriptor> = {},
): ConnectorDescriptor {
  return { id: `${namespace}:${key}`, name, type: 'INJECTED', chain: namespace, ...extra };
}

/** The registry the sagas get from context, over these adapters. */
export function fakeRegistry(adapters: readonly ChainAdapter[]): AdapterLookup {
  const byNamespace = new Map(adapters.map((adapter) => [adapter.namespace, adapter]));
  return {
    namespaces: () => [...byNamespace.keys()],
    getAdapter(namespace) {
      const adapter = byNamespace.get(namespace);
      if (!adapter) throw new Error(`no adapter for ${namespace}`);
      return adapter;
    },
    profiles: new NamespaceProfileRegistry(adapters.map(profileOfAdapter)),
  };
}

/** A clock the test moves by hand. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
}

/** Creates a ManualClock starting at a fixed instant. */
export function manualClock(start = 1_700_000_000_000): ManualClock {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}

/** The saga context of a test store: fake registry, memory storage, manual clock, silent logger. */
export function createTestServices(
  adapters: readonly ChainAdapter[],
  backend: ReturnType<typeof createMemoryBackend> = createMemoryBackend(),
) {
  const logger: jest.Mocked<KitLogger> = { warn: jest.fn(), error: jest.fn() };
  return {
    registry: fakeRegistry(adapters),
    storage: createKitStorage(backend),
    backend,
    clock: manualClock(),
    logger,
    environment: SERVER_ENVIRONMENT,
  };
}

/** What the store's registry saga does at start: registers each adapter and lists its connectors. */
export function registerAdapters(
  dispatch: Dispatch<UnknownAction>,
  adapters: readonly ChainAdapter[],
): void {
  for (const adapter of adapters) {
    dispatch(namespaceRegistered({ namespace: adapter.namespace }));
    dispatch(
      connectorsDiscovered({ namespace: adapter.namespace, connectors: adapter.getConnectors() }),
    );
  }
}

/** Lets pending promise callbacks and the saga steps they resume run (timers are not touched). */
export async function flushSagas(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}

/** Resolves once `predicate` holds for the store's state. */
export function waitForState<S>(
  store: { getState(): S; subscribe(listener: () => void): () => void },
  predicate: (state: S) => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    if (predicate(store.getState())) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (predicate(store.getState())) {
        unsubscribe();
        resolve();
      }
    });
  });
}

import {
  NamespaceProfileRegistry,
  NotConfiguredError,
  profileOfAdapter,
  type AuthConnector,
  type ChainAdapter,
  type ChainNamespace,
  type ConnectorDescriptor,
} from '@kit/core';

/**
 * Holds the chain adapters by namespace and resolves live providers by connector id, outside Redux
 * (ARCHITECTURE.md: adapters and providers are never stored in state). Sagas reach it through the
 * saga context under `registry`.
 */
export class ConnectorRegistry {
  private readonly adaptersByNamespace = new Map<ChainNamespace, ChainAdapter>();
  private readonly namespaceByConnectorId = new Map<string, ChainNamespace>();
  private authLoader: (() => Promise<AuthConnector>) | undefined;
  private authLoading: Promise<AuthConnector | undefined> | undefined;
  /**
   * The namespace profiles of the registered adapters (each adapter's `profile`, or one derived
   * from its capabilities): what features and views ask about a namespace's rules.
   */
  readonly profiles = new NamespaceProfileRegistry();

  constructor(adapters: readonly ChainAdapter[] = []) {
    for (const adapter of adapters) this.register(adapter);
  }

  /** Adds an adapter. Two adapters for one namespace are a configuration mistake, not a merge. */
  register(adapter: ChainAdapter): void {
    if (this.adaptersByNamespace.has(adapter.namespace)) {
      throw new NotConfiguredError('ADAPTER_ALREADY_REGISTERED', { ns: adapter.namespace });
    }
    this.adaptersByNamespace.set(adapter.namespace, adapter);
    this.profiles.register(profileOfAdapter(adapter));
  }

  /** The namespaces with an adapter, in registration order. */
  namespaces(): ChainNamespace[] {
    return [...this.adaptersByNamespace.keys()];
  }

  /** Every registered adapter, in registration order. */
  adapters(): ChainAdapter[] {
    return [...this.adaptersByNamespace.values()];
  }

  /** True when `namespace` has an adapter. */
  hasAdapter(namespace: ChainNamespace): boolean {
    return this.adaptersByNamespace.has(namespace);
  }

  /** The adapter of a namespace; throws 'Adapter not found' when there is none. */
  getAdapter(namespace: ChainNamespace): ChainAdapter {
    const adapter = this.adaptersByNamespace.get(namespace);
    if (!adapter) throw new NotConfiguredError('ADAPTER_NOT_FOUND', {}, { details: namespace });
    return adapter;
  }

  /** Records which adapter owns each connector, so providers can be found by connector id alone. */
  trackConnectors(namespace: ChainNamespace, connectors: readonly ConnectorDescriptor[]): void {
    for (const [id, owner] of this.namespaceByConnectorId) {
      if (owner === namespace) this.namespaceByConnectorId.delete(id);
    }
    for (const connector of connectors) this.namespaceByConnectorId.set(connector.id, namespace);
  }

  /** The adapter that owns a connector; throws the spec's error when the connector is unknown. */
  getAdapterForConnector(connectorId: string): ChainAdapter {
    const namespace = this.namespaceByConnectorId.get(connectorId);
    if (!namespace) {
      throw new NotConfiguredError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { id: connectorId });
    }
    return this.getAdapter(namespace);
  }

  /** The live provider (EIP-1193, Wallet Standard wallet, …) of a connector; 'Provider not found' if none. */
  getProvider(connectorId: string): unknown {
    const provider = this.getAdapterForConnector(connectorId).getProvider?.({ connectorId });
    if (provider === undefined || provider === null) {
      throw new NotConfiguredError('PROVIDER_NOT_FOUND', {}, { details: connectorId });
    }
    return provider;
  }

  /** Sets how the embedded wallet (the AUTH connector) is loaded; it loads on first use. */
  setAuthLoader(loader: () => Promise<AuthConnector>): void {
    this.authLoader = loader;
    this.authLoading = undefined;
  }

  /** The embedded wallet, loaded once; undefined when none is configured. */
  authConnector(): Promise<AuthConnector | undefined> {
    if (!this.authLoader) return Promise.resolve(undefined);
    this.authLoading ??= this.authLoader();
    return this.authLoading;
  }
}

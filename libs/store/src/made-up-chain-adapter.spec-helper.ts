import type {
  AdapterEvent,
  AdapterSetupContext,
  ChainAdapter,
  ConnectorDescriptor,
  KitNetwork,
} from '@kit/core';

/** The made-up namespace's one network, which the specs configure MadeUpChainAdapter with. */
export const madeUpMain: KitNetwork = {
  id: 'main',
  caipNetworkId: 'madeup:main',
  chainNamespace: 'madeup',
  name: 'Made-up Mainnet',
  nativeCurrency: { name: 'Made', symbol: 'MADE', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/'] } },
};

/**
 * A third party's adapter for a namespace Kit has never heard of, written against @kit/core's
 * public contract alone: the proof that the contract is not EVM-shaped.
 */
export class MadeUpChainAdapter implements ChainAdapter {
  readonly namespace = 'madeup';
  readonly capabilities = {
    signMessage: false,
    sendTransfer: false,
    switchNetwork: false,
    estimateFee: false,
    getBalance: false,
    getTokenBalances: false,
  };
  setupContext?: AdapterSetupContext;
  tornDown = false;
  private listeners = new Set<(event: AdapterEvent) => void>();
  private connectors: ConnectorDescriptor[] = [
    { id: 'madeup:pocket', name: 'Pocket Wallet', type: 'INJECTED', chain: 'madeup' },
  ];

  setup(context: AdapterSetupContext) {
    this.setupContext = context;
  }
  getConnectors() {
    return this.connectors;
  }
  subscribe(listener: (event: AdapterEvent) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  async connect() {
    return { accounts: [{ address: 'mu1alice' }], caipNetworkId: 'madeup:main' as const };
  }
  async disconnect() {}
  async getAccounts() {
    return [];
  }
  getProvider({ connectorId }: { connectorId: string }) {
    return connectorId === 'madeup:pocket' ? { kind: 'pocket-provider' } : undefined;
  }
  teardown() {
    this.tornDown = true;
  }
  /** Test hook: what a wallet would do. */
  emit(event: AdapterEvent) {
    if (event.type === 'connectorsChanged') this.connectors = event.connectors;
    for (const listener of this.listeners) listener(event);
  }
  get listenerCount() {
    return this.listeners.size;
  }
}

import { runSaga } from 'redux-saga';
import type {
  ChainAdapter,
  ChainNamespace,
  ConnectorDescriptor,
  KitLogger,
  PairingConnector,
} from '@kit/core';
import { NamespaceProfileRegistry } from '@kit/core';
import type { AdapterLookup } from '@kit/connection';
import { createPairingHost } from './pairing-host';
import { preparePairing } from './pairing.saga';

/** An adapter that hosts outside connectors, or refuses them like a third party's might. */
function hostingAdapter(
  namespace: ChainNamespace,
  refuses = false,
  hostsConnectorTypes?: readonly string[],
) {
  const attached: ConnectorDescriptor[] = [];
  const adapter = {
    namespace,
    ...(hostsConnectorTypes && { hostsConnectorTypes }),
    attachConnector({ descriptor }: { descriptor: ConnectorDescriptor; provider: unknown }) {
      if (refuses) throw new Error(`${namespace} takes no WalletConnect provider`);
      attached.push(descriptor);
    },
    detachConnector() {},
  } as unknown as ChainAdapter;
  return { adapter, attached };
}

// A connector with no stored session: preparePairing's restore finds nothing.
const connector = {
  setup: async () => undefined,
  restore: async () => undefined,
} as unknown as PairingConnector;

/** Runs preparePairing over these adapters; the pairing host and the warnings it logged. */
async function prepareWith(list: ChainAdapter[]) {
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    list.map((adapter) => [adapter.namespace, adapter]),
  );
  const registry: AdapterLookup = {
    namespaces: () => [...adapters.keys()],
    getAdapter: (namespace) => adapters.get(namespace)!,
    profiles: new NamespaceProfileRegistry(),
  };
  const warnings: string[] = [];
  const logger: KitLogger = { warn: (message) => warnings.push(message), error: () => {} };
  const host = createPairingHost(async () => connector, {} as never);
  await runSaga({ context: { pairing: host, registry, logger } }, preparePairing).toPromise();
  return { host, warnings };
}

describe('preparing WalletConnect on load', () => {
  it('lists the connector in every adapter that takes it, and one refusal stops nothing', async () => {
    const evm = hostingAdapter('eip155');
    const solana = hostingAdapter('solana', true);
    const { host, warnings } = await prepareWith([evm.adapter, solana.adapter]);

    expect(evm.attached.map((descriptor) => descriptor.id)).toEqual(['eip155:walletConnect']);
    expect([...host.providers.keys()]).toEqual(['eip155']);
    expect(warnings).toEqual(['WalletConnect is not offered on solana: its adapter refused it.']);
  });

  it('offers WalletConnect only to adapters whose hostsConnectorTypes take it', async () => {
    const evm = hostingAdapter('eip155', false, ['AUTH', 'WALLET_CONNECT']);
    const solana = hostingAdapter('solana', false, ['AUTH']);
    const { host, warnings } = await prepareWith([evm.adapter, solana.adapter]);

    expect(evm.attached.map((descriptor) => descriptor.id)).toEqual(['eip155:walletConnect']);
    expect(solana.attached).toEqual([]);
    expect([...host.providers.keys()]).toEqual(['eip155']);
    expect(warnings).toEqual([]);
  });
});

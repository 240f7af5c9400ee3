import type { KitLogger } from '@kit/core';
import { createMemoryBackend, KitError } from '@kit/core';
import {
  connected,
  selectConnection,
  selectConnectionStatus,
  selectConnectors,
} from '@kit/connection';
import { selectModalOpen, selectModalView } from '@kit/modal';
import { selectFeature, selectProjectId } from '@kit/options';
import { waitForState } from '@kit/testing';
import { createKit, type Kit } from './create-kit';
import { MadeUpChainAdapter, madeUpMain } from './made-up-chain-adapter.spec-helper';

const silentLogger: KitLogger = { warn: jest.fn(), error: jest.fn() };

describe('createKit with a third-party adapter for a made-up namespace', () => {
  let adapter: MadeUpChainAdapter;
  let kit: Kit;

  beforeEach(() => {
    adapter = new MadeUpChainAdapter();
    kit = createKit({
      networks: [madeUpMain],
      adapters: [adapter],
      storage: createMemoryBackend(),
      logger: silentLogger,
      projectId: 'local-project',
    });
  });

  afterEach(() => kit.destroy());

  it('sets the adapter up with its own networks and shows its connectors in the store', async () => {
    await waitForState(kit, (state) => selectConnectors(state).length === 1);
    expect(adapter.setupContext?.networks).toEqual([madeUpMain]);
    expect(adapter.setupContext?.projectId).toBe('local-project');
    expect(selectConnectors(kit.getState())).toEqual([
      { id: 'madeup:pocket', name: 'Pocket Wallet', type: 'INJECTED', chain: 'madeup' },
    ]);
    expect(kit.getState().connection.activeNamespace).toBe('madeup');
  });

  it('turns a newly announced wallet into a connector in the store', async () => {
    await waitForState(kit, (state) => selectConnectors(state).length === 1);
    adapter.emit({
      type: 'connectorsChanged',
      connectors: [
        ...adapter.getConnectors(),
        {
          id: 'madeup:vault',
          name: 'Vault',
          type: 'ANNOUNCED',
          chain: 'madeup',
          info: { rdns: 'com.vault' },
        },
      ],
    });
    await waitForState(kit, (state) => selectConnectors(state).length === 2);
    expect(selectConnectors(kit.getState()).map((connector) => connector.id)).toEqual([
      'madeup:pocket',
      'madeup:vault',
    ]);
    expect(kit.registry.getAdapterForConnector('madeup:vault')).toBe(adapter);
  });

  it('turns wallet events into actions that update the connection', async () => {
    await waitForState(kit, (state) => selectConnectors(state).length === 1);
    kit.store.dispatch(
      connected({
        namespace: 'madeup',
        connectorId: 'madeup:pocket',
        accounts: [{ address: 'mu1alice' }],
        caipNetworkId: 'madeup:main',
      }),
    );

    adapter.emit({
      type: 'accountsChanged',
      connectorId: 'madeup:pocket',
      accounts: [{ address: 'mu1bob' }],
    });
    adapter.emit({
      type: 'chainChanged',
      connectorId: 'madeup:pocket',
      caipNetworkId: 'madeup:test',
    });
    await waitForState(
      kit,
      (state) => selectConnection(state, 'madeup')?.caipNetworkId === 'madeup:test',
    );
    expect(selectConnection(kit.getState(), 'madeup')?.accounts).toEqual([{ address: 'mu1bob' }]);

    adapter.emit({ type: 'disconnect', connectorId: 'madeup:pocket' });
    await waitForState(kit, (state) => selectConnectionStatus(state, 'madeup') === 'disconnected');
    expect(selectConnection(kit.getState(), 'madeup')).toBeUndefined();
  });

  it('ignores events from a connector that is not the connected one', async () => {
    await waitForState(kit, (state) => selectConnectors(state).length === 1);
    kit.store.dispatch(
      connected({
        namespace: 'madeup',
        connectorId: 'madeup:pocket',
        accounts: [{ address: 'mu1alice' }],
      }),
    );
    adapter.emit({ type: 'disconnect', connectorId: 'madeup:other' });
    adapter.emit({
      type: 'accountsChanged',
      connectorId: 'madeup:pocket',
      accounts: [{ address: 'mu1carol' }],
    });
    await waitForState(
      kit,
      (state) => selectConnection(state, 'madeup')?.accounts[0]?.address === 'mu1carol',
    );
    expect(selectConnectionStatus(kit.getState(), 'madeup')).toBe('connected');
  });

  it('resolves the live provider by connector id outside the store', async () => {
    await waitForState(kit, (state) => selectConnectors(state).length === 1);
    expect(kit.registry.getProvider('madeup:pocket')).toEqual({ kind: 'pocket-provider' });
    expect(() => kit.registry.getProvider('madeup:ghost')).toThrow(
      'No connector found for connection: madeup:ghost',
    );
    expect(JSON.stringify(kit.getState())).not.toContain('pocket-provider');
  });

  it("fails kit.signMessage with 'Unsupported chain' when the adapter cannot sign", async () => {
    await waitForState(kit, (state) => selectConnectors(state).length === 1);
    await kit.connect({ connectorId: 'madeup:pocket' });
    await expect(kit.signMessage({ message: 'Hello Kit' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_CHAIN',
      shortMessage: 'Unsupported chain',
    });
  });

  it('unsubscribes from the adapter and tears it down on destroy', async () => {
    await waitForState(kit, (state) => selectConnectors(state).length === 1);
    expect(adapter.listenerCount).toBe(1);
    await kit.destroy();
    expect(adapter.listenerCount).toBe(0);
    expect(adapter.tornDown).toBe(true);
    await expect(kit.destroy()).resolves.toBeUndefined();
  });

  it('opens and closes the modal through the imperative API', async () => {
    kit.open();
    await waitForState(kit, selectModalOpen);
    expect(selectModalView(kit.getState())).toBe('Connect');
    kit.close();
    await waitForState(kit, (state) => !selectModalOpen(state));
  });

  it('keeps the integrator options in the store', () => {
    expect(selectProjectId(kit.getState())).toBe('local-project');
    expect(selectFeature(kit.getState(), 'send')).toBe(true);
  });
});

describe('createKit configuration errors', () => {
  const base = { storage: createMemoryBackend(), logger: silentLogger };

  it('rejects an empty network list with "Network not found"', () => {
    expect(() => createKit({ ...base, networks: [] })).toThrow('Network not found');
  });

  it('rejects a network of an unknown namespace with "Invalid CAIP-2 network id"', () => {
    expect(() => createKit({ ...base, networks: [madeUpMain] })).toThrow(
      'Invalid CAIP-2 network id',
    );
  });

  it('rejects a network whose id does not match its CAIP-2 id', () => {
    const wrong = { ...madeUpMain, id: 'other' };
    const error = captureError(() =>
      createKit({ ...base, networks: [wrong], adapters: [new MadeUpChainAdapter()] }),
    );
    expect(error).toBeInstanceOf(KitError);
    expect((error as KitError).code).toBe('NETWORK_MISMATCH');
  });

  it('rejects the same network listed twice', () => {
    expect(() =>
      createKit({
        ...base,
        networks: [madeUpMain, madeUpMain],
        adapters: [new MadeUpChainAdapter()],
      }),
    ).toThrow('Network madeup:main is listed more than once');
  });

  it('rejects two adapters for one namespace', () => {
    expect(() =>
      createKit({
        ...base,
        networks: [madeUpMain],
        adapters: [new MadeUpChainAdapter(), new MadeUpChainAdapter()],
      }),
    ).toThrow("An adapter for namespace 'madeup' is already registered");
  });

  it('rejects a default network that is not among the networks', () => {
    const other = { ...madeUpMain, id: 'test', caipNetworkId: 'madeup:test' as const };
    expect(() =>
      createKit({
        ...base,
        networks: [madeUpMain],
        defaultNetwork: other,
        adapters: [new MadeUpChainAdapter()],
      }),
    ).toThrow('Network not found');
  });

  it('puts the default network first', async () => {
    const other = { ...madeUpMain, id: 'test', caipNetworkId: 'madeup:test' as const };
    const kit = createKit({
      ...base,
      networks: [madeUpMain, other],
      defaultNetwork: other,
      adapters: [new MadeUpChainAdapter()],
    });
    expect(kit.networks.map((network) => network.caipNetworkId)).toEqual([
      'madeup:test',
      'madeup:main',
    ]);
    await kit.destroy();
  });

  it('logs an adapter whose setup fails and still lists its connectors', async () => {
    const adapter = new MadeUpChainAdapter();
    adapter.setup = () => {
      throw new Error('extension crashed');
    };
    const logger: KitLogger = { warn: jest.fn(), error: jest.fn() };
    const kit = createKit({ ...base, logger, networks: [madeUpMain], adapters: [adapter] });
    await waitForState(kit, (state) => selectConnectors(state).length === 1);
    expect(logger.error).toHaveBeenCalledWith(
      'The madeup adapter failed to set up',
      expect.any(Error),
    );
    await kit.destroy();
  });
});

function captureError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

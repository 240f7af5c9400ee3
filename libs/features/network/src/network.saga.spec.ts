import { alertRaised } from '@kit/alerts';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import {
  STORAGE_KEYS,
  UserRejectedRequestError,
  createMemoryBackend,
  mainnet,
  sepolia,
  solanaDevnet,
  type KitNetwork,
} from '@kit/core';
import {
  chainChanged,
  connectionSaga,
  connectionSlice,
  connectRequested,
  disconnected,
  selectActiveNamespace,
  selectConnection,
  selectConnectionStatus,
} from '@kit/connection';
import { connectionRequestSaga } from '@kit/connection/lazy-saga';
import { optionsInitialized, optionsSlice, type KitLocalOptions } from '@kit/options';
import {
  ScriptedAdapter,
  connector,
  createTestServices,
  deferred,
  flushSagas,
  registerAdapters,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { networkSaga } from './network.saga';
import {
  selectActiveCaipNetwork,
  selectActiveCaipNetworkId,
  selectAllRequestedNetworks,
  selectIsUnsupportedChain,
} from './network.selectors';
import {
  activeChainAccountMissing,
  chainSupportChecked,
  networkSlice,
  networksConfigured,
  networkSwitchStarted,
  networkSwitchSucceeded,
  selectApprovedCaipNetworkIds,
  selectCaipNetworkId,
  selectNetworkSwitchError,
  selectNetworkSwitchTarget,
  selectRequestedNetworks,
  selectSupportsAllNetworks,
  switchNetworkRequested,
} from './network.slice';

const NETWORKS: KitNetwork[] = [mainnet, sepolia, solanaDevnet];

interface SetupOptions {
  adapters?: ScriptedAdapter[];
  backend?: ReturnType<typeof createMemoryBackend>;
  options?: KitLocalOptions;
  networks?: KitNetwork[];
}

const tasks: Task[] = [];
afterEach(() => tasks.splice(0).forEach((task) => task.cancel()));

function setup({
  adapters = [new ScriptedAdapter(), new ScriptedAdapter({ namespace: 'solana' })],
  backend = createMemoryBackend(),
  options = {},
  networks = NETWORKS,
}: SetupOptions = {}) {
  const services = createTestServices(adapters, backend);
  const sagaMiddleware = createSagaMiddleware({
    context: { ...services, networkHint: selectCaipNetworkId },
  });
  // The outcomes the store's flow saga navigates by.
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: {
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      options: optionsSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(recorder, sagaMiddleware),
  });
  store.dispatch(optionsInitialized(options));
  tasks.push(
    sagaMiddleware.run(connectionSaga),
    sagaMiddleware.run(connectionRequestSaga),
    sagaMiddleware.run(networkSaga),
  );
  registerAdapters(store.dispatch, adapters);
  store.dispatch(networksConfigured(networks));
  const [evm = new ScriptedAdapter()] = adapters;
  return { store, evm, actions, ...services };
}

type Kit = ReturnType<typeof setup>;

async function connect(kit: Kit, connectorId: string) {
  const namespace = connectorId.split(':')[0] ?? '';
  kit.store.dispatch(connectRequested({ connectorId }));
  await waitForState(
    kit.store,
    (state) => selectConnectionStatus(state, namespace) === 'connected',
  );
}

const state = (kit: Kit) => kit.store.getState();
/** The payloads of the recorded actions `creator` matches. */
const reported = <P>(kit: Kit, creator: { match(action: unknown): action is { payload: P } }) =>
  kit.actions
    .filter((action) => creator.match(action))
    .map((action) => (action as { payload: P }).payload);

describe('networkSaga: configured networks', () => {
  it('groups the networks by namespace and starts each namespace on its first one', () => {
    const kit = setup();
    expect(selectRequestedNetworks(state(kit), 'eip155')).toEqual([mainnet, sepolia]);
    expect(selectRequestedNetworks(state(kit), 'solana')).toEqual([solanaDevnet]);
    expect(selectAllRequestedNetworks(state(kit))).toEqual(NETWORKS);
    expect(selectCaipNetworkId(state(kit), 'solana')).toBe(solanaDevnet.caipNetworkId);
    expect(selectActiveCaipNetwork(state(kit))).toEqual(mainnet);
  });

  it("makes the default (first) network's namespace active", () => {
    const kit = setup({ networks: [solanaDevnet, mainnet] });
    expect(selectActiveNamespace(state(kit))).toBe('solana');
    expect(selectActiveCaipNetwork(state(kit))).toEqual(solanaDevnet);
  });

  it('restores the stored active network when the app still configures it', () => {
    const backend = createMemoryBackend({
      [STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID]: JSON.stringify(sepolia.caipNetworkId),
    });
    const kit = setup({ backend });
    expect(selectActiveCaipNetwork(state(kit))).toEqual(sepolia);
  });

  it.each([
    ['a network the app no longer configures', '"eip155:424242"'],
    ['a corrupt value', '{"id":1}'],
    ['text that is not JSON', 'eip155:11155111'],
  ])('starts on the default network when storage holds %s', (_label, raw) => {
    const backend = createMemoryBackend({ [STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID]: raw });
    const kit = setup({ backend });
    expect(selectActiveCaipNetwork(state(kit))).toEqual(mainnet);
  });

  it('saves the active network whenever it changes', async () => {
    const kit = setup();
    kit.store.dispatch(switchNetworkRequested({ caipNetworkId: sepolia.caipNetworkId }));
    await flushSagas();
    expect(kit.backend.entries()[STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID]).toBe(
      JSON.stringify(sepolia.caipNetworkId),
    );
  });
});

describe('networkSaga: following the wallet', () => {
  it("makes the wallet's network the active one on connect", async () => {
    const kit = setup();
    kit.evm.onConnect = async () => ({
      accounts: kit.evm.accounts,
      caipNetworkId: 'eip155:11155111',
    });
    await connect(kit, 'eip155:alpha');
    expect(selectActiveCaipNetwork(state(kit))).toEqual(sepolia);
    expect(selectIsUnsupportedChain(state(kit))).toBe(false);
  });

  it('asks the wallet for the active network of its namespace on connect', async () => {
    const kit = setup();
    kit.store.dispatch(switchNetworkRequested({ caipNetworkId: sepolia.caipNetworkId }));
    await connect(kit, 'eip155:alpha');
    expect(kit.evm.calls.connect).toEqual([
      { connectorId: 'eip155:alpha', caipNetworkId: sepolia.caipNetworkId },
    ]);
  });

  it('follows a chain change reported by the wallet', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    kit.store.dispatch(
      chainChanged({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        caipNetworkId: sepolia.caipNetworkId,
      }),
    );
    expect(selectActiveCaipNetworkId(state(kit))).toBe(sepolia.caipNetworkId);
  });

  it('reports an unsupported chain when the wallet is on a network the app does not list', async () => {
    const kit = setup();
    kit.evm.onConnect = async () => ({ accounts: kit.evm.accounts, caipNetworkId: 'eip155:56' });
    await connect(kit, 'eip155:alpha');
    expect(selectIsUnsupportedChain(state(kit))).toBe(true);
    expect(selectActiveCaipNetworkId(state(kit))).toBe('eip155:56');
    expect(selectActiveCaipNetwork(state(kit))).toBeUndefined();
    expect(reported(kit, chainSupportChecked).at(-1)).toEqual({
      namespace: 'eip155',
      unsupported: true,
    });
  });

  it('reports the chain supported again once the wallet is back on a listed network', async () => {
    const kit = setup();
    kit.evm.onConnect = async () => ({ accounts: kit.evm.accounts, caipNetworkId: 'eip155:56' });
    await connect(kit, 'eip155:alpha');
    kit.store.dispatch(
      chainChanged({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        caipNetworkId: mainnet.caipNetworkId,
      }),
    );
    expect(selectIsUnsupportedChain(state(kit))).toBe(false);
    expect(reported(kit, chainSupportChecked).at(-1)).toEqual({
      namespace: 'eip155',
      unsupported: false,
    });
  });

  it('goes back to the first listed network after disconnecting from an unlisted one', async () => {
    const kit = setup();
    kit.evm.onConnect = async () => ({ accounts: kit.evm.accounts, caipNetworkId: 'eip155:56' });
    await connect(kit, 'eip155:alpha');
    kit.store.dispatch(disconnected({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    expect(selectActiveCaipNetwork(state(kit))).toEqual(mainnet);
  });

  it("records the wallet's network support from its connector", async () => {
    const evm = new ScriptedAdapter({
      connectors: [
        connector('eip155', 'alpha', 'Alpha Wallet', { chains: ['eip155:1'] }),
        connector('eip155', 'beta', 'Beta Wallet'),
      ],
    });
    const kit = setup({ adapters: [evm] });
    await connect(kit, 'eip155:alpha');
    expect(selectApprovedCaipNetworkIds(state(kit), 'eip155')).toEqual(['eip155:1']);
    expect(selectSupportsAllNetworks(state(kit), 'eip155')).toBe(false);
  });
});

describe('networkSaga: switching', () => {
  it('only changes the active network while disconnected', async () => {
    const kit = setup();
    kit.store.dispatch(switchNetworkRequested({ caipNetworkId: sepolia.caipNetworkId }));
    await flushSagas();
    expect(selectActiveCaipNetwork(state(kit))).toEqual(sepolia);
    expect(kit.evm.calls.switchNetwork).toEqual([]);
  });

  it('asks the connected wallet to switch and follows it', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    kit.store.dispatch(switchNetworkRequested({ caipNetworkId: sepolia.caipNetworkId }));
    await waitForState(kit.store, (s) => selectActiveCaipNetworkId(s) === sepolia.caipNetworkId);
    expect(kit.evm.calls.switchNetwork).toEqual([
      { connectorId: 'eip155:alpha', network: sepolia },
    ]);
    expect(selectConnection(state(kit), 'eip155')?.caipNetworkId).toBe(sepolia.caipNetworkId);
  });

  it('reports the switch started while the wallet decides and succeeded once it switched', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    const decision = deferred<void>();
    kit.evm.onSwitchNetwork = () => decision.promise;
    kit.store.dispatch(switchNetworkRequested({ caipNetworkId: sepolia.caipNetworkId }));
    await flushSagas();
    const target = { namespace: 'eip155', caipNetworkId: sepolia.caipNetworkId };
    expect(reported(kit, networkSwitchStarted)).toEqual([target]);
    expect(selectNetworkSwitchTarget(state(kit), 'eip155')).toBe(sepolia.caipNetworkId);
    expect(reported(kit, networkSwitchSucceeded)).toEqual([]);
    decision.resolve();
    await waitForState(kit.store, () => reported(kit, networkSwitchSucceeded).length > 0);
    expect(reported(kit, networkSwitchSucceeded)).toEqual([target]);
    expect(selectNetworkSwitchTarget(state(kit), 'eip155')).toBeUndefined();
  });

  it('keeps the network and the rejection when the visitor declines the switch', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    kit.evm.onSwitchNetwork = async () => {
      throw new UserRejectedRequestError();
    };
    kit.store.dispatch(switchNetworkRequested({ caipNetworkId: sepolia.caipNetworkId }));
    await waitForState(kit.store, (s) => selectNetworkSwitchError(s, 'eip155') !== undefined);
    expect(selectNetworkSwitchError(state(kit), 'eip155')).toEqual({
      name: 'UserRejectedRequestError',
      code: 'USER_REJECTED',
      message: 'User rejected the request',
    });
    expect(selectActiveCaipNetwork(state(kit))).toEqual(mainnet);
    expect(selectConnection(state(kit), 'eip155')?.caipNetworkId).toBe(mainnet.caipNetworkId);
    // No success: the SwitchNetwork view stays up to show the error and offer a retry.
    expect(reported(kit, networkSwitchSucceeded)).toEqual([]);
  });

  it('fails with "Chain … is not configured" for a network the app does not list', async () => {
    const kit = setup();
    kit.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:56' }));
    await flushSagas();
    expect(selectNetworkSwitchError(state(kit), 'eip155')).toMatchObject({
      code: 'CHAIN_NOT_CONFIGURED',
      message: 'Chain eip155:56 is not configured',
    });
    expect(selectActiveCaipNetwork(state(kit))).toEqual(mainnet);
  });

  it('raises APKT001 Network Not Found for a network the app does not list, not for a listed one', async () => {
    const kit = setup();
    kit.store.dispatch(switchNetworkRequested({ caipNetworkId: sepolia.caipNetworkId }));
    await flushSagas();
    expect(reported(kit, alertRaised)).toEqual([]);
    kit.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:56' }));
    await flushSagas();
    expect(reported(kit, alertRaised)).toEqual([{ code: 'APKT001' }]);
  });

  it('switches locally when the adapter cannot ask its wallet (the app picks the network)', async () => {
    const evm = new ScriptedAdapter({ capabilities: { switchNetwork: false } });
    const kit = setup({ adapters: [evm] });
    await connect(kit, 'eip155:alpha');
    kit.store.dispatch(switchNetworkRequested({ caipNetworkId: sepolia.caipNetworkId }));
    await flushSagas();
    expect(evm.calls.switchNetwork).toEqual([]);
    expect(selectConnection(state(kit), 'eip155')?.caipNetworkId).toBe(sepolia.caipNetworkId);
    expect(selectActiveCaipNetwork(state(kit))).toEqual(sepolia);
    expect(reported(kit, networkSwitchSucceeded)).toEqual([]);
  });

  it('reports a namespace where the connected wallet has no account', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    kit.store.dispatch(switchNetworkRequested({ caipNetworkId: solanaDevnet.caipNetworkId }));
    await flushSagas();
    expect(selectActiveNamespace(state(kit))).toBe('solana');
    expect(selectActiveCaipNetwork(state(kit))).toEqual(solanaDevnet);
    expect(reported(kit, activeChainAccountMissing)).toEqual([
      { caipNetworkId: solanaDevnet.caipNetworkId },
    ]);
  });

  it('changes namespace without reporting a missing account when nothing is connected', async () => {
    const kit = setup();
    kit.store.dispatch(switchNetworkRequested({ caipNetworkId: solanaDevnet.caipNetworkId }));
    await flushSagas();
    expect(selectActiveNamespace(state(kit))).toBe('solana');
    expect(reported(kit, activeChainAccountMissing)).toEqual([]);
  });

  it('makes another connected namespace active and asks its wallet when needed', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    await connect(kit, 'solana:alpha');
    expect(selectActiveNamespace(state(kit))).toBe('solana');
    kit.store.dispatch(switchNetworkRequested({ caipNetworkId: sepolia.caipNetworkId }));
    await waitForState(kit.store, (s) => selectActiveCaipNetworkId(s) === sepolia.caipNetworkId);
    expect(selectActiveNamespace(state(kit))).toBe('eip155');
    expect(kit.evm.calls.switchNetwork).toHaveLength(1);
    expect(reported(kit, activeChainAccountMissing)).toEqual([]);
  });
});

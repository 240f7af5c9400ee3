import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import {
  CONSTANTS,
  STORAGE_KEYS,
  UserRejectedRequestError,
  connectorIdKey,
  createMemoryBackend,
  type ChainNamespace,
} from '@kit/core';
import { selectToast, toastSaga, toastSlice } from '@kit/toast';
import { connectionSaga, type NetworkHint } from './connection.saga';
import { connectionRequestSaga } from './connection-requests.saga';
import {
  selectActiveConnectionStatus,
  selectActiveNamespace,
  selectConnection,
  selectConnectionStatus,
  selectRecentWallets,
} from './connection.selectors';
import { selectConnectionError } from './connection-views.selectors';
import {
  accountsChanged,
  activeNamespaceChanged,
  connectorsDiscovered,
  connectAbandoned,
  connectFailed,
  connectRequested,
  connectionSlice,
  disconnected,
  disconnectRequested,
  reconnectFinished,
  reconnectRequested,
} from './connection.slice';
import {
  ALICE,
  BOB,
  ScriptedAdapter,
  connector,
  createTestServices,
  flushSagas,
  registerAdapters,
  waitForState,
} from './scripted-adapter.spec-helper';

/** Reads any stored value (the tests check what was written, not its shape). */
const isAny = (value: unknown): value is unknown => value !== undefined;

interface SetupOptions {
  adapters?: ScriptedAdapter[];
  backend?: ReturnType<typeof createMemoryBackend>;
  /** The context's network hint (the store passes @kit/network's active network). */
  networkHint?: NetworkHint;
  /** Skip registering the adapters' connectors (to test late discovery). */
  register?: boolean;
}

const tasks: Task[] = [];

function setup({
  adapters = [new ScriptedAdapter()],
  backend = createMemoryBackend(),
  networkHint,
  register = true,
}: SetupOptions = {}) {
  const services = createTestServices(adapters, backend);
  const sagaMiddleware = createSagaMiddleware({ context: { ...services, networkHint } });
  /** Every action the store saw: the outcomes the flow saga navigates by. */
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { connection: connectionSlice.reducer, toast: toastSlice.reducer },
    middleware: (getDefault) => getDefault().concat(recorder, sagaMiddleware),
  });
  if (register) registerAdapters(store.dispatch, adapters);
  tasks.push(
    sagaMiddleware.run(connectionSaga),
    sagaMiddleware.run(connectionRequestSaga),
    sagaMiddleware.run(toastSaga),
  );
  const [adapter = new ScriptedAdapter()] = adapters;
  const status = (namespace: ChainNamespace = 'eip155') =>
    selectConnectionStatus(store.getState(), namespace);
  /** The payloads of the actions of `type` so far. */
  const reported = (type: string) =>
    actions.filter((action) => action.type === type).map((action) => action.payload);
  return { store, adapter, status, actions, reported, ...services };
}

/** Connects `connectorId` and waits for the outcome. */
async function connect(
  { store }: ReturnType<typeof setup>,
  connectorId: string,
  namespace: ChainNamespace = 'eip155',
) {
  store.dispatch(connectRequested({ connectorId }));
  await waitForState(
    store,
    (state) => !['connecting', 'reconnecting'].includes(selectConnectionStatus(state, namespace)),
  );
}

afterEach(() => {
  tasks.splice(0).forEach((task) => task.cancel());
  jest.useRealTimers();
});

describe('connectionSaga: connecting', () => {
  it('connects, makes the namespace active and reports the accounts and network', async () => {
    const evm = new ScriptedAdapter();
    const sol = new ScriptedAdapter({ namespace: 'solana' });
    const kit = setup({ adapters: [evm, sol] });
    expect(selectActiveNamespace(kit.store.getState())).toBe('eip155');

    await connect(kit, 'solana:alpha', 'solana');

    expect(kit.status('solana')).toBe('connected');
    expect(selectActiveNamespace(kit.store.getState())).toBe('solana');
    expect(selectConnection(kit.store.getState(), 'solana')).toEqual({
      connectorId: 'solana:alpha',
      accounts: [{ address: ALICE }],
      caipNetworkId: 'solana:1',
    });
  });

  it('is connecting while the wallet has not answered', async () => {
    const kit = setup();
    const pending = kit.adapter.hangConnect();
    kit.store.dispatch(connectRequested({ connectorId: 'eip155:alpha' }));
    await flushSagas();
    expect(kit.status()).toBe('connecting');
    pending.resolve({ accounts: [{ address: ALICE }], caipNetworkId: 'eip155:1' });
    await waitForState(kit.store, () => kit.status() === 'connected');
  });

  it('asks for the network the request names', async () => {
    const kit = setup();
    kit.store.dispatch(
      connectRequested({ connectorId: 'eip155:alpha', caipNetworkId: 'eip155:10' }),
    );
    await waitForState(kit.store, () => kit.status() === 'connected');
    expect(kit.adapter.calls.connect).toEqual([
      { connectorId: 'eip155:alpha', caipNetworkId: 'eip155:10' },
    ]);
  });

  it("asks for the store's network of the namespace when the request names none", async () => {
    const kit = setup({
      networkHint: (_state, namespace) => `${namespace}:137`,
    });
    await connect(kit, 'eip155:alpha');
    expect(kit.adapter.calls.connect).toEqual([
      { connectorId: 'eip155:alpha', caipNetworkId: 'eip155:137' },
    ]);
  });

  it('saves the connector id, the last use and the wallet on connect', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    const { storage } = kit;
    expect(storage.get(connectorIdKey('eip155'), isAny)).toBe('eip155:alpha');
    expect(storage.get(STORAGE_KEYS.CONNECTED_NAMESPACES, isAny)).toEqual([
      { namespace: 'eip155', lastUsedAt: kit.clock.now() },
    ]);
    expect(storage.get(STORAGE_KEYS.WALLET_NAME, isAny)).toBe('Alpha Wallet');
    expect(storage.get(STORAGE_KEYS.CONNECTION_STATUS, isAny)).toBe('connected');
    expect(storage.get(STORAGE_KEYS.RECENT_WALLETS, isAny)).toEqual([
      {
        connectorId: 'eip155:alpha',
        namespace: 'eip155',
        name: 'Alpha Wallet',
        lastUsedAt: kit.clock.now(),
      },
    ]);
  });

  it('keeps at most 2 recent wallets, newest first, each once', async () => {
    const adapter = new ScriptedAdapter({
      connectors: [
        connector('eip155', 'alpha', 'Alpha Wallet'),
        connector('eip155', 'beta', 'Beta Wallet', { explorerId: 'beta-explorer-id' }),
        connector('eip155', 'gamma', 'Gamma Wallet'),
      ],
    });
    const kit = setup({ adapters: [adapter] });
    for (const key of ['alpha', 'beta', 'alpha', 'gamma']) {
      kit.clock.advance(1_000);
      await connect(kit, `eip155:${key}`);
    }
    expect(selectRecentWallets(kit.store.getState()).map((wallet) => wallet.connectorId)).toEqual([
      'eip155:gamma',
      'eip155:alpha',
    ]);
    expect(kit.storage.get(STORAGE_KEYS.RECENT_WALLETS, isAny)).toHaveLength(2);
  });

  it('fails with "User rejected the request" and stays disconnected when the visitor declines', async () => {
    const kit = setup();
    kit.adapter.onConnect = async () => {
      throw new UserRejectedRequestError();
    };
    await connect(kit, 'eip155:alpha');
    expect(kit.status()).toBe('disconnected');
    expect(selectConnectionError(kit.store.getState(), 'eip155')).toEqual({
      name: 'UserRejectedRequestError',
      code: 'USER_REJECTED',
      message: 'User rejected the request',
    });
  });

  it('recognises a raw wallet rejection (code 4001) as the user declining', async () => {
    const kit = setup();
    kit.adapter.onConnect = async () => {
      throw Object.assign(new Error('MetaMask: nope'), { code: 4001 });
    };
    await connect(kit, 'eip155:alpha');
    expect(selectConnectionError(kit.store.getState(), 'eip155')?.message).toBe(
      'User rejected the request',
    );
  });

  it('wraps any other wallet failure as "Failed to connect"', async () => {
    const kit = setup();
    kit.adapter.onConnect = async () => {
      throw new Error('extension crashed');
    };
    await connect(kit, 'eip155:alpha');
    expect(selectConnectionError(kit.store.getState(), 'eip155')).toEqual({
      name: 'WalletConnectionError',
      code: 'CONNECT_FAILED',
      message: 'Failed to connect',
    });
  });

  it('fails with "Failed to connect" when the wallet exposes no account', async () => {
    const kit = setup();
    kit.adapter.accounts = [];
    await connect(kit, 'eip155:alpha');
    expect(kit.status()).toBe('disconnected');
    expect(selectConnectionError(kit.store.getState(), 'eip155')?.code).toBe('CONNECT_FAILED');
  });

  it('returns to connected with the current connection when connecting another wallet fails', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    kit.adapter.onConnect = async () => {
      throw new UserRejectedRequestError();
    };
    await connect(kit, 'eip155:beta');
    expect(kit.status()).toBe('connected');
    expect(selectConnection(kit.store.getState(), 'eip155')?.connectorId).toBe('eip155:alpha');
    expect(selectConnectionError(kit.store.getState(), 'eip155')?.code).toBe('USER_REJECTED');
  });

  it('fails without asking the wallet when the connector is already the current one', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    kit.store.dispatch(connectRequested({ connectorId: 'eip155:alpha' }));
    await flushSagas();
    expect(kit.adapter.calls.connect).toHaveLength(1);
    expect(kit.status()).toBe('connected');
    expect(selectConnectionError(kit.store.getState(), 'eip155')?.code).toBe('CONNECT_FAILED');
  });

  it('fails with "Modal closed" when the connect is abandoned (the modal closed), and ignores the late answer', async () => {
    const kit = setup();
    const pending = kit.adapter.hangConnect();
    kit.store.dispatch(connectRequested({ connectorId: 'eip155:alpha' }));
    await flushSagas();
    kit.store.dispatch(connectAbandoned());
    expect(kit.status()).toBe('disconnected');
    expect(selectConnectionError(kit.store.getState(), 'eip155')).toEqual({
      name: 'WalletConnectionError',
      code: 'MODAL_CLOSED',
      message: 'Modal closed',
    });
    pending.resolve({ accounts: [{ address: ALICE }], caipNetworkId: 'eip155:1' });
    await flushSagas();
    expect(selectConnection(kit.store.getState(), 'eip155')).toBeUndefined();
    expect(kit.storage.get(connectorIdKey('eip155'), isAny)).toBeUndefined();
  });

  it('abandons a pending connect when another wallet of the same namespace is picked', async () => {
    const kit = setup();
    const first = kit.adapter.hangConnect();
    kit.store.dispatch(connectRequested({ connectorId: 'eip155:alpha' }));
    await flushSagas();
    kit.adapter.onConnect = async () => ({
      accounts: [{ address: BOB }],
      caipNetworkId: 'eip155:1',
    });
    await connect(kit, 'eip155:beta');
    first.resolve({ accounts: [{ address: ALICE }], caipNetworkId: 'eip155:1' });
    await flushSagas();
    expect(selectConnection(kit.store.getState(), 'eip155')).toMatchObject({
      connectorId: 'eip155:beta',
      accounts: [{ address: BOB }],
    });
  });

  it('connects two namespaces side by side', async () => {
    const evm = new ScriptedAdapter();
    const sol = new ScriptedAdapter({ namespace: 'solana' });
    const kit = setup({ adapters: [evm, sol] });
    const pendingEvm = evm.hangConnect();
    kit.store.dispatch(connectRequested({ connectorId: 'eip155:alpha' }));
    await connect(kit, 'solana:alpha', 'solana');
    pendingEvm.resolve({ accounts: [{ address: ALICE }], caipNetworkId: 'eip155:1' });
    await waitForState(kit.store, () => kit.status('eip155') === 'connected');
    expect(kit.status('solana')).toBe('connected');
  });

  it('waits briefly for a wallet that announces itself late, then connects it', async () => {
    jest.useFakeTimers();
    const kit = setup({ register: false });
    kit.store.dispatch(connectRequested({ connectorId: 'eip155:alpha' }));
    await jest.advanceTimersByTimeAsync(CONSTANTS.ASYNC_INJECT_WAIT_MS / 2);
    registerAdapters(kit.store.dispatch, [kit.adapter]);
    await jest.advanceTimersByTimeAsync(0);
    expect(kit.status()).toBe('connected');
  });

  it('fails with "No connector found for connection" when the wallet never shows up', async () => {
    jest.useFakeTimers();
    const kit = setup();
    kit.store.dispatch(connectRequested({ connectorId: 'eip155:ghost' }));
    await jest.advanceTimersByTimeAsync(CONSTANTS.ASYNC_INJECT_WAIT_MS);
    expect(selectConnectionError(kit.store.getState(), 'eip155')).toEqual({
      name: 'NotConfiguredError',
      code: 'CONNECTOR_NOT_FOUND_FOR_CONNECTION',
      message: 'No connector found for connection: eip155:ghost',
    });
    expect(kit.adapter.calls.connect).toEqual([]);
  });
});

describe('connectionSaga: disconnecting', () => {
  it('disconnects the active namespace and deletes its stored connector id', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    kit.store.dispatch(disconnectRequested());
    await waitForState(kit.store, () => kit.status() === 'disconnected');
    expect(kit.adapter.calls.disconnect).toEqual([{ connectorId: 'eip155:alpha' }]);
    expect(kit.storage.get(connectorIdKey('eip155'), isAny)).toBeUndefined();
    expect(kit.storage.get(STORAGE_KEYS.CONNECTED_NAMESPACES, isAny)).toBeUndefined();
    expect(kit.storage.get(STORAGE_KEYS.CONNECTION_STATUS, isAny)).toBe('disconnected');
    expect(kit.storage.get(STORAGE_KEYS.WALLET_NAME, isAny)).toBeUndefined();
    // Recent wallets outlive the connection.
    expect(selectRecentWallets(kit.store.getState())).toHaveLength(1);
  });

  it('promotes the remaining connection when the active one is disconnected', async () => {
    const evm = new ScriptedAdapter();
    const sol = new ScriptedAdapter({ namespace: 'solana' });
    const kit = setup({ adapters: [evm, sol] });
    await connect(kit, 'solana:alpha', 'solana');
    await connect(kit, 'eip155:alpha');
    expect(selectActiveNamespace(kit.store.getState())).toBe('eip155');

    kit.store.dispatch(disconnectRequested());
    await waitForState(kit.store, () => kit.status('eip155') === 'disconnected');
    expect(selectActiveNamespace(kit.store.getState())).toBe('solana');
    expect(selectActiveConnectionStatus(kit.store.getState())).toBe('connected');
    // Solana's stored connection is untouched.
    expect(kit.storage.get(connectorIdKey('solana'), isAny)).toBe('solana:alpha');

    kit.store.dispatch(disconnectRequested({ namespace: 'solana' }));
    await waitForState(kit.store, () => kit.status('solana') === 'disconnected');
    expect(selectActiveConnectionStatus(kit.store.getState())).toBe('disconnected');
  });

  it('ends the local connection with "Failed to disconnect" when the wallet fails to', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    kit.adapter.onDisconnect = async () => {
      throw new Error('wallet_revokePermissions failed');
    };
    kit.store.dispatch(disconnectRequested({ namespace: 'eip155' }));
    await waitForState(kit.store, () => kit.status() === 'disconnected');
    expect(selectConnection(kit.store.getState(), 'eip155')).toBeUndefined();
    expect(selectConnectionError(kit.store.getState(), 'eip155')).toEqual({
      name: 'KitError',
      code: 'DISCONNECT_FAILED',
      message: 'Failed to disconnect',
    });
    expect(selectToast(kit.store.getState())).toMatchObject({
      message: 'Failed to disconnect',
      variant: 'error',
      open: true,
    });
    expect(kit.storage.get(connectorIdKey('eip155'), isAny)).toBeUndefined();
  });

  it('clears storage when the wallet ends the connection itself', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    kit.store.dispatch(disconnected({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    expect(kit.status()).toBe('disconnected');
    expect(kit.storage.get(connectorIdKey('eip155'), isAny)).toBeUndefined();
  });

  it('clears storage when the wallet locks (no accounts left)', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    kit.store.dispatch(
      accountsChanged({ namespace: 'eip155', connectorId: 'eip155:alpha', accounts: [] }),
    );
    expect(kit.status()).toBe('disconnected');
    expect(kit.storage.get(connectorIdKey('eip155'), isAny)).toBeUndefined();
  });

  it('keeps the connection and its storage on a disconnect event from another connector', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    kit.store.dispatch(disconnected({ namespace: 'eip155', connectorId: 'eip155:beta' }));
    expect(kit.status()).toBe('connected');
    expect(kit.storage.get(connectorIdKey('eip155'), isAny)).toBe('eip155:alpha');
  });

  it('forgets a stale stored connector when asked to disconnect a namespace that is not connected', async () => {
    const backend = createMemoryBackend({ [connectorIdKey('eip155')]: '"eip155:alpha"' });
    const kit = setup({ backend });
    kit.store.dispatch(disconnectRequested({ namespace: 'eip155' }));
    await flushSagas();
    expect(backend.entries()[connectorIdKey('eip155')]).toBeUndefined();
    expect(kit.adapter.calls.disconnect).toEqual([]);
  });
});

/** A storage backend as a previous visit left it. */
function storedVisit(
  connections: Array<{ namespace: string; connectorId: string; lastUsedAt: number }>,
) {
  const entries: Record<string, string> = {
    [STORAGE_KEYS.CONNECTED_NAMESPACES]: JSON.stringify(
      connections.map(({ namespace, lastUsedAt }) => ({ namespace, lastUsedAt })),
    ),
  };
  for (const { namespace, connectorId } of connections) {
    entries[connectorIdKey(namespace)] = JSON.stringify(connectorId);
  }
  return createMemoryBackend(entries);
}

describe('connectionSaga: reconnect on load', () => {
  it('tries the most recently used connector first and ends connected if any authorises', async () => {
    const evm = new ScriptedAdapter();
    const sol = new ScriptedAdapter({ namespace: 'solana' });
    const order: string[] = [];
    evm.onReconnect = async ({ connectorId }) => {
      order.push(connectorId);
      return undefined;
    };
    sol.onReconnect = async ({ connectorId }) => {
      order.push(connectorId);
      return { accounts: [{ address: 'So1ana' }], caipNetworkId: 'solana:1' };
    };
    const backend = storedVisit([
      { namespace: 'eip155', connectorId: 'eip155:beta', lastUsedAt: 100 },
      { namespace: 'solana', connectorId: 'solana:alpha', lastUsedAt: 200 },
    ]);
    const kit = setup({ adapters: [evm, sol], backend });

    kit.store.dispatch(reconnectRequested());
    await waitForState(kit.store, () => kit.status('eip155') === 'disconnected');

    expect(order).toEqual(['solana:alpha', 'eip155:beta']);
    expect(kit.status('solana')).toBe('connected');
    expect(selectActiveNamespace(kit.store.getState())).toBe('solana');
    expect(selectActiveConnectionStatus(kit.store.getState())).toBe('connected');
    // The one that no longer authorises is forgotten; the other is kept.
    expect(backend.entries()[connectorIdKey('eip155')]).toBeUndefined();
    expect(backend.entries()[connectorIdKey('solana')]).toBe('"solana:alpha"');
  });

  it('ends disconnected when no connector authorises', async () => {
    const kit = setup({
      backend: storedVisit([{ namespace: 'eip155', connectorId: 'eip155:alpha', lastUsedAt: 1 }]),
    });
    kit.store.dispatch(reconnectRequested());
    await flushSagas();
    expect(kit.adapter.calls.reconnect).toEqual([{ connectorId: 'eip155:alpha' }]);
    expect(selectActiveConnectionStatus(kit.store.getState())).toBe('disconnected');
  });

  it('is reconnecting until the wallet answers', async () => {
    const kit = setup({
      backend: storedVisit([{ namespace: 'eip155', connectorId: 'eip155:alpha', lastUsedAt: 1 }]),
    });
    let answer!: (value: undefined) => void;
    kit.adapter.onReconnect = () => new Promise((resolve) => (answer = resolve));
    kit.store.dispatch(reconnectRequested());
    await flushSagas();
    expect(kit.status()).toBe('reconnecting');
    answer(undefined);
    await waitForState(kit.store, () => kit.status() === 'disconnected');
  });

  it('restores the stored account on the active network hint without prompting', async () => {
    const kit = setup({
      backend: storedVisit([{ namespace: 'eip155', connectorId: 'eip155:alpha', lastUsedAt: 1 }]),
      networkHint: () => 'eip155:10',
    });
    kit.adapter.authoriseReconnect([{ address: BOB }]);
    kit.store.dispatch(reconnectRequested());
    await waitForState(kit.store, () => kit.status() === 'connected');
    expect(selectConnection(kit.store.getState(), 'eip155')).toEqual({
      connectorId: 'eip155:alpha',
      accounts: [{ address: BOB }],
      caipNetworkId: 'eip155:10',
    });
    expect(kit.adapter.calls.connect).toEqual([]);
  });

  it('keeps the active namespace when it reconnected', async () => {
    const evm = new ScriptedAdapter();
    const sol = new ScriptedAdapter({ namespace: 'solana' });
    evm.authoriseReconnect();
    sol.authoriseReconnect();
    const kit = setup({
      adapters: [evm, sol],
      backend: storedVisit([
        { namespace: 'eip155', connectorId: 'eip155:alpha', lastUsedAt: 1 },
        { namespace: 'solana', connectorId: 'solana:alpha', lastUsedAt: 2 },
      ]),
    });
    kit.store.dispatch(activeNamespaceChanged({ namespace: 'eip155' }));
    kit.store.dispatch(reconnectRequested());
    // Solana was used more recently; the active namespace is chosen once every one was tried.
    await waitForState(kit.store, () => kit.reported(reconnectFinished.type).length > 0);
    expect(selectActiveNamespace(kit.store.getState())).toBe('eip155');
  });

  it('ignores corrupt and foreign stored values', async () => {
    const backend = createMemoryBackend({
      [connectorIdKey('eip155')]: '{"not":"an id"}',
      [connectorIdKey('solana')]: 'not json at all',
      [STORAGE_KEYS.CONNECTED_NAMESPACES]: '"eip155"',
    });
    const evm = new ScriptedAdapter();
    const sol = new ScriptedAdapter({ namespace: 'solana' });
    const kit = setup({ adapters: [evm, sol], backend });
    kit.store.dispatch(reconnectRequested());
    await flushSagas();
    expect(evm.calls.reconnect).toEqual([]);
    expect(sol.calls.reconnect).toEqual([]);
    expect(selectActiveConnectionStatus(kit.store.getState())).toBe('disconnected');
  });

  it('still reconnects stored connectors when the last-use list is corrupt, in registration order', async () => {
    const backend = createMemoryBackend({
      [connectorIdKey('eip155')]: '"eip155:alpha"',
      [connectorIdKey('solana')]: '"solana:alpha"',
      [STORAGE_KEYS.CONNECTED_NAMESPACES]: '[{"namespace":"solana","lastUsedAt":"yesterday"}, 42]',
    });
    const order: string[] = [];
    const evm = new ScriptedAdapter();
    const sol = new ScriptedAdapter({ namespace: 'solana' });
    for (const adapter of [evm, sol]) {
      adapter.onReconnect = async ({ connectorId }) => void order.push(connectorId);
    }
    const kit = setup({ adapters: [evm, sol], backend });
    kit.store.dispatch(reconnectRequested());
    await waitForState(kit.store, () => kit.status('solana') === 'disconnected');
    expect(order).toEqual(['eip155:alpha', 'solana:alpha']);
  });

  it('skips an adapter that cannot reconnect silently and keeps its stored connector', async () => {
    const adapter = new ScriptedAdapter({ reconnect: false });
    const backend = storedVisit([
      { namespace: 'eip155', connectorId: 'eip155:alpha', lastUsedAt: 1 },
    ]);
    const kit = setup({ adapters: [adapter], backend });
    kit.store.dispatch(reconnectRequested());
    await flushSagas();
    expect(kit.status()).toBe('disconnected');
    expect(backend.entries()[connectorIdKey('eip155')]).toBe('"eip155:alpha"');
  });

  it('keeps the stored connector when reconnecting throws (it may be transient)', async () => {
    const backend = storedVisit([
      { namespace: 'eip155', connectorId: 'eip155:alpha', lastUsedAt: 1 },
    ]);
    const kit = setup({ backend });
    kit.adapter.onReconnect = async () => {
      throw new Error('RPC down');
    };
    kit.store.dispatch(reconnectRequested());
    await flushSagas();
    expect(kit.status()).toBe('disconnected');
    expect(backend.entries()[connectorIdKey('eip155')]).toBe('"eip155:alpha"');
    expect(kit.logger.warn).toHaveBeenCalledWith(
      'Could not reconnect eip155:alpha',
      expect.any(Error),
    );
  });

  it('waits briefly for a stored wallet that announces itself late', async () => {
    jest.useFakeTimers();
    const adapter = new ScriptedAdapter();
    adapter.authoriseReconnect();
    const kit = setup({
      adapters: [adapter],
      register: false,
      backend: storedVisit([{ namespace: 'eip155', connectorId: 'eip155:late', lastUsedAt: 1 }]),
    });
    registerAdapters(kit.store.dispatch, [adapter]);
    kit.store.dispatch(reconnectRequested());
    await jest.advanceTimersByTimeAsync(CONSTANTS.ASYNC_INJECT_WAIT_MS - 100);
    expect(kit.status()).toBe('reconnecting');
    kit.store.dispatch(
      connectorsDiscovered({
        namespace: 'eip155',
        connectors: [...adapter.getConnectors(), connector('eip155', 'late', 'Late Wallet')],
      }),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(kit.status()).toBe('connected');
  });

  it('gives up on a stored wallet that never shows up, keeping it for the next load', async () => {
    jest.useFakeTimers();
    const backend = storedVisit([
      { namespace: 'eip155', connectorId: 'eip155:gone', lastUsedAt: 1 },
    ]);
    const kit = setup({ backend });
    kit.store.dispatch(reconnectRequested());
    await jest.advanceTimersByTimeAsync(CONSTANTS.ASYNC_INJECT_WAIT_MS);
    expect(kit.status()).toBe('disconnected');
    expect(kit.adapter.calls.reconnect).toEqual([]);
    expect(backend.entries()[connectorIdKey('eip155')]).toBe('"eip155:gone"');
  });
});

describe('connectionSaga: recent wallets on load', () => {
  it('restores the stored recent wallets, skipping corrupt entries and unsafe images', () => {
    const backend = createMemoryBackend({
      [STORAGE_KEYS.RECENT_WALLETS]: JSON.stringify([
        { connectorId: 'eip155:alpha', namespace: 'eip155', name: 'Alpha', lastUsedAt: 5 },
        { connectorId: 42, namespace: 'eip155', name: 'Broken', lastUsedAt: 9 },
        {
          connectorId: 'eip155:beta',
          namespace: 'eip155',
          name: 'Beta',
          lastUsedAt: 7,
          imageUrl: 'javascript:alert(1)',
          injected: '<script>',
        },
      ]),
    });
    const kit = setup({ backend });
    expect(selectRecentWallets(kit.store.getState())).toEqual([
      { connectorId: 'eip155:beta', namespace: 'eip155', name: 'Beta', lastUsedAt: 7 },
      { connectorId: 'eip155:alpha', namespace: 'eip155', name: 'Alpha', lastUsedAt: 5 },
    ]);
  });

  it('starts with no recent wallets when the stored list is not a list', () => {
    const kit = setup({
      backend: createMemoryBackend({ [STORAGE_KEYS.RECENT_WALLETS]: '{"a":1}' }),
    });
    expect(selectRecentWallets(kit.store.getState())).toEqual([]);
  });
});

describe('connectionSaga: outcomes the flow saga and the wallet rely on', () => {
  it('asks the wallet for no network when neither the request nor the store names one', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    expect(kit.adapter.calls.connect).toEqual([{ connectorId: 'eip155:alpha' }]);
    expect(kit.adapter.calls.connect[0]).not.toHaveProperty('caipNetworkId');
  });

  it('reports the abandoned attempt as failed when another wallet of the namespace is picked', async () => {
    const kit = setup();
    kit.adapter.hangConnect();
    kit.store.dispatch(connectRequested({ connectorId: 'eip155:alpha' }));
    await flushSagas();
    kit.adapter.onConnect = async () => ({
      accounts: [{ address: BOB }],
      caipNetworkId: 'eip155:1',
    });
    await connect(kit, 'eip155:beta');
    expect(kit.reported(connectFailed.type)).toEqual([
      {
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        error: {
          name: 'WalletConnectionError',
          code: 'CONNECT_FAILED',
          message: 'Failed to connect',
        },
      },
    ]);
  });

  it('reports no failure for a connect that succeeded', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    await flushSagas();
    expect(kit.reported(connectFailed.type)).toEqual([]);
  });

  it('waits for two late wallets of different namespaces side by side', async () => {
    jest.useFakeTimers();
    const evm = new ScriptedAdapter();
    const sol = new ScriptedAdapter({ namespace: 'solana' });
    const kit = setup({ adapters: [evm, sol], register: false });
    kit.store.dispatch(connectRequested({ connectorId: 'eip155:alpha' }));
    kit.store.dispatch(connectRequested({ connectorId: 'solana:alpha' }));
    await jest.advanceTimersByTimeAsync(CONSTANTS.ASYNC_INJECT_WAIT_MS / 2);
    registerAdapters(kit.store.dispatch, [evm, sol]);
    await jest.advanceTimersByTimeAsync(0);
    expect(kit.status('eip155')).toBe('connected');
    expect(kit.status('solana')).toBe('connected');
  });

  it('says in the log which wallet failed to disconnect', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    const failure = new Error('wallet_revokePermissions failed');
    kit.adapter.onDisconnect = async () => {
      throw failure;
    };
    kit.store.dispatch(disconnectRequested({ namespace: 'eip155' }));
    await waitForState(kit.store, () => kit.status() === 'disconnected');
    expect(kit.logger.warn).toHaveBeenCalledWith(
      'The eip155 wallet failed to disconnect; disconnecting locally.',
      failure,
    );
  });

  it('does nothing on a disconnect request while no namespace is active', async () => {
    const backend = createMemoryBackend({
      [STORAGE_KEYS.WALLET_ID]: '"io.metamask"',
      [STORAGE_KEYS.CONNECTION_STATUS]: '"connected"',
    });
    const before = { ...backend.entries() };
    const kit = setup({ backend, register: false });
    expect(selectActiveNamespace(kit.store.getState())).toBeUndefined();
    kit.store.dispatch(disconnectRequested());
    await flushSagas();
    expect(backend.entries()).toEqual(before);
    expect(kit.adapter.calls.disconnect).toEqual([]);
  });

  it('keeps the connection when the wallet reports other accounts', async () => {
    const kit = setup();
    await connect(kit, 'eip155:alpha');
    kit.store.dispatch(
      accountsChanged({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        accounts: [{ address: BOB }],
      }),
    );
    await flushSagas();
    expect(kit.status()).toBe('connected');
    expect(kit.reported(disconnected.type)).toEqual([]);
  });
});

describe('connectionSaga: what a reconnect reports', () => {
  const finished = (kit: ReturnType<typeof setup>) => kit.reported(reconnectFinished.type);

  it('counts a namespace the visitor connected meanwhile as restored, without asking its wallet again', async () => {
    const backend = storedVisit([
      { namespace: 'eip155', connectorId: 'eip155:alpha', lastUsedAt: 1 },
    ]);
    const kit = setup({ backend });
    await connect(kit, 'eip155:alpha');
    kit.store.dispatch(reconnectRequested());
    await flushSagas();
    expect(kit.adapter.calls.reconnect).toEqual([]);
    expect(finished(kit)).toEqual([{ connected: ['eip155'] }]);
  });

  it('reports the namespaces that reconnected, and none when the wallet no longer authorises (forgetting it)', async () => {
    const evm = new ScriptedAdapter();
    const sol = new ScriptedAdapter({ namespace: 'solana' });
    sol.authoriseReconnect();
    const backend = storedVisit([
      { namespace: 'eip155', connectorId: 'eip155:alpha', lastUsedAt: 1 },
      { namespace: 'solana', connectorId: 'solana:alpha', lastUsedAt: 2 },
    ]);
    const kit = setup({ adapters: [evm, sol], backend });
    kit.store.dispatch(reconnectRequested());
    await flushSagas();
    expect(finished(kit)).toEqual([{ connected: ['solana'] }]);
    expect(backend.entries()[connectorIdKey('eip155')]).toBeUndefined();
  });

  it('reports nothing restored, and logs nothing, for an adapter that cannot reconnect silently', async () => {
    const adapter = new ScriptedAdapter({ reconnect: false });
    const kit = setup({
      adapters: [adapter],
      backend: storedVisit([{ namespace: 'eip155', connectorId: 'eip155:alpha', lastUsedAt: 1 }]),
    });
    kit.store.dispatch(reconnectRequested());
    await flushSagas();
    expect(finished(kit)).toEqual([{ connected: [] }]);
    expect(kit.logger.warn).not.toHaveBeenCalled();
  });

  it('reports nothing restored when reconnecting throws', async () => {
    const kit = setup({
      backend: storedVisit([{ namespace: 'eip155', connectorId: 'eip155:alpha', lastUsedAt: 1 }]),
    });
    kit.adapter.onReconnect = async () => {
      throw new Error('RPC down');
    };
    kit.store.dispatch(reconnectRequested());
    await flushSagas();
    expect(finished(kit)).toEqual([{ connected: [] }]);
  });

  it('does not ask a wallet of another namespace stored under this one', async () => {
    jest.useFakeTimers();
    const evm = new ScriptedAdapter();
    const sol = new ScriptedAdapter({ namespace: 'solana' });
    evm.authoriseReconnect();
    const kit = setup({
      adapters: [evm, sol],
      backend: storedVisit([{ namespace: 'eip155', connectorId: 'solana:alpha', lastUsedAt: 1 }]),
    });
    kit.store.dispatch(reconnectRequested());
    await jest.advanceTimersByTimeAsync(CONSTANTS.ASYNC_INJECT_WAIT_MS);
    expect(evm.calls.reconnect).toEqual([]);
    expect(finished(kit)).toEqual([{ connected: [] }]);
  });

  it('makes the most recent restored namespace active when the active one did not reconnect', async () => {
    const evm = new ScriptedAdapter();
    const sol = new ScriptedAdapter({ namespace: 'solana' });
    sol.authoriseReconnect();
    const kit = setup({
      adapters: [evm, sol],
      backend: storedVisit([
        { namespace: 'eip155', connectorId: 'eip155:alpha', lastUsedAt: 1 },
        { namespace: 'solana', connectorId: 'solana:alpha', lastUsedAt: 2 },
      ]),
    });
    kit.store.dispatch(activeNamespaceChanged({ namespace: 'eip155' }));
    kit.store.dispatch(reconnectRequested());
    await waitForState(kit.store, () => finished(kit).length > 0);
    expect(selectActiveNamespace(kit.store.getState())).toBe('solana');
  });
});

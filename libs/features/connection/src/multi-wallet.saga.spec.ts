import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { STORAGE_KEYS, connectorIdKey, createMemoryBackend } from '@kit/core';
import { toastSlice } from '@kit/toast';
import { connectionSaga, type MultiWalletFlag } from './connection.saga';
import { connectionRequestSaga } from './connection-requests.saga';
import {
  selectActiveNamespace,
  selectConnection,
  selectConnectionStatus,
  selectLiveConnections,
} from './connection.selectors';
import { selectRecentConnections, selectSwitchError } from './connection-views.selectors';
import {
  accountsChanged,
  activeNamespaceChanged,
  connectRequested,
  connectionAuthNamed,
  connectionSlice,
  disconnected,
  disconnectRequested,
  reconnectFinished,
  reconnectRequested,
  switchLoginNeeded,
  switchRequested,
} from './connection.slice';
import {
  ALICE,
  BOB,
  ScriptedAdapter,
  createTestServices,
  flushSagas,
  registerAdapters,
  waitForState,
} from './scripted-adapter.spec-helper';

// Multi-wallet (spec §3-4, §6, flag multiWallet): several live connections per namespace, switched
// and disconnected one by one, and all restored on load. Each runs the real saga on a real store.

const tasks: Task[] = [];
afterEach(() => tasks.splice(0).forEach((task) => task.cancel()));

/** Alpha answers with Alice, Beta with Bob, to connect and to reconnect. */
function twoWalletAdapter(options: { reconnect?: boolean } = {}): ScriptedAdapter {
  const adapter = new ScriptedAdapter(options);
  const answer = async ({ connectorId }: { connectorId: string }) => ({
    accounts: [{ address: connectorId === 'eip155:alpha' ? ALICE : BOB }],
    caipNetworkId: 'eip155:1' as const,
  });
  adapter.onConnect = answer;
  adapter.onReconnect = answer;
  return adapter;
}

/**
 * `multiWallet` is the flag's value, or `'absent'` for a store that passes no flag at all;
 * `reconnect: false` gives an adapter without silent reconnect.
 */
function setup({
  multiWallet = true as boolean | 'absent',
  backend = createMemoryBackend(),
  reconnect = true,
} = {}) {
  const adapter = twoWalletAdapter({ reconnect });
  const services = createTestServices([adapter], backend);
  const flag: MultiWalletFlag = () => multiWallet === true;
  const sagaMiddleware = createSagaMiddleware({
    context: multiWallet === 'absent' ? services : { ...services, multiWallet: flag },
  });
  const seen: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { connection: connectionSlice.reducer, toast: toastSlice.reducer },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware, record),
  });
  registerAdapters(store.dispatch, [adapter]);
  tasks.push(sagaMiddleware.run(connectionSaga), sagaMiddleware.run(connectionRequestSaga));
  const live = () =>
    selectLiveConnections(store.getState()).map(
      ({ connection, current }) => `${connection.connectorId}${current ? ' (current)' : ''}`,
    );
  return { store, adapter, backend, seen, live, logger: services.logger };
}

async function connectBoth(kit: ReturnType<typeof setup>) {
  for (const connectorId of ['eip155:alpha', 'eip155:beta']) {
    kit.store.dispatch(connectRequested({ connectorId }));
    await waitForState(
      kit.store,
      (state) => selectConnection(state, 'eip155')?.connectorId === connectorId,
    );
  }
}

/** Runs reconnect on load and waits until the namespace is connected and the rest has settled. */
async function reconnectOnLoad(kit: ReturnType<typeof setup>) {
  kit.store.dispatch(reconnectRequested());
  await waitForState(kit.store, (state) => selectConnectionStatus(state, 'eip155') === 'connected');
  await flushSagas();
}

interface StoredUse {
  namespace: string;
  lastUsedAt: number;
  others?: string[];
}

const stored = (kit: ReturnType<typeof setup>) => ({
  current: kit.backend.entries()[connectorIdKey('eip155')],
  uses: JSON.parse(kit.backend.entries()[STORAGE_KEYS.CONNECTED_NAMESPACES] ?? '[]') as StoredUse[],
});

/** A stored namespace use as it is once its other connections are gone (its last use kept). */
const withoutOthers = ({ namespace, lastUsedAt }: StoredUse): StoredUse => ({
  namespace,
  lastUsedAt,
});

describe('multi-wallet connections (flag multiWallet)', () => {
  it('keeps the first wallet live beside a second one of the same namespace', async () => {
    const kit = setup();
    await connectBoth(kit);
    expect(kit.live()).toEqual(['eip155:beta (current)', 'eip155:alpha']);
    expect(selectConnection(kit.store.getState(), 'eip155')?.accounts).toEqual([{ address: BOB }]);
    expect(stored(kit)).toEqual({
      current: '"eip155:beta"',
      uses: [{ namespace: 'eip155', lastUsedAt: expect.any(Number), others: ['eip155:alpha'] }],
    });
  });

  it('replaces the first wallet with the second when the flag is off (as before)', async () => {
    const kit = setup({ multiWallet: false });
    await connectBoth(kit);
    expect(kit.live()).toEqual(['eip155:beta (current)']);
    expect(stored(kit).uses).toEqual([{ namespace: 'eip155', lastUsedAt: expect.any(Number) }]);
  });

  it('switches to another live connection: it becomes current, the other stays live', async () => {
    const kit = setup();
    await connectBoth(kit);
    kit.store.dispatch(switchRequested({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await flushSagas();
    expect(kit.live()).toEqual(['eip155:alpha (current)', 'eip155:beta']);
    expect(selectConnection(kit.store.getState(), 'eip155')?.accounts).toEqual([
      { address: ALICE },
    ]);
    expect(kit.adapter.calls.connect).toHaveLength(2); // no prompt for a live connection
    expect(stored(kit).current).toBe('"eip155:alpha"');
    // The other features hear that the namespace's account changed (balances, sign-in).
    expect(kit.seen).toContainEqual(
      accountsChanged({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        accounts: [{ address: ALICE }],
      }),
    );
  });

  it('disconnects one live connection by its row, leaving the current one', async () => {
    const kit = setup();
    await connectBoth(kit);
    kit.store.dispatch(disconnectRequested({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await flushSagas();
    expect(kit.adapter.calls.disconnect).toEqual([{ connectorId: 'eip155:alpha' }]);
    expect(kit.live()).toEqual(['eip155:beta (current)']);
    expect(
      selectRecentConnections(kit.store.getState()).map((r) => r.connection.connectorId),
    ).toEqual(['eip155:alpha']);
    expect(stored(kit)).toEqual({
      current: '"eip155:beta"',
      uses: [{ namespace: 'eip155', lastUsedAt: expect.any(Number) }],
    });
  });

  it('promotes the remaining connection when the current one is disconnected (spec §4)', async () => {
    const kit = setup();
    await connectBoth(kit);
    kit.store.dispatch(disconnectRequested({ namespace: 'eip155' }));
    await flushSagas();
    expect(kit.live()).toEqual(['eip155:alpha (current)']);
    expect(selectConnectionStatus(kit.store.getState(), 'eip155')).toBe('connected');
    expect(stored(kit).current).toBe('"eip155:alpha"');
  });

  it("fails a switch with 'Invalid connection status' while the namespace is connecting", async () => {
    const kit = setup();
    await connectBoth(kit);
    kit.adapter.hangConnect();
    kit.store.dispatch(connectRequested({ connectorId: 'eip155:alpha' }));
    await flushSagas();
    kit.store.dispatch(switchRequested({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await flushSagas();
    expect(selectSwitchError(kit.store.getState())).toEqual({
      name: 'WalletConnectionError',
      code: 'INVALID_CONNECTION_STATUS',
      message: 'Invalid connection status',
    });
    expect(selectConnection(kit.store.getState(), 'eip155')?.connectorId).toBe('eip155:beta');
  });

  it('runs the login flow again when switching to a disconnected connection', async () => {
    const kit = setup();
    await connectBoth(kit);
    kit.store.dispatch(disconnectRequested({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await flushSagas();
    kit.store.dispatch(switchRequested({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await flushSagas();
    expect(kit.seen).toContainEqual(
      switchLoginNeeded({ namespace: 'eip155', connectorId: 'eip155:alpha' }),
    );
    expect(selectSwitchError(kit.store.getState())).toBeUndefined();
  });

  it('runs the same login again when switching to an ended e-mail connection (its auth name)', async () => {
    const kit = setup();
    await connectBoth(kit);
    kit.store.dispatch(
      connectionAuthNamed({ namespace: 'eip155', connectorId: 'eip155:alpha', authName: 'email' }),
    );
    kit.store.dispatch(disconnectRequested({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await flushSagas();
    kit.store.dispatch(switchRequested({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await flushSagas();
    expect(kit.seen).toContainEqual(
      switchLoginNeeded({ namespace: 'eip155', connectorId: 'eip155:alpha', authName: 'email' }),
    );
  });

  it("fails with 'No connector found for connection: {id}' when the wallet is gone", async () => {
    const kit = setup();
    kit.store.dispatch(switchRequested({ namespace: 'eip155', connectorId: 'eip155:gone' }));
    await flushSagas();
    expect(selectSwitchError(kit.store.getState())?.message).toBe(
      'No connector found for connection: eip155:gone',
    );
  });

  it('restores every stored connection on load, the current one current', async () => {
    const first = setup();
    await connectBoth(first);
    first.store.dispatch(switchRequested({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await flushSagas();

    const reload = setup({ backend: first.backend });
    reload.store.dispatch(reconnectRequested());
    await waitForState(reload.store, () => reload.live().length === 2);
    await flushSagas();
    expect(reload.live()).toEqual(['eip155:alpha (current)', 'eip155:beta']);
    expect(reload.adapter.calls.reconnect.map((call) => call.connectorId)).toEqual([
      'eip155:alpha',
      'eip155:beta',
    ]);
    expect(reload.adapter.calls.connect).toEqual([]);
    expect(selectActiveNamespace(reload.store.getState())).toBe('eip155');
  });

  it('drops a stored connection the wallet no longer authorises, keeping the others', async () => {
    const first = setup();
    await connectBoth(first);
    const reload = setup({ backend: first.backend });
    reload.adapter.onReconnect = async ({ connectorId }) =>
      connectorId === 'eip155:alpha'
        ? undefined
        : { accounts: [{ address: BOB }], caipNetworkId: 'eip155:1' };
    const { uses: before } = stored(first);
    await reconnectOnLoad(reload);
    expect(reload.live()).toEqual(['eip155:beta (current)']);
    expect(stored(reload)).toEqual({
      current: '"eip155:beta"',
      uses: [
        {
          namespace: 'eip155',
          lastUsedAt: (before as Array<{ lastUsedAt: number }>)[0]?.lastUsedAt,
        },
      ],
    });
  });

  it('makes a restored other connection current when the stored current one is revoked', async () => {
    const first = setup();
    await connectBoth(first);
    const { uses: before } = stored(first);
    const reload = setup({ backend: first.backend });
    reload.adapter.onReconnect = async ({ connectorId }) =>
      connectorId === 'eip155:beta'
        ? undefined
        : { accounts: [{ address: ALICE }], caipNetworkId: 'eip155:1' };
    await reconnectOnLoad(reload);
    expect(reload.live()).toEqual(['eip155:alpha (current)']);
    expect(stored(reload)).toEqual({ current: '"eip155:alpha"', uses: before.map(withoutOthers) });
    // The namespace counts as restored: the views and the flow hear it came back.
    expect(reload.seen).toContainEqual(reconnectFinished({ connected: ['eip155'] }));
    expect(selectActiveNamespace(reload.store.getState())).toBe('eip155');
  });

  it('restores nothing, and makes no namespace active, when neither the current nor the others come back', async () => {
    const first = setup();
    await connectBoth(first);
    const reload = setup({ backend: first.backend });
    reload.adapter.onReconnect = async () => undefined;
    reload.store.dispatch(reconnectRequested());
    await waitForState(reload.store, () =>
      reload.seen.some((action) => reconnectFinished.match(action)),
    );
    expect(reload.seen.filter((action) => reconnectFinished.match(action))).toEqual([
      reconnectFinished({ connected: [] }),
    ]);
    expect(reload.seen.some((action) => activeNamespaceChanged.match(action))).toBe(false);
    expect(reload.live()).toEqual([]);
  });

  it('asks nothing of an adapter without silent reconnect, its others included, and restores nothing', async () => {
    const first = setup();
    await connectBoth(first);
    const reload = setup({ backend: first.backend, reconnect: false });
    reload.store.dispatch(reconnectRequested());
    await waitForState(reload.store, () =>
      reload.seen.some((action) => reconnectFinished.match(action)),
    );
    expect(reload.seen).toContainEqual(reconnectFinished({ connected: [] }));
    expect(reload.logger.warn).not.toHaveBeenCalled();
  });

  it('asks each stored connection once, even when the stored others repeat one', async () => {
    const first = setup();
    await connectBoth(first);
    // Stored by hand (storage is writable by any script on the page): an other listed twice.
    const { uses } = stored(first);
    first.backend.setItem(
      STORAGE_KEYS.CONNECTED_NAMESPACES,
      JSON.stringify([{ ...uses[0], others: ['eip155:alpha', 'eip155:alpha'] }]),
    );
    const reload = setup({ backend: first.backend });
    await reconnectOnLoad(reload);
    expect(reload.adapter.calls.reconnect.map((call) => call.connectorId)).toEqual([
      'eip155:beta',
      'eip155:alpha',
    ]);
    expect(reload.live()).toEqual(['eip155:beta (current)', 'eip155:alpha']);
  });

  it('forgets a stored connection whose wallet answers the silent reconnect with no account', async () => {
    const first = setup({ multiWallet: false });
    await connectBoth(first);
    const reload = setup({ backend: first.backend, multiWallet: false });
    reload.adapter.onReconnect = async () => ({ accounts: [], caipNetworkId: 'eip155:1' as const });
    reload.store.dispatch(reconnectRequested());
    await waitForState(reload.store, () =>
      reload.seen.some((action) => reconnectFinished.match(action)),
    );
    expect(reload.seen).toContainEqual(reconnectFinished({ connected: [] }));
    expect(reload.live()).toEqual([]);
    expect(stored(reload)).toEqual({ current: undefined, uses: [] });
  });

  it('restores a lone stored connection, with no others, with the flag on', async () => {
    const first = setup();
    first.store.dispatch(connectRequested({ connectorId: 'eip155:alpha' }));
    await waitForState(
      first.store,
      (state) => selectConnectionStatus(state, 'eip155') === 'connected',
    );
    const reload = setup({ backend: first.backend });
    await reconnectOnLoad(reload);
    expect(reload.live()).toEqual(['eip155:alpha (current)']);
    expect(reload.seen).toContainEqual(reconnectFinished({ connected: ['eip155'] }));
  });

  it('restores only the current connection when the flag is off on reload', async () => {
    const first = setup();
    await connectBoth(first);
    const reload = setup({ backend: first.backend, multiWallet: false });
    await reconnectOnLoad(reload);
    expect(reload.live()).toEqual(['eip155:beta (current)']);
  });
});

describe('multi-wallet: which connection a request names', () => {
  it('ends the current connection when its row is named, leaving the other live one', async () => {
    const kit = setup();
    await connectBoth(kit);
    kit.store.dispatch(disconnectRequested({ namespace: 'eip155', connectorId: 'eip155:beta' }));
    await flushSagas();
    expect(kit.adapter.calls.disconnect).toEqual([{ connectorId: 'eip155:beta' }]);
    expect(kit.live()).toEqual(['eip155:alpha (current)']);
  });

  it('ends nothing when the named connection is not live', async () => {
    const kit = setup();
    await connectBoth(kit);
    kit.store.dispatch(disconnectRequested({ namespace: 'eip155', connectorId: 'eip155:gone' }));
    await flushSagas();
    expect(kit.adapter.calls.disconnect).toEqual([]);
    expect(kit.live()).toEqual(['eip155:beta (current)', 'eip155:alpha']);
  });

  it('keeps what is stored when a named connection is ended in a namespace with none live', async () => {
    const first = setup();
    await connectBoth(first);
    const before = first.backend.entries();
    const reload = setup({ backend: first.backend });
    reload.store.dispatch(
      disconnectRequested({ namespace: 'eip155', connectorId: 'eip155:alpha' }),
    );
    await flushSagas();
    expect(reload.backend.entries()).toEqual(before);
    // The saga still answers: the stored connections come back on load.
    await reconnectOnLoad(reload);
    expect(reload.live()).toEqual(['eip155:beta (current)', 'eip155:alpha']);
  });

  it('makes the namespace active when switching to its current connection, and nothing else', async () => {
    const kit = setup();
    await connectBoth(kit);
    const from = kit.seen.length;
    kit.store.dispatch(switchRequested({ namespace: 'eip155', connectorId: 'eip155:beta' }));
    await flushSagas();
    expect(kit.seen.slice(from)).toEqual([
      switchRequested({ namespace: 'eip155', connectorId: 'eip155:beta' }),
      activeNamespaceChanged({ namespace: 'eip155' }),
    ]);
  });

  it('runs the login flow of a known wallet that was never connected', async () => {
    const kit = setup();
    kit.store.dispatch(switchRequested({ namespace: 'eip155', connectorId: 'eip155:beta' }));
    await flushSagas();
    expect(kit.seen).toContainEqual(
      switchLoginNeeded({ namespace: 'eip155', connectorId: 'eip155:beta' }),
    );
    expect(selectSwitchError(kit.store.getState())).toBeUndefined();
  });
});

describe('multi-wallet: with the flag off or absent', () => {
  it('replaces the current connection when the store passes no flag', async () => {
    const kit = setup({ multiWallet: 'absent' });
    await connectBoth(kit);
    expect(kit.live()).toEqual(['eip155:beta (current)']);
  });

  it('keeps the stored others of a flag-on session through a new connection with the flag off', async () => {
    const first = setup();
    await connectBoth(first);
    const reload = setup({ backend: first.backend, multiWallet: false });
    reload.store.dispatch(connectRequested({ connectorId: 'eip155:alpha' }));
    await waitForState(
      reload.store,
      (state) => selectConnectionStatus(state, 'eip155') === 'connected',
    );
    await flushSagas();
    expect(stored(reload).uses).toEqual([
      { namespace: 'eip155', lastUsedAt: expect.any(Number), others: ['eip155:alpha'] },
    ]);
  });

  it('keeps the stored others of a flag-on session when another wallet of the namespace ends, flag off', async () => {
    const first = setup();
    await connectBoth(first);
    const reload = setup({ backend: first.backend, multiWallet: false });
    await reconnectOnLoad(reload);
    const before = stored(reload).uses;
    reload.store.dispatch(disconnected({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await flushSagas();
    expect(reload.live()).toEqual(['eip155:beta (current)']);
    expect(stored(reload).uses).toEqual(before);
    expect(before[0]?.others).toEqual(['eip155:alpha']);
  });
});

import { configureStore } from '@reduxjs/toolkit';
import type { SerializedKitError } from '@kit/core';
import {
  selectActiveConnectionStatus,
  selectActiveNamespace,
  selectConnectedNamespaces,
  selectConnection,
  selectConnectionStatus,
  selectNamespaceFilter,
  selectWalletListChainFilter,
} from './connection.selectors';
import { selectConnectionError } from './connection-views.selectors';
import {
  accountsChanged,
  activeNamespaceChanged,
  connected,
  connectFailed,
  connecting,
  connectionSlice,
  connectorsDiscovered,
  disconnected,
  disconnectFailed,
  namespaceFilterChanged,
  namespaceRegistered,
  reconnectFinished,
  reconnecting,
} from './connection.slice';

function createStore(namespaces: string[] = ['eip155', 'solana', 'bip122']) {
  const store = configureStore({ reducer: { connection: connectionSlice.reducer } });
  for (const namespace of namespaces) store.dispatch(namespaceRegistered({ namespace }));
  return store;
}

const rejected: SerializedKitError = {
  name: 'UserRejectedRequestError',
  code: 'USER_REJECTED',
  message: 'User rejected the request',
};

const evm = { namespace: 'eip155', connectorId: 'eip155:alpha', accounts: [{ address: '0xa' }] };
const sol = { namespace: 'solana', connectorId: 'solana:alpha', accounts: [{ address: 'So1' }] };

describe('connection slice: status rules (spec §4)', () => {
  it('is connecting while a connector asks the wallet and clears the previous error', () => {
    const store = createStore();
    store.dispatch(
      connectFailed({ namespace: 'eip155', connectorId: 'eip155:alpha', error: rejected }),
    );
    store.dispatch(connecting({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    expect(selectConnectionStatus(store.getState(), 'eip155')).toBe('connecting');
    expect(selectConnectionError(store.getState(), 'eip155')).toBeUndefined();
  });

  it('returns to disconnected on a failed connect when nothing was connected, keeping the error', () => {
    const store = createStore();
    store.dispatch(connecting({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    store.dispatch(
      connectFailed({ namespace: 'eip155', connectorId: 'eip155:alpha', error: rejected }),
    );
    expect(selectConnectionStatus(store.getState(), 'eip155')).toBe('disconnected');
    expect(selectConnectionError(store.getState(), 'eip155')).toEqual(rejected);
  });

  it('returns to connected on a failed connect when a current connection exists', () => {
    const store = createStore();
    store.dispatch(connected(evm));
    store.dispatch(connecting({ namespace: 'eip155', connectorId: 'eip155:beta' }));
    store.dispatch(
      connectFailed({ namespace: 'eip155', connectorId: 'eip155:beta', error: rejected }),
    );
    expect(selectConnectionStatus(store.getState(), 'eip155')).toBe('connected');
    expect(selectConnection(store.getState(), 'eip155')?.connectorId).toBe('eip155:alpha');
  });

  it("fails in the connector's namespace when the failure names none (a request whose saga did not load)", () => {
    const store = createStore();
    store.dispatch(
      connectorsDiscovered({
        namespace: 'solana',
        connectors: [{ id: 'solana:alpha', name: 'Alpha', chain: 'solana', type: 'INJECTED' }],
      }),
    );
    store.dispatch(connected(sol));
    store.dispatch(connectFailed({ connectorId: 'solana:alpha', error: rejected }));
    expect(selectConnectionError(store.getState(), 'solana')).toEqual(rejected);
    expect(selectConnectionStatus(store.getState(), 'solana')).toBe('connected');
    expect(selectConnectionError(store.getState(), 'eip155')).toBeUndefined();
  });

  it('ignores a failure without a namespace (a connector that was never discovered)', () => {
    const store = createStore();
    const before = store.getState();
    store.dispatch(connectFailed({ connectorId: 'ghost', error: rejected }));
    expect(store.getState()).toEqual(before);
  });

  it('promotes another connected namespace when the active one disconnects', () => {
    const store = createStore();
    store.dispatch(connected(sol));
    store.dispatch(connected(evm));
    store.dispatch(activeNamespaceChanged({ namespace: 'eip155' }));
    store.dispatch(disconnected({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    expect(selectActiveNamespace(store.getState())).toBe('solana');
    expect(selectActiveConnectionStatus(store.getState())).toBe('connected');
    expect(selectConnectedNamespaces(store.getState())).toEqual(['solana']);
  });

  it('leaves the active namespace alone when another namespace disconnects', () => {
    const store = createStore();
    store.dispatch(connected(sol));
    store.dispatch(connected(evm));
    store.dispatch(activeNamespaceChanged({ namespace: 'eip155' }));
    store.dispatch(disconnected({ namespace: 'solana', connectorId: 'solana:alpha' }));
    expect(selectActiveNamespace(store.getState())).toBe('eip155');
  });

  it('is disconnected when the last connection ends', () => {
    const store = createStore();
    store.dispatch(connected(evm));
    store.dispatch(disconnected({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    expect(selectActiveConnectionStatus(store.getState())).toBe('disconnected');
    expect(selectConnectedNamespaces(store.getState())).toEqual([]);
  });

  it('treats a locked wallet (no accounts) as a disconnect that promotes another connection', () => {
    const store = createStore();
    store.dispatch(connected(sol));
    store.dispatch(connected(evm));
    store.dispatch(activeNamespaceChanged({ namespace: 'eip155' }));
    store.dispatch(
      accountsChanged({ namespace: 'eip155', connectorId: 'eip155:alpha', accounts: [] }),
    );
    expect(selectConnection(store.getState(), 'eip155')).toBeUndefined();
    expect(selectActiveNamespace(store.getState())).toBe('solana');
  });

  it('keeps the disconnect error after the connection ends', () => {
    const store = createStore();
    store.dispatch(connected(evm));
    const error = {
      name: 'KitError',
      code: 'DISCONNECT_FAILED',
      message: 'Failed to disconnect',
    } as const;
    store.dispatch(disconnectFailed({ namespace: 'eip155', connectorId: 'eip155:alpha', error }));
    store.dispatch(disconnected({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    expect(selectConnectionError(store.getState(), 'eip155')).toEqual(error);
  });

  it('marks the stored namespaces reconnecting and ends those nobody authorised disconnected', () => {
    const store = createStore();
    store.dispatch(reconnecting({ namespaces: ['eip155', 'solana'] }));
    expect(selectConnectionStatus(store.getState(), 'eip155')).toBe('reconnecting');
    store.dispatch(connected(sol));
    store.dispatch(reconnectFinished({ connected: ['solana'] }));
    expect(selectConnectionStatus(store.getState(), 'eip155')).toBe('disconnected');
    expect(selectConnectionStatus(store.getState(), 'solana')).toBe('connected');
  });
});

describe('connection slice: namespace filter (spec §4)', () => {
  it('enables every registered namespace, so the wallet list is not filtered', () => {
    const store = createStore();
    expect(selectNamespaceFilter(store.getState())).toEqual({
      eip155: true,
      solana: true,
      bip122: true,
    });
    expect(selectWalletListChainFilter(store.getState())).toBeUndefined();
  });

  it('filters the wallet list by the enabled namespaces once one is disabled', () => {
    const store = createStore();
    store.dispatch(namespaceFilterChanged({ namespace: 'solana', enabled: false }));
    expect(selectWalletListChainFilter(store.getState())).toEqual(['eip155', 'bip122']);
  });

  it('clears the filter again when every namespace is enabled', () => {
    const store = createStore();
    store.dispatch(namespaceFilterChanged({ namespace: 'solana', enabled: false }));
    store.dispatch(namespaceFilterChanged({ namespace: 'solana', enabled: true }));
    expect(selectWalletListChainFilter(store.getState())).toBeUndefined();
  });

  it('keeps a namespace disabled when its adapter registers again', () => {
    const store = createStore();
    store.dispatch(namespaceFilterChanged({ namespace: 'solana', enabled: false }));
    store.dispatch(namespaceRegistered({ namespace: 'solana' }));
    expect(selectNamespaceFilter(store.getState())['solana']).toBe(false);
  });
});

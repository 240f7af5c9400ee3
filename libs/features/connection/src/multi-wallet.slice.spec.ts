import { configureStore } from '@reduxjs/toolkit';
import { selectConnection, selectLiveConnections } from './connection.selectors';
import { selectRecentConnections } from './connection-views.selectors';
import { selectSwitchTargetStatus } from './connection-switch.selectors';
import {
  accountsChanged,
  chainChanged,
  connected,
  connectedBeside,
  connecting,
  connectionAuthNamed,
  connectionSetAside,
  connectionSwitched,
  connectionSlice,
  disconnected,
  namespaceRegistered,
} from './connection.slice';

// The multi-wallet reducers (spec §3 "connections per namespace", §4 connection statuses), read
// back through the selectors on a real store.

const alpha = { namespace: 'eip155', connectorId: 'eip155:alpha', accounts: [{ address: '0xa' }] };
const beta = { namespace: 'eip155', connectorId: 'eip155:beta', accounts: [{ address: '0xb' }] };

/** A store with Alpha live beside Beta, Beta current. */
function twoLive() {
  const store = configureStore({ reducer: { connection: connectionSlice.reducer } });
  store.dispatch(namespaceRegistered({ namespace: 'eip155' }));
  store.dispatch(connected(alpha));
  store.dispatch(connectionSetAside({ namespace: 'eip155' }));
  store.dispatch(connected(beta));
  return store;
}

const liveIds = (store: ReturnType<typeof twoLive>) =>
  selectLiveConnections(store.getState()).map(({ connection, current }) =>
    current ? `${connection.connectorId} (current)` : connection.connectorId,
  );

describe('connection slice: several connections per namespace', () => {
  it('keeps a set-aside connection live beside the new current one', () => {
    expect(liveIds(twoLive())).toEqual(['eip155:beta (current)', 'eip155:alpha']);
  });

  it('tells connected, active and disconnected connections apart (spec §4)', () => {
    const store = twoLive();
    const status = (connectorId: string) =>
      selectSwitchTargetStatus(store.getState(), 'eip155', connectorId);
    expect([status('eip155:beta'), status('eip155:alpha'), status('eip155:gamma')]).toEqual([
      'connected',
      'active',
      'disconnected',
    ]);
    store.dispatch(connecting({ namespace: 'eip155', connectorId: 'eip155:gamma' }));
    expect(status('eip155:alpha')).toBe('connecting');
  });

  it('swaps the current connection with the one switched to', () => {
    const store = twoLive();
    store.dispatch(connectionSwitched({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    expect(liveIds(store)).toEqual(['eip155:alpha (current)', 'eip155:beta']);
  });

  it('applies wallet events to a live connection that is not current', () => {
    const store = twoLive();
    store.dispatch(
      accountsChanged({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        accounts: [{ address: '0xc' }],
      }),
    );
    store.dispatch(
      chainChanged({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        caipNetworkId: 'eip155:10',
      }),
    );
    const [, other] = selectLiveConnections(store.getState());
    expect(other?.connection).toEqual({
      connectorId: 'eip155:alpha',
      accounts: [{ address: '0xc' }],
      caipNetworkId: 'eip155:10',
    });
    expect(selectConnection(store.getState(), 'eip155')?.accounts).toEqual([{ address: '0xb' }]);
  });

  it('ends a locked non-current connection and keeps it as a recent one', () => {
    const store = twoLive();
    store.dispatch(
      accountsChanged({ namespace: 'eip155', connectorId: 'eip155:alpha', accounts: [] }),
    );
    expect(liveIds(store)).toEqual(['eip155:beta (current)']);
    expect(selectRecentConnections(store.getState())).toEqual([
      {
        namespace: 'eip155',
        connection: { connectorId: 'eip155:alpha', accounts: [{ address: '0xa' }] },
        current: false,
      },
    ]);
  });

  it('promotes the next live connection when the current one ends, and forgets a recent one once live again', () => {
    const store = twoLive();
    store.dispatch(disconnected({ namespace: 'eip155', connectorId: 'eip155:beta' }));
    expect(liveIds(store)).toEqual(['eip155:alpha (current)']);
    store.dispatch(connectedBeside(beta));
    expect(liveIds(store)).toEqual(['eip155:alpha (current)', 'eip155:beta']);
    expect(selectRecentConnections(store.getState())).toEqual([]);
  });

  it('names the login of a live connection (spec §3 auth name)', () => {
    const store = twoLive();
    store.dispatch(
      connectionAuthNamed({ namespace: 'eip155', connectorId: 'eip155:alpha', authName: 'github' }),
    );
    const [, other] = selectLiveConnections(store.getState());
    expect(other?.connection.authName).toBe('github');
  });
});

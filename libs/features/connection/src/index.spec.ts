import * as api from './index';
import * as lazySaga from './lazy-saga';
import * as views from './views';

// Pins the public API of @kit/connection: changing this list is a deliberate API change (STYLE.md).
describe('@kit/connection public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'CONNECTION_REQUEST_TRIGGERS',
      'accountsChanged',
      'activeNamespaceChanged',
      'chainChanged',
      'connectAbandoned',
      'connectFailed',
      'connectRequested',
      'connected',
      'connectedBeside',
      'connecting',
      'connectionAuthNamed',
      'connectionRequestCancelled',
      'connectionRequestsLoadFailed',
      'connectionSaga',
      'connectionSetAside',
      'connectionSlice',
      'connectionSwitched',
      'connectorsDiscovered',
      'disconnectFailed',
      'disconnectRequested',
      'disconnected',
      'initialConnectionState',
      'namespaceFilterChanged',
      'namespaceRegistered',
      'recentWalletsChanged',
      'reconnectFinished',
      'reconnectRequested',
      'reconnecting',
      'selectActiveAddress',
      'selectActiveCaipAddress',
      'selectActiveConnection',
      'selectActiveConnectionStatus',
      'selectActiveNamespace',
      'selectConnectedNamespaces',
      'selectConnection',
      'selectConnectionStatus',
      'selectConnector',
      'selectConnectors',
      'selectLiveConnections',
      'selectNamespaceFilter',
      'selectNamespaces',
      'selectOtherConnections',
      'selectRecentWallets',
      'selectWalletListChainFilter',
      'switchFailed',
      'switchLoginNeeded',
      'switchRequested',
    ]);
  });

  it('leaves to @kit/connection/views what only the views use (out of the first load, issue 22)', () => {
    expect(Object.keys(views).sort()).toEqual([
      'memberOf',
      'mergeMultiChainConnectors',
      'selectConnectionError',
      'selectConnectorsByNamespace',
      'selectRecentConnections',
      'selectSwitchError',
    ]);
  });

  it('leaves to @kit/connection/lazy-saga the requests, which the store loads on the first one', () => {
    expect(Object.keys(lazySaga)).toEqual(['connectionRequestSaga']);
  });
});

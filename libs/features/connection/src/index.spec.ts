import * as api from './index';

// Pins the public API of @kit/connection: changing this list is a deliberate API change (STYLE.md).
describe('@kit/connection public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'accountsChanged',
      'activeNamespaceChanged',
      'chainChanged',
      'connectAbandoned',
      'connectFailed',
      'connectRequested',
      'connected',
      'connecting',
      'connectionSaga',
      'connectionSlice',
      'connectorsDiscovered',
      'disconnectFailed',
      'disconnectRequested',
      'disconnected',
      'initialConnectionState',
      'memberOf',
      'mergeMultiChainConnectors',
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
      'selectConnectionError',
      'selectConnectionStatus',
      'selectConnector',
      'selectConnectors',
      'selectConnectorsByNamespace',
      'selectNamespaceFilter',
      'selectNamespaces',
      'selectRecentWallets',
      'selectWalletListChainFilter',
    ]);
  });
});

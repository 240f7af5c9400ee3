// @kit/connection: wallet connections per namespace (spec §4).
// Every export below carries its one-line doc comment at its declaration.
export {
  connectionSlice,
  initialConnectionState,
  // Reducer actions (adapter events and saga outcomes)
  namespaceRegistered,
  connectorsDiscovered,
  activeNamespaceChanged,
  accountsChanged,
  chainChanged,
  connecting,
  connected,
  connectFailed,
  disconnected,
  disconnectFailed,
  reconnecting,
  reconnectFinished,
  recentWalletsChanged,
  namespaceFilterChanged,
  connectionSetAside,
  connectedBeside,
  connectionSwitched,
  switchFailed,
  connectionAuthNamed,
  switchLoginNeeded,
  // Intents (handled by connectionSaga and, loaded on the first, connectionRequestSaga)
  connectRequested,
  connectAbandoned,
  disconnectRequested,
  reconnectRequested,
  switchRequested,
} from './connection.slice';
export type {
  Connection,
  ConnectionState,
  ConnectionStatus,
  RecentWallet,
  SwitchTargetStatus,
} from './connection.slice';
export {
  selectConnectors,
  selectConnector,
  selectNamespaces,
  selectActiveNamespace,
  selectConnection,
  selectActiveConnection,
  selectConnectionStatus,
  selectActiveConnectionStatus,
  selectConnectedNamespaces,
  selectActiveAddress,
  selectActiveCaipAddress,
  selectRecentWallets,
  selectNamespaceFilter,
  selectWalletListChainFilter,
  selectLiveConnections,
  selectOtherConnections,
} from './connection.selectors';
export type { WithConnection, ListedConnection } from './connection.selectors';
export { connectionSaga } from './connection.saga';
export {
  CONNECTION_REQUEST_TRIGGERS,
  connectionRequestCancelled,
  connectionRequestsLoadFailed,
} from './connection-requests.loader';
export type { AdapterLookup, MultiWalletFlag, NetworkHint } from './connection.saga';

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
  // Intents (handled by connectionSaga)
  connectRequested,
  connectAbandoned,
  disconnectRequested,
  reconnectRequested,
} from './connection.slice';
export type {
  Connection,
  ConnectionState,
  ConnectionStatus,
  RecentWallet,
} from './connection.slice';
export {
  selectConnectors,
  selectConnectorsByNamespace,
  selectConnector,
  selectNamespaces,
  selectActiveNamespace,
  selectConnection,
  selectActiveConnection,
  selectConnectionStatus,
  selectActiveConnectionStatus,
  selectConnectedNamespaces,
  selectConnectionError,
  selectActiveAddress,
  selectActiveCaipAddress,
  selectRecentWallets,
  selectNamespaceFilter,
  selectWalletListChainFilter,
} from './connection.selectors';
export type { WithConnection } from './connection.selectors';
export { connectionSaga } from './connection.saga';
export type { AdapterLookup, NetworkHint } from './connection.saga';
export { mergeMultiChainConnectors, memberOf } from './multi-chain-connectors';

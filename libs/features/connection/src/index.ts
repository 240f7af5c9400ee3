// @kit/connection: wallet connections per namespace (spec §4).
export {
  connectionSlice,
  initialConnectionState,
  namespaceRegistered,
  connectorsDiscovered,
  activeNamespaceChanged,
  accountsChanged,
  chainChanged,
  connected,
  disconnected,
} from './connection.slice';
export type { Connection, ConnectionState, ConnectionStatus } from './connection.slice';
export {
  selectConnectors,
  selectConnectorsByNamespace,
  selectNamespaces,
  selectActiveNamespace,
  selectConnection,
  selectConnectionStatus,
  selectActiveAddress,
  selectActiveCaipAddress,
} from './connection.selectors';
export type { WithConnection } from './connection.selectors';

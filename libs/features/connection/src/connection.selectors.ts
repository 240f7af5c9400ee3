import { createSelector } from '@reduxjs/toolkit';
import type { CaipAddress, ChainNamespace, ConnectorDescriptor } from '@kit/core';
import type { Connection, ConnectionState, ConnectionStatus } from './connection.slice';

/** The slice of root state this feature reads. */
export interface WithConnection {
  connection: ConnectionState;
}

const selectConnectionState = (state: WithConnection): ConnectionState => state.connection;

/** Every discovered connector, in discovery order. */
export const selectConnectors = createSelector(
  [selectConnectionState],
  (connection): ConnectorDescriptor[] => Object.values(connection.connectors),
);

/** The connectors of one namespace. */
export const selectConnectorsByNamespace = createSelector(
  [selectConnectors, (_state: WithConnection, namespace: ChainNamespace) => namespace],
  (connectors, namespace) => connectors.filter((connector) => connector.chain === namespace),
);

/** The namespaces with a registered adapter. */
export const selectNamespaces = (state: WithConnection): ChainNamespace[] =>
  state.connection.namespaces;

/** The namespace the modal and hooks act on. */
export const selectActiveNamespace = (state: WithConnection): ChainNamespace | undefined =>
  state.connection.activeNamespace;

/** The live connection of a namespace, if any. */
export const selectConnection = (
  state: WithConnection,
  namespace: ChainNamespace,
): Connection | undefined => state.connection.connections[namespace];

/** A namespace's status; `disconnected` when it never connected. */
export const selectConnectionStatus = (
  state: WithConnection,
  namespace: ChainNamespace,
): ConnectionStatus => state.connection.status[namespace] ?? 'disconnected';

/** The connected address of the active namespace (first account), if any. */
export const selectActiveAddress = (state: WithConnection): string | undefined => {
  const namespace = state.connection.activeNamespace;
  return namespace ? state.connection.connections[namespace]?.accounts[0]?.address : undefined;
};

/** The active account as CAIP-10, when both address and network are known. */
export const selectActiveCaipAddress = (state: WithConnection): CaipAddress | undefined => {
  const namespace = state.connection.activeNamespace;
  const connection = namespace ? state.connection.connections[namespace] : undefined;
  const address = connection?.accounts[0]?.address;
  return address && connection?.caipNetworkId
    ? (`${connection.caipNetworkId}:${address}` as CaipAddress)
    : undefined;
};

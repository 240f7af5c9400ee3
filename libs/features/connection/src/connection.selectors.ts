import { createSelector } from '@reduxjs/toolkit';
import type { CaipAddress, ChainNamespace, ConnectorDescriptor } from '@kit/core';
import type {
  Connection,
  ConnectionState,
  ConnectionStatus,
  RecentWallet,
} from './connection.slice';

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

/** A connector by id, if discovered. */
export const selectConnector = (
  state: WithConnection,
  connectorId: string,
): ConnectorDescriptor | undefined => state.connection.connectors[connectorId];

/** The status of the active namespace: the wallet status the modal shows (spec §4). */
export const selectActiveConnectionStatus = (state: WithConnection): ConnectionStatus => {
  const namespace = state.connection.activeNamespace;
  return namespace ? (state.connection.status[namespace] ?? 'disconnected') : 'disconnected';
};

/** The active namespace's live connection, if any. */
export const selectActiveConnection = (state: WithConnection): Connection | undefined => {
  const namespace = state.connection.activeNamespace;
  return namespace ? state.connection.connections[namespace] : undefined;
};

/** The namespaces with a live connection, in registration order. */
export const selectConnectedNamespaces = createSelector(
  [selectNamespaces, (state: WithConnection) => state.connection.connections],
  (namespaces, connections): ChainNamespace[] =>
    namespaces.filter((namespace) => connections[namespace] !== undefined),
);

/** Recently connected wallets, newest first (at most CONSTANTS.RECENT_WALLETS_LIMIT). */
export const selectRecentWallets = (state: WithConnection): RecentWallet[] =>
  state.connection.recentWallets;

/** Which namespaces the wallet list shows; a registered namespace missing here counts as shown. */
export const selectNamespaceFilter = (state: WithConnection): Record<string, boolean> =>
  state.connection.namespaceFilter;

/**
 * The wallet-list chain filter (spec §4): undefined when every namespace is enabled (no filter),
 * else the enabled namespaces in registration order.
 */
export const selectWalletListChainFilter = createSelector(
  [selectNamespaces, selectNamespaceFilter],
  (namespaces, filter): ChainNamespace[] | undefined => {
    const enabled = namespaces.filter((namespace) => filter[namespace] !== false);
    return enabled.length === namespaces.length ? undefined : enabled;
  },
);

/** One connection as ProfileWallets lists it: its namespace and whether it is the namespace's current one. */
export interface ListedConnection {
  namespace: ChainNamespace;
  connection: Connection;
  /** True for the namespace's current connection (the one features act on). */
  current: boolean;
}

/**
 * Every live connection (spec §3 "connections per namespace"), namespace by namespace in
 * registration order, each namespace's current one first.
 */
export const selectLiveConnections = createSelector(
  [
    selectNamespaces,
    (state: WithConnection) => state.connection.connections,
    (state: WithConnection) => state.connection.otherConnections,
  ],
  (namespaces, connections, others): ListedConnection[] =>
    namespaces.flatMap((namespace) => {
      const current = connections[namespace];
      return [
        ...(current === undefined ? [] : [{ namespace, connection: current, current: true }]),
        ...(others[namespace] ?? []).map((connection) => ({
          namespace,
          connection,
          current: false,
        })),
      ];
    }),
);

const NO_CONNECTIONS: Connection[] = [];

/** The other live connections of a namespace besides its current one (multiWallet). */
export const selectOtherConnections = (
  state: WithConnection,
  namespace: ChainNamespace,
): Connection[] => state.connection.otherConnections[namespace] ?? NO_CONNECTIONS;

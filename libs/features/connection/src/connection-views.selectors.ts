import { createSelector } from '@reduxjs/toolkit';
import type { ChainNamespace, SerializedKitError } from '@kit/core';
import {
  selectConnectors,
  selectNamespaces,
  type ListedConnection,
  type WithConnection,
} from './connection.selectors';

// What only the views read (@kit/connection/views): kept apart from connection.selectors.ts,
// which the page's first load reaches, so they load with the modal (issue 22).

/** The connectors of one namespace. */
export const selectConnectorsByNamespace = createSelector(
  [selectConnectors, (_state: WithConnection, namespace: ChainNamespace) => namespace],
  (connectors, namespace) => connectors.filter((connector) => connector.chain === namespace),
);

/** The last connect or disconnect error of a namespace, e.g. 'User rejected the request'. */
export const selectConnectionError = (
  state: WithConnection,
  namespace: ChainNamespace,
): SerializedKitError | undefined => state.connection.errors[namespace];

/** The connections that ended and are not live again, newest first per namespace (spec §3 recentConnections). */
export const selectRecentConnections = createSelector(
  [selectNamespaces, (state: WithConnection) => state.connection.recentConnections],
  (namespaces, recent): ListedConnection[] =>
    namespaces.flatMap((namespace) =>
      (recent[namespace] ?? []).map((connection) => ({ namespace, connection, current: false })),
    ),
);

/** The last failed switch's error, e.g. 'Invalid connection status'. */
export const selectSwitchError = (state: WithConnection): SerializedKitError | undefined =>
  state.connection.switchError;

import type { ChainNamespace } from '@kit/core';
import type { WithConnection } from './connection.selectors';
import type { Connection, SwitchTargetStatus } from './connection.slice';

// What a switch reads (spec §4): only the requests' saga uses these, and it loads on the first
// request, so they sit apart from connection.selectors.ts, which the page loads (issue 22).

/**
 * Where a connection stands for its namespace when switched to (spec §4): `connected` when it is
 * current, `active` when live beside the current one, `disconnected` when not live; a namespace
 * still connecting or reconnecting reports that status, which no switch accepts.
 */
export const selectSwitchTargetStatus = (
  state: WithConnection,
  namespace: ChainNamespace,
  connectorId: string,
): SwitchTargetStatus => {
  const status = state.connection.status[namespace];
  if (status === 'connecting' || status === 'reconnecting') return status;
  if (state.connection.connections[namespace]?.connectorId === connectorId) return 'connected';
  const others = state.connection.otherConnections[namespace] ?? [];
  return others.some((other) => other.connectorId === connectorId) ? 'active' : 'disconnected';
};

/** A connection of a namespace by connector, live (current or not) or recent. */
export const selectConnectionOf = (
  state: WithConnection,
  namespace: ChainNamespace,
  connectorId: string,
): Connection | undefined =>
  [
    state.connection.connections[namespace],
    ...(state.connection.otherConnections[namespace] ?? []),
    ...(state.connection.recentConnections[namespace] ?? []),
  ].find((connection) => connection?.connectorId === connectorId);

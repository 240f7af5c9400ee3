import { createSelector } from '@reduxjs/toolkit';
import type { CaipNetworkId, ChainNamespace, KitNetwork } from '@kit/core';
import { selectActiveNamespace, selectConnection, type WithConnection } from '@kit/connection';
import { selectNetworkById, type WithNetwork } from './network.slice';

/** The root state these selectors read. */
export type WithNetworkAndConnection = WithNetwork & WithConnection;

/** The active namespace's active network id. */
export const selectActiveCaipNetworkId = (
  state: WithNetworkAndConnection,
): CaipNetworkId | undefined => {
  const namespace = selectActiveNamespace(state);
  return namespace === undefined ? undefined : state.network.caipNetwork[namespace];
};

/**
 * The active network as the integrator configured it; undefined when there is none or the wallet
 * sits on a network the app does not list (then selectIsUnsupportedChain is true).
 */
export const selectActiveCaipNetwork = (
  state: WithNetworkAndConnection,
): KitNetwork | undefined => {
  const caipNetworkId = selectActiveCaipNetworkId(state);
  return caipNetworkId === undefined ? undefined : selectNetworkById(state, caipNetworkId);
};

/** Every configured network, namespaces in configuration order. */
export const selectAllRequestedNetworks = createSelector(
  [(state: WithNetwork) => state.network.requestedCaipNetworks],
  (requested): KitNetwork[] => Object.values(requested).flat(),
);

/**
 * True when a namespace (default: the active one) is connected to a network the integrator did
 * not configure (spec §2 UnsupportedChain). False while disconnected.
 */
export const selectIsUnsupportedChain = (
  state: WithNetworkAndConnection,
  namespace?: ChainNamespace,
): boolean => {
  const target = namespace ?? selectActiveNamespace(state);
  if (target === undefined) return false;
  const caipNetworkId = selectConnection(state, target)?.caipNetworkId;
  return caipNetworkId !== undefined && selectNetworkById(state, caipNetworkId) === undefined;
};

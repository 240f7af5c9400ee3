import { createSelector } from '@reduxjs/toolkit';
import { canonicalAddressOf, type NamespaceProfileLookup } from '@kit/core';
import { selectActiveNamespace, type WithConnection } from '@kit/connection';
import type { WithNetwork } from '@kit/network';
import type { SiwxAccount } from './siwx.state';

/**
 * The account sign-in is for: the active namespace's connected address on the network its wallet
 * is on (the signature binds to that chain), falling back to the namespace's active network.
 * Undefined without a connection or a known network (spec §5: sign-in needs both).
 */
export const selectSiwxAccount = createSelector(
  [
    selectActiveNamespace,
    (state: WithConnection) => state.connection.connections,
    (state: WithNetwork) => state.network.caipNetwork,
  ],
  (namespace, connections, networks): SiwxAccount | undefined => {
    if (namespace === undefined) return undefined;
    const connection = connections[namespace];
    const address = connection?.accounts[0]?.address;
    const caipNetworkId = connection?.caipNetworkId ?? networks[namespace];
    if (!connection || address === undefined || caipNetworkId === undefined) return undefined;
    return { namespace, connectorId: connection.connectorId, address, caipNetworkId };
  },
);

/**
 * One string per account and network: a new one means a new sign-in check. The address is in its
 * namespace's canonical form, so a wallet re-reporting it in another case is the same account.
 */
export function siwxAccountKey(account: SiwxAccount, profiles: NamespaceProfileLookup): string {
  const rule = profiles.get(account.namespace)?.address;
  const address =
    (rule === undefined ? undefined : canonicalAddressOf(rule, account.address)) ?? account.address;
  return `${account.caipNetworkId}|${account.connectorId}|${address}`;
}

import { createSelector } from '@reduxjs/toolkit';
import type { CaipNetworkId } from '@kit/core';
import {
  selectConnectors,
  selectRecentWallets,
  selectWalletListChainFilter,
  type WithConnection,
} from '@kit/connection';
import { selectAllRequestedNetworks, type WithNetwork } from '@kit/network';
import type { WalletEntry, WithWallets } from './wallets.slice';

/** The root state these selectors read. */
export type WithWalletsAndConnection = WithWallets & WithConnection;

/** The reverse-DNS ids of the discovered (installed or announced) connectors, lower-cased. */
const selectDiscoveredRdns = createSelector(
  [selectConnectors],
  (connectors): ReadonlySet<string> =>
    new Set(
      connectors.flatMap((connector) =>
        connector.info?.rdns ? [connector.info.rdns.toLowerCase()] : [],
      ),
    ),
);

/** The explorer ids of the recent wallets. */
const selectRecentExplorerIds = createSelector(
  [selectRecentWallets],
  (recent): ReadonlySet<string> =>
    new Set(recent.flatMap((wallet) => (wallet.explorerId ? [wallet.explorerId] : []))),
);

const isDiscovered = (wallet: WalletEntry, rdns: ReadonlySet<string>): boolean =>
  wallet.rdns !== undefined && rdns.has(wallet.rdns.toLowerCase());

/**
 * The recommended wallets for Connect (at most 4), without the ones shown as discovered connectors
 * (by rdns) or as recent wallets; connectors announced after the listing loaded drop out too.
 */
export const selectRecommendedWallets = createSelector(
  [
    (state: WithWalletsAndConnection) => state.wallets.recommended,
    selectDiscoveredRdns,
    selectRecentExplorerIds,
  ],
  (recommended, rdns, recent): WalletEntry[] =>
    recommended.filter((wallet) => !isDiscovered(wallet, rdns) && !recent.has(wallet.id)),
);

/** Every loaded wallet for AllWallets, without the ones already shown as discovered connectors. */
export const selectAllWallets = createSelector(
  [(state: WithWalletsAndConnection) => state.wallets.list, selectDiscoveredRdns],
  (list, rdns): WalletEntry[] => list.filter((wallet) => !isDiscovered(wallet, rdns)),
);

/**
 * The explorer `chains` filter (spec §4): undefined when every namespace is enabled (no filter),
 * else the CAIP-2 ids of the configured networks of the enabled namespaces (possibly none).
 */
export const selectWalletListChains = createSelector(
  [selectWalletListChainFilter, selectAllRequestedNetworks],
  (namespaces, networks): CaipNetworkId[] | undefined =>
    namespaces === undefined
      ? undefined
      : networks
          .filter((network) => namespaces.includes(network.chainNamespace))
          .map((network) => network.caipNetworkId),
);

/** The root state selectWalletListChains reads. */
export type WithWalletFilters = WithConnection & WithNetwork;

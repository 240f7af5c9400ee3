import { createSelector } from '@reduxjs/toolkit';
import {
  defaultAccountType,
  type AccountType,
  type AdapterAccount,
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  type SocialProvider,
} from '@kit/core';
import {
  selectActiveNamespace,
  selectConnection,
  selectConnectionStatus,
  type ConnectionStatus,
  type WithConnection,
} from '@kit/connection';
import { selectNetworkById, type WithNetwork } from '@kit/network';
import {
  selectBalanceLoading,
  selectBalanceLastRetry,
  selectNativeBalance,
  selectTokenBalances,
  type DisplayTokenBalance,
  type WithBalances,
} from '@kit/balances';
import { selectOptions, type WithOptions } from '@kit/options';
import { selectAccountDetails, type AccountUserEntry, type WithAccount } from './account.slice';

/** The root state the account selectors read. */
export type WithAccountSources = WithAccount &
  WithConnection &
  WithNetwork &
  WithBalances &
  WithOptions;

/**
 * One namespace's account as the views show it: spec §3's per-chain account state, derived from
 * the connection, network, balances and account slices.
 */
export interface AccountView {
  namespace: ChainNamespace;
  status: ConnectionStatus;
  connectorId?: string;
  /** `namespace:chainId:address` of the first account. */
  caipAddress?: CaipAddress;
  address?: string;
  /** Every account the wallet exposes, first one in use. */
  allAccounts: AdapterAccount[];
  caipNetworkId?: CaipNetworkId;
  /** The native balance floored to 3 decimals; undefined until read (views show '0.000' or a placeholder). */
  balance?: string;
  balanceSymbol?: string;
  balanceLoading: boolean;
  /** Token balances, zero-decimal tokens left out, each with its floored `formatted` amount. */
  tokenBalance: DisplayTokenBalance[];
  /** When reading balances last failed (retries wait 30 s). */
  lastRetry?: number;
  /** The address page on the network's block explorer, when the network has one. */
  addressExplorerUrl?: string;
  profileName?: string;
  profileImage?: string;
  currentTab: number;
  preferredAccountType: AccountType;
  smartAccountDeployed?: boolean;
  socialProvider?: SocialProvider;
  farcasterUrl?: string;
  user?: { accounts: AccountUserEntry[] };
}

/** A namespace's preferred account type: the visitor's choice, else the integrator's, else spec §6's. */
export const selectPreferredAccountType = (
  state: WithAccount & WithOptions,
  namespace: ChainNamespace,
): AccountType =>
  state.account.preferredAccountTypes[namespace] ??
  selectOptions(state).defaultAccountTypes?.[namespace] ??
  defaultAccountType(namespace);

/** The chain-qualified address of a namespace's first account, when connected on a known network. */
const selectCaipAddressOf = (
  state: WithConnection,
  namespace: ChainNamespace,
): CaipAddress | undefined => {
  const connection = selectConnection(state, namespace);
  const address = connection?.accounts[0]?.address;
  return address && connection?.caipNetworkId
    ? (`${connection.caipNetworkId}:${address}` as CaipAddress)
    : undefined;
};

const NO_ACCOUNTS: AdapterAccount[] = [];
const NO_TOKENS: DisplayTokenBalance[] = [];

/** The explorer page of an address: `<explorer>/address/<address>`. */
function explorerUrl(base: string | undefined, address: string | undefined): string | undefined {
  if (!base || !address) return undefined;
  return `${base.replace(/\/+$/, '')}/address/${address}`;
}

/** One namespace's account for the views (memoised per namespace). */
export const selectAccount = createSelector(
  [
    (_state: WithAccountSources, namespace: ChainNamespace) => namespace,
    (state: WithAccountSources, namespace: ChainNamespace) => selectConnection(state, namespace),
    (state: WithAccountSources, namespace: ChainNamespace) =>
      selectConnectionStatus(state, namespace),
    (state: WithAccountSources, namespace: ChainNamespace) => {
      const caipNetworkId = selectConnection(state, namespace)?.caipNetworkId;
      return caipNetworkId === undefined ? undefined : selectNetworkById(state, caipNetworkId);
    },
    (state: WithAccountSources, namespace: ChainNamespace) => {
      const caipAddress = selectCaipAddressOf(state, namespace);
      return caipAddress === undefined ? undefined : selectNativeBalance(state, caipAddress);
    },
    (state: WithAccountSources, namespace: ChainNamespace) => {
      const caipAddress = selectCaipAddressOf(state, namespace);
      return caipAddress === undefined ? NO_TOKENS : selectTokenBalances(state, caipAddress);
    },
    (state: WithAccountSources, namespace: ChainNamespace) => {
      const caipAddress = selectCaipAddressOf(state, namespace);
      return caipAddress === undefined ? false : selectBalanceLoading(state, caipAddress);
    },
    (state: WithAccountSources, namespace: ChainNamespace) => {
      const caipAddress = selectCaipAddressOf(state, namespace);
      return caipAddress === undefined ? undefined : selectBalanceLastRetry(state, caipAddress);
    },
    (state: WithAccountSources, namespace: ChainNamespace) =>
      selectAccountDetails(state, namespace),
    (state: WithAccountSources, namespace: ChainNamespace) =>
      selectPreferredAccountType(state, namespace),
  ],
  (
    namespace,
    connection,
    status,
    network,
    native,
    tokenBalance,
    balanceLoading,
    lastRetry,
    details,
    preferredAccountType,
  ): AccountView => {
    const address = connection?.accounts[0]?.address;
    const caipNetworkId = connection?.caipNetworkId;
    const { currentTab = 0, ...rest } = details;
    const view: AccountView = {
      namespace,
      status,
      allAccounts: connection?.accounts ?? NO_ACCOUNTS,
      balanceLoading,
      tokenBalance,
      currentTab,
      preferredAccountType,
      ...rest,
    };
    if (connection) view.connectorId = connection.connectorId;
    if (address !== undefined) view.address = address;
    if (caipNetworkId !== undefined) view.caipNetworkId = caipNetworkId;
    if (address !== undefined && caipNetworkId !== undefined) {
      view.caipAddress = `${caipNetworkId}:${address}`;
    }
    if (native) {
      view.balance = native.formatted;
      view.balanceSymbol = native.symbol;
    }
    if (lastRetry !== undefined) view.lastRetry = lastRetry;
    const url = explorerUrl(network?.blockExplorers?.default.url, address);
    if (url !== undefined) view.addressExplorerUrl = url;
    return view;
  },
);

/** The active namespace's account, if a namespace is registered. */
export const selectActiveAccount = (state: WithAccountSources): AccountView | undefined => {
  const namespace = selectActiveNamespace(state);
  return namespace === undefined ? undefined : selectAccount(state, namespace);
};

import { selectAccount } from '@kit/account';
import { balanceRequested } from '@kit/balances';
import {
  selectActiveBalanceLoading,
  selectActiveNativeBalance,
} from '@kit/balances/active-balances';
import type { CaipAddress, CaipNetworkId, ChainNamespace, KitNetwork } from '@kit/core';
import {
  selectActiveNamespace,
  selectConnection,
  selectConnector,
  type ConnectionStatus,
} from '@kit/connection';
import { selectModalLoading, selectModalOpen, type OpenRequest } from '@kit/modal';
import { selectActiveCaipNetwork, selectActiveCaipNetworkId } from '@kit/network';
import { shallowEqual, useKitInstance, useKitSelector } from '@kit/views';
import { useCallback, useMemo } from 'react';
import { kitEventTracker, type KitEvent } from './kit-events';

/** What `useKit` returns. */
export interface UseKitResult {
  /** Opens the modal (spec §2 picks the view unless `view` is given). */
  open(request?: OpenRequest): void;
  /** Closes the modal (it shakes instead while a required sign-in is pending). */
  close(): void;
  /** Whether the modal is open. */
  isOpen: boolean;
}

/** Opens and closes the modal; re-renders only when it opens or closes. */
export function useKit(): UseKitResult {
  const kit = useKitInstance();
  const isOpen = useKitSelector(selectModalOpen);
  const open = useCallback((request?: OpenRequest) => kit.open(request), [kit]);
  const close = useCallback(() => kit.close(), [kit]);
  return useMemo(() => ({ open, close, isOpen }), [open, close, isOpen]);
}

/** What `useKitAccount` returns. */
export interface UseKitAccountResult {
  /** The first account's address, when connected. */
  address: string | undefined;
  /** `namespace:chainId:address`, when connected on a known network. */
  caipAddress: CaipAddress | undefined;
  /** Connected with an address. */
  isConnected: boolean;
  /** The namespace's connection status (spec §4). */
  status: ConnectionStatus;
}

const DISCONNECTED: UseKitAccountResult = {
  address: undefined,
  caipAddress: undefined,
  isConnected: false,
  status: 'disconnected',
};

/** The account of a namespace (default: the active one); re-renders only when it changes. */
export function useKitAccount(options: { namespace?: ChainNamespace } = {}): UseKitAccountResult {
  const { namespace } = options;
  return useKitSelector((state): UseKitAccountResult => {
    const target = namespace ?? selectActiveNamespace(state);
    if (target === undefined) return DISCONNECTED;
    const account = selectAccount(state, target);
    return {
      address: account.address,
      caipAddress: account.caipAddress,
      isConnected: account.status === 'connected' && account.address !== undefined,
      status: account.status,
    };
  }, shallowEqual);
}

/** What `useKitNetwork` returns. */
export interface UseKitNetworkResult {
  /** The active network as configured; undefined on a network the app does not list. */
  caipNetwork: KitNetwork | undefined;
  /** The active network's CAIP-2 id, listed or not. */
  caipNetworkId: CaipNetworkId | undefined;
  /** The active network's chain id (`id` of the network). */
  chainId: number | string | undefined;
  /** Switches to a configured network; rejects with the KitError of a failure. */
  switchNetwork(network: KitNetwork | CaipNetworkId): Promise<KitNetwork>;
}

/** The active network and a way to switch it. */
export function useKitNetwork(): UseKitNetworkResult {
  const kit = useKitInstance();
  const caipNetwork = useKitSelector(selectActiveCaipNetwork);
  const caipNetworkId = useKitSelector(selectActiveCaipNetworkId);
  const switchNetwork = useCallback(
    (network: KitNetwork | CaipNetworkId) =>
      kit.switchNetwork(typeof network === 'string' ? network : network.caipNetworkId),
    [kit],
  );
  return useMemo(
    () => ({ caipNetwork, caipNetworkId, chainId: caipNetwork?.id, switchNetwork }),
    [caipNetwork, caipNetworkId, switchNetwork],
  );
}

/** What `useKitState` returns. */
export interface UseKitStateResult {
  /** Whether the modal is open. */
  open: boolean;
  /** The active network's CAIP-2 id. */
  selectedNetworkId: CaipNetworkId | undefined;
  /** The active namespace's loading flag (spec §4). */
  loading: boolean;
  /** The active namespace. */
  activeChain: ChainNamespace | undefined;
}

/** The modal's state at a glance, like AppKit's `useAppKitState`. */
export function useKitState(): UseKitStateResult {
  return useKitSelector((state): UseKitStateResult => {
    const activeChain = selectActiveNamespace(state);
    return {
      open: selectModalOpen(state),
      selectedNetworkId: selectActiveCaipNetworkId(state),
      loading: activeChain === undefined ? false : selectModalLoading(state, activeChain),
      activeChain,
    };
  }, shallowEqual);
}

/**
 * The last modal or connection event (MODAL_OPEN, MODAL_CLOSE, CONNECT_SUCCESS, CONNECT_ERROR,
 * DISCONNECT_SUCCESS, SWITCH_NETWORK) since the provider mounted; undefined before the first.
 */
export function useKitEvents(): KitEvent | undefined {
  return useKitSelector(kitEventTracker(useKitInstance()).eventAt);
}

/** What `useKitProvider` returns. */
export interface UseKitProviderResult<T> {
  /** The live provider of the namespace's connected wallet (EIP-1193, Wallet Standard…). */
  walletProvider: T | undefined;
  /** The connector's type, e.g. 'ANNOUNCED' or 'WALLET_CONNECT'. */
  walletProviderType: string | undefined;
}

/**
 * The live provider of a namespace's connected wallet, from the connector registry (providers
 * never live in state); undefined while disconnected or when the adapter exposes none.
 */
export function useKitProvider<T = unknown>(namespace: ChainNamespace): UseKitProviderResult<T> {
  const kit = useKitInstance();
  const connectorId = useKitSelector((state) => selectConnection(state, namespace)?.connectorId);
  const type = useKitSelector((state) =>
    connectorId === undefined ? undefined : selectConnector(state, connectorId)?.type,
  );
  return useMemo(() => {
    if (connectorId === undefined)
      return { walletProvider: undefined, walletProviderType: undefined };
    let walletProvider: T | undefined;
    try {
      walletProvider = kit.registry.getProvider(connectorId) as T;
    } catch {
      walletProvider = undefined;
    }
    return { walletProvider, walletProviderType: type };
  }, [kit, connectorId, type]);
}

/** What `useDisconnect` returns. */
export interface UseDisconnectResult {
  /** Disconnects a namespace (default: the active one). */
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>;
}

/** A stable function that disconnects the wallet. */
export function useDisconnect(): UseDisconnectResult {
  const kit = useKitInstance();
  return useMemo(
    () => ({ disconnect: (options = {}) => kit.disconnect(options.namespace) }),
    [kit],
  );
}

/** The connected wallet as shown to the visitor. */
export interface KitWalletInfo {
  name: string;
  /** The wallet's icon URL, when known. */
  icon?: string;
  /** The connector type. */
  type: string;
}

/** The active namespace's connected wallet (name and icon); undefined while disconnected. */
export function useWalletInfo(): { walletInfo: KitWalletInfo | undefined } {
  const walletInfo = useKitSelector((state): KitWalletInfo | undefined => {
    const namespace = selectActiveNamespace(state);
    const connection = namespace === undefined ? undefined : selectConnection(state, namespace);
    if (connection === undefined) return undefined;
    const connector = selectConnector(state, connection.connectorId);
    return {
      name: connector?.name ?? connection.connectorId,
      ...(connector?.imageUrl === undefined ? {} : { icon: connector.imageUrl }),
      type: connector?.type ?? 'UNKNOWN',
    };
  }, shallowEqual);
  return useMemo(() => ({ walletInfo }), [walletInfo]);
}

/** What `useKitBalance` returns. */
export interface UseKitBalanceResult {
  /** The native balance floored to 3 decimals (spec §5); undefined before the first read. */
  balance: string | undefined;
  /** The exact native balance as a decimal string. */
  exactBalance: string | undefined;
  symbol: string | undefined;
  isLoading: boolean;
  /** Reads the balance again (still within the 30 s back-off after a failure, spec §8). */
  fetchBalance(): void;
}

/** The active account's native balance. */
export function useKitBalance(): UseKitBalanceResult {
  const kit = useKitInstance();
  const native = useKitSelector(selectActiveNativeBalance);
  const isLoading = useKitSelector(selectActiveBalanceLoading);
  const fetchBalance = useCallback(
    () => void kit.store.dispatch(balanceRequested({ force: true })),
    [kit],
  );
  return useMemo(
    () => ({
      balance: native?.formatted,
      exactBalance: native?.balance,
      symbol: native?.symbol,
      isLoading,
      fetchBalance,
    }),
    [native, isLoading, fetchBalance],
  );
}

import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CaipNetworkId, ChainNamespace, KitNetwork, SerializedKitError } from '@kit/core';

/**
 * Per-namespace network state (spec §3). `smartAccountEnabledNetworks` is left out until the
 * embedded wallet, the only one that sets it, exists.
 */
export interface NetworkState {
  /**
   * The active network id per namespace: the wallet's network while the namespace is connected
   * (even one the app does not list, see selectIsUnsupportedChain), else the app's choice.
   */
  caipNetwork: Record<string, CaipNetworkId>;
  /** The integrator's networks per namespace, in their order (plain data, from createKit). */
  requestedCaipNetworks: Record<string, KitNetwork[]>;
  /** The networks the connected wallet says it serves (its connector's `chains`), per namespace. */
  approvedCaipNetworkIds: Record<string, CaipNetworkId[]>;
  /** Whether the connected wallet can be asked for any network (no `chains` list), per namespace. */
  supportsAllNetworks: Record<string, boolean>;
  /** The network a switch is waiting for the wallet to confirm, per namespace. */
  switching: Record<string, CaipNetworkId>;
  /** The last switch error per namespace, e.g. 'User rejected the request'. */
  errors: Record<string, SerializedKitError>;
}

/** No networks configured yet. */
export const initialNetworkState: NetworkState = {
  caipNetwork: {},
  requestedCaipNetworks: {},
  approvedCaipNetworkIds: {},
  supportsAllNetworks: {},
  switching: {},
  errors: {},
};

/** The network slice; mount its reducer under `network`. */
export const networkSlice = createSlice({
  name: 'network',
  initialState: initialNetworkState,
  reducers: {
    /**
     * The integrator's networks (createKit dispatches them at start, default network first). Each
     * namespace starts on its first network unless it is already on a configured one.
     */
    networksConfigured(state, action: PayloadAction<KitNetwork[]>) {
      const grouped: Record<string, KitNetwork[]> = {};
      for (const network of action.payload) {
        (grouped[network.chainNamespace] ??= []).push(network);
      }
      state.requestedCaipNetworks = grouped;
      for (const [namespace, networks] of Object.entries(grouped)) {
        const current = state.caipNetwork[namespace];
        const [first] = networks;
        if (first && !networks.some((network) => network.caipNetworkId === current)) {
          state.caipNetwork[namespace] = first.caipNetworkId;
        }
      }
    },
    /** A namespace's active network changed (wallet event, switch, restore or local choice). */
    networkChanged(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; caipNetworkId: CaipNetworkId }>,
    ) {
      const { namespace, caipNetworkId } = action.payload;
      state.caipNetwork[namespace] = caipNetworkId;
      delete state.switching[namespace];
      delete state.errors[namespace];
    },
    /** The wallet was asked to switch; the previous switch error is cleared. */
    networkSwitchStarted(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; caipNetworkId: CaipNetworkId }>,
    ) {
      const { namespace, caipNetworkId } = action.payload;
      state.switching[namespace] = caipNetworkId;
      delete state.errors[namespace];
    },
    /** A switch failed (rejected, unsupported, not configured); the active network is unchanged. */
    networkSwitchFailed(
      state,
      action: PayloadAction<{
        namespace: ChainNamespace;
        caipNetworkId: CaipNetworkId;
        error: SerializedKitError;
      }>,
    ) {
      const { namespace, error } = action.payload;
      delete state.switching[namespace];
      state.errors[namespace] = error;
    },
    /** The connected wallet's network support became known (on connect, from its connector). */
    approvedNetworksChanged(
      state,
      action: PayloadAction<{
        namespace: ChainNamespace;
        approvedCaipNetworkIds: CaipNetworkId[];
        supportsAllNetworks: boolean;
      }>,
    ) {
      const { namespace, approvedCaipNetworkIds, supportsAllNetworks } = action.payload;
      state.approvedCaipNetworkIds[namespace] = approvedCaipNetworkIds;
      state.supportsAllNetworks[namespace] = supportsAllNetworks;
    },
  },
});

export const {
  networksConfigured,
  networkChanged,
  networkSwitchStarted,
  networkSwitchFailed,
  approvedNetworksChanged,
} = networkSlice.actions;

/** Intent: make `caipNetworkId` the active network, asking the wallet when one is connected (spec §2). */
export const switchNetworkRequested = createAction<{ caipNetworkId: CaipNetworkId }>(
  'network/switchNetworkRequested',
);

/** Outcome: the active namespace's network was checked against the app's list (spec §2). */
export const chainSupportChecked = createAction<{
  namespace: ChainNamespace;
  unsupported: boolean;
}>('network/chainSupportChecked');

/** Outcome: a switch went to a namespace where the wallet connected elsewhere has no account. */
export const activeChainAccountMissing = createAction<{ caipNetworkId: CaipNetworkId }>(
  'network/activeChainAccountMissing',
);

/** Outcome: the wallet switched to the requested network (not sent for a local switch). */
export const networkSwitchSucceeded = createAction<{
  namespace: ChainNamespace;
  caipNetworkId: CaipNetworkId;
}>('network/networkSwitchSucceeded');

/** The slice of root state this feature reads. */
export interface WithNetwork {
  network: NetworkState;
}

const EMPTY_NETWORKS: KitNetwork[] = [];
const EMPTY_IDS: CaipNetworkId[] = [];

/** A namespace's active network id (see NetworkState.caipNetwork). */
export const selectCaipNetworkId = (
  state: WithNetwork,
  namespace: ChainNamespace,
): CaipNetworkId | undefined => state.network.caipNetwork[namespace];

/** The integrator's networks of a namespace, in their order. */
export const selectRequestedNetworks = (
  state: WithNetwork,
  namespace: ChainNamespace,
): KitNetwork[] => state.network.requestedCaipNetworks[namespace] ?? EMPTY_NETWORKS;

/** A configured network by CAIP-2 id, in any namespace. */
export const selectNetworkById = (
  state: WithNetwork,
  caipNetworkId: CaipNetworkId,
): KitNetwork | undefined => {
  const [namespace = ''] = caipNetworkId.split(':');
  return state.network.requestedCaipNetworks[namespace]?.find(
    (network) => network.caipNetworkId === caipNetworkId,
  );
};

/** The networks the connected wallet of a namespace says it serves. */
export const selectApprovedCaipNetworkIds = (
  state: WithNetwork,
  namespace: ChainNamespace,
): CaipNetworkId[] => state.network.approvedCaipNetworkIds[namespace] ?? EMPTY_IDS;

/** Whether the connected wallet of a namespace can be asked for any network (true until known). */
export const selectSupportsAllNetworks = (state: WithNetwork, namespace: ChainNamespace): boolean =>
  state.network.supportsAllNetworks[namespace] ?? true;

/** The network a namespace's wallet is being asked to switch to, if any. */
export const selectNetworkSwitchTarget = (
  state: WithNetwork,
  namespace: ChainNamespace,
): CaipNetworkId | undefined => state.network.switching[namespace];

/** The last switch error of a namespace, for the SwitchNetwork view. */
export const selectNetworkSwitchError = (
  state: WithNetwork,
  namespace: ChainNamespace,
): SerializedKitError | undefined => state.network.errors[namespace];

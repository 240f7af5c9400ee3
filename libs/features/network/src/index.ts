// @kit/network: the active and configured networks per namespace, switching, unsupported chains
// (spec §2, §3). Every export below carries its one-line doc comment at its declaration.
export {
  networkSlice,
  initialNetworkState,
  // Reducer actions
  networksConfigured,
  networkChanged,
  networkSwitchStarted,
  networkSwitchFailed,
  approvedNetworksChanged,
  // Outcomes (navigation is the store's flow saga's)
  chainSupportChecked,
  activeChainAccountMissing,
  networkSwitchSucceeded,
  // Intents (handled by networkSaga)
  switchNetworkRequested,
  // Selectors of this slice
  selectCaipNetworkId,
  selectRequestedNetworks,
  selectNetworkById,
  selectApprovedCaipNetworkIds,
  selectSupportsAllNetworks,
  selectNetworkSwitchTarget,
  selectNetworkSwitchError,
} from './network.slice';
export type { NetworkState, WithNetwork } from './network.slice';
export {
  selectActiveCaipNetworkId,
  selectActiveCaipNetwork,
  selectAllRequestedNetworks,
  selectIsUnsupportedChain,
} from './network.selectors';
export type { WithNetworkAndConnection } from './network.selectors';
export { networkSaga } from './network.saga';
export { activeNetworkOnLoad } from './active-network-on-load';
// putOnActiveNetworkChange: @kit/network/active-network-change (only lazily loaded form sagas use
// it, issue 22).

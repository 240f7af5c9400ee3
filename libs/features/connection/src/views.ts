// @kit/connection/views: what only the views use (the wallet lists' multi-chain rows, the
// connecting view's error, ProfileWallets' recent connections and switch error). Kept out of the
// main entry, which the first screen reaches: a bundler puts a whole file in the first load when
// the page's imports reach it and any chunk uses it (issue 22).
export { mergeMultiChainConnectors, memberOf } from './multi-chain-connectors';
export {
  selectConnectionError,
  selectConnectorsByNamespace,
  selectRecentConnections,
  selectSwitchError,
} from './connection-views.selectors';

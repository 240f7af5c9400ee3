// @kit/connection/views: what only the views use (the wallet lists' multi-chain rows). Kept out of
// the main entry, which the first screen reaches: a bundler puts a whole file in the first load
// when the page's imports reach it and any chunk uses it (issue 22).
export { mergeMultiChainConnectors, memberOf } from './multi-chain-connectors';

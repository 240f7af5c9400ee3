// @kit/swap/views: what only the views read (the swap form's selectors and token helpers). Kept
// out of the main entry, which the first screen reaches: a bundler puts a whole file in the first
// load when the page's imports reach it and any chunk uses it (issue 22).
export {
  NATIVE_SWAP_TOKEN_ADDRESS,
  isNativeSwapToken,
  plainTokenAddress,
  selectCanPreviewSwap,
  selectSwapFromUnits,
  selectSwapMinimumReceived,
  selectSwapNeedsApproval,
  selectSwapNetworkFee,
  selectSwapNetworkFeeDisplay,
  selectSwapToAmount,
  selectSwapValidation,
} from './swap.selectors';
export { selectSwapSupported } from './swap-support.selectors';
export type { SwapValidation, WithSwapAndWallet } from './swap.selectors';

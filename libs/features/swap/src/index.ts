// @kit/swap: token swaps on the swap networks of spec §9 and the devnets, through the Blockchain
// API's convert endpoints (§7): tokens, debounced quotes, gas price, allowance, an approval and
// the swap built by the API and sent by the connected wallet. Every export below carries its
// one-line doc comment at its declaration.
export {
  swapSlice,
  initialSwapState,
  // Form changes (views dispatch these)
  swapFromTokenSelected,
  swapToTokenSelected,
  swapAmountChanged,
  swapTokensFlipped,
  swapSlippageChanged,
  swapReset,
  // Saga outcomes
  swapServiceChecked,
  swapTokensLoading,
  swapTokensLoaded,
  swapTokensFailed,
  swapGasPriceLoaded,
  swapGasPriceFailed,
  swapQuoteStarted,
  swapQuoteLoaded,
  swapQuoteFailed,
  swapPreparing,
  swapPrepared,
  swapApproving,
  swapApproved,
  swapSwapping,
  swapSucceeded,
  swapTxFailed,
  // Intents (handled by swapSaga)
  swapInitialized,
  swapPreviewRequested,
  swapApproveRequested,
  swapRequested,
  // Selectors of this slice
  selectSwapState,
} from './swap.slice';
export type { SwapToken, SwapTransaction } from '@kit/api';
export type {
  SwapQuoteAmounts,
  SwapQuoteStatus,
  SwapState,
  SwapTokensStatus,
  SwapTransactions,
  SwapTxStatus,
  WithSwap,
} from './swap.slice';
export { SWAP_SAGA_TRIGGERS } from './swap-saga.loader';

// @kit/swap: token swaps on the swap networks of spec §9 and the devnets, through the Blockchain
// API's convert endpoints (§7): tokens, debounced quotes, gas price, allowance, an approval and
// the swap built by the API and sent by the connected wallet. Every export below carries its
// one-line doc comment at its declaration. The slice itself is the `@kit/swap/slice` entry: the
// first load holds this entry's actions, and the store injects the slice when its views or saga
// load (issue 22).
export { initialSwapState, selectSwapState } from './swap.state';
export {
  // Form changes (views dispatch these)
  swapFromTokenSelected,
  swapToTokenSelected,
  swapAmountChanged,
  swapTokensFlipped,
  swapSlippageChanged,
  swapReset,
  // Saga outcomes
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
} from './swap.actions';
export type { SwapToken, SwapTransaction } from '@kit/api';
export type {
  SwapQuoteAmounts,
  SwapQuoteStatus,
  SwapState,
  SwapTokensStatus,
  SwapTransactions,
  SwapTxStatus,
  WithSwap,
} from './swap.state';
export { SWAP_SAGA_TRIGGERS } from './swap-saga.loader';

// @kit/swap: token swaps on the swap networks of spec §9 and the devnets, through the Blockchain
// API's convert endpoints (§7): tokens, debounced quotes, gas price, allowance, an approval and
// the swap built by the API and sent by the connected wallet. Every export below carries its
// one-line doc comment at its declaration. The page's first load reaches this entry, and a
// bundler puts a whole file in the first load when the page's imports reach it and any chunk uses
// it (issue 22): so the action creators are the `@kit/swap/actions` entry and the slice the
// `@kit/swap/slice` entry (the store injects it when the Swap views or the swap saga load); this
// entry names the actions the page watches by their types.
export { initialSwapState, selectSwapState } from './swap.state';
export {
  SWAP_GAS_PRICE_FAILED,
  SWAP_QUOTE_FAILED,
  SWAP_SUCCEEDED,
  SWAP_TOKENS_FAILED,
} from './swap.action-types';
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
export { SWAP_SAGA_TRIGGERS, swapSagaLoadFailed } from './swap-saga.loader';

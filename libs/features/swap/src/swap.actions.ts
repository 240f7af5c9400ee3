import { createAction } from '@reduxjs/toolkit';
import {
  SWAP_APPROVE_REQUESTED,
  SWAP_GAS_PRICE_FAILED,
  SWAP_INITIALIZED,
  SWAP_PREVIEW_REQUESTED,
  SWAP_QUOTE_FAILED,
  SWAP_REQUESTED,
  SWAP_SUCCEEDED,
  SWAP_TOKENS_FAILED,
} from './swap.action-types';
import type { SwapToken, SwapTransaction } from '@kit/api';
import type { CaipNetworkId, SerializedKitError } from '@kit/core';
import type { SwapQuoteAmounts, SwapTransactions } from './swap.state';

// The swap's actions apart from its slice (issue 22): the page's eager code (the flow saga, the
// error reports, the lazy saga's triggers) watches or dispatches some of them, and a bundler keeps
// a module whole, so the slice (swap.slice.ts) stays in the chunks of the Swap views and the swap
// saga, which inject it into the store's root reducer when they load.

// Saga outcomes

/** The token list of a network is being read. */
export const swapTokensLoading = createAction<{ caipNetworkId: CaipNetworkId }>(
  'swap/swapTokensLoading',
);
/** The network's token list; the sold token defaults to the first (the native coin). */
export const swapTokensLoaded = createAction<{ caipNetworkId: CaipNetworkId; tokens: SwapToken[] }>(
  'swap/swapTokensLoaded',
);
/** The token list cannot be had: the network has no swaps, or the API failed. */
export const swapTokensFailed = createAction<{
  caipNetworkId?: CaipNetworkId;
  error: SerializedKitError;
}>(SWAP_TOKENS_FAILED);
/** The network's gas price, wei per gas. */
export const swapGasPriceLoaded = createAction<{ gasPrice: string }>('swap/swapGasPriceLoaded');
/** The gas price cannot be had ('Network not supported for Gas Price', …). */
export const swapGasPriceFailed = createAction<{ error: SerializedKitError }>(
  SWAP_GAS_PRICE_FAILED,
);
/** The debounce elapsed and the form is being quoted. */
export const swapQuoteStarted = createAction('swap/swapQuoteStarted');
/** The form's quote, with the allowance of a token sold. */
export const swapQuoteLoaded = createAction<{ quote: SwapQuoteAmounts; allowance?: string }>(
  'swap/swapQuoteLoaded',
);
/** The form cannot be quoted; the amount shown stays empty. */
export const swapQuoteFailed = createAction<{ error: SerializedKitError }>(SWAP_QUOTE_FAILED);
/** The transactions are being built. */
export const swapPreparing = createAction('swap/swapPreparing');
/** The transactions are built; `approve` only when the allowance is too small. */
export const swapPrepared = createAction<SwapTransactions>('swap/swapPrepared');
/** The wallet was asked to send the approval. */
export const swapApproving = createAction('swap/swapApproving');
/** The approval is mined: the allowance is `allowance` and the swap was built again. */
export const swapApproved = createAction<{ allowance: string; swap: SwapTransaction }>(
  'swap/swapApproved',
);
/** The wallet was asked to send the swap. */
export const swapSwapping = createAction('swap/swapSwapping');
/** The swap is mined: the form is emptied (tokens kept for the next one), the hash kept. */
export const swapSucceeded = createAction<{ hash: string }>(SWAP_SUCCEEDED);
/** Building or sending failed; the step can be tried again (built transactions are kept). */
export const swapTxFailed = createAction<{ error: SerializedKitError }>('swap/swapTxFailed');

// Form changes (views dispatch these)

/** The visitor picked the token to sell; picking the bought one swaps the two. */
export const swapFromTokenSelected = createAction<SwapToken>('swap/swapFromTokenSelected');
/** The visitor picked the token to buy; picking the sold one swaps the two. */
export const swapToTokenSelected = createAction<SwapToken>('swap/swapToTokenSelected');
/** The visitor typed the amount to sell (whole units). */
export const swapAmountChanged = createAction<{ amount: string }>('swap/swapAmountChanged');
/** The visitor flipped the pair: the bought token is now sold. */
export const swapTokensFlipped = createAction('swap/swapTokensFlipped');
/** The visitor chose another slippage tolerance (percent, above 0 and below 50). */
export const swapSlippageChanged = createAction<{ slippage: number }>('swap/swapSlippageChanged');
/** Back to an empty form (a network change does this too). */
export const swapReset = createAction('swap/swapReset');

// Intents (handled by the swap saga; no reducer)

/** Intent: read the active network's swappable tokens and gas price (the Swap view opened). */
export const swapInitialized = createAction(SWAP_INITIALIZED);
/** Intent: build the approval (when needed) and the swap for SwapPreview. */
export const swapPreviewRequested = createAction(SWAP_PREVIEW_REQUESTED);
/** Intent: send the approval letting the swap contract spend the token sold. */
export const swapApproveRequested = createAction(SWAP_APPROVE_REQUESTED);
/** Intent: build the swap afresh at the slippage tolerance and send it. */
export const swapRequested = createAction(SWAP_REQUESTED);

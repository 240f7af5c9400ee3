// The types of the swap actions the page's first load names (the flow saga, the error reports,
// the lazy saga's triggers and load failure), the one place each is spelled: swap.actions.ts
// builds its action creators from them. The first load needs only these strings, so the action
// creators and the slice stay in the chunks of the Swap views and the swap saga (issue 22).

/** The token list cannot be had: the network has no swaps, or the API failed. */
export const SWAP_TOKENS_FAILED = 'swap/swapTokensFailed';
/** The gas price cannot be had ('Network not supported for Gas Price', …). */
export const SWAP_GAS_PRICE_FAILED = 'swap/swapGasPriceFailed';
/** The form cannot be quoted; the amount shown stays empty. */
export const SWAP_QUOTE_FAILED = 'swap/swapQuoteFailed';
/** The swap is mined: the form is emptied (tokens kept for the next one), the hash kept. */
export const SWAP_SUCCEEDED = 'swap/swapSucceeded';
/** Intent: read the active network's swappable tokens and gas price (the Swap view opened). */
export const SWAP_INITIALIZED = 'swap/swapInitialized';
/** Intent: build the approval (when needed) and the swap for SwapPreview. */
export const SWAP_PREVIEW_REQUESTED = 'swap/swapPreviewRequested';
/** Intent: send the approval letting the swap contract spend the token sold. */
export const SWAP_APPROVE_REQUESTED = 'swap/swapApproveRequested';
/** Intent: build the swap afresh at the slippage tolerance and send it. */
export const SWAP_REQUESTED = 'swap/swapRequested';

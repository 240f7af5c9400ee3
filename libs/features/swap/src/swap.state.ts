import type { SwapToken, SwapTransaction } from '@kit/api';
import { CONSTANTS, type CaipNetworkId, type SerializedKitError } from '@kit/core';

/**
 * Where the swappable token list stands.
 * - `idle`: not asked for yet (the Swap view asks when it opens).
 * - `loading`: the Blockchain API was asked for the network's tokens and gas price.
 * - `ready`: `tokens` holds the network's list (possibly empty).
 * - `error`: the network has no swaps or the list failed; `error` says why.
 */
export type SwapTokensStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Where the quote of the form stands.
 * - `idle`: the form is incomplete, so nothing is quoted.
 * - `loading`: the debounce elapsed and the quote (and allowance) were asked for.
 * - `ready`: `quote` prices the form's amount; `allowance` is known for a token sold.
 * - `error`: no quote ('Insufficient liquidity', the service down…); `quoteError` says why.
 */
export type SwapQuoteStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Where the swap's transactions stand (the SwapPreview steps).
 * - `idle`: nothing built.
 * - `preparing`: the approval (when needed) and the swap are being built by the API.
 * - `ready`: built; the visitor approves (if `transactions.approve`) and then swaps.
 * - `approving`: the wallet was asked to send the approval, or it is being mined.
 * - `swapping`: the wallet was asked to send the swap, or it is being mined.
 * - `success`: the swap is mined; `hash` names it.
 * - `error`: building or sending failed; `txError` says why and the step can be retried.
 */
export type SwapTxStatus =
  'idle' | 'preparing' | 'ready' | 'approving' | 'swapping' | 'success' | 'error';

/** A quote of the form: amounts in smallest units (decimal strings). */
export interface SwapQuoteAmounts {
  fromAmount: string;
  toAmount: string;
}

/** The built transactions of a swap; `approve` only while the allowance is too small. */
export interface SwapTransactions {
  approve?: SwapTransaction;
  swap: SwapTransaction;
}

/** The swap form, its quote and its transactions. */
export interface SwapState {
  /** The network `tokens` belong to. */
  caipNetworkId?: CaipNetworkId;
  tokens: SwapToken[];
  tokensStatus: SwapTokensStatus;
  /** Why the token list is unavailable ('Network not supported for Swaps', …). */
  error?: SerializedKitError;
  /** Wei per gas (the API's standard price); absent until read. */
  gasPrice?: string;
  /** Why the gas price is unknown ('Network not supported for Gas Price', …). */
  gasPriceError?: SerializedKitError;
  fromToken?: SwapToken;
  toToken?: SwapToken;
  /** The amount sold, whole units as typed ('12.5'). */
  fromAmount: string;
  quote?: SwapQuoteAmounts;
  quoteStatus: SwapQuoteStatus;
  quoteError?: SerializedKitError;
  /** What the swap contract may spend of `fromToken` (smallest units); absent for the native coin. */
  allowance?: string;
  /** Slippage tolerance in percent (spec §9: 1). */
  slippage: number;
  transactions?: SwapTransactions;
  txStatus: SwapTxStatus;
  txError?: SerializedKitError;
  /** The hash of the last swap mined. */
  hash?: string;
}

/** An empty form on no network. */
export const initialSwapState: SwapState = {
  tokens: [],
  tokensStatus: 'idle',
  fromAmount: '',
  quoteStatus: 'idle',
  slippage: CONSTANTS.SWAP_SLIPPAGE_TOLERANCE_PERCENT,
  txStatus: 'idle',
};

/**
 * The slice of root state this feature reads. The key is absent until the store injects the
 * slice (when the Swap views or the swap saga load): nothing moves the form before then.
 */
export interface WithSwap {
  swap?: SwapState;
}

/** The swap form, its quote and its transactions: the empty form while the slice is absent. */
export const selectSwapState = (state: WithSwap): SwapState => state.swap ?? initialSwapState;

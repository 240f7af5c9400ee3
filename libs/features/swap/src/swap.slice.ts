import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
  /** Whether Kit has a swap service (a Blockchain API URL and project id); set at start. */
  serviceAvailable: boolean;
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
  serviceAvailable: false,
  tokens: [],
  tokensStatus: 'idle',
  fromAmount: '',
  quoteStatus: 'idle',
  slippage: CONSTANTS.SWAP_SLIPPAGE_TOLERANCE_PERCENT,
  txStatus: 'idle',
};

/** A changed form drops its quote and anything built from it. */
function clearQuote(state: SwapState): void {
  delete state.quote;
  delete state.quoteError;
  delete state.allowance;
  delete state.transactions;
  delete state.txError;
  state.quoteStatus = 'idle';
  state.txStatus = 'idle';
}

/** Picks the token of one side; picking the other side's token swaps the two. */
function pickToken(state: SwapState, side: 'fromToken' | 'toToken', token: SwapToken): void {
  const other = side === 'fromToken' ? 'toToken' : 'fromToken';
  if (state[other]?.address === token.address) {
    const current = state[side];
    if (current === undefined) delete state[other];
    else state[other] = current;
  }
  state[side] = token;
  clearQuote(state);
}

/** The swap slice; mount its reducer under `swap`. */
export const swapSlice = createSlice({
  name: 'swap',
  initialState: initialSwapState,
  reducers: {
    /** Whether a swap service is configured (dispatched by the saga at start). */
    swapServiceChecked(state, action: PayloadAction<{ available: boolean }>) {
      state.serviceAvailable = action.payload.available;
    },
    /** The token list of a network is being read. */
    swapTokensLoading(state, action: PayloadAction<{ caipNetworkId: CaipNetworkId }>) {
      state.caipNetworkId = action.payload.caipNetworkId;
      state.tokensStatus = 'loading';
      delete state.error;
    },
    /** The network's token list; the sold token defaults to the first (the native coin). */
    swapTokensLoaded(
      state,
      action: PayloadAction<{ caipNetworkId: CaipNetworkId; tokens: SwapToken[] }>,
    ) {
      const { caipNetworkId, tokens } = action.payload;
      state.caipNetworkId = caipNetworkId;
      state.tokens = tokens;
      state.tokensStatus = 'ready';
      const has = (token?: SwapToken) =>
        token !== undefined && tokens.some((candidate) => candidate.address === token.address);
      if (!has(state.fromToken)) {
        if (tokens[0] === undefined) delete state.fromToken;
        else state.fromToken = tokens[0];
      }
      if (!has(state.toToken)) delete state.toToken;
    },
    /** The token list cannot be had: the network has no swaps, or the API failed. */
    swapTokensFailed(
      state,
      action: PayloadAction<{ caipNetworkId?: CaipNetworkId; error: SerializedKitError }>,
    ) {
      if (action.payload.caipNetworkId !== undefined) {
        state.caipNetworkId = action.payload.caipNetworkId;
      }
      state.tokens = [];
      state.tokensStatus = 'error';
      state.error = action.payload.error;
      delete state.fromToken;
      delete state.toToken;
      clearQuote(state);
    },
    /** The network's gas price, wei per gas. */
    swapGasPriceLoaded(state, action: PayloadAction<{ gasPrice: string }>) {
      state.gasPrice = action.payload.gasPrice;
      delete state.gasPriceError;
    },
    /** The gas price cannot be had ('Network not supported for Gas Price', …). */
    swapGasPriceFailed(state, action: PayloadAction<{ error: SerializedKitError }>) {
      delete state.gasPrice;
      state.gasPriceError = action.payload.error;
    },
    /** The visitor picked the token to sell; picking the bought one swaps the two. */
    swapFromTokenSelected(state, action: PayloadAction<SwapToken>) {
      pickToken(state, 'fromToken', action.payload);
    },
    /** The visitor picked the token to buy; picking the sold one swaps the two. */
    swapToTokenSelected(state, action: PayloadAction<SwapToken>) {
      pickToken(state, 'toToken', action.payload);
    },
    /** The visitor typed the amount to sell (whole units). */
    swapAmountChanged(state, action: PayloadAction<{ amount: string }>) {
      state.fromAmount = action.payload.amount;
      clearQuote(state);
    },
    /** The visitor flipped the pair: the bought token is now sold. */
    swapTokensFlipped(state) {
      const { fromToken, toToken } = state;
      if (toToken === undefined) delete state.fromToken;
      else state.fromToken = toToken;
      if (fromToken === undefined) delete state.toToken;
      else state.toToken = fromToken;
      clearQuote(state);
    },
    /** The visitor chose another slippage tolerance (percent, above 0 and below 50). */
    swapSlippageChanged(state, action: PayloadAction<{ slippage: number }>) {
      const { slippage } = action.payload;
      if (!Number.isFinite(slippage) || slippage <= 0 || slippage >= 50) return;
      state.slippage = slippage;
      delete state.transactions;
      if (state.txStatus !== 'idle') state.txStatus = 'idle';
    },
    /** The debounce elapsed and the form is being quoted. */
    swapQuoteStarted(state) {
      state.quoteStatus = 'loading';
      delete state.quoteError;
    },
    /** The form's quote, with the allowance of a token sold. */
    swapQuoteLoaded(state, action: PayloadAction<{ quote: SwapQuoteAmounts; allowance?: string }>) {
      state.quote = action.payload.quote;
      if (action.payload.allowance === undefined) delete state.allowance;
      else state.allowance = action.payload.allowance;
      state.quoteStatus = 'ready';
    },
    /** The form cannot be quoted; the amount shown stays empty. */
    swapQuoteFailed(state, action: PayloadAction<{ error: SerializedKitError }>) {
      delete state.quote;
      delete state.allowance;
      state.quoteStatus = 'error';
      state.quoteError = action.payload.error;
    },
    /** The transactions are being built. */
    swapPreparing(state) {
      state.txStatus = 'preparing';
      delete state.txError;
      delete state.transactions;
    },
    /** The transactions are built; `approve` only when the allowance is too small. */
    swapPrepared(state, action: PayloadAction<SwapTransactions>) {
      state.transactions = action.payload;
      state.txStatus = 'ready';
    },
    /** The wallet was asked to send the approval. */
    swapApproving(state) {
      state.txStatus = 'approving';
      delete state.txError;
    },
    /** The approval is mined: the allowance is `allowance` and the swap was built again. */
    swapApproved(state, action: PayloadAction<{ allowance: string; swap: SwapTransaction }>) {
      state.allowance = action.payload.allowance;
      state.transactions = { swap: action.payload.swap };
      state.txStatus = 'ready';
    },
    /** The wallet was asked to send the swap. */
    swapSwapping(state) {
      state.txStatus = 'swapping';
      delete state.txError;
    },
    /** The swap is mined: the form is emptied (tokens kept for the next one), the hash kept. */
    swapSucceeded(state, action: PayloadAction<{ hash: string }>) {
      state.fromAmount = '';
      clearQuote(state);
      state.txStatus = 'success';
      state.hash = action.payload.hash;
    },
    /** Building or sending failed; the step can be tried again (built transactions are kept). */
    swapTxFailed(state, action: PayloadAction<{ error: SerializedKitError }>) {
      state.txStatus = 'error';
      state.txError = action.payload.error;
    },
    /** Back to an empty form (a network change does this too); the service check is kept. */
    swapReset(state) {
      return { ...initialSwapState, serviceAvailable: state.serviceAvailable };
    },
  },
});

export const {
  swapServiceChecked,
  swapTokensLoading,
  swapTokensLoaded,
  swapTokensFailed,
  swapGasPriceLoaded,
  swapGasPriceFailed,
  swapFromTokenSelected,
  swapToTokenSelected,
  swapAmountChanged,
  swapTokensFlipped,
  swapSlippageChanged,
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
  swapReset,
} = swapSlice.actions;

/** Intent: read the active network's swappable tokens and gas price (the Swap view opened). */
export const swapInitialized = createAction('swap/swapInitialized');
/** Intent: build the approval (when needed) and the swap for SwapPreview. */
export const swapPreviewRequested = createAction('swap/swapPreviewRequested');
/** Intent: send the approval letting the swap contract spend the token sold. */
export const swapApproveRequested = createAction('swap/swapApproveRequested');
/** Intent: build the swap afresh at the slippage tolerance and send it. */
export const swapRequested = createAction('swap/swapRequested');

/** The slice of root state this feature reads. */
export interface WithSwap {
  swap: SwapState;
}

/** The swap form, its quote and its transactions. */
export const selectSwapState = (state: WithSwap): SwapState => state.swap;

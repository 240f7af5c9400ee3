import { createSlice } from '@reduxjs/toolkit';
import type { SwapToken } from '@kit/api';
import {
  swapAmountChanged,
  swapApproved,
  swapApproving,
  swapFromTokenSelected,
  swapGasPriceFailed,
  swapGasPriceLoaded,
  swapPrepared,
  swapPreparing,
  swapQuoteFailed,
  swapQuoteLoaded,
  swapQuoteStarted,
  swapReset,
  swapSlippageChanged,
  swapSucceeded,
  swapSwapping,
  swapToTokenSelected,
  swapTokensFailed,
  swapTokensFlipped,
  swapTokensLoaded,
  swapTokensLoading,
  swapTxFailed,
} from './swap.actions';
import { initialSwapState, type SwapState } from './swap.state';

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

/**
 * The swap slice, mounted under `swap`. Not in the store's first root reducer: the store injects
 * it when the Swap views or the swap saga load (issue 22), and its actions live in
 * swap.actions.ts, which the first load holds without this file. Each case is documented at its
 * action.
 */
export const swapSlice = createSlice({
  name: 'swap',
  initialState: initialSwapState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(swapTokensLoading, (state, action) => {
        state.caipNetworkId = action.payload.caipNetworkId;
        state.tokensStatus = 'loading';
        delete state.error;
      })
      .addCase(swapTokensLoaded, (state, action) => {
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
      })
      .addCase(swapTokensFailed, (state, action) => {
        if (action.payload.caipNetworkId !== undefined) {
          state.caipNetworkId = action.payload.caipNetworkId;
        }
        state.tokens = [];
        state.tokensStatus = 'error';
        state.error = action.payload.error;
        delete state.fromToken;
        delete state.toToken;
        clearQuote(state);
      })
      .addCase(swapGasPriceLoaded, (state, action) => {
        state.gasPrice = action.payload.gasPrice;
        delete state.gasPriceError;
      })
      .addCase(swapGasPriceFailed, (state, action) => {
        delete state.gasPrice;
        state.gasPriceError = action.payload.error;
      })
      .addCase(swapFromTokenSelected, (state, action) => {
        pickToken(state, 'fromToken', action.payload);
      })
      .addCase(swapToTokenSelected, (state, action) => {
        pickToken(state, 'toToken', action.payload);
      })
      .addCase(swapAmountChanged, (state, action) => {
        state.fromAmount = action.payload.amount;
        clearQuote(state);
      })
      .addCase(swapTokensFlipped, (state) => {
        const { fromToken, toToken } = state;
        if (toToken === undefined) delete state.fromToken;
        else state.fromToken = toToken;
        if (fromToken === undefined) delete state.toToken;
        else state.toToken = fromToken;
        clearQuote(state);
      })
      .addCase(swapSlippageChanged, (state, action) => {
        const { slippage } = action.payload;
        if (!Number.isFinite(slippage) || slippage <= 0 || slippage >= 50) return;
        state.slippage = slippage;
        delete state.transactions;
        if (state.txStatus !== 'idle') state.txStatus = 'idle';
      })
      .addCase(swapQuoteStarted, (state) => {
        state.quoteStatus = 'loading';
        delete state.quoteError;
      })
      .addCase(swapQuoteLoaded, (state, action) => {
        state.quote = action.payload.quote;
        if (action.payload.allowance === undefined) delete state.allowance;
        else state.allowance = action.payload.allowance;
        state.quoteStatus = 'ready';
      })
      .addCase(swapQuoteFailed, (state, action) => {
        delete state.quote;
        delete state.allowance;
        state.quoteStatus = 'error';
        state.quoteError = action.payload.error;
      })
      .addCase(swapPreparing, (state) => {
        state.txStatus = 'preparing';
        delete state.txError;
        delete state.transactions;
      })
      .addCase(swapPrepared, (state, action) => {
        state.transactions = action.payload;
        state.txStatus = 'ready';
      })
      .addCase(swapApproving, (state) => {
        state.txStatus = 'approving';
        delete state.txError;
      })
      .addCase(swapApproved, (state, action) => {
        state.allowance = action.payload.allowance;
        state.transactions = { swap: action.payload.swap };
        state.txStatus = 'ready';
      })
      .addCase(swapSwapping, (state) => {
        state.txStatus = 'swapping';
        delete state.txError;
      })
      .addCase(swapSucceeded, (state, action) => {
        state.fromAmount = '';
        clearQuote(state);
        state.txStatus = 'success';
        state.hash = action.payload.hash;
      })
      .addCase(swapTxFailed, (state, action) => {
        state.txStatus = 'error';
        state.txError = action.payload.error;
      })
      .addCase(swapReset, () => initialSwapState);
  },
});

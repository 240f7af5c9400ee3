import * as api from './index';
import * as actions from './swap.actions';
import * as slice from './swap.slice';
import * as views from './views';

// Pins the public API of @kit/swap: changing this list is a deliberate API change (STYLE.md).
describe('@kit/swap public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'SWAP_GAS_PRICE_FAILED',
      'SWAP_QUOTE_FAILED',
      'SWAP_SAGA_TRIGGERS',
      'SWAP_SUCCEEDED',
      'SWAP_TOKENS_FAILED',
      'initialSwapState',
      'selectSwapState',
      'swapSagaLoadFailed',
    ]);
  });

  it('leaves to @kit/swap/views what only the views use (out of the first load, issue 22)', () => {
    expect(Object.keys(views).sort()).toEqual([
      'NATIVE_SWAP_TOKEN_ADDRESS',
      'isNativeSwapToken',
      'plainTokenAddress',
      'selectCanPreviewSwap',
      'selectSwapFromUnits',
      'selectSwapMinimumReceived',
      'selectSwapNeedsApproval',
      'selectSwapNetworkFee',
      'selectSwapNetworkFeeDisplay',
      'selectSwapSupported',
      'selectSwapToAmount',
      'selectSwapValidation',
    ]);
  });

  it('leaves the action creators to @kit/swap/actions, out of the first load (issue 22)', () => {
    expect(Object.keys(actions).sort()).toEqual([
      'swapAmountChanged',
      'swapApproveRequested',
      'swapApproved',
      'swapApproving',
      'swapFromTokenSelected',
      'swapGasPriceFailed',
      'swapGasPriceLoaded',
      'swapInitialized',
      'swapPrepared',
      'swapPreparing',
      'swapPreviewRequested',
      'swapQuoteFailed',
      'swapQuoteLoaded',
      'swapQuoteStarted',
      'swapRequested',
      'swapReset',
      'swapSlippageChanged',
      'swapSucceeded',
      'swapSwapping',
      'swapToTokenSelected',
      'swapTokensFailed',
      'swapTokensFlipped',
      'swapTokensLoaded',
      'swapTokensLoading',
      'swapTxFailed',
    ]);
  });

  it('leaves the slice to @kit/swap/slice, which the store injects when it is needed (issue 22)', () => {
    expect(Object.keys(slice)).toEqual(['swapSlice']);
    expect(api).not.toHaveProperty('swapSlice');
  });
});

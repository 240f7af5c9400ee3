import {
  swapApproveRequested,
  swapInitialized,
  swapPreviewRequested,
  swapRequested,
} from './swap.actions';
import { SWAP_SAGA_TRIGGERS, swapSagaLoadFailed } from './swap-saga.loader';
import { swapSlice } from './swap.slice';
import { initialSwapState } from './swap.state';

describe('the swap saga loader', () => {
  it("loads on the swap's intents", () => {
    expect(SWAP_SAGA_TRIGGERS).toEqual([
      swapInitialized.type,
      swapPreviewRequested.type,
      swapApproveRequested.type,
      swapRequested.type,
    ]);
  });

  it('fails the token list with the typed error when the chunk does not load', () => {
    const failure = swapSagaLoadFailed(
      new TypeError('Failed to fetch dynamically imported module'),
      swapInitialized(),
    );
    expect(swapSlice.reducer(initialSwapState, failure)).toMatchObject({
      tokensStatus: 'error',
      error: {
        name: 'KitError',
        code: 'UNKNOWN_ERROR',
        message: 'Failed to fetch dynamically imported module',
      },
    });
  });
});

import { onrampAmountChanged, selectOnrampState } from '@kit/onramp';
import { selectSwapState, swapAmountChanged } from '@kit/swap';
import { createTestKit, destroyTestKits } from '../testing/kit-harness.spec-helper';

// Issue 22: the swap and on-ramp slices are not in the first load; the views that move them
// inject them as their chunk loads (@kit/store's injectLazySlice), before they render or dispatch.
// No saga chunk loads here (form changes are no saga triggers), so only the views' chunks can have
// injected them. The order matters: the injection is for the whole page (this file's modules).

afterEach(async () => {
  await destroyTestKits();
});

describe("the Swap and OnRamp views' chunks", () => {
  it('leave both slices out of the state until they load', () => {
    const { kit } = createTestKit();
    kit.store.dispatch(swapAmountChanged({ amount: '1.5' }));
    kit.store.dispatch(onrampAmountChanged({ amount: '100' }));
    expect(kit.getState()).not.toHaveProperty('swap');
    expect(kit.getState()).not.toHaveProperty('onramp');
  });

  it("inject the swap slice as the Swap views' chunk loads, so the form keeps what is typed", async () => {
    await import('./swap-views');
    const { kit } = createTestKit();
    kit.store.dispatch(swapAmountChanged({ amount: '1.5' }));
    expect(selectSwapState(kit.getState()).fromAmount).toBe('1.5');
    expect(kit.getState()).not.toHaveProperty('onramp');
  });

  it("inject the on-ramp slice as the OnRamp view's chunk loads, so the form keeps what is typed", async () => {
    await import('./lazy-views/onramp.chunk');
    const { kit } = createTestKit();
    kit.store.dispatch(onrampAmountChanged({ amount: '100' }));
    expect(selectOnrampState(kit.getState()).amount).toBe('100');
  });
});

import { selectOnrampState } from '@kit/onramp';
import { onrampAmountChanged } from '@kit/onramp/actions';
import { initialActivityState } from '@kit/activity';
import { initialNamesState } from '@kit/names';
import { initialSmartSessionsState } from '@kit/smart-sessions';
import { selectSwapState } from '@kit/swap';
import { swapAmountChanged } from '@kit/swap/actions';
import { selectSendState } from '@kit/send';
import { sendAmountChanged } from '@kit/send/actions';
import { createTestKit, destroyTestKits } from '../testing/kit-harness.spec-helper';

// Issue 22: the swap, on-ramp, activity, names, smart-sessions and send slices are not in the first
// load; the views that move them (or whose saga's failed load reports into them) inject them as
// their chunk loads (@kit/store's injectLazySlice), before they render or dispatch. No saga chunk
// loads here (form changes are no saga triggers), so only the views' chunks can have injected them.
// The order matters: the injection is for the whole page (this file's modules).

afterEach(async () => {
  await destroyTestKits();
});

describe("the lazy views' chunks", () => {
  it('leave the slices out of the state until they load', () => {
    const { kit } = createTestKit();
    kit.store.dispatch(swapAmountChanged({ amount: '1.5' }));
    kit.store.dispatch(onrampAmountChanged({ amount: '100' }));
    kit.store.dispatch(sendAmountChanged({ amount: '2' }));
    for (const name of ['swap', 'onramp', 'activity', 'names', 'smartSessions', 'send']) {
      expect(kit.getState()).not.toHaveProperty(name);
    }
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

  it("inject the activity slice as the Activity view's chunk loads", async () => {
    await import('./lazy-views/activity.chunk');
    const { kit } = createTestKit();
    kit.store.dispatch({ type: 'test/anything' });
    expect(kit.getState().activity).toEqual(initialActivityState);
  });

  it("inject the smart-sessions and names slices as the secondary views' chunk loads", async () => {
    await import('./secondary-views');
    const { kit } = createTestKit();
    kit.store.dispatch({ type: 'test/anything' });
    expect(kit.getState().smartSessions).toEqual(initialSmartSessionsState);
    expect(kit.getState().names).toEqual(initialNamesState);
  });

  it("inject the send slice as the Send view's chunk loads, so the form keeps what is typed", async () => {
    await import('./lazy-views/send.chunk');
    const { kit } = createTestKit();
    kit.store.dispatch(sendAmountChanged({ amount: '2' }));
    expect(selectSendState(kit.getState()).amount).toBe('2');
  });
});

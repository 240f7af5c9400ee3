import { fireEvent, screen } from '@testing-library/react';
import { embeddedFailed, stepChanged } from '@kit/embedded/actions';
import { emailSubmitted } from '@kit/embedded';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';
import { embeddedSlice } from '@kit/embedded/slice';
import { injectLazySlice } from '@kit/store';

// These tests stand in for the embedded wallet's saga, whose chunk injects the embedded slice
// into the store's root reducer as it loads (issue 22).
injectLazySlice(embeddedSlice);

afterEach(destroyTestKits);

describe('EmailVerifyDeviceView', () => {
  it('asks to approve the link sent to the address, and Resend link asks for the login again', async () => {
    const { kit, dispatched } = createTestKit();
    renderModal(kit);
    kit.store.dispatch(stepChanged({ step: 'awaitingDevice', email: 'ann@example.com' }));
    await settle(() => kit.open({ view: 'EmailVerifyDevice' }));
    expect(await screen.findByText('Register this device to continue')).toBeTruthy();
    expect(screen.getByText('Approve the login link we sent to ann@example.com')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Register Device' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(dispatched).toContainEqual(emailSubmitted({ email: 'ann@example.com' }));
  });

  it('shows why the wait failed (the throttle message, an expired link) and disables Resend while sending', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    kit.store.dispatch(stepChanged({ step: 'awaitingDevice', email: 'ann@example.com' }));
    await settle(() => kit.open({ view: 'EmailVerifyDevice' }));
    const throttle = 'Too many requests. Please try again after 21 seconds';
    await settle(() =>
      kit.store.dispatch(embeddedFailed({ step: 'awaitingDevice', error: throttle })),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(throttle);

    await settle(() => kit.store.dispatch(stepChanged({ step: 'sendingCode' })));
    const sending = screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
  });
});

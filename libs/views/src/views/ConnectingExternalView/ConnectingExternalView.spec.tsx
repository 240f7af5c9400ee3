import { UserRejectedRequestError, WalletConnectionError } from '@kit/core';
import { siwxEnabled, siwxSlice } from '@kit/siwx/slice';
import { injectLazySlice } from '@kit/store';
import { fireEvent, screen } from '@testing-library/react';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';

// Sign-in is turned on by hand here, without the sign-in saga's chunk, which is what injects its
// slice in a running Kit (issue 22).
injectLazySlice(siwxSlice);

afterEach(destroyTestKits);

/** Opens the modal and picks Alpha Wallet on Connect. */
async function chooseAlpha(kit: ReturnType<typeof createTestKit>['kit']): Promise<void> {
  await settle(() => kit.open());
  fireEvent.click(screen.getByRole('button', { name: /Alpha Wallet/ }));
  await settle();
}

describe('ConnectingExternalView', () => {
  it('waits with a spinner and "Continue in <wallet>" while the wallet asks the visitor', async () => {
    const { kit, adapter } = createTestKit();
    adapter.hangConnect();
    renderModal(kit);
    await chooseAlpha(kit);
    expect(screen.getByText('Continue in Alpha Wallet')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Connecting' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows "Connection rejected" on a rejection and Try again connects again', async () => {
    const { kit, adapter, dispatched } = createTestKit();
    const first = adapter.hangConnect();
    renderModal(kit);
    await chooseAlpha(kit);
    await settle(() => first.reject(new UserRejectedRequestError()));
    expect(screen.getByRole('alert').textContent).toContain('Connection rejected');
    expect(screen.queryByRole('progressbar')).toBeNull();

    const second = adapter.hangConnect();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    const connects = dispatched.filter((action) => action.type === 'connection/connectRequested');
    expect(connects).toHaveLength(2);
    expect(connects[1]?.payload).toEqual({ connectorId: 'eip155:alpha' });
    expect(screen.getByText('Continue in Alpha Wallet')).toBeTruthy();

    await settle(() => second.resolve({ accounts: adapter.accounts, caipNetworkId: 'eip155:1' }));
    expect(kit.getState().modal.open).toBe(false);
  });

  it('shows any other failure by its own message', async () => {
    const { kit, adapter } = createTestKit();
    const pending = adapter.hangConnect();
    renderModal(kit);
    await chooseAlpha(kit);
    await settle(() => pending.reject(new WalletConnectionError('CONNECT_FAILED')));
    expect(screen.getByRole('alert').textContent).toContain('Failed to connect');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('closes the modal once connected', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await chooseAlpha(kit);
    expect(kit.getState().connection.status.eip155).toBe('connected');
    expect(kit.getState().modal.open).toBe(false);
    expect(kit.getState().modal.view).toBe('Connect');
  });

  it('stays open after connecting when sign-in is required (the sign-in view follows)', async () => {
    const { kit } = createTestKit();
    kit.store.dispatch(siwxEnabled({ required: true }));
    renderModal(kit);
    await chooseAlpha(kit);
    expect(kit.getState().modal.open).toBe(true);
    expect(screen.getByText('Connected to Alpha Wallet')).toBeTruthy();
  });

  it('goes to the redirect view on success when the view carries one', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() =>
      kit.open({
        view: 'ConnectingExternal',
        data: {
          wallet: { id: 'eip155:alpha', name: 'Alpha Wallet' },
          connectorId: 'eip155:alpha',
          redirectView: 'Account',
        },
      }),
    );
    await settle(() => kit.connect({ connectorId: 'eip155:alpha' }));
    expect(kit.getState().modal.view).toBe('Account');
    expect(kit.getState().modal.open).toBe(true);
  });

  it('fails back to Connect with "Modal closed" when closed mid-connect', async () => {
    const { kit, adapter } = createTestKit();
    adapter.hangConnect();
    renderModal(kit);
    await chooseAlpha(kit);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await settle();
    expect(kit.getState().modal.view).toBe('Connect');
    expect(kit.getState().connection.errors.eip155?.message).toBe('Modal closed');
  });
});

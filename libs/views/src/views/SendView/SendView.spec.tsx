import { BUILT_IN_NAMESPACE_PROFILES, UserRejectedRequestError } from '@kit/core';
import { BOB, deferred } from '@kit/connection/src/scripted-adapter.spec-helper';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { destroyTestKits, settle } from '../../testing/kit-harness.spec-helper';
import { openSend } from '../../testing/send-form.spec-helper';

afterEach(destroyTestKits);

const amount = () => screen.getByRole('textbox', { name: 'Amount' });
const receiver = () => screen.getByRole('textbox', { name: 'To' });
const sendButton = () => screen.getByRole('button', { name: /^Send/ }) as HTMLButtonElement;
const fill = async (field: HTMLElement, value: string) => {
  fireEvent.change(field, { target: { value } });
  await settle();
};

describe('SendView', () => {
  it('shows each broken send rule verbatim and enables Send only when the form is valid', async () => {
    await openSend();
    expect(screen.getByText('An amount and receiver address are required')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);

    await fill(amount(), '0.5');
    await fill(receiver(), BOB);
    expect(screen.getByText('A token is required')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);

    fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), {
      target: { value: 'native' },
    });
    await settle();
    expect(screen.getByText('Balance: 1.234 ETH')).toBeTruthy();
    expect(sendButton().disabled).toBe(false);

    await fill(amount(), 'abc');
    expect(screen.getByText('Number abc is not a valid decimal number.')).toBeTruthy();
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(sendButton().disabled).toBe(true);

    await fill(amount(), '5');
    expect(screen.getByText('Insufficient funds for the amount and the network fee')).toBeTruthy();

    await fill(amount(), '0.5');
    await fill(receiver(), '0x1234');
    // Issue 23: in words, not 'Invalid eip155 address'.
    expect(
      screen.getByText('This is not an address on Ethereum. Check it and try again.'),
    ).toBeTruthy();
    expect(receiver().getAttribute('aria-invalid')).toBe('true');
    expect(sendButton().disabled).toBe(true);
  });

  it('fills the whole balance with Max', async () => {
    await openSend();
    fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), {
      target: { value: 'native' },
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    await settle();
    expect((amount() as HTMLInputElement).value).toBe('1.234567');
  });

  it('spins while the wallet sends, then returns to Account with a toast', async () => {
    const { kit, sendTransfer, dispatchedTypes } = await openSend();
    const pending = deferred<{ hash: string }>();
    sendTransfer.mockReturnValue(pending.promise);
    fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), {
      target: { value: 'native' },
    });
    await fill(amount(), '0.5');
    await fill(receiver(), BOB);
    fireEvent.click(sendButton());
    await settle();
    expect(dispatchedTypes()).toContain('send/sendRequested');
    expect(sendButton().getAttribute('aria-busy')).toBe('true');
    expect(sendButton().textContent).toContain('Sending…');
    expect(sendTransfer).toHaveBeenCalledWith(
      expect.objectContaining({ to: BOB, amount: '500000000000000000' }),
    );
    await settle(() => pending.resolve({ hash: '0xabc' }));
    // The send saga replaces Send with Account (spec §2).
    expect(kit.getState().modal.view).toBe('Account');
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((region) => region.textContent === 'Sent 0.5 ETH'),
      ).toBe(true),
    );
  });

  it("shows the wallet's refusal after a send", async () => {
    const { sendTransfer } = await openSend();
    sendTransfer.mockRejectedValue(new UserRejectedRequestError());
    fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), {
      target: { value: 'native' },
    });
    await fill(amount(), '0.5');
    await fill(receiver(), BOB);
    fireEvent.click(sendButton());
    await settle();
    // Issue 23: as ConnectingExternal says it; the toast announces §4's text, once.
    expect(screen.getByText('You declined the request in Alpha Wallet.')).toBeTruthy();
    expect(
      screen
        .getAllByRole('alert')
        .filter((alert) => alert.textContent === 'User rejected the request'),
    ).toHaveLength(1);
    expect(sendButton().disabled).toBe(false);
  });

  it('looks a typed name up where names resolve, instead of calling it an invalid address (issue 23)', async () => {
    await openSend();
    fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), {
      target: { value: 'native' },
    });
    await fill(amount(), '0.5');
    await fill(receiver(), 'alice.eth');
    expect(screen.queryByText(/Invalid eip155 address/)).toBeNull();
    expect(receiver().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Looking up alice.eth…')).toBeTruthy();
  });

  it('says names are not supported on a network whose profile has none (issue 23)', async () => {
    const evm = BUILT_IN_NAMESPACE_PROFILES.find((profile) => profile.namespace === 'eip155')!;
    await openSend({ profile: { ...evm, supports: { ...evm.supports, names: false } } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), {
      target: { value: 'native' },
    });
    await fill(amount(), '0.5');
    await fill(receiver(), 'alice.eth');
    expect(screen.queryByText(/Invalid eip155 address/)).toBeNull();
    expect(
      screen.getByText("Names like alice.eth can't be used on Ethereum. Enter an address."),
    ).toBeTruthy();
    expect(receiver().getAttribute('aria-invalid')).toBe('true');
  });

  it('drops the form when the visitor leaves the view', async () => {
    const { kit } = await openSend();
    await fill(amount(), '0.5');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await settle();
    expect(kit.getState().send?.amount).toBe('');
  });
});

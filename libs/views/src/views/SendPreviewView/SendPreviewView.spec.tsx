import { UserRejectedRequestError } from '@kit/core';
import { BOB, deferred } from '@kit/connection/src/scripted-adapter.spec-helper';
import { fireEvent, screen } from '@testing-library/react';
import { destroyTestKits, settle } from '../../testing/kit-harness.spec-helper';
import { openSend } from '../../testing/send-form.spec-helper';

afterEach(destroyTestKits);

/** A connected kit whose Send form is filled (0.5 ETH to BOB), then Review pressed. */
async function openPreview() {
  const testKit = await openSend();
  fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), {
    target: { value: 'native' },
  });
  await settle();
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '0.5' } });
  await settle();
  fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: BOB } });
  await settle();
  fireEvent.click(screen.getByRole('button', { name: 'Review' }));
  await settle();
  await screen.findByTestId('kit-send-preview-amount');
  return testKit;
}

const confirm = () => screen.getByRole('button', { name: /^Send/ }) as HTMLButtonElement;

describe('SendPreviewView', () => {
  it('shows the send from the form and sends it on Send, then shows Account', async () => {
    const { kit, sendTransfer } = await openPreview();
    expect(kit.getState().modal.history).toEqual(['Account', 'Send', 'SendPreview']);
    expect(screen.getByRole('dialog', { name: 'Review Send' })).toBeTruthy();
    expect(screen.getByTestId('kit-send-preview-amount').textContent).toBe('0.5 ETH');
    expect(screen.getByTestId('kit-send-preview-receiver').textContent).toBe(BOB);
    expect(screen.getByText('Ethereum')).toBeTruthy();

    const pending = deferred<{ hash: string }>();
    sendTransfer.mockReturnValue(pending.promise);
    fireEvent.click(confirm());
    await settle();
    expect(confirm().textContent).toContain('Sending…');
    expect(sendTransfer).toHaveBeenCalledWith(
      expect.objectContaining({ to: BOB, amount: '500000000000000000' }),
    );
    await settle(() => pending.resolve({ hash: '0xabc' }));
    expect(kit.getState().modal.view).toBe('Account');
  });

  it("keeps the form on Cancel and shows the wallet's refusal", async () => {
    const { kit, sendTransfer } = await openPreview();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(kit.getState().modal.view).toBe('Send');
    expect(kit.getState().send?.amount).toBe('0.5');

    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    await settle();
    await screen.findByTestId('kit-send-preview-amount');
    sendTransfer.mockRejectedValue(new UserRejectedRequestError());
    fireEvent.click(confirm());
    await settle();
    expect(screen.getAllByText('User rejected the request').length).toBeGreaterThan(0);
    expect(confirm().disabled).toBe(false);
  });
});

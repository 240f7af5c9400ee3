import { ALICE } from '@kit/connection/src/scripted-adapter.spec-helper';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';
import { readQrCode } from '../../testing/read-qr.spec-helper';

afterEach(destroyTestKits);

describe('ReceiveView', () => {
  it('shows the connected address as text and as a QR code that scans to it, and copies it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { kit } = createTestKit();
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    await settle();

    const qr = await screen.findByRole('img', { name: `QR code of ${ALICE}` });
    expect(screen.getByTestId('kit-receive-address').textContent).toBe(ALICE);
    expect(readQrCode(qr)).toBe(ALICE);
    const networks = within(screen.getByRole('list', { name: 'Networks' }));
    expect(
      networks.getAllByRole('listitem').map((item) => item.lastElementChild?.textContent),
    ).toEqual(['Ethereum', 'Sepolia']);

    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(ALICE);
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((region) => region.textContent === 'Address copied'),
      ).toBe(true),
    );
  });

  it('says when the address could not be copied', async () => {
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { kit } = createTestKit();
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Receive' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy address' }));
    await settle();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((region) => region.textContent === 'Could not copy the address'),
      ).toBe(true),
    );
  });
});

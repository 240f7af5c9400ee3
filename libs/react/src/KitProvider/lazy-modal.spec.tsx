import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ConnectButton } from '../ConnectButton/ConnectButton';
import { createTestKit, destroyTestKits } from '../testing/react-harness.spec-helper';
import { KitProvider } from './KitProvider';
import { modalLoader } from './modal-loader';

// The modal's code loads once per page (per test file here), so this file holds one journey:
// the page before any intent, the hover that loads the modal, and the click that opens it.
afterEach(destroyTestKits);

const host = () => document.querySelector<HTMLElement>('[data-kit-host]');

describe("the modal's code loads on the first intent (issue 22)", () => {
  it('is asked for on a press of ConnectButton, with no hover first (touch)', () => {
    const { kit } = createTestKit();
    const onPointerDown = jest.fn();
    render(
      <KitProvider kit={kit}>
        <ConnectButton onPointerDown={onPointerDown} />
      </KitProvider>,
    );
    const preload = jest.spyOn(modalLoader, 'preload').mockImplementation(() => undefined);
    try {
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Connect Wallet' }));
      expect(preload).toHaveBeenCalledTimes(1);
      expect(onPointerDown).toHaveBeenCalledTimes(1);
    } finally {
      preload.mockRestore();
    }
  });

  it('is fetched on hover of ConnectButton, so the click opens the wallet list at once', async () => {
    const { kit } = createTestKit();
    const onPointerEnter = jest.fn();
    render(
      <KitProvider kit={kit}>
        <ConnectButton onPointerEnter={onPointerEnter} />
      </KitProvider>,
    );
    await act(async () => undefined);
    expect(host()).toBeNull();
    expect(modalLoader.loaded()).toBeUndefined();

    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    fireEvent.pointerEnter(button);
    // The integrator's own handler still runs.
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    await act(async () => {
      await modalLoader.load();
    });
    // Loaded and mounted, still closed: nothing opened it.
    expect(host()).not.toBeNull();
    expect(kit.getState().modal.open).toBe(false);

    fireEvent.click(button);
    await act(async () => undefined);
    const dialog = within(host()!.shadowRoot as unknown as HTMLElement).getByRole('dialog', {
      name: 'Connect Wallet',
    });
    expect(dialog.getAttribute('open')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: /Alpha/ })).toBeTruthy();
  });
});

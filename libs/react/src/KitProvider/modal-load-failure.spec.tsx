import { KitError } from '@kit/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ConnectButton } from '../ConnectButton/ConnectButton';
import { NetworkButton } from '../NetworkButton/NetworkButton';
import { createTestKit, destroyTestKits } from '../testing/react-harness.spec-helper';
import { KitProvider } from './KitProvider';

// The modal's code fails to arrive the first time it is imported (offline, a chunk gone after a
// deploy), then arrives: the page's one loader lives in this file's module registry alone.
let imports = 0;
jest.mock('./modal-host', () => {
  imports += 1;
  if (imports === 1) throw new Error('Failed to fetch dynamically imported module');
  return jest.requireActual('./modal-host');
});

afterEach(destroyTestKits);

const host = () => document.querySelector<HTMLElement>('[data-kit-host]');
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe("a failed load of the modal's code", () => {
  it("asks for Connect's listing with the open; a failed load closes the modal again with the typed error in the console, the button says the load failed, and the next click loads and opens it", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { kit } = createTestKit();
      render(
        <KitProvider kit={kit}>
          <ConnectButton />
          <NetworkButton />
        </KitProvider>,
      );
      const button = screen.getByRole('button', { name: 'Connect Wallet' });

      fireEvent.click(button);
      await settle();
      expect(imports).toBe(1);
      expect(host()).toBeNull();
      // Connect's wallet listing was asked for with the open, not by Connect (never rendered).
      expect(kit.getState().wallets.status).not.toBe('idle');
      // Not left open with nothing shown: the page and the next open see a closed modal.
      expect(kit.getState().modal.open).toBe(false);
      const reported = consoleError.mock.calls.find(
        ([message]) => message === 'Kit: the modal could not be opened',
      );
      expect(reported?.[1]).toBeInstanceOf(KitError);
      expect(reported?.[1]).toMatchObject({
        code: 'MODAL_LOAD_FAILED',
        message: expect.stringContaining('The wallet modal could not be loaded'),
        cause: expect.objectContaining({
          message: 'Failed to fetch dynamically imported module',
        }),
      });

      // The visitor sees that the press did not work, on the button pressed, until the next press.
      expect(button.textContent).toBe('Could not load. Try again');
      expect(button.hasAttribute('data-kit-failed')).toBe(true);
      // Every Kit button opens the same modal, so each says it (the network picker too).
      const network = document.querySelector<HTMLElement>('[data-kit-button="network"]')!;
      expect(network.textContent).toBe('Could not load. Try again');

      fireEvent.click(button);
      await settle();
      expect(imports).toBe(2);
      expect(button.textContent).toBe('Connect Wallet');
      expect(button.hasAttribute('data-kit-failed')).toBe(false);
      expect(network.hasAttribute('data-kit-failed')).toBe(false);
      const dialog = within(host()!.shadowRoot as unknown as HTMLElement).getByRole('dialog', {
        name: 'Connect Wallet',
      });
      expect(dialog.getAttribute('open')).not.toBeNull();
      expect(kit.getState().modal.open).toBe(true);
    } finally {
      consoleError.mockRestore();
    }
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { KitProvider } from '../KitProvider/KitProvider';
import { createTestKit, destroyTestKits } from '../testing/react-harness.spec-helper';
import { ConnectButton } from './ConnectButton';

afterEach(destroyTestKits);

describe('ConnectButton', () => {
  it('opens the modal', async () => {
    const { kit } = createTestKit();
    render(
      <KitProvider kit={kit}>
        <ConnectButton className="app-button" />
      </KitProvider>,
    );
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    expect(button.className).toBe('app-button');
    fireEvent.click(button);
    await act(async () => undefined);
    expect(kit.getState().modal.open).toBe(true);
    expect(kit.getState().modal.view).toBe('Connect');
  });

  it("reads 'Connecting…' while a wallet connects, then shows the account on the same button", async () => {
    const { kit, adapter } = createTestKit();
    const pending = adapter.hangConnect();
    render(
      <KitProvider kit={kit}>
        <ConnectButton />
      </KitProvider>,
    );
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    let outcome: Promise<unknown> = Promise.resolve();
    await act(async () => {
      outcome = kit.connect({ connectorId: 'eip155:alpha' });
    });
    expect(button.textContent).toBe('Connecting…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      pending.resolve({ accounts: adapter.accounts, caipNetworkId: 'eip155:1' });
      await outcome;
    });
    // The same element, so keyboard focus is not lost.
    expect(screen.getByRole('button')).toBe(button);
    expect(button.textContent).toContain('0xf39F…2266');
    fireEvent.click(button);
    await act(async () => undefined);
    expect(kit.getState().modal.view).toBe('Account');
  });

  it('opens for the namespace it is given', async () => {
    const { kit } = createTestKit();
    render(
      <KitProvider kit={kit}>
        <ConnectButton namespace="eip155" label="Connect EVM" />
      </KitProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Connect EVM' }));
    await act(async () => undefined);
    expect(kit.getState().modal.open).toBe(true);
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';

afterEach(destroyTestKits);

describe('UnsupportedChainView', () => {
  it('opens by itself on an unlisted network and lets the visitor switch to a supported one', async () => {
    const { kit, adapter } = createTestKit();
    adapter.onConnect = async () => ({ accounts: adapter.accounts, caipNetworkId: 'eip155:999' });
    renderModal(kit);
    await connectWallet(kit);
    expect(kit.getState().modal.view).toBe('UnsupportedChain');
    expect(screen.getByText(/doesn't support your wallet's current network/)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Supported networks' });
    fireEvent.click(within(list).getByRole('button', { name: /Sepolia/ }));
    await settle();
    expect(kit.getState().connection.connections.eip155?.caipNetworkId).toBe('eip155:11155111');
    expect(screen.getByText("You're on Sepolia")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();
    expect(kit.getState().modal.open).toBe(false);
  });

  it('disconnects and closes from Disconnect', async () => {
    const { kit, adapter } = createTestKit();
    adapter.onConnect = async () => ({ accounts: adapter.accounts, caipNetworkId: 'eip155:999' });
    renderModal(kit);
    await connectWallet(kit);
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await settle();
    expect(kit.getState().connection.connections.eip155).toBeUndefined();
    expect(kit.getState().modal.open).toBe(false);
  });
});

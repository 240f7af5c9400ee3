import { fireEvent, screen, within } from '@testing-library/react';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';
import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { userChanged } from '@kit/embedded';

afterEach(destroyTestKits);

const AUTH_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('ProfileWalletsView', () => {
  it('lists the active connection with its wallet, namespace and truncated address', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'ProfileWallets' }));
    const list = screen.getByRole('list', { name: 'Connected wallets' });
    const row = within(list).getByRole('button', { name: /^Alpha Wallet/ });
    expect(row.textContent).toContain('EVM · 0xf39F…2266');
    expect(row.textContent).toContain('Active');
    expect(row.getAttribute('aria-current')).toBe('true');
  });

  it('disconnects a connection from its row', async () => {
    const { kit, dispatched } = createTestKit();
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'ProfileWallets' }));
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Alpha Wallet' }));
    await settle();
    expect(dispatched).toContainEqual({
      type: 'connection/disconnectRequested',
      payload: { namespace: 'eip155' },
    });
    expect(screen.getByText('No wallet is connected.')).toBeTruthy();
  });

  it('offers Add wallet only with the multiWallet feature', async () => {
    const { kit } = createTestKit({ features: { multiWallet: true } });
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'ProfileWallets' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add wallet' }));
    await settle();
    expect(kit.getState().modal.view).toBe('Connect');
  });

  it("names the embedded wallet's row by its e-mail and account type", async () => {
    const adapter = new ScriptedAdapter({
      connectors: [{ id: 'eip155:auth', name: 'Email & socials', type: 'AUTH', chain: 'eip155' }],
    });
    const { kit } = createTestKit({ adapter });
    renderModal(kit);
    await settle(() =>
      kit.store.dispatch(
        userChanged({
          provider: 'email',
          email: 'visitor@example.com',
          address: AUTH_ADDRESS,
          accounts: [{ type: 'smartAccount', address: AUTH_ADDRESS }],
          preferredAccountType: 'smartAccount',
          chainId: 1,
          smartAccountDeployed: true,
          smartAccountEnabledChainIds: [1],
        }),
      ),
    );
    await connectWallet(kit, 'eip155:auth');
    await settle(() => kit.open({ view: 'ProfileWallets' }));
    const row = screen.getByRole('button', { name: /^visitor@example\.com/ });
    expect(row.textContent).toContain('EVM · 0xf39F…2266 · Smart account');
  });
});

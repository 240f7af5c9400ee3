import { fireEvent, screen, within } from '@testing-library/react';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';
import { BOB, ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { connecting } from '@kit/connection';
import { userChanged } from '@kit/embedded/actions';
import { embeddedSlice } from '@kit/embedded/slice';
import { injectLazySlice } from '@kit/store';

// These tests stand in for the embedded wallet's saga, whose chunk injects the embedded slice
// into the store's root reducer as it loads (issue 22).
injectLazySlice(embeddedSlice);

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

  describe('with multiWallet (spec §6 "Multi-wallet listing")', () => {
    /** Alpha (Alice) and Beta (Bob) connected in eip155, Beta current, ProfileWallets open. */
    async function twoWallets() {
      const adapter = new ScriptedAdapter();
      adapter.onConnect = async ({ connectorId }) => ({
        accounts: [{ address: connectorId === 'eip155:beta' ? BOB : AUTH_ADDRESS }],
        caipNetworkId: 'eip155:1',
      });
      const test = createTestKit({ adapter, features: { multiWallet: true } });
      renderModal(test.kit);
      await connectWallet(test.kit, 'eip155:alpha');
      await connectWallet(test.kit, 'eip155:beta');
      await settle(() => test.kit.open({ view: 'ProfileWallets' }));
      return test;
    }
    const rows = () =>
      within(screen.getByRole('list', { name: 'Connected wallets' }))
        .getAllByRole('button', { name: /Wallet/ })
        .filter((button) => !button.textContent?.startsWith('Disconnect'))
        .map((row) => `${row.textContent}${row.getAttribute('aria-current') ? ' [current]' : ''}`);

    it('lists every connection of the namespace, the current one marked Active', async () => {
      await twoWallets();
      expect(rows()).toEqual([
        expect.stringMatching(/Beta Wallet.*0x7099…79C8.*Active \[current\]$/),
        expect.stringMatching(/Alpha Wallet.*0xf39F…2266$/),
      ]);
    });

    it('switches to another connection from its row, without prompting the wallet', async () => {
      const { kit, adapter } = await twoWallets();
      fireEvent.click(screen.getByRole('button', { name: /^Alpha Wallet/ }));
      await settle();
      expect(rows()).toEqual([
        expect.stringMatching(/Alpha Wallet.*Active \[current\]$/),
        expect.stringMatching(/Beta Wallet.*0x7099…79C8$/),
      ]);
      expect(kit.getState().modal.view).toBe('ProfileWallets');
      expect(adapter.calls.connect).toHaveLength(2);
    });

    it('disconnects one connection from its row and keeps the other', async () => {
      const { adapter } = await twoWallets();
      fireEvent.click(screen.getByRole('button', { name: 'Disconnect Alpha Wallet' }));
      await settle();
      expect(adapter.calls.disconnect).toEqual([{ connectorId: 'eip155:alpha' }]);
      expect(rows()).toEqual([expect.stringMatching(/Beta Wallet.*Active \[current\]$/)]);
      const recent = screen.getByRole('list', { name: 'Recent wallets' });
      expect(within(recent).getByRole('button', { name: /^Alpha Wallet/ })).toBeTruthy();
    });

    it('connects a disconnected wallet again from its row and comes back to ProfileWallets (spec §2)', async () => {
      const { kit } = await twoWallets();
      fireEvent.click(screen.getByRole('button', { name: 'Disconnect Alpha Wallet' }));
      await settle();
      const recent = screen.getByRole('list', { name: 'Recent wallets' });
      fireEvent.click(within(recent).getByRole('button', { name: /^Alpha Wallet/ }));
      await settle();
      expect(kit.getState().modal).toMatchObject({
        open: true,
        history: ['ProfileWallets'],
      });
      expect(rows()).toEqual([
        expect.stringMatching(/Alpha Wallet.*Active \[current\]$/),
        expect.stringMatching(/Beta Wallet/),
      ]);
      expect(screen.queryByRole('list', { name: 'Recent wallets' })).toBeNull();
    });

    it("shows 'Invalid connection status' when switching while the namespace connects", async () => {
      const { kit } = await twoWallets();
      await settle(() =>
        kit.store.dispatch(connecting({ namespace: 'eip155', connectorId: 'eip155:alpha' })),
      );
      fireEvent.click(screen.getByRole('button', { name: /^Alpha Wallet/ }));
      await settle();
      expect(screen.getByRole('alert').textContent).toBe('Invalid connection status');
    });
  });
});

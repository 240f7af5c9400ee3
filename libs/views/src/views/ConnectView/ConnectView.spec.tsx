import { connectorsDiscovered, recentWalletsChanged } from '@kit/connection';
import { ScriptedAdapter, connector } from '@kit/connection/src/scripted-adapter.spec-helper';
import {
  walletsLoaded,
  walletsLoadFailed,
  walletsLoadStarted,
  walletsRetryRequested,
  type WalletEntry,
} from '@kit/wallets';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';

afterEach(destroyTestKits);

const explorerWallet = (id: string, name: string): WalletEntry => ({
  id,
  name,
  chains: [],
  badge_type: 'none',
});

const rowNames = (): string[] =>
  within(screen.getByRole('list', { name: 'Wallets' }))
    .queryAllByRole('button')
    .map((button) => button.querySelector('.kit-list-item-title')?.textContent ?? '');

describe('ConnectView', () => {
  it('lists the connectors in the default connector order, recent ones first and tagged', async () => {
    const adapter = new ScriptedAdapter({
      connectors: [
        connector('eip155', 'ext', 'Integrator Wallet', { type: 'EXTERNAL' }),
        connector('eip155', 'alpha', 'Alpha Wallet'),
        connector('eip155', 'wc', 'WalletConnect', { type: 'WALLET_CONNECT' }),
        connector('eip155', 'beta', 'Beta Wallet', { type: 'ANNOUNCED' }),
      ],
    });
    const { kit } = createTestKit({ adapter });
    renderModal(kit);
    await settle(() => {
      kit.store.dispatch(
        recentWalletsChanged([
          { connectorId: 'eip155:beta', namespace: 'eip155', name: 'Beta Wallet', lastUsedAt: 2 },
        ]),
      );
      kit.open();
    });
    expect(rowNames()).toEqual([
      'WalletConnect',
      'Beta Wallet',
      'Alpha Wallet',
      'Integrator Wallet',
    ]);
    expect(screen.getByRole('button', { name: /Beta Wallet/ }).textContent).toContain('Recent');
  });

  it('adds the recommended wallets after the connectors when the listing arrives, without waiting for it', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => {
      kit.store.dispatch(walletsLoadStarted());
      kit.open();
    });
    // The connectors are there at once; the listing is only being loaded.
    expect(rowNames()).toEqual(['Alpha Wallet', 'Beta Wallet', 'All wallets']);
    expect(screen.getByRole('list', { name: 'Wallets' }).getAttribute('aria-busy')).toBe('true');
    await settle(() =>
      kit.store.dispatch(
        walletsLoaded({
          recommended: [explorerWallet('rainbow', 'Rainbow')],
          featured: [explorerWallet('zerion', 'Zerion')],
          list: [],
          count: 420,
        }),
      ),
    );
    expect(rowNames()).toEqual(['Alpha Wallet', 'Beta Wallet', 'Zerion', 'Rainbow', 'All wallets']);
    expect(screen.getByRole('button', { name: /All wallets/ }).textContent).toContain('420+');
  });

  it('dispatches connectRequested and shows ConnectingExternal when a connector is chosen', async () => {
    const { kit, adapter, dispatched } = createTestKit();
    adapter.hangConnect();
    renderModal(kit);
    await settle(() => kit.open());
    fireEvent.click(screen.getByRole('button', { name: /Alpha Wallet/ }));
    await settle();
    expect(dispatched).toContainEqual({
      type: 'connection/connectRequested',
      payload: { connectorId: 'eip155:alpha' },
    });
    expect(kit.getState().modal.view).toBe('ConnectingExternal');
    expect(kit.getState().modal.viewData.at(-1)).toEqual({
      wallet: { id: 'eip155:alpha', name: 'Alpha Wallet' },
      connectorId: 'eip155:alpha',
    });
    expect(screen.getByText('Continue in Alpha Wallet')).toBeTruthy();
  });

  it('opens the WalletConnect view for a WalletConnect connector instead of connecting in place', async () => {
    const adapter = new ScriptedAdapter({
      connectors: [connector('eip155', 'wc', 'WalletConnect', { type: 'WALLET_CONNECT' })],
    });
    const { kit, dispatchedTypes } = createTestKit({ adapter });
    renderModal(kit);
    await settle(() => kit.open());
    fireEvent.click(screen.getByRole('button', { name: /WalletConnect/ }));
    await settle();
    expect(kit.getState().modal.view).toBe('ConnectingWalletConnect');
    expect(dispatchedTypes()).not.toContain('connection/connectRequested');
  });

  it('opens ConnectingWalletConnectBasic for WalletConnect in basic mode', async () => {
    const adapter = new ScriptedAdapter({
      connectors: [connector('eip155', 'wc', 'WalletConnect', { type: 'WALLET_CONNECT' })],
    });
    const { kit } = createTestKit({ adapter, basic: true });
    renderModal(kit);
    await settle(() => kit.open());
    fireEvent.click(screen.getByRole('button', { name: /WalletConnect/ }));
    await settle();
    expect(kit.getState().modal.view).toBe('ConnectingWalletConnectBasic');
  });

  it('pushes AllWallets from the All wallets row', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => {
      kit.store.dispatch(walletsLoadStarted());
      kit.open();
    });
    fireEvent.click(screen.getByRole('button', { name: /All wallets/ }));
    await settle();
    expect(kit.getState().modal.history).toEqual(['Connect', 'AllWallets']);
  });

  it('keeps every row disabled until the legal checkbox is ticked, with links to the terms', async () => {
    const { kit, dispatchedTypes } = createTestKit({
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://app.example/terms',
      privacyPolicyUrl: 'javascript:alert(1)',
    });
    renderModal(kit);
    await settle(() => kit.open());
    const alpha = screen.getByRole('button', { name: /Alpha Wallet/ }) as HTMLButtonElement;
    expect(alpha.disabled).toBe(true);
    fireEvent.click(alpha);
    expect(dispatchedTypes()).not.toContain('connection/connectRequested');

    const terms = screen.getByRole('link', { name: 'Terms of Service' });
    expect(terms.getAttribute('href')).toBe('https://app.example/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer');
    // An unsafe URL is never linked.
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    expect(alpha.disabled).toBe(false);
    fireEvent.click(alpha);
    await settle();
    expect(dispatchedTypes()).toContain('connection/connectRequested');
  });

  it('says so when no wallet was found and the catalogue is unavailable', async () => {
    const adapter = new ScriptedAdapter({ connectors: [] });
    const { kit } = createTestKit({ adapter });
    renderModal(kit);
    await settle(() => kit.open());
    expect(screen.getByText(/No wallet was found in this browser/)).toBeTruthy();
  });

  it('follows connectors announced after opening', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open());
    await settle(() =>
      kit.store.dispatch(
        connectorsDiscovered({
          namespace: 'eip155',
          connectors: [connector('eip155', 'late', 'Late Wallet', { type: 'ANNOUNCED' })],
        }),
      ),
    );
    expect(rowNames()).toEqual(['Late Wallet']);
  });

  it('keeps the wallet list behind "Continue with a wallet" when collapseWallets is on, and shows it when chosen', async () => {
    const { kit } = createTestKit({ features: { collapseWallets: true } });
    renderModal(kit);
    await settle(() => {
      kit.store.dispatch(walletsLoadStarted());
      kit.open();
    });
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Alpha Wallet/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Continue with a wallet/ }));
    await settle();
    expect(rowNames()).toEqual(['Alpha Wallet', 'Beta Wallet', 'All wallets']);
    expect(screen.queryByRole('button', { name: /Continue with a wallet/ })).toBeNull();
  });

  it('shows the wallet list at once when collapseWallets is off', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open());
    expect(screen.queryByRole('button', { name: /Continue with a wallet/ })).toBeNull();
    expect(rowNames()).toContain('Alpha Wallet');
  });

  it('says the recommended wallets could not be loaded, with Retry, when the catalogue is down (issue 23)', async () => {
    const { kit, dispatchedTypes } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open());
    await settle(() =>
      kit.store.dispatch(
        walletsLoadFailed({
          error: {
            name: 'ApiRequestError',
            code: 'UNKNOWN_ERROR',
            message: 'The service could not be reached',
          },
        }),
      ),
    );
    expect(screen.getByText(/Recommended wallets could not be loaded/).getAttribute('role')).toBe(
      'status',
    );
    expect(screen.getByText(/Recommended wallets could not be loaded/).textContent).toBe(
      'Recommended wallets could not be loaded. The service could not be reached',
    );
    // The installed wallets stay usable meanwhile.
    expect(rowNames()).toContain('Alpha Wallet');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(dispatchedTypes()).toContain(walletsRetryRequested.type);
  });
});

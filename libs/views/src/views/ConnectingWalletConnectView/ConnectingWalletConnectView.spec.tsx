import { WalletConnectionError } from '@kit/core';
import { pushed } from '@kit/modal';
import { screen, fireEvent, within } from '@testing-library/react';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';
import { scriptedPairing } from '../../testing/scripted-pairing.spec-helper';
import { walletLinks } from './wallet-links';

afterEach(destroyTestKits);

describe('ConnectingWalletConnectView', () => {
  // First in the file: React warns about a conditional use() once per module registry.
  it('draws the QR code without React warning that use() was called conditionally', async () => {
    const { connector } = scriptedPairing();
    const { kit } = createTestKit({
      walletConnect: { load: async () => connector, relayUrl: 'ws://127.0.0.1:1/relay' },
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderModal(kit);
      await settle(() => kit.open());
      await settle(() => kit.store.dispatch(pushed('ConnectingWalletConnect', {})));
      await screen.findByTestId('kit-wc-qr');
      await settle();
      const messages = errors.mock.calls.map((call) => String(call[0]));
      expect(messages.filter((message) => message.includes('use()'))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('shows the pairing URI as a QR code with Copy link; a rejection offers Try again and a new URI', async () => {
    const { connector, offers } = scriptedPairing();
    const { kit } = createTestKit({
      walletConnect: { load: async () => connector, relayUrl: 'ws://127.0.0.1:1/relay' },
    });
    renderModal(kit);
    await settle(() => kit.open());
    await settle(() => kit.store.dispatch(pushed('ConnectingWalletConnect', {})));
    await settle();
    const qr = await screen.findByTestId('kit-wc-qr');
    expect(qr.getAttribute('data-uri')).toMatch(/^wc:a+1@2/);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();

    await settle(() => offers[0]!.reject(new WalletConnectionError('CONNECTION_REJECTED')));
    expect(screen.getByRole('alert').textContent).toContain('Connection rejected');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect((await screen.findByTestId('kit-wc-qr')).getAttribute('data-uri')).toMatch(/a2@2/);
  });

  it('resets the pairing when the modal closes mid-pairing', async () => {
    const { connector } = scriptedPairing();
    const { kit } = createTestKit({
      walletConnect: { load: async () => connector, relayUrl: 'ws://127.0.0.1:1/relay' },
    });
    renderModal(kit);
    await settle(() => kit.open());
    await settle(() => kit.store.dispatch(pushed('ConnectingWalletConnect', {})));
    await screen.findByTestId('kit-wc-qr');
    await settle(() => kit.close());
    expect(kit.getState().pairing).toEqual({ status: 'idle' });
  });
});

describe('ConnectingWalletConnectView for a wallet that is not installed', () => {
  const metaMask = {
    id: 'mm',
    name: 'MetaMask',
    chains: [],
    badge_type: 'none' as const,
    mobile_link: 'metamask://',
    desktop_link: 'metamask://desktop/',
    webapp_link: 'https://web.metamask.example',
  };

  async function showPairing(mobile: boolean, wallet: Record<string, unknown> = metaMask) {
    const { connector } = scriptedPairing();
    const { kit } = createTestKit({
      walletConnect: { load: async () => connector, relayUrl: 'ws://127.0.0.1:1/relay' },
    });
    renderModal(kit, { mobile });
    await settle(() => kit.open({ view: 'AllWallets' }));
    kit.store.dispatch({
      type: 'wallets/walletsLoaded',
      payload: { recommended: [], featured: [], list: [wallet], count: 1 },
    });
    await settle(() =>
      kit.store.dispatch(
        pushed('ConnectingWalletConnect', { wallet: { id: 'mm', name: 'MetaMask' } }),
      ),
    );
    await screen.findByTestId('kit-wc-qr');
    const view = document.querySelector('.kit-connecting-wc') as HTMLElement;
    return { kit, view, buttons: within(view).getAllByRole('button') };
  }

  it('on a phone leads with the app link and offers the QR code for another device', async () => {
    const { view, buttons } = await showPairing(true);
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Open MetaMask',
      'Copy link',
      'Open web app',
    ]);
    expect(buttons[0]!.getAttribute('data-variant')).toBe('primary');
    expect(buttons.slice(1).map((button) => button.getAttribute('data-variant'))).toEqual([
      'secondary',
      'secondary',
    ]);
    // The caption introduces the QR code, which comes after the app link.
    const order = [...view.children].map(
      (child) => child.getAttribute('data-testid') ?? child.textContent,
    );
    expect(order.slice(0, 3)).toEqual([
      'Open MetaMask',
      'On another device? Scan this QR code with MetaMask.',
      'kit-wc-qr',
    ]);
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      fireEvent.click(buttons[0]!);
      expect(open).toHaveBeenCalledWith(
        expect.stringMatching(/^metamask:\/\/wc\?uri=wc%3A/),
        '_self',
        'noopener,noreferrer',
      );
    } finally {
      open.mockRestore();
    }
  });

  it('on a phone keeps the QR code first when the app link is refused by the allow-list', async () => {
    const { buttons } = await showPairing(true, { ...metaMask, mobile_link: 'javascript:x//' });
    expect(buttons.map((button) => button.textContent)).toEqual(['Copy link', 'Open web app']);
    expect(screen.getByText('Scan this QR code with MetaMask to connect.')).toBeTruthy();
  });

  it('on a desktop leads with the QR code, every link secondary', async () => {
    const { buttons } = await showPairing(false);
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Copy link',
      'Open mobile app',
      'Open desktop app',
      'Open web app',
    ]);
    expect(buttons.every((button) => button.getAttribute('data-variant') === 'secondary')).toBe(
      true,
    );
  });
});

describe('walletLinks', () => {
  it('builds mobile, desktop and web links with the encoded URI, dropping unsafe ones', () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=x';
    expect(
      walletLinks(
        {
          mobile_link: 'wallet://',
          desktop_link: 'javascript:alert(1)//',
          webapp_link: 'https://app.wallet.example',
        },
        uri,
      ),
    ).toEqual([
      {
        kind: 'mobile',
        label: 'Open mobile app',
        href: `wallet://wc?uri=${encodeURIComponent(uri)}`,
      },
      {
        kind: 'web',
        label: 'Open web app',
        href: `https://app.wallet.example/wc?uri=${encodeURIComponent(uri)}`,
      },
    ]);
    expect(walletLinks(undefined, uri)).toEqual([]);
    expect(walletLinks({ webapp_link: 'http://app.wallet.example' }, uri)).toEqual([]);
  });
});

import { WalletConnectionError } from '@kit/core';
import { pushed } from '@kit/modal';
import { screen, fireEvent } from '@testing-library/react';
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

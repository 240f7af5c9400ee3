import { WalletConnectionError, type PairingConnector, type PairingOffer } from '@kit/core';
import { pushed } from '@kit/modal';
import { screen, fireEvent } from '@testing-library/react';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';
import { walletLinks } from './wallet-links';

afterEach(destroyTestKits);

/**
 * A pairing connector scripted by the test (like the harness's ScriptedAdapter): each pair()
 * offers `wc:<n>` and the test settles its approval. The real connector is covered against the
 * relay in @kit/walletconnect and @kit/store.
 */
function scriptedPairing() {
  const offers: Array<{ reject(error: unknown): void }> = [];
  let count = 0;
  const connector: PairingConnector = {
    setup: async () => undefined,
    pair: async (): Promise<PairingOffer> => {
      count += 1;
      let reject: (error: unknown) => void = () => undefined;
      const approval = new Promise<never>((_, fail) => (reject = fail));
      approval.catch(() => undefined);
      offers.push({ reject });
      return {
        uri: `wc:${'a'.repeat(63)}${count}@2?relay-protocol=irn`,
        expiresAt: Date.now() + 240_000,
        approval,
      };
    },
    cancelPairing: () => undefined,
    restore: async () => undefined,
    session: () => undefined,
    providerFor: () => undefined,
    disconnect: async () => undefined,
    subscribe: () => () => undefined,
    teardown: async () => undefined,
  };
  return { connector, offers };
}

describe('ConnectingWalletConnectView', () => {
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

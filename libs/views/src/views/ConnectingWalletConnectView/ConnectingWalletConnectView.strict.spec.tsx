import { pushed } from '@kit/modal';
import { screen } from '@testing-library/react';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';
import { scriptedPairing } from '../../testing/scripted-pairing.spec-helper';

afterEach(destroyTestKits);

// Its own file, so the QR encoder is not loaded yet: the QR code suspends when it first shows, and
// StrictMode runs the view's effects again when the view reappears from behind the spinner.
describe('ConnectingWalletConnectView under React StrictMode', () => {
  it('proposes one pairing per QR open, though StrictMode runs effects twice', async () => {
    const { connector, proposals } = scriptedPairing();
    const { kit } = createTestKit({
      walletConnect: { load: async () => connector, relayUrl: 'ws://127.0.0.1:1/relay' },
    });
    renderModal(kit, {}, { strict: true });
    await settle(() => kit.open());
    await settle(() => kit.store.dispatch(pushed('ConnectingWalletConnect', {})));
    const qr = await screen.findByTestId('kit-wc-qr');
    await settle();
    expect(proposals()).toBe(1);
    expect(qr.getAttribute('data-uri')).toMatch(/^wc:a+1@2/);
    expect(kit.getState().pairing.wcUri).toBe(qr.getAttribute('data-uri'));

    // Closed and opened again: a second QR open, a second proposal.
    await settle(() => kit.close());
    await settle(() => kit.open());
    await settle(() => kit.store.dispatch(pushed('ConnectingWalletConnect', {})));
    expect((await screen.findByTestId('kit-wc-qr')).getAttribute('data-uri')).toMatch(/a2@2/);
    expect(proposals()).toBe(2);
  });
});

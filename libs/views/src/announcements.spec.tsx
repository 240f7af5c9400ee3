// Screen-reader semantics over the real store (issue 23): every error and status a visitor meets
// is inside a live region, announced exactly once, as a MutationObserver over the page sees the
// live regions change (testing/live-regions.spec-helper). Each case drives the view as a visitor
// would, or reports the outcome the saga would report where jsdom cannot host the service.
import { ERROR_MESSAGES, UserRejectedRequestError } from '@kit/core';
import { ALICE, BOB, ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { embeddedFailed, embeddedReady, stepChanged } from '@kit/embedded/actions';
import { pushed } from '@kit/modal';
import { createLocalSiwxConfig } from '@kit/siwx';
import { walletSearchChanged, walletSearchSucceeded } from '@kit/wallets';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from './testing/kit-harness.spec-helper';
import { LiveRegionLog } from './testing/live-regions.spec-helper';
import { scriptedPairing } from './testing/scripted-pairing.spec-helper';
import { openSend } from './testing/send-form.spec-helper';
import { LOOKS, type Look } from './testing/view-scenarios.spec-helper';

let log: LiveRegionLog;
beforeEach(() => {
  log = new LiveRegionLog();
});
afterEach(async () => {
  log.stop();
  await destroyTestKits();
});

/**
 * `message` was announced, then nothing repeats it for a while: toasts follow a closing one by
 * 150 ms (§9), so a second announcement could come after the first.
 */
const expectAnnouncedOnce = async (message: string) => {
  await waitFor(() => expect(log.count(message)).toBeGreaterThan(0), { timeout: 3_000 });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
  expect({ message, times: log.count(message) }).toEqual({ message, times: 1 });
};

async function embeddedOn(view: 'Connect' | 'EmailVerifyOtp', look: Look) {
  const testKit = createTestKit();
  renderModal(testKit.kit, look.props);
  await settle(() => testKit.kit.store.dispatch(embeddedReady({ isTelegram: false })));
  if (view === 'EmailVerifyOtp') {
    await settle(() =>
      testKit.kit.store.dispatch(stepChanged({ step: 'awaitingOtp', email: 'a@b.co' })),
    );
  }
  await settle(() => testKit.kit.open({ view }));
  return testKit;
}

describe.each(LOOKS)('every error and status is announced exactly once, $name', (look) => {
  it("announces the e-mail field's 'Please enter a valid email address'", async () => {
    const { kit } = await embeddedOn('Connect', look);
    // What the embedded saga reports for an invalid address (embedded.saga.spec covers it).
    await settle(() =>
      kit.store.dispatch(
        embeddedFailed({ step: 'idle', error: ERROR_MESSAGES.INVALID_EMAIL, purpose: 'login' }),
      ),
    );
    await expectAnnouncedOnce('Please enter a valid email address');
  });

  it.each(['Invalid or expired code', 'Too many requests. Please try again after 12 seconds'])(
    "announces the code field's '%s'",
    async (message) => {
      const { kit } = await embeddedOn('EmailVerifyOtp', look);
      await settle(() =>
        kit.store.dispatch(embeddedFailed({ step: 'awaitingOtp', error: message })),
      );
      await expectAnnouncedOnce(message);
    },
  );

  it("announces Send's amount and address errors as they appear", async () => {
    await openSend({ modal: look.props });
    fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), {
      target: { value: 'native' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: BOB } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), {
      target: { value: 'abc' },
    });
    await settle();
    await expectAnnouncedOnce('Number abc is not a valid decimal number.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), {
      target: { value: '0.5' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '0x12' } });
    await settle();
    await expectAnnouncedOnce('This is not an address on Ethereum.');
  });

  it("announces a Send rejection once ('User rejected the request'), not inline and as a toast", async () => {
    const { sendTransfer } = await openSend({ modal: look.props });
    sendTransfer.mockRejectedValue(new UserRejectedRequestError());
    fireEvent.change(screen.getByRole('combobox', { name: 'Token' }), {
      target: { value: 'native' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), {
      target: { value: '0.5' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: BOB } });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(screen.getByText('You declined the request in Alpha Wallet.')).toBeTruthy();
    await expectAnnouncedOnce('User rejected the request');
    expect(log.count('declined')).toBeLessThanOrEqual(1);
  });

  it("announces SIWX's 'Error signing message' once, not in two alerts", async () => {
    const adapter = new ScriptedAdapter({ capabilities: { signMessage: true } });
    adapter.accounts = [{ address: ALICE }];
    Object.assign(adapter, {
      signMessage: () => Promise.reject(new UserRejectedRequestError()),
    });
    const siwx = createLocalSiwxConfig({ domain: 'localhost', uri: 'http://localhost' });
    const { kit } = createTestKit({ adapter, siwx });
    renderModal(kit, look.props);
    await connectWallet(kit);
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Sign again' })).toBeTruthy();
    await expectAnnouncedOnce('Error signing message');
    await expectAnnouncedOnce('You declined the request in Alpha Wallet.');
  });

  it('announces how many wallets a search found', async () => {
    const { kit } = createTestKit();
    renderModal(kit, look.props);
    await settle(() => kit.open({ view: 'AllWallets' }));
    await settle(() => {
      kit.store.dispatch(walletSearchChanged({ query: 'rain' }));
      kit.store.dispatch(
        walletSearchSucceeded({
          query: 'rain',
          results: [
            { id: 'r1', name: 'Rainbow', chains: [], badge_type: 'none' },
            { id: 'r2', name: 'Rain Wallet', chains: [], badge_type: 'none' },
          ],
        }),
      );
    });
    expect(screen.getByText('Rainbow')).toBeTruthy();
    await expectAnnouncedOnce('2 wallets found');
  });

  it('announces that Copy link copied the link, not only by relabelling the button', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { connector } = scriptedPairing();
    const { kit } = createTestKit({
      walletConnect: { load: async () => connector, relayUrl: 'ws://127.0.0.1:1/relay' },
    });
    renderModal(kit, look.props);
    await settle(() => kit.open());
    await settle(() => kit.store.dispatch(pushed('ConnectingWalletConnect', {})));
    await screen.findByTestId('kit-wc-qr');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await settle();
    expect(writeText).toHaveBeenCalled();
    await expectAnnouncedOnce('Link copied');
  });
});

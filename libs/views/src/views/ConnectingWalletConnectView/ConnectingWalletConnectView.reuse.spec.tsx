import { CONSTANTS, SERVER_ENVIRONMENT, type KitEnvironment } from '@kit/core';
import { manualClock, type ManualClock } from '@kit/connection/src/scripted-adapter.spec-helper';
import { goBack, pushed } from '@kit/modal';
import { screen } from '@testing-library/react';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';
import { scriptedPairing } from '../../testing/scripted-pairing.spec-helper';

afterEach(destroyTestKits);

const TELEGRAM: KitEnvironment = { ...SERVER_ENVIRONMENT, isMobile: true, isTelegram: true };
const IOS_SAFARI: KitEnvironment = {
  ...SERVER_ENVIRONMENT,
  isMobile: true,
  isIosSafari: true,
  os: 'ios',
};

/**
 * Shows the QR view, goes Back to Connect while the wallet has not answered (the visitor went to
 * the wallet app and came back), and shows it again; returns the two URIs and the proposals made.
 */
async function showQrTwice(
  environment: KitEnvironment,
  between: (clock: ManualClock) => void = () => undefined,
) {
  const clock = manualClock(Date.now());
  const { connector, proposals } = scriptedPairing(clock.now);
  const { kit } = createTestKit({
    environment,
    clock,
    walletConnect: { load: async () => connector, relayUrl: 'ws://127.0.0.1:1/relay' },
  });
  renderModal(kit);
  await settle(() => kit.open({ view: 'Connect' }));
  await settle(() => kit.store.dispatch(pushed('ConnectingWalletConnect', {})));
  const first = (await screen.findByTestId('kit-wc-qr')).getAttribute('data-uri');
  await settle(() => kit.store.dispatch(goBack()));
  between(clock);
  await settle(() => kit.store.dispatch(pushed('ConnectingWalletConnect', {})));
  const second = (await screen.findByTestId('kit-wc-qr')).getAttribute('data-uri');
  return { first, second, proposals: proposals() };
}

describe('ConnectingWalletConnectView reusing the pairing (spec §4)', () => {
  it.each([
    ['Telegram', TELEGRAM],
    ['iOS Safari', IOS_SAFARI],
  ])('on %s shows the same URI again while it is fresh, proposing once', async (_name, env) => {
    const { first, second, proposals } = await showQrTwice(env);
    expect(first).toMatch(/^wc:a+1@2/);
    expect(second).toBe(first);
    expect(proposals).toBe(1);
  });

  it('on Telegram proposes anew once the URI is within 10 s of its expiry', async () => {
    const { first, second, proposals } = await showQrTwice(TELEGRAM, (clock) =>
      clock.advance(CONSTANTS.PAIRING_EXPIRY_MS - CONSTANTS.PAIRING_EXPIRY_MARGIN_MS + 1),
    );
    expect(first).toMatch(/a1@2/);
    expect(second).toMatch(/a2@2/);
    expect(proposals).toBe(2);
  });

  it('elsewhere proposes a new pairing each time the view is shown', async () => {
    const { first, second, proposals } = await showQrTwice(SERVER_ENVIRONMENT);
    expect(first).toMatch(/a1@2/);
    expect(second).toMatch(/a2@2/);
    expect(proposals).toBe(2);
  });
});

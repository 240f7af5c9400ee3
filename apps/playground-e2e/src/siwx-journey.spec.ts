import { STORAGE_KEYS } from '@kit/core';
import { axeScanModal, blocking } from './support/axe';
import {
  animationsSettled,
  modal,
  openConnect,
  TEST_WALLET_NAME,
  waitForText,
} from './support/modal';
import { rememberWalletAuthorization, walletControl, walletRequests } from './support/page-wallet';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

const signatureRequests = (methods: string[]) =>
  methods.filter((method) => method === 'personal_sign').length;

// Required sign-in with sessions verified by apps/cloud (?siwx=cloud&siwxRequired=on), end to end.
describe('sign in with X, required, verified by apps/cloud', () => {
  const browser = useBrowser();

  it('connect → sign (after a refusal) → session stored → reload keeps it unsigned → disconnect signs out', async () => {
    const stack = readStack();
    const playground = await browser.open(stack, { query: 'siwx=cloud&siwxRequired=on' });
    const { page } = playground;
    const address = stack.devnet.accounts[1]!.address;

    // Connect: the sign view follows at once and cannot be closed while no session exists.
    const { dialog, view } = await openConnect(page);
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
    const signView = view('SIWXSignMessage');
    await signView.getByText('Sign in to Kit playground').waitFor();
    await waitForText(page.getByTestId('siwx'), 'ready');
    await page.keyboard.press('Escape');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await signView.isVisible()).toBe(true);
    expect(signatureRequests(await walletRequests(page))).toBe(0);
    await playground.screenshot('siwx-sign-view');
    await animationsSettled(dialog);
    expect(blocking((await axeScanModal(page)).violations)).toEqual([]);

    // The wallet refuses: the view says so and offers to sign again.
    await walletControl(page, 'rejectNext', 'personal_sign');
    await signView.getByRole('button', { name: 'Sign', exact: true }).click();
    // Announced once (issue 23): the toast says what failed, the view why, in words.
    await dialog.getByRole('alert').getByText('Error signing message', { exact: true }).waitFor();
    await signView.getByText('Error signing message', { exact: true }).waitFor();
    await signView.getByText(/^You declined the request in /).waitFor();
    expect(blocking((await axeScanModal(page)).violations)).toEqual([]);

    // Signed: the cloud verified it, the modal closed, the auth token is kept.
    await signView.getByRole('button', { name: 'Sign again' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForText(page.getByTestId('siwx'), 'signed in on eip155:31337');
    expect(signatureRequests(await walletRequests(page))).toBe(2);
    const authToken = await page.evaluate(
      (key) => localStorage.getItem(key),
      STORAGE_KEYS.SIWX_AUTH_TOKEN,
    );
    expect(authToken).toMatch(/^"[0-9a-f]{64}"$/);
    const cloudSessions = async () => {
      const response = await fetch(`${stack.cloudUrl}/auth/v1/sessions?projectId=kit-local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ authToken: JSON.parse(authToken!) as string }),
      });
      return ((await response.json()) as { sessions: Array<{ data: { accountAddress: string } }> })
        .sessions;
    };
    expect((await cloudSessions()).map((session) => session.data.accountAddress)).toEqual([
      address,
    ]);

    // Reload: the wallet reconnects, the session is found, nothing is signed and nothing opens.
    await rememberWalletAuthorization(page);
    await page.reload();
    await page.getByTestId('connection').getByText(address, { exact: true }).waitFor();
    await waitForText(page.getByTestId('siwx'), 'signed in on eip155:31337');
    expect(signatureRequests(await walletRequests(page))).toBe(0);
    expect(await modal(page).dialog.isVisible()).toBe(false);

    // Disconnect signs out, here and on the cloud.
    await page.evaluate(() =>
      (window as unknown as { kit: { disconnect(): Promise<void> } }).kit.disconnect(),
    );
    await waitForText(page.getByTestId('status'), 'disconnected');
    await waitForText(page.getByTestId('siwx'), 'idle');
    expect(
      await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.SIWX_AUTH_TOKEN),
    ).toBeNull();
    expect(await cloudSessions()).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { modal, openConnect, TEST_WALLET_NAME, waitForText } from './support/modal';
import { connectionError, walletControl, whenHung } from './support/page-wallet';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

// What the visitor sees when the wallet says no, or when they give up while it is still asking.
describe('connecting when the wallet refuses or the visitor closes the modal', () => {
  const browser = useBrowser();

  it("shows 'Connection rejected' when the wallet rejects, and Try again connects", async () => {
    const stack = readStack();
    const { page } = await browser.open(stack);
    const address = stack.devnet.accounts[1]!.address;
    await walletControl(page, 'rejectNext', 'eth_requestAccounts');

    const { dialog, view } = await openConnect(page);
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
    const connecting = view('ConnectingExternal');
    // An error heading is a live alert, so it is announced as well as shown.
    await connecting.getByRole('alert').getByText('Connection rejected', { exact: true }).waitFor();
    await connecting.getByText('You declined the request in Kit Test Wallet.').waitFor();
    expect(await waitForText(page.getByTestId('status'), 'disconnected')).toBe('disconnected');

    await connecting.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('connection').getByText(address, { exact: true }).waitFor();
    await waitForText(page.getByTestId('status'), 'connected');
    await dialog.waitFor({ state: 'hidden' });
  });

  it.each([
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    [
      'the close button',
      (page: Page) => modal(page).dialog.getByRole('button', { name: 'Close' }).click(),
    ],
  ])(
    "returns to Connect and fails with 'Modal closed' when closed mid-connect with %s",
    async (_how, close) => {
      const stack = readStack();
      const { page } = await browser.open(stack);
      const address = stack.devnet.accounts[1]!.address;
      await walletControl(page, 'setBehaviour', { hang: ['eth_requestAccounts'] });

      const { dialog, view } = await openConnect(page);
      await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
      await view('ConnectingExternal')
        .getByText('Continue in Kit Test Wallet', { exact: true })
        .waitFor();
      await whenHung(page, 'eth_requestAccounts');

      await close(page);
      await dialog.waitFor({ state: 'hidden' });
      expect(await connectionError(page, 'eip155')).toMatchObject({ message: 'Modal closed' });
      await waitForText(page.getByTestId('status'), 'disconnected');

      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await view('Connect').waitFor();

      // The wallet's late answer must not bring back the abandoned attempt; a new one connects.
      await walletControl(page, 'setBehaviour', {});
      expect(await walletControl(page, 'release', { method: 'eth_requestAccounts' })).toBe(1);
      await page.waitForFunction(
        () =>
          (window as unknown as { kitTestWallet: { isAuthorized: boolean } }).kitTestWallet
            .isAuthorized,
      );
      // Let the page handle the wallet's answer and its accountsChanged before looking.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(await page.getByTestId('status').textContent()).toBe('disconnected');
      expect(await view('Connect').isVisible()).toBe(true);
      await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
      await page.getByTestId('connection').getByText(address, { exact: true }).waitFor();
      await dialog.waitFor({ state: 'hidden' });
    },
  );
});

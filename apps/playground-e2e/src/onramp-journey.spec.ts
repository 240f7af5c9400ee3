import { nonLoopbackRequests } from './support/browser';
import { devnetReader, floor3 } from './support/devnet-reader';
import { connectTestWallet, modal, waitForText } from './support/modal';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

// Buying from the modal: the OnRamp view quotes, opens the local checkout (apps/cloud) in a
// popup, and watches it; confirming there pays out on the devnet and the modal shows the new
// balance. Account 4 buys; no other journey uses it.
describe('buying through the on-ramp from the modal', () => {
  const browser = useBrowser();

  /** Connects account 4, opens Buy and fills in 30 USD of ETH; returns the page and helpers. */
  async function openBuy() {
    const stack = readStack();
    const buyer = stack.devnet.accounts[4]!;
    const chain = devnetReader(stack.devnet.chains[0]!.rpcUrl, stack.devnet.chains[0]!.chainId);
    const playground = await browser.open(stack, { accounts: [4] });
    playground.context.setDefaultTimeout(20_000);
    const { page } = playground;
    const { dialog, view } = modal(page);
    await connectTestWallet(page, buyer.address);
    await page.locator('[data-kit-button="account"]').click();
    await view('Account').waitFor();
    await dialog.getByRole('button', { name: 'Buy', exact: true }).click();
    await view('OnRamp').waitFor();
    expect(await dialog.getByLabel('Buy', { exact: true }).inputValue()).toBe('ETH');
    await dialog.getByLabel('Amount', { exact: true }).fill('30');
    await waitForText(dialog.getByTestId('kit-onramp-amount'), /^0\.\d+ ETH$/);
    return { stack, buyer, chain, playground, page, dialog, view };
  }

  it('opens the checkout in a popup, and once the purchase is confirmed the Account balance shows the ETH bought', async () => {
    const { buyer, chain, playground, page, dialog, view } = await openBuy();
    try {
      const before = await chain.native(buyer.address);
      const popupOpened = page.waitForEvent('popup');
      await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
      const popup = await popupOpened;
      await popup.getByRole('button', { name: 'Confirm purchase' }).click();
      await popup.getByRole('heading', { name: 'Purchase complete' }).waitFor();

      // Within a second or two Kit sees the session complete, closes the popup, and returns to
      // Account, which reads the balance again.
      if (!popup.isClosed()) await popup.waitForEvent('close');
      await view('Account').waitFor();
      const after = await chain.native(buyer.address);
      expect(Number(after)).toBeGreaterThan(Number(before));
      await waitForText(dialog.getByTestId('kit-balance'), `${floor3(after)} ETH`);
      expect(playground.requests.filter((url) => url.startsWith('pageerror:'))).toEqual([]);
      expect(nonLoopbackRequests(playground.requests)).toEqual([]);
    } finally {
      chain.destroy();
    }
  });

  it("says 'Popup closed' when the visitor closes the checkout before paying", async () => {
    const { chain, page, dialog } = await openBuy();
    try {
      const popupOpened = page.waitForEvent('popup');
      await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
      const popup = await popupOpened;
      await popup.getByRole('button', { name: 'Confirm purchase' }).waitFor();
      await popup.close();
      await waitForText(dialog.getByRole('alert').filter({ hasText: 'Popup' }), 'Popup closed');
      await dialog.getByRole('button', { name: 'Continue to checkout' }).waitFor();
    } finally {
      chain.destroy();
    }
  });
});

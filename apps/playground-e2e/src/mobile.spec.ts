import { animationsSettled, modal, TEST_WALLET_NAME } from './support/modal';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

// A phone: the modal is a bottom sheet and starts on AllWallets when nothing is connected
// (spec §2), and the injected wallet connects from there with a tap.
describe('the modal on a phone', () => {
  const browser = useBrowser();

  it('opens as a bottom sheet on AllWallets, where a tap on the injected wallet connects it, and on Account once connected', async () => {
    const stack = readStack();
    const { page } = await browser.open(stack, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const { dialog, view } = modal(page);

    await page.getByRole('button', { name: 'Connect Wallet' }).tap();
    await view('AllWallets').waitFor();
    expect(await dialog.getAttribute('data-layout')).toBe('sheet');
    // Once slid up, the sheet spans the viewport's width and sits on its bottom edge.
    await animationsSettled(dialog);
    const box = await dialog.locator('.kit-sheet').boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round(box!.width)).toBe(390);
    expect(Math.round(box!.y + box!.height)).toBe(844);

    const wallet = view('AllWallets').getByRole('button', { name: TEST_WALLET_NAME });
    await wallet.tap();
    await page
      .getByTestId('connection')
      .getByText(stack.devnet.accounts[1]!.address, { exact: true })
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Connected, the account button opens Account, still as a sheet.
    await page.locator('[data-kit-button="account"]').tap();
    await view('Account').waitFor();
    expect(await dialog.getAttribute('data-layout')).toBe('sheet');
  });
});

import { parseUnits } from 'ethers';
import { nonLoopbackRequests } from './support/browser';
import { devnetReader, floor3 } from './support/devnet-reader';
import { connectTestWallet, modal, waitForText } from './support/modal';
import { walletRequests } from './support/page-wallet';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

/** A floored 3-decimal amount ('999998.500') in thousandths, so differences are exact. */
function thousandths(amount: string): bigint {
  const match = /^(\d+)\.(\d{3})$/.exec(amount);
  if (match === null) throw new Error(`not a 3-decimal amount: ${amount}`);
  return BigInt(match[1]!) * 1000n + BigInt(match[2]!);
}

/** Thousandths back to a 3-decimal amount. */
function fromThousandths(value: bigint): string {
  return `${value / 1000n}.${String(value % 1000n).padStart(3, '0')}`;
}

// The journey an integrator's visitor takes, end to end on the devnet: connect, read the account,
// send a token, move to the other chain, leave. Account 6 sends and account 5 receives; no other
// journey uses either, so every balance here is known from the devnet's funding.
describe('the main journey through the modal', () => {
  const browser = useBrowser();

  it('connects, shows floored balances, sends 1.5 KUSD, switches to Kit Devnet 2 and disconnects, requesting nothing outside 127.0.0.1', async () => {
    const stack = readStack();
    const [devnet1, devnet2] = stack.devnet.chains;
    const sender = stack.devnet.accounts[6]!;
    const receiver = stack.devnet.accounts[5]!;
    const { usd } = stack.devnet.tokens;
    const chain = devnetReader(devnet1!.rpcUrl, devnet1!.chainId);
    // The wallet knows the first chain only: Kit must add the second through wallet_addEthereumChain.
    const playground = await browser.open(stack, {
      accounts: [6],
      chainIds: [devnet1!.chainId],
    });
    const { page } = playground;
    const { dialog, view } = modal(page);

    try {
      // Connect → Kit Test Wallet: the modal closes and the page's hooks show the account.
      await connectTestWallet(page, sender.address);
      await waitForText(page.getByTestId('status'), 'connected');

      // The account button opens Account, whose balance is the devnet's, floored to 3 decimals.
      await page.locator('[data-kit-button="account"]').click();
      await view('Account').waitFor();
      const nativeOnChain = await chain.native(sender.address);
      await waitForText(dialog.getByTestId('kit-balance'), `${floor3(nativeOnChain)} ETH`);
      const usdRow = dialog
        .locator('.kit-token-row', { hasText: 'KUSD' })
        .locator('.kit-token-amount');
      const usdBefore = await waitForText(usdRow, /^\d+\.\d{3} KUSD$/);
      expect(usdBefore).toBe(`${floor3(await chain.token(usd, sender.address))} KUSD`);
      const senderBefore = await chain.tokenUnits(usd, sender.address);
      const receiverBefore = await chain.tokenUnits(usd, receiver.address);

      // Send: the form names what is missing until token, amount and receiver are there.
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await view('Send').waitFor();
      const sendButton = dialog.locator('form button[type="submit"]');
      await waitForText(
        dialog.getByRole('status').filter({ hasText: 'required' }),
        'An amount and receiver address are required',
      );
      expect(await sendButton.isDisabled()).toBe(true);
      await dialog.getByLabel('Amount', { exact: true }).fill('1.5');
      await dialog.getByLabel('To', { exact: true }).fill(receiver.address);
      await waitForText(
        dialog.getByRole('status').filter({ hasText: 'required' }),
        'A token is required',
      );
      const picker = dialog.getByLabel('Token', { exact: true });
      const kusdOption = await picker.locator('option', { hasText: /^KUSD/ }).textContent();
      await picker.selectOption({ label: kusdOption! });
      expect(await dialog.getByRole('status').filter({ hasText: 'required' }).count()).toBe(0);
      await sendButton.click();

      // Success replaces Send with Account, where the KUSD shown has dropped by exactly 1.5.
      await view('Account').waitFor();
      const expectedAfter = thousandths(usdBefore.replace(' KUSD', '')) - 1500n;
      await waitForText(usdRow, `${fromThousandths(expectedAfter)} KUSD`);
      expect(await chain.tokenUnits(usd, sender.address)).toBe(
        senderBefore - parseUnits('1.5', usd.decimals),
      );
      expect(await chain.tokenUnits(usd, receiver.address)).toBe(
        receiverBefore + parseUnits('1.5', usd.decimals),
      );
      // Gas left the native balance a long fraction (9999.9999…): shown cut to 3 decimals, where
      // rounding would have read 10000.000.
      const nativeAfter = await chain.native(sender.address);
      expect(nativeAfter.split('.')[1]!.length).toBeGreaterThan(3);
      await waitForText(dialog.getByTestId('kit-balance'), `${floor3(nativeAfter)} ETH`);

      // Networks → Kit Devnet 2: the wallet does not know it, so Kit adds it, then switches.
      await dialog.getByRole('button', { name: /Kit Devnet\b.*Network/ }).click();
      await view('Networks').waitFor();
      await dialog.getByRole('button', { name: 'Kit Devnet 2' }).click();
      await waitForText(page.locator('[data-kit-button="network"]'), 'Kit Devnet 2');
      await waitForText(page.getByTestId('network'), 'Kit Devnet 2');
      const methods = await walletRequests(page);
      expect(methods).toEqual(
        expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
      );
      expect(methods.indexOf('wallet_addEthereumChain')).toBeGreaterThan(
        methods.indexOf('wallet_switchEthereumChain'),
      );

      // The picker stays open with the new network marked current; Back leads to Account, which
      // now reads the second chain (where account 6 still holds all of its KUSD).
      await view('Networks').waitFor();
      expect(
        await dialog.getByRole('button', { name: 'Kit Devnet 2' }).getAttribute('aria-current'),
      ).toBe('true');
      await dialog.getByRole('button', { name: 'Back' }).click();
      await view('Account').waitFor();
      const chain2 = devnetReader(devnet2!.rpcUrl, devnet2!.chainId);
      try {
        await waitForText(usdRow, `${floor3(await chain2.token(usd, sender.address))} KUSD`);
        await waitForText(
          dialog.getByTestId('kit-balance'),
          `${floor3(await chain2.native(sender.address))} ETH`,
        );
      } finally {
        chain2.destroy();
      }

      // Disconnect from Account: the modal closes and the page is back to disconnected.
      await dialog.getByRole('button', { name: 'Disconnect' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await waitForText(page.getByTestId('status'), 'disconnected');
      await waitForText(page.getByTestId('connection'), 'not connected');
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();

      // Everything the page loaded or called during the journey was on loopback, without errors.
      expect(playground.requests.filter((url) => url.startsWith('pageerror:'))).toEqual([]);
      expect(nonLoopbackRequests(playground.requests)).toEqual([]);
    } finally {
      chain.destroy();
    }
  });
});

import { formatUnits, parseUnits } from 'ethers';
import { nonLoopbackRequests } from './support/browser';
import { devnetReader, floor3 } from './support/devnet-reader';
import { connectTestWallet, modal, waitForText } from './support/modal';
import { walletRequests } from './support/page-wallet';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

// A swap as a visitor makes it: KUSD for KIT on the devnet's Uniswap V2 pool (apps/cloud), an
// approval and then the swap, both built by the local swap API and signed by the page's wallet.
// Account 3 swaps; no other journey uses it, so its balances are known from the devnet funding.
describe('swapping a test token for the other through the modal', () => {
  const browser = useBrowser();

  it('approves KUSD, swaps 10 KUSD for KIT, and Account shows both balances moved by the quoted amounts', async () => {
    const stack = readStack();
    const [devnet1] = stack.devnet.chains;
    const trader = stack.devnet.accounts[3]!;
    const { usd, kit } = stack.devnet.tokens;
    const chain = devnetReader(devnet1!.rpcUrl, devnet1!.chainId);
    const playground = await browser.open(stack, { accounts: [3] });
    const { page } = playground;
    const { dialog, view } = modal(page);
    // Approving and mining on the devnet takes a few seconds on a busy machine.
    playground.context.setDefaultTimeout(20_000);

    try {
      await connectTestWallet(page, trader.address);
      await page.locator('[data-kit-button="account"]').click();
      await view('Account').waitFor();
      // A token's amount cell, by its symbol ('KIT' is also in 'Kit USD', the KUSD row's name).
      const row = (symbol: string) =>
        dialog.locator('.kit-token-row .kit-token-amount', { hasText: new RegExp(` ${symbol}$`) });
      await waitForText(row('KUSD'), /^\d+\.\d{3} KUSD$/);
      const usdBefore = await chain.tokenUnits(usd, trader.address);
      const kitBefore = await chain.tokenUnits(kit, trader.address);

      // Account offers the wallet features in the order onramp, swaps, receive, send.
      const features = await dialog.locator('.kit-feature-buttons button').allTextContents();
      expect(features.map((label) => label.trim())).toEqual(['Buy', 'Swap', 'Receive', 'Send']);

      // Swap: pick KUSD → KIT and type 10; the quote arrives after the 500 ms debounce.
      await dialog.getByRole('button', { name: 'Swap', exact: true }).click();
      await view('Swap').waitFor();
      const pick = async (label: string, symbol: string) => {
        const picker = dialog.getByLabel(label, { exact: true });
        const option = await picker
          .locator('option', { hasText: new RegExp(`^${symbol} `) })
          .textContent();
        await picker.selectOption({ label: option! });
      };
      await pick('Sell', 'KUSD');
      await pick('Buy', 'KIT');
      await dialog.getByLabel('Amount', { exact: true }).fill('10');
      const quotedText = await waitForText(
        dialog.getByTestId('kit-swap-to-amount'),
        /^[\d.]+ KIT$/,
      );
      const quoted = parseUnits(quotedText.replace(' KIT', ''), kit.decimals);
      // 10 KUSD (1 USD) buys about 40 KIT (0.25 USD), less the pool's 0.3 % fee.
      expect(quoted).toBeGreaterThan(parseUnits('39', 18));
      expect(quoted).toBeLessThan(parseUnits('40', 18));

      // Review: the allowance is 0, so the first step approves KUSD, then Swap.
      await dialog.getByRole('button', { name: 'Review swap' }).click();
      await view('SwapPreview').waitFor();
      const minimumText = await waitForText(dialog.getByTestId('kit-swap-minimum'), /^[\d.]+ KIT$/);
      const minimum = parseUnits(minimumText.replace(' KIT', ''), kit.decimals);
      expect(minimum).toBeLessThan(quoted);
      await dialog.getByRole('button', { name: 'Approve KUSD' }).click();
      const swapButton = dialog.getByRole('button', { name: 'Swap', exact: true });
      await swapButton.waitFor();
      await dialog.getByText('KUSD approved').waitFor();
      await swapButton.click();

      // Success returns to Account with a toast; the chain moved by exactly 10 KUSD and by the
      // quoted KIT within the slippage tolerance.
      // Approve, swap and both receipts come first: allow for a loaded machine.
      await view('Account').waitFor({ timeout: 60_000 });
      const usdAfter = await chain.tokenUnits(usd, trader.address);
      const kitAfter = await chain.tokenUnits(kit, trader.address);
      expect(usdBefore - usdAfter).toBe(parseUnits('10', usd.decimals));
      expect(kitAfter - kitBefore).toBeGreaterThanOrEqual(minimum);
      expect(kitAfter - kitBefore).toBeLessThanOrEqual(quoted);
      await waitForText(row('KUSD'), `${floor3(formatUnits(usdAfter, usd.decimals))} KUSD`);
      await waitForText(row('KIT'), `${floor3(formatUnits(kitAfter, kit.decimals))} KIT`);

      // The wallet was asked for two transactions (approve, swap), each with the API's gas.
      const methods = await walletRequests(page);
      expect(methods.filter((method) => method === 'eth_sendTransaction')).toHaveLength(2);
      expect(playground.requests.filter((url) => url.startsWith('pageerror:'))).toEqual([]);
      expect(nonLoopbackRequests(playground.requests)).toEqual([]);
    } catch (error) {
      // A swap that never returns to Account says why on screen (an error, a step left): keep it.
      const seen = await playground.describeFailure('swap-journey-failure');
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${seen}`);
    } finally {
      chain.destroy();
    }
  });
});

import { nonLoopbackRequests } from './support/browser';
import { modal, openConnect, TEST_WALLET_NAME, waitForText } from './support/modal';
import { sendKusdThroughModal } from './support/solana-send';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

// The test wallet is installed for EVM (EIP-6963) and Solana (Wallet Standard) under one name.
// EVM account 8 and Solana accounts 2 (sender) and 3 (receiver) are used by no other journey.
describe('EVM and Solana in one wallet', () => {
  const browser = useBrowser();

  it('shows the wallet once, connects EVM, switches to Solana (SwitchActiveChain), connects it and sends 2.5 KUSD', async () => {
    const stack = readStack();
    const solana = stack.devnet.solana!;
    const sender = solana.accounts[2]!;
    const receiver = solana.accounts[3]!;
    const playground = await browser.open(stack, { accounts: [8], solanaAccounts: [2] });
    const { page } = playground;
    const locators = modal(page);
    const { dialog, view } = locators;

    // Connect lists the wallet once (one MULTI_CHAIN row) and connects it for EVM, the active namespace.
    await openConnect(page);
    await view('Connect').waitFor();
    expect(await dialog.getByRole('button', { name: TEST_WALLET_NAME }).count()).toBe(1);
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
    await page
      .getByTestId('connection')
      .getByText(stack.devnet.accounts[8]!.address, { exact: true })
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Networks → Kit Solana Devnet: no Solana account yet, so SwitchActiveChain asks for a wallet.
    await page.locator('[data-kit-button="network"]').click();
    await view('Networks').waitFor();
    await dialog.getByRole('button', { name: 'Kit Solana Devnet' }).click();
    await view('SwitchActiveChain').waitFor();
    await dialog.getByRole('button', { name: 'Connect a wallet' }).click();
    await view('Connect').waitFor();
    expect(await dialog.getByRole('button', { name: TEST_WALLET_NAME }).count()).toBe(1);
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
    await page.getByTestId('connection').getByText(sender.address, { exact: true }).waitFor();
    await waitForText(page.getByTestId('network'), 'Kit Solana Devnet');
    await dialog.waitFor({ state: 'hidden' });

    // Account shows the Solana balances; Send 2.5 KUSD to account 3.
    await sendKusdThroughModal(page, locators, solana, sender.address, receiver.address);

    // Both namespaces stay connected, each with its own account.
    const connections = await page.evaluate(() => {
      const state = (
        window as unknown as {
          kit: { getState(): { connection: { status: Record<string, string> } } };
        }
      ).kit.getState();
      return state.connection.status;
    });
    expect(connections).toMatchObject({ eip155: 'connected', solana: 'connected' });
    expect(playground.requests.filter((url) => url.startsWith('pageerror:'))).toEqual([]);
    expect(nonLoopbackRequests(playground.requests)).toEqual([]);
  });
});

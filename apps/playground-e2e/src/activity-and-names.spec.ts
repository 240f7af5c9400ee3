import { JsonRpcProvider, Network } from 'ethers';
import { nonLoopbackRequests } from './support/browser';
import { connectTestWallet, modal, waitForText } from './support/modal';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

/** The hash of every `count` 1-wei transfers `from` sends (anvil's accounts are unlocked), oldest first. */
async function seedTransfers(
  rpcUrl: string,
  chainId: number,
  from: string,
  to: string,
  count: number,
): Promise<string[]> {
  const provider = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: Network.from(chainId) });
  try {
    const hashes: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const hash = (await provider.send('eth_sendTransaction', [
        { from, to, value: '0x1' },
      ])) as string;
      while ((await provider.send('eth_getTransactionReceipt', [hash])) === null) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      hashes.push(hash);
    }
    return hashes;
  } finally {
    provider.destroy();
  }
}

// Account 7 is this journey's alone: its history is the devnet's two set-up mints, the transfers
// seeded here and the send made in the browser, so the order and the pages are known exactly.
describe('activity and names through the modal', () => {
  const browser = useBrowser();

  it('lists the devnet transfers newest first in pages, registers a name that Account shows after a reload', async () => {
    const stack = readStack();
    const [chain] = stack.devnet.chains;
    const account = stack.devnet.accounts[7]!;
    const receiver = stack.devnet.accounts[4]!;
    // 50 older transfers, so the browser's send starts a history of more than one page (50 each).
    const seeded = await seedTransfers(
      chain!.rpcUrl,
      chain!.chainId,
      account.address,
      receiver.address,
      50,
    );

    const playground = await browser.open(stack, { accounts: [7] });
    const { page } = playground;
    const { dialog, view } = modal(page);
    const card = (name: string) => dialog.locator(`.kit-card[data-view="${name}"]`);
    const rows = () =>
      dialog
        .locator('[data-transaction]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-transaction')));

    await connectTestWallet(page, account.address);
    await page.locator('[data-kit-button="account"]').click();
    await view('Account').waitFor();

    // A devnet transfer made in the browser: send 1.5 KUSD from Account.
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await view('Send').waitFor();
    await dialog.getByLabel('Amount', { exact: true }).fill('1.5');
    await dialog.getByLabel('To', { exact: true }).fill(receiver.address);
    const picker = dialog.getByLabel('Token', { exact: true });
    const kusd = await picker.locator('option', { hasText: /^KUSD/ }).textContent();
    await picker.selectOption({ label: kusd! });
    await dialog.locator('form button[type="submit"]').click();
    await view('Account').waitFor();
    const sent = await page.evaluate(() => window.kit?.getState().send?.hash);
    expect(sent).toMatch(/^0x[0-9a-f]{64}$/);

    // Activity: the send first, under Today, then the seeded transfers newest first; 50 a page.
    await dialog.getByRole('button', { name: /Activity/ }).click();
    await card('Activity').waitFor();
    const today = dialog.getByRole('region', { name: 'Today' });
    await today.waitFor();
    await dialog.locator(`[data-transaction="${sent}"]`).waitFor();
    const first = dialog.locator('[data-transaction]').first();
    expect(await first.getAttribute('data-transaction')).toBe(sent);
    await waitForText(first.locator('.kit-activity-title'), 'Sent');
    await waitForText(first.locator('.kit-activity-amount'), '-1.5 KUSD');
    const pageOne = await rows();
    expect(pageOne).toHaveLength(50);
    await playground.screenshot('activity');
    expect(pageOne).toEqual([sent, ...[...seeded].reverse().slice(0, 49)]);

    await dialog.getByRole('button', { name: 'Load more' }).click();
    await dialog.locator('[data-transaction]').nth(50).waitFor();
    const all = await rows();
    expect(all.slice(0, 51)).toEqual([sent, ...[...seeded].reverse()]);
    // The devnet set-up's mints to this account close the list, and there is no further page.
    expect(all).toHaveLength(53);
    await dialog.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });

    // Back to Account, then Choose a name: the rule shows until the name follows it.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await view('Account').waitFor();
    await dialog.getByRole('button', { name: /Choose a name/ }).click();
    await card('RegisterAccountName').waitFor();
    const field = dialog.getByLabel('Name', { exact: true });
    await field.fill('ab');
    await dialog
      .getByText('Names use letters, digits and hyphens only, at least 4 characters')
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true);
    const name = `journey-${Date.now().toString(36)}`;
    await field.fill(name);
    await dialog.getByRole('region', { name: 'Suggestions' }).waitFor();
    await playground.screenshot('register-account-name');
    await dialog.getByRole('button', { name: 'Register' }).click();

    // The wallet signs, the cloud registers, and the success view names it.
    await card('RegisterAccountNameSuccess').waitFor();
    await dialog.getByText(`${name}.kit.id`).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await view('Account').waitFor();
    await waitForText(dialog.getByTestId('kit-profile-name'), `${name}.kit.id`);

    // Reload: a fresh page and Kit. Once the wallet is connected again, Account shows the name
    // read back from the cloud's /v1/identity.
    await page.reload();
    const status = await waitForText(page.getByTestId('status'), /^(connected|disconnected)$/);
    if (status === 'disconnected') await connectTestWallet(page, account.address);
    await page.locator('[data-kit-button="account"]').click();
    await view('Account').waitFor();
    await waitForText(dialog.getByTestId('kit-profile-name'), `${name}.kit.id`);
    expect(await dialog.getByRole('button', { name: /Choose a name/ }).count()).toBe(0);
    await playground.screenshot('account-with-name');

    expect(playground.requests.filter((url) => url.startsWith('pageerror:'))).toEqual([]);
    expect(nonLoopbackRequests(playground.requests)).toEqual([]);
  });
});

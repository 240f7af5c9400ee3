import type { BrowserContext, Page } from 'playwright-core';
import { modal, openConnect, waitForText } from './support/modal';
import { rememberWalletAuthorization } from './support/page-wallet';
import { readStack, type PlaygroundStack } from './support/stack';
import { useBrowser } from './support/use-browser';

// Multi-wallet (spec §3-4, §6 "Multi-wallet listing", flag multiWallet): two EIP-6963 wallets
// connected in eip155 at once, switched and disconnected from ProfileWallets, and restored by a
// reload. The playground turns the flag on with `?multiWallet=on`; `cloud=off` because the local
// cloud's project keeps the spec's remote default (multiWallet off), which overrides local flags.

const SECOND_WALLET = 'Second Test Wallet';
const SECOND_AUTHORIZED_KEY = 'kit-test-wallet-2:authorized';

/**
 * Announces a second EIP-6963 test wallet beside the page's own (Kit Test Wallet), with its own
 * account, name and rdns; like an extension it remembers this site across reloads once told to.
 */
function announceSecondWallet(stack: PlaygroundStack, accountIndex: number) {
  const [chain] = stack.devnet.chains;
  return (context: BrowserContext) =>
    context.addInitScript(
      ({ privateKey, walletChain, name, authorizedKey }) => {
        const api = (
          window as unknown as { KitTestWallet: Record<string, (...args: unknown[]) => unknown> }
        ).KitTestWallet;
        let authorized = false;
        try {
          authorized = sessionStorage.getItem(authorizedKey) === '1';
        } catch {
          authorized = false;
        }
        const wallet = api['createEvmTestWallet']!({
          privateKeys: [privateKey],
          chains: [walletChain],
          authorized,
        });
        api['announceEip6963']!(window, wallet, {
          uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          name,
          icon: (api as unknown as { KIT_TEST_WALLET_ICON: string }).KIT_TEST_WALLET_ICON,
          rdns: 'dev.kit.secondtestwallet',
        });
      },
      {
        privateKey: stack.devnet.accounts[accountIndex]!.privateKey,
        walletChain: { chainId: chain!.chainId, rpcUrl: chain!.rpcUrl },
        name: SECOND_WALLET,
        authorizedKey: SECOND_AUTHORIZED_KEY,
      },
    );
}

/** Opens Account from the account button, then its Connected wallets (ProfileWallets). */
async function openProfileWallets(page: Page) {
  const { dialog } = modal(page);
  await page.locator('[data-kit-button="account"]').click();
  await dialog.getByRole('button', { name: 'Connected wallets' }).click();
  // ProfileWallets loads lazily: its list is there once the view is.
  const list = dialog.getByRole('list', { name: 'Connected wallets' });
  await list.waitFor();
  return list;
}

/** The Connected wallets rows as 'name address [Active]', the current one marked. */
async function walletRows(page: Page): Promise<string[]> {
  const list = modal(page).dialog.getByRole('list', { name: 'Connected wallets' });
  const rows = list.locator('li .kit-list-item');
  const texts: string[] = [];
  for (const row of await rows.all()) texts.push((await row.innerText()).replace(/\s+/g, ' '));
  return texts;
}

describe('multi-wallet journey (flag multiWallet)', () => {
  const browser = useBrowser();

  it('connects two EIP-6963 wallets, switches between them, restores both on reload, disconnects each from its row, reconnects an ended one back to ProfileWallets, and restores only the one left', async () => {
    const stack = readStack();
    // The devnet lists addresses lower-case; the page shows them checksummed.
    const first = new RegExp(`^${stack.devnet.accounts[8]!.address}$`, 'i');
    const second = new RegExp(`^${stack.devnet.accounts[9]!.address}$`, 'i');
    const short = (index: number) => {
      const address = stack.devnet.accounts[index]!.address;
      return `${address.slice(0, 6)}…${address.slice(-4)}`;
    };
    const row = (name: string, index: number, active = false) =>
      expect.stringMatching(
        new RegExp(`${name}.*${short(index)}${active ? '.*Active' : '$'}`, 'i'),
      );
    const playground = await browser.open(stack, {
      accounts: [8],
      query: 'cloud=off&multiWallet=on',
      beforeLoad: announceSecondWallet(stack, 9),
    });
    const { page } = playground;
    const connection = page.getByTestId('connection');
    const { dialog, view } = modal(page);
    try {
      // Kit Test Wallet first, then Second Test Wallet through Add wallet.
      const connect = await openConnect(page);
      await connect.dialog.getByRole('button', { name: /Kit Test Wallet/ }).click();
      await waitForText(connection, first);
      await dialog.waitFor({ state: 'hidden' });
      await openProfileWallets(page);
      await dialog.getByRole('button', { name: 'Add wallet' }).click();
      await dialog.getByRole('button', { name: new RegExp(SECOND_WALLET) }).click();
      await waitForText(connection, second);
      await dialog.waitFor({ state: 'hidden' });

      // Both are live; the newest is the current one, and choosing the other switches to it.
      await openProfileWallets(page);
      expect(await walletRows(page)).toEqual([
        row(SECOND_WALLET, 9, true),
        row('Kit Test Wallet', 8),
      ]);
      await dialog
        .getByRole('list', { name: 'Connected wallets' })
        .locator('li', { hasText: 'Kit Test Wallet' })
        .locator('.kit-list-item')
        .click();
      await waitForText(connection, first);
      expect(await walletRows(page)).toEqual([
        row('Kit Test Wallet', 8, true),
        row(SECOND_WALLET, 9),
      ]);

      // A reload restores both, without a prompt, Kit Test Wallet still the current one.
      await rememberWalletAuthorization(page);
      await page.evaluate((key) => sessionStorage.setItem(key, '1'), SECOND_AUTHORIZED_KEY);
      await page.reload();
      await waitForText(connection, first);
      await openProfileWallets(page);
      await waitForText(
        dialog.getByRole('list', { name: 'Connected wallets' }),
        new RegExp(SECOND_WALLET),
      );
      expect(await walletRows(page)).toEqual([
        row('Kit Test Wallet', 8, true),
        row(SECOND_WALLET, 9),
      ]);

      // Disconnecting the current one from its row promotes the other (spec §4); the ended one
      // is listed as recent, and choosing it connects it again and comes back here (spec §2).
      await dialog.getByRole('button', { name: 'Disconnect Kit Test Wallet' }).click();
      await waitForText(connection, second);
      expect(await walletRows(page)).toEqual([row(SECOND_WALLET, 9, true)]);
      const recent = dialog.getByRole('list', { name: 'Recent wallets' });
      await recent.locator('.kit-list-item', { hasText: 'Kit Test Wallet' }).click();
      await waitForText(connection, first);
      await recent.waitFor({ state: 'detached' });
      await view('ProfileWallets').waitFor();
      expect(await walletRows(page)).toEqual([
        row('Kit Test Wallet', 8, true),
        row(SECOND_WALLET, 9),
      ]);

      // Disconnecting the other one leaves the current; a reload restores only the one that
      // remains, though the second wallet would still answer.
      await dialog.getByRole('button', { name: `Disconnect ${SECOND_WALLET}` }).click();
      await recent.waitFor();
      expect(await walletRows(page)).toEqual([row('Kit Test Wallet', 8, true)]);
      await page.reload();
      await waitForText(connection, first);
      await openProfileWallets(page);
      expect(await walletRows(page)).toEqual([row('Kit Test Wallet', 8, true)]);
      // Nothing else is stored to restore: the connected namespace lists no other connection.
      const stored = await page.evaluate(() => localStorage.getItem('@kit/connected_namespaces'));
      expect(JSON.parse(stored ?? '[]')).toEqual([
        { namespace: 'eip155', lastUsedAt: expect.any(Number) },
      ]);
    } catch (error) {
      throw new Error(
        `${String(error)}\n${await playground.describeFailure('multi-wallet-journey')}`,
      );
    }
  });
});

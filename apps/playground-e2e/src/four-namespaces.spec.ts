import { verifyBip322Signature } from '@kit/adapter-bitcoin';
import { startPolkadotDevnet, type PolkadotDevnet } from '@kit/testing';
import { networks } from 'bitcoinjs-lib';
import type { Page } from 'playwright-core';
import {
  BITCOIN_CONNECTOR_ID,
  BITCOIN_WALLET,
  bitcoinAdapterCall,
  withBitcoinWallet,
} from './support/bitcoin-wallet';
import { nonLoopbackRequests } from './support/browser';
import { modal, TEST_WALLET_NAME, waitForText, type ModalLocators } from './support/modal';
import { sendKusdThroughModal } from './support/solana-send';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

// All four namespaces configured in one Kit: eip155 and solana (one test wallet under one name),
// bip122 (`?bitcoin=on`, the regtest ledger of `npm start`) and polkadot. The shared stack runs no
// chopsticks (it would slow every journey), so this file starts its own and points the playground
// at it (`polkadot=on&polkadotRpc=…&polkadotGenesis=…`); polkadot is configured, never connected.
// EVM account 9, Solana accounts 4 (sender) and 5 (receiver) and Bitcoin account 1 are used by no
// other journey.

/** What the page's Kit holds: its configured namespaces and each one's connection status. */
function kitNamespaces(
  page: Page,
): Promise<{ configured: string[]; status: Record<string, string> }> {
  return page.evaluate(() => {
    const kit = (
      window as unknown as {
        kit: {
          networks: Array<{ chainNamespace: string }>;
          getState(): { connection: { status: Record<string, string> } };
        };
      }
    ).kit;
    return {
      configured: [...new Set(kit.networks.map((network) => network.chainNamespace))],
      status: kit.getState().connection.status,
    };
  });
}

/**
 * Networks → `name` while no account of its namespace is connected: SwitchActiveChain asks for a
 * wallet and opens Connect.
 */
async function switchToUnconnectedChain(page: Page, locators: ModalLocators, name: string) {
  const { dialog, view } = locators;
  await page.locator('[data-kit-button="network"]').click();
  await view('Networks').waitFor();
  await dialog.getByRole('button', { name }).click();
  await view('SwitchActiveChain').waitFor();
  await dialog.getByRole('button', { name: 'Connect a wallet' }).click();
  await view('Connect').waitFor();
}

describe('four namespaces in one Kit', () => {
  const browser = useBrowser();
  let polkadot: PolkadotDevnet;
  beforeAll(async () => {
    polkadot = await startPolkadotDevnet({ accounts: 1 });
  }, 120_000);
  afterAll(() => polkadot?.stop());

  it('connects EVM and Solana in one wallet, sends KUSD on Solana, then connects Bitcoin and signs', async () => {
    const stack = readStack();
    const solana = stack.devnet.solana!;
    const sender = solana.accounts[4]!;
    const receiver = solana.accounts[5]!;
    const bitcoinAccount = stack.devnet.bitcoin!.accounts[1]!;
    const query = new URLSearchParams({
      bitcoin: 'on',
      polkadot: 'on',
      polkadotRpc: polkadot.wsUrl,
      polkadotGenesis: polkadot.genesisHash,
    });
    const playground = await browser.open(stack, {
      accounts: [9],
      solanaAccounts: [4],
      query: query.toString(),
      beforeLoad: withBitcoinWallet(stack, 1),
    });
    const { page } = playground;
    const locators = modal(page);
    const { dialog, view } = locators;

    // Four namespaces, none connected; the modal's Networks lists a network of each.
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    const initial = await kitNamespaces(page);
    expect(initial.configured.sort()).toEqual(['bip122', 'eip155', 'polkadot', 'solana']);
    await page.locator('[data-kit-button="network"]').click();
    await view('Networks').waitFor();
    for (const name of [
      'Kit Devnet',
      'Kit Solana Devnet',
      'Bitcoin Regtest',
      'Kit Polkadot Devnet',
    ]) {
      await dialog.getByRole('button', { name, exact: true }).waitFor();
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Connect lists the EVM + Solana wallet once (one MULTI_CHAIN row), beside the Bitcoin wallet.
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await view('Connect').waitFor();
    await dialog.getByRole('button', { name: BITCOIN_WALLET }).waitFor();
    expect(await dialog.getByRole('button', { name: TEST_WALLET_NAME }).count()).toBe(1);
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
    await page
      .getByTestId('connection')
      .getByText(stack.devnet.accounts[9]!.address, { exact: true })
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Solana: no account yet, so SwitchActiveChain; the same wallet, still listed once.
    await switchToUnconnectedChain(page, locators, 'Kit Solana Devnet');
    expect(await dialog.getByRole('button', { name: TEST_WALLET_NAME }).count()).toBe(1);
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
    await page.getByTestId('connection').getByText(sender.address, { exact: true }).waitFor();
    await waitForText(page.getByTestId('network'), 'Kit Solana Devnet');
    await dialog.waitFor({ state: 'hidden' });

    // Send 2.5 KUSD (the SPL mint) to Solana account 5.
    await sendKusdThroughModal(page, locators, solana, sender.address, receiver.address);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Bitcoin: no account yet either; Connect now offers the Bitcoin wallet.
    await switchToUnconnectedChain(page, locators, 'Bitcoin Regtest');
    await dialog.getByRole('button', { name: BITCOIN_WALLET }).click();
    await page
      .getByTestId('connection')
      .getByText(bitcoinAccount.paymentAddress, { exact: true })
      .waitFor();
    await waitForText(page.getByTestId('network'), 'Bitcoin Regtest');
    await dialog.waitFor({ state: 'hidden' });
    const message = 'Four namespaces, one Kit';
    const signature = await bitcoinAdapterCall(page, 'signMessage', {
      connectorId: BITCOIN_CONNECTOR_ID,
      address: bitcoinAccount.paymentAddress,
      message,
    });
    expect(
      verifyBip322Signature({
        address: bitcoinAccount.paymentAddress,
        message,
        signature: signature as string,
        network: networks.regtest,
      }),
    ).toBe(true);
    // The signature is bound to the message: another one does not verify with it.
    expect(
      verifyBip322Signature({
        address: bitcoinAccount.paymentAddress,
        message: `${message}!`,
        signature: signature as string,
        network: networks.regtest,
      }),
    ).toBe(false);

    // Three namespaces connected at once, each with its own account; polkadot configured only.
    const final = await kitNamespaces(page);
    expect(final.status).toMatchObject({
      eip155: 'connected',
      solana: 'connected',
      bip122: 'connected',
    });
    expect(final.status['polkadot']).not.toBe('connected');
    expect(playground.requests.filter((url) => url.startsWith('pageerror:'))).toEqual([]);
    expect(nonLoopbackRequests(playground.requests)).toEqual([]);
  });
});

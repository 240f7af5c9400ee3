import { verifyBip322Signature } from '@kit/adapter-bitcoin';
import { startPolkadotDevnet, type PolkadotDevnet } from '@kit/testing';
import { signatureVerify } from '@polkadot/util-crypto';
import { networks } from 'bitcoinjs-lib';
import { parseEther } from 'ethers';
import type { BrowserContext, Page } from 'playwright-core';
import {
  BITCOIN_CONNECTOR_ID,
  BITCOIN_WALLET,
  bitcoinAdapterCall,
  withBitcoinWallet,
} from './support/bitcoin-wallet';
import { nonLoopbackRequests } from './support/browser';
import { devnetReader } from './support/devnet-reader';
import {
  POLKADOT_WALLET_KEY,
  polkadotFreeBalance,
  withPolkadotWallet,
} from './support/polkadot-wallet';
import { modal, TEST_WALLET_NAME, waitForText, type ModalLocators } from './support/modal';
import { sendKusdThroughModal } from './support/solana-send';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

// All four namespaces configured in one Kit: eip155 and solana (one test wallet under one name),
// bip122 (`?bitcoin=on`, the regtest ledger of `npm start`) and polkadot. The shared stack runs no
// chopsticks (it would slow every journey), so this file starts its own and points the playground
// at it (`polkadot=on&polkadotRpc=…&polkadotGenesis=…`), with the polkadot test extension holding
// //Alice. Each namespace is connected through the modal and sends through its Send view.
// EVM account 9, Solana accounts 4 (sender) and 5 (receiver) and Bitcoin account 1 are used by no
// other journey; Bitcoin account 0 and EVM_RECEIVER only receive.

/** The EVM send's receiver: an address no other journey touches. */
const EVM_RECEIVER = '0x4B20993Bc481177ec7E8f571ceCaE8A9e22C02db';

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

/** The page's last successful send: its hash, read from the store once Account shows again. */
function lastSendHash(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      (window as unknown as { kit: { getState(): { send: { hash?: string } } } }).kit.getState()
        .send.hash,
  );
}

/**
 * From a closed modal: Account → Send, `amount` to `receiver` (of `token`, a picker option's
 * label, where the namespace asks for one; else the native currency), submitted; waits for
 * Account (the flow after a send) and returns the send's hash.
 */
async function sendThroughModal(
  page: Page,
  { dialog, view }: ModalLocators,
  { amount, receiver, token }: { amount: string; receiver: string; token?: RegExp },
): Promise<string> {
  await page.locator('[data-kit-button="account"]').click();
  await view('Account').waitFor();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await view('Send').waitFor();
  if (token) {
    const picker = dialog.getByLabel('Token', { exact: true });
    const option = await picker.locator('option', { hasText: token }).textContent();
    await picker.selectOption({ label: option! });
  }
  await dialog.getByLabel('Amount', { exact: true }).fill(amount);
  await dialog.getByLabel('To', { exact: true }).fill(receiver);
  await dialog.locator('form button[type="submit"]').click();
  await view('Account').waitFor({ timeout: 30_000 });
  const hash = await lastSendHash(page);
  expect(hash).toBeDefined();
  return hash!;
}

/** Both wallets the page needs before it loads: Bitcoin ledger account 1 and polkadot //Alice. */
function withBitcoinAndPolkadotWallets(
  bitcoin: (context: BrowserContext) => Promise<void>,
  polkadotUri: string,
) {
  const polkadot = withPolkadotWallet(polkadotUri);
  return async (context: BrowserContext) => {
    await bitcoin(context);
    await polkadot(context);
  };
}

describe('four namespaces in one Kit', () => {
  const browser = useBrowser();
  let polkadot: PolkadotDevnet;
  beforeAll(async () => {
    polkadot = await startPolkadotDevnet({ accounts: 2 });
  }, 120_000);
  afterAll(() => polkadot?.stop());

  it('connects all four namespaces through the modal, signs on Bitcoin and Polkadot, and sends on all four', async () => {
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
      beforeLoad: withBitcoinAndPolkadotWallets(
        withBitcoinWallet(stack, 1),
        polkadot.accounts[0]!.uri,
      ),
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

    // Send 0.01 ETH (EVM asks for a token first) to an address no journey uses: it gets exactly that.
    const chain = stack.devnet.chains[0]!;
    const evm = devnetReader(chain.rpcUrl, chain.chainId);
    const evmBefore = await evm.native(EVM_RECEIVER);
    await sendThroughModal(page, locators, {
      amount: '0.01',
      receiver: EVM_RECEIVER,
      token: /^ETH/,
    });
    expect(parseEther(await evm.native(EVM_RECEIVER)) - parseEther(evmBefore)).toBe(
      parseEther('0.01'),
    );
    evm.destroy();
    await page.keyboard.press('Escape');
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

    // Send 0.05 BTC to ledger account 0 through the Send view: the wallet signs the PSBT, the
    // ledger holds the transaction with exactly that output.
    const bitcoinReceiver = stack.devnet.bitcoin!.accounts[0]!.paymentAddress;
    const bitcoinHash = await sendThroughModal(page, locators, {
      amount: '0.05',
      receiver: bitcoinReceiver,
    });
    const bitcoinTx = (await (
      await fetch(`${stack.devnet.bitcoin!.url}/tx/${bitcoinHash}`)
    ).json()) as { vout: Array<{ scriptpubkey_address?: string; value: number }> };
    expect(bitcoinTx.vout).toContainEqual(
      expect.objectContaining({ scriptpubkey_address: bitcoinReceiver, value: 5_000_000 }),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Polkadot: no account yet; Connect offers the injectedWeb3 extension.
    const [alice, bob] = polkadot.accounts;
    await switchToUnconnectedChain(page, locators, 'Kit Polkadot Devnet');
    await dialog.getByRole('button', { name: POLKADOT_WALLET_KEY }).click();
    await page.getByTestId('connection').getByText(alice!.address, { exact: true }).waitFor();
    await waitForText(page.getByTestId('network'), 'Kit Polkadot Devnet');
    await dialog.waitFor({ state: 'hidden' });
    // The devnet funds each dev account with 1,000,000 ROC, floored to 3 decimals (spec §5).
    await page.getByTestId('balance').getByText('1000000.000 ROC', { exact: true }).waitFor();

    // kit.signMessage on the active namespace: the extension's sr25519 signature of the message.
    const polkadotMessage = 'Four namespaces, one Kit, on Polkadot';
    const polkadotSignature = await page.evaluate(
      (text) =>
        (
          window as unknown as {
            kit: { signMessage(request: { message: string }): Promise<string> };
          }
        ).kit.signMessage({ message: text }),
      polkadotMessage,
    );
    expect(signatureVerify(polkadotMessage, polkadotSignature, alice!.address).isValid).toBe(true);
    expect(signatureVerify(`${polkadotMessage}!`, polkadotSignature, alice!.address).isValid).toBe(
      false,
    );

    // Send 1.5 ROC (12 decimals) to //Bob through the Send view: Bob's free balance grows by it.
    const bobBefore = await polkadotFreeBalance(page, bob!.address);
    const polkadotHash = await sendThroughModal(page, locators, {
      amount: '1.5',
      receiver: bob!.address,
    });
    expect(polkadotHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await polkadotFreeBalance(page, bob!.address)) - bobBefore).toBe(1_500_000_000_000n);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Four namespaces connected at once, each with its own account.
    const final = await kitNamespaces(page);
    expect(final.status).toMatchObject({
      eip155: 'connected',
      solana: 'connected',
      bip122: 'connected',
      polkadot: 'connected',
    });
    expect(playground.requests.filter((url) => url.startsWith('pageerror:'))).toEqual([]);
    expect(nonLoopbackRequests(playground.requests)).toEqual([]);
  });
});

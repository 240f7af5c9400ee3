import { verifyBip322Signature } from '@kit/adapter-bitcoin';
import { networks } from 'bitcoinjs-lib';
import {
  BITCOIN_CONNECTOR_ID as CONNECTOR_ID,
  BITCOIN_WALLET,
  bitcoinAdapterCall as adapterCall,
  withBitcoinWallet,
} from './support/bitcoin-wallet';
import { nonLoopbackRequests } from './support/browser';
import { openConnect, waitForText } from './support/modal';
import { connectionError } from './support/page-wallet';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

// bip122 in the playground (`?bitcoin=on`): the Bitcoin test wallet announced in Chromium, the
// bitcoin adapter, and the regtest ledger `npm start` runs. Connect, balance, a BIP-322 signature,
// a send whose PSBT the wallet signs (the adapter's send path loads lazily), and a refusal.

/** The ledger account this journey spends from (no other journey touches bitcoin). */
const ACCOUNT = 3;

describe('bitcoin regtest in the playground', () => {
  const browser = useBrowser();

  it('connects the Bitcoin wallet, shows its BTC balance, signs and sends through a PSBT', async () => {
    const stack = readStack();
    const bitcoin = stack.devnet.bitcoin!;
    const account = bitcoin.accounts[ACCOUNT]!;
    const playground = await browser.open(stack, {
      query: 'bitcoin=on',
      beforeLoad: withBitcoinWallet(stack, ACCOUNT),
    });
    const { page, requests } = playground;

    const { dialog } = await openConnect(page);
    await dialog.getByRole('button', { name: BITCOIN_WALLET }).click();
    await page
      .getByTestId('connection')
      .getByText(account.paymentAddress, { exact: true })
      .waitFor();
    await waitForText(page.getByTestId('status'), 'connected');
    await page.getByTestId('network').getByText('Bitcoin Regtest').waitFor();
    // 1 BTC in two UTXOs at start, floored to 3 decimals (spec §5).
    await page.getByTestId('balance').getByText('1.000 BTC', { exact: true }).waitFor();
    await playground.screenshot('bitcoin-connected');

    const signature = await adapterCall(page, 'signMessage', {
      connectorId: CONNECTOR_ID,
      address: account.paymentAddress,
      message: 'Hello from Chromium',
    });
    expect(
      verifyBip322Signature({
        address: account.paymentAddress,
        message: 'Hello from Chromium',
        signature: signature as string,
        network: networks.regtest,
      }),
    ).toBe(true);

    const utxosBefore = await (
      await fetch(`${bitcoin.url}/address/${account.paymentAddress}`)
    ).json();
    const sent = (await adapterCall(page, 'sendTransfer', {
      connectorId: CONNECTOR_ID,
      network: 'bip122',
      from: account.paymentAddress,
      to: bitcoin.accounts[0]!.paymentAddress,
      amount: '5000000',
    })) as { hash: string };
    expect(sent.hash).toMatch(/^[0-9a-f]{64}$/);
    const status = await (await fetch(`${bitcoin.url}/tx/${sent.hash}/status`)).json();
    expect(status).toEqual({ confirmed: false });
    await fetch(`${bitcoin.url}/kit/mine`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const after = await (await fetch(`${bitcoin.url}/address/${account.paymentAddress}`)).json();
    const tx = await (await fetch(`${bitcoin.url}/tx/${sent.hash}`)).json();
    expect(after.chain_stats.spent_txo_sum - utxosBefore.chain_stats.spent_txo_sum).toBeGreaterThan(
      5_000_000,
    );
    expect(tx.status.confirmed).toBe(true);

    expect(requests.filter((url) => url.startsWith('pageerror:'))).toEqual([]);
    expect(nonLoopbackRequests(requests)).toEqual([]);
  });

  it("fails with 'User rejected the request' when the Bitcoin wallet refuses to connect", async () => {
    const stack = readStack();
    const { page } = await browser.open(stack, {
      query: 'bitcoin=on',
      beforeLoad: withBitcoinWallet(stack, ACCOUNT),
    });
    await page.evaluate(() =>
      (
        window as unknown as { kitBitcoinTestWallet: { rejectNext(m: string): void } }
      ).kitBitcoinTestWallet.rejectNext('requestAccounts'),
    );
    const { dialog } = await openConnect(page);
    await dialog.getByRole('button', { name: BITCOIN_WALLET }).click();
    await dialog.getByText('Connection rejected', { exact: true }).waitFor();
    expect(await connectionError(page, 'bip122')).toMatchObject({
      code: 'USER_REJECTED',
      message: 'User rejected the request',
    });
    await waitForText(page.getByTestId('status'), 'disconnected');
  });
});

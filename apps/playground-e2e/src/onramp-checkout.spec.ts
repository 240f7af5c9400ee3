import { createOnrampClient } from '@kit/api';
import { DIRECT_REQUEST_CODE } from '@kit/api/request-code';
import type { Browser } from 'playwright-core';
import { launchBrowser, nonLoopbackRequests } from './support/browser';
import { readStack } from './support/stack';

/** The devnet balance of `address` in wei, read straight from the node. */
async function balanceOf(rpcUrl: string, address: string): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    }),
  });
  const { result } = (await response.json()) as { result: string };
  return BigInt(result);
}

// The on-ramp as a buyer meets it: the checkout URL apps/cloud generates, opened and confirmed in
// Chromium, pays out on the devnet.
describe('buying through the local on-ramp checkout in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('credits the destination wallet on the devnet once the purchase is confirmed', async () => {
    const stack = readStack();
    const buyer = stack.devnet.accounts[8]!.address;
    const rpcUrl = stack.devnet.chains[0]!.rpcUrl;
    const onramp = createOnrampClient(
      { baseUrl: stack.cloudUrl, projectId: 'kit-local' },
      DIRECT_REQUEST_CODE.onramp,
    );
    const checkout = await onramp.generateOnrampUrl({
      destinationWallets: [{ address: buyer, assets: ['ETH'] }],
      presetCryptoAmount: '0.25',
      partnerUserId: '<img src=x onerror=alert(1)>',
    });
    const before = await balanceOf(rpcUrl, buyer);

    const context = await browser.newContext();
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(checkout.url);
    await page.getByRole('button', { name: 'Confirm purchase' }).click();
    await page.getByRole('heading', { name: 'Purchase complete' }).waitFor();
    await context.close();

    expect((await balanceOf(rpcUrl, buyer)) - before).toBe(250_000_000_000_000_000n);
    expect(dialogs).toEqual([]);
    expect(nonLoopbackRequests(requests)).toEqual([]);
    if (checkout.sessionId) {
      const status = await onramp.getStatus({ sessionId: checkout.sessionId });
      expect(status.status).toBe('complete');
      expect(status.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    }
  });
});

import type { Route } from 'playwright-core';
import { modal, openConnect, TEST_WALLET_NAME, waitForText } from './support/modal';
import { readStack, type PlaygroundStack } from './support/stack';
import { useBrowser } from './support/use-browser';

/** Matches every request the page makes to the local cloud (config, explorer, images, analytics). */
function toCloud(stack: PlaygroundStack): (url: URL) => boolean {
  const origin = new URL(stack.cloudUrl).origin;
  return (url) => url.origin === origin;
}

// The cloud is another process, so its faults are made where the page meets the network: the
// page's requests to it are held forever (stalled) or refused (down).
describe('the modal when the cloud is stalled or down', () => {
  const browser = useBrowser();

  it('shows Connect with the injected wallet at once while every cloud request hangs, and AllWallets shows its own loading state', async () => {
    const stack = readStack();
    const held: Route[] = [];
    let firstHeld: () => void = () => undefined;
    const cloudAsked = new Promise<void>((resolve) => (firstHeld = resolve));
    const playground = await browser.open(stack, {
      // Never answered: neither fulfilled, continued nor aborted.
      beforeLoad: (context) =>
        context.route(toCloud(stack), (route) => {
          held.push(route);
          firstHeld();
        }),
    });
    const { page } = playground;
    // Remote config and origins are asked for once Kit's sagas start (just after the page's first
    // paint, issue 22) and stay unanswered; the test times out if the page never asks.
    await cloudAsked;

    const { dialog, view } = await openConnect(page);
    await view('Connect').getByRole('button', { name: TEST_WALLET_NAME }).waitFor();
    // The recommended wallets it asked the cloud for are still loading, and marked so.
    await view('Connect').locator('ul[aria-label="Wallets"][aria-busy="true"]').waitFor();

    // AllWallets: the installed wallet, then its own state for the catalogue: loading rows while
    // the request hangs (or, past the client's timeout on a slow machine, its error).
    await dialog.getByRole('button', { name: 'All wallets' }).click();
    const allWallets = view('AllWallets');
    await allWallets.getByRole('button', { name: TEST_WALLET_NAME }).waitFor();
    await allWallets
      .locator('ul[aria-label="Wallets"][aria-busy="true"]')
      .or(allWallets.getByRole('alert'))
      .waitFor();
    expect(await allWallets.getByRole('button', { name: 'MetaMask' }).count()).toBe(0);
    expect(held.some((route) => new URL(route.request().url()).pathname === '/getWallets')).toBe(
      true,
    );

    // Nothing about the wallet itself needs the cloud: it connects from here.
    await allWallets.getByRole('button', { name: TEST_WALLET_NAME }).click();
    await page
      .getByTestId('connection')
      .getByText(stack.devnet.accounts[1]!.address, { exact: true })
      .waitFor();
    await waitForText(page.getByTestId('status'), 'connected');
  });

  it('shows an error with Retry on AllWallets when the cloud is down, and Retry loads the wallets once it is back', async () => {
    const stack = readStack();
    const cloud = toCloud(stack);
    const refuse = (route: Route) => route.abort('connectionrefused');
    const playground = await browser.open(stack, {
      beforeLoad: (context) => context.route(cloud, refuse),
    });
    const { page, context } = playground;

    const { dialog, view } = await openConnect(page);
    await view('Connect').getByRole('button', { name: TEST_WALLET_NAME }).waitFor();
    await dialog.getByRole('button', { name: 'All wallets' }).click();
    const allWallets = view('AllWallets');
    const error = allWallets.getByRole('alert');
    await error.waitFor();
    const retry = allWallets.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    // The installed wallet stays usable above the error.
    await allWallets.getByRole('button', { name: TEST_WALLET_NAME }).waitFor();

    await context.unroute(cloud, refuse);
    await retry.click();
    await allWallets.getByRole('button', { name: 'MetaMask' }).waitFor();
    await error.waitFor({ state: 'detached' });
    expect(
      await modal(page).view('AllWallets').getByRole('button', { name: 'Retry' }).count(),
    ).toBe(0);
  });
});

import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  nonLoopbackRequests,
  openPlayground,
  type PlaygroundPage,
} from './support/browser';
import { readStack } from './support/stack';

// The playground as `npm start` serves it, in Debian's Chromium, with the test wallet injected.
describe('connecting from the playground in Chromium', () => {
  let browser: Browser;
  let playground: PlaygroundPage;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  afterEach(() => playground.close());

  it('opens the modal, connects the injected test wallet and shows its devnet account', async () => {
    const stack = readStack();
    playground = await openPlayground(browser, stack);
    const { page } = playground;
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await playground.screenshot('connect-view-light');
    await dialog.getByRole('button', { name: /Kit Test Wallet/ }).click();
    await page.getByTestId('connection').getByText(stack.devnet.accounts[1]!.address).waitFor();
    await page.getByTestId('balance').getByText(/ETH/).waitFor();
    await playground.screenshot('playground-connected');
  });

  it('talks to nothing outside 127.0.0.1 and throws no page error', async () => {
    const stack = readStack();
    playground = await openPlayground(browser, stack);
    await playground.page.getByRole('button', { name: 'Connect Wallet' }).click();
    await playground.page
      .getByRole('dialog')
      .getByRole('button', { name: /Kit Test Wallet/ })
      .click();
    await playground.page
      .getByTestId('connection')
      .getByText(stack.devnet.accounts[1]!.address)
      .waitFor();
    expect(playground.requests.filter((url) => url.startsWith('pageerror:'))).toEqual([]);
    expect(nonLoopbackRequests(playground.requests)).toEqual([]);
  });
});

import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  nonLoopbackRequests,
  openPlayground,
  type PlaygroundPage,
} from './support/browser';
import { waitForText } from './support/modal';
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

  it('names an inline SVG favicon and gets no error status while loading and opening', async () => {
    const stack = readStack();
    const failed: string[] = [];
    playground = await openPlayground(browser, stack, {
      beforeLoad: async (context) =>
        context.on('response', (response) => {
          if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
        }),
    });
    const { page } = playground;
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Kit Test Wallet/ })
      .waitFor();
    expect(failed).toEqual([]);
  });

  it("shows the wallet rows in the open's first frame, not after a fade from invisible", async () => {
    const stack = readStack();
    playground = await openPlayground(browser, stack);
    const { page } = playground;
    // Every frame until the first one with a wallet row in the dialog: is that row visible, with
    // opacity counted (an opacity animation from 0 on the dialog, card or view hid it)?
    const firstFrame = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const check = () => {
            const root = document.querySelector('[data-kit-host]')?.shadowRoot;
            const row = root?.querySelector('dialog[open] .kit-card .kit-list button');
            if (row) resolve(row.checkVisibility({ opacityProperty: true }));
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
    );
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    expect(await firstFrame).toBe(true);
  });

  it('wraps a signature on a 320 px page rather than running off it', async () => {
    const stack = readStack();
    playground = await openPlayground(browser, stack, { viewport: { width: 320, height: 800 } });
    const { page } = playground;
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Kit Test Wallet/ })
      .click();
    await page.getByTestId('connection').getByText(stack.devnet.accounts[1]!.address).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Sign message' }).click();
    await waitForText(page.getByTestId('sign-result'), /^0x[0-9a-f]{130}$/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium, WORKSPACE_ROOT } from '@kit/testing';

/** The EIP-6963 test wallet as one browser script: the test's side, never the app's. */
const WALLET_BUNDLE = path.join(WORKSPACE_ROOT, 'libs/testing/dist/evm-test-wallet.browser.js');

/** Debian's Chromium, headless, with the closed-network flags. */
export async function launchChromium(): Promise<Browser> {
  ensureChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** Builds @kit/testing's browser test wallet (libs/testing/dist/evm-test-wallet.browser.js). */
export function buildTestWalletBundle(): void {
  execFileSync(
    process.execPath,
    ['libs/testing/scripts/build-browser-wallet.mjs', 'evm-test-wallet'],
    { cwd: WORKSPACE_ROOT, stdio: 'ignore' },
  );
}

/** A page with what it printed and threw recorded. */
export interface WatchedPage {
  page: Page;
  /** `type: text` of every console message, and `pageerror: message` of every uncaught error. */
  messages: string[];
  /** `status url` of every response with an HTTP error status. */
  failedResponses: string[];
  close(): Promise<void>;
}

/**
 * Opens a page in a fresh context; with `wallet`, the test wallet is announced through EIP-6963
 * (as an extension would) before the app's scripts run.
 */
export async function openPage(
  browser: Browser,
  wallet?: { privateKey: string; chainId: number; rpcUrl: string },
): Promise<WatchedPage> {
  const context = await browser.newContext();
  if (wallet) {
    await context.addInitScript({ path: WALLET_BUNDLE });
    await context.addInitScript((options) => {
      const api = (
        window as unknown as { KitTestWallet: Record<string, (...args: unknown[]) => unknown> }
      ).KitTestWallet;
      const testWallet = api['createEvmTestWallet']!({
        privateKeys: [options.privateKey],
        chains: [{ chainId: options.chainId, rpcUrl: options.rpcUrl }],
      });
      api['announceEip6963']!(window, testWallet, {
        uuid: '5b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
        name: 'Kit Test Wallet',
        icon: (api as unknown as { KIT_TEST_WALLET_ICON: string }).KIT_TEST_WALLET_ICON,
        rdns: 'dev.kit.testwallet',
      });
    }, wallet);
  }
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  const failedResponses: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failedResponses.push(`${response.status()} ${response.url()}`);
  });
  return { page, messages, failedResponses, close: () => context.close() };
}

/** The modal's native dialog (inside Kit's open shadow root, which Playwright's CSS pierces). */
export function kitDialog(page: Page) {
  return page.locator('dialog.kit-dialog');
}

/** The modal's card while `view` is its current view. */
export function kitView(page: Page, view: string) {
  return kitDialog(page).locator(`.kit-card[data-view="${view}"]`);
}

/** Clicks Connect Wallet and waits for the modal to show Connect. */
export async function openConnectModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await kitView(page, 'Connect').waitFor();
}

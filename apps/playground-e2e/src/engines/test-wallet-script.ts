// The EVM test wallet as one script of source text, for engines that take an init script as text
// (Firefox's preload scripts, WebDriver's execute): the browser bundle of @kit/testing, then the
// same EIP-6963 announcement support/browser.ts makes for the Chromium journeys.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const WALLET_BUNDLE = path.resolve(
  __dirname,
  '../../../../libs/testing/dist/evm-test-wallet.browser.js',
);

/** What the page's wallet holds: private keys and the chains it knows. */
export interface TestWalletSetup {
  privateKeys: string[];
  chains: Array<{ chainId: number; rpcUrl: string }>;
}

/** Runs in the page after the bundle: creates the wallet and announces it (self-contained). */
function installWallet(setup: TestWalletSetup): void {
  const api = (
    window as unknown as { KitTestWallet?: Record<string, (...args: unknown[]) => unknown> }
  ).KitTestWallet;
  // Only the top document holds the wallet (iframes of other origins get no extension here).
  if (!api || window.top !== window) return;
  const wallet = api['createEvmTestWallet']!({
    privateKeys: setup.privateKeys,
    chains: setup.chains,
    authorized: false,
  });
  api['announceEip6963']!(window, wallet, {
    uuid: '3f0c1d5e-7a2b-4c9d-8e1f-2a3b4c5d6e7f',
    name: 'Kit Test Wallet',
    icon: (api as unknown as { KIT_TEST_WALLET_ICON: string }).KIT_TEST_WALLET_ICON,
    rdns: 'dev.kit.testwallet',
  });
  (window as unknown as { kitTestWallet: unknown }).kitTestWallet = wallet;
}

/** The init script that gives a page the test wallet with `setup`. */
export function testWalletScript(setup: TestWalletSetup): string {
  const bundle = readFileSync(WALLET_BUNDLE, 'utf8');
  return `${bundle}\n;(${installWallet.toString()})(${JSON.stringify(setup)});`;
}

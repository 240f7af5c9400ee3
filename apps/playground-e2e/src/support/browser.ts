import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import type { PlaygroundStack } from './stack';

const workspaceRoot = path.resolve(__dirname, '../../../..');
const WALLET_BUNDLE = path.join(workspaceRoot, 'libs/testing/dist/evm-test-wallet.browser.js');
const SOLANA_WALLET_BUNDLE = path.join(
  workspaceRoot,
  'libs/testing/dist/solana-test-wallet.browser.js',
);

/** Where screenshots and other artefacts of the journeys are kept (gitignored). */
export const ARTIFACTS_DIR = path.join(workspaceRoot, 'apps/playground-e2e/test-output');

/** Launches Debian's Chromium headless with the closed-network flags. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** The test wallet a page gets: dev accounts by index in the devnet's funded list. */
export interface PageWalletOptions {
  /** Indexes into the devnet accounts (default [1, 2]). */
  accounts?: number[];
  /** Chain ids the wallet knows at start (default: the first devnet chain only). */
  chainIds?: number[];
  /**
   * Also install the Solana Wallet Standard test wallet, under the same name, with these local
   * Solana accounts (indexes into the devnet's Solana accounts); `window.kitSolanaTestWallet`.
   */
  solanaAccounts?: number[];
}

/** A playground page with the test wallet injected and every request it made recorded. */
export interface PlaygroundPage {
  context: BrowserContext;
  page: Page;
  /** Every URL the page requested (documents, scripts, fetches, sockets). */
  requests: string[];
  /** Every console line the page printed, as `type: text`. */
  consoleLines: string[];
  screenshot(name: string): Promise<string>;
  /**
   * What a failed journey left on screen, for the CI log: saves a screenshot as `name` and
   * answers the modal's text and the page's last console lines.
   */
  describeFailure(name: string): Promise<string>;
  close(): Promise<void>;
}

/** Opens the playground with the EIP-1193 test wallet announced through EIP-6963 before Kit loads. */
export async function openPlayground(
  browser: Browser,
  stack: PlaygroundStack,
  options: PageWalletOptions & {
    viewport?: { width: number; height: number };
    isMobile?: boolean;
    colorScheme?: 'light' | 'dark';
    /** The playground's query string (its flags), e.g. 'theme=dark'. */
    query?: string;
    /** Runs on the new context before the page loads (routes that must catch the first request). */
    beforeLoad?: (context: BrowserContext) => Promise<unknown>;
  } = {},
): Promise<PlaygroundPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    isMobile: options.isMobile ?? false,
    hasTouch: options.isMobile ?? false,
    colorScheme: options.colorScheme ?? 'light',
  });
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  context.on('weberror', (error) => requests.push(`pageerror:${error.error().message}`));
  const privateKeys = (options.accounts ?? [1, 2]).map(
    (index) => stack.devnet.accounts[index]!.privateKey,
  );
  const chains = stack.devnet.chains
    .filter((chain) =>
      (options.chainIds ?? [stack.devnet.chains[0]!.chainId]).includes(chain.chainId),
    )
    .map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }));
  await context.addInitScript({ path: WALLET_BUNDLE });
  await context.addInitScript(
    ({ privateKeys: keys, chains: walletChains }) => {
      const api = (
        window as unknown as { KitTestWallet: Record<string, (...args: unknown[]) => unknown> }
      ).KitTestWallet;
      // Like an extension, the wallet remembers a site it authorised across reloads once the
      // journey says so (rememberWalletAuthorization); a fresh context starts unauthorised.
      // Frames of opaque origins (about:blank, sandboxed) may not read storage at all.
      let authorized = false;
      try {
        authorized = sessionStorage.getItem('kit-test-wallet:authorized') === '1';
      } catch {
        authorized = false;
      }
      const wallet = api['createEvmTestWallet']!({
        privateKeys: keys,
        chains: walletChains,
        authorized,
      });
      api['announceEip6963']!(window, wallet, {
        uuid: '3f0c1d5e-7a2b-4c9d-8e1f-2a3b4c5d6e7f',
        name: 'Kit Test Wallet',
        icon: (api as unknown as { KIT_TEST_WALLET_ICON: string }).KIT_TEST_WALLET_ICON,
        rdns: 'dev.kit.testwallet',
      });
      (window as unknown as { kitTestWallet: unknown }).kitTestWallet = wallet;
    },
    { privateKeys, chains },
  );
  const solana = stack.devnet.solana;
  if (options.solanaAccounts && solana) {
    await context.addInitScript({ path: SOLANA_WALLET_BUNDLE });
    await context.addInitScript(
      ({ secretKeys, rpcUrl, webSocketUrl }) => {
        const api = (
          window as unknown as {
            KitSolanaTestWallet: Record<string, (...args: unknown[]) => unknown>;
          }
        ).KitSolanaTestWallet;
        const wallet = api['createSolanaTestWallet']!({
          secretKeys,
          chains: [{ id: 'solana:localnet', rpcUrl, webSocketUrl }],
        });
        api['registerWalletStandard']!(window, wallet);
        (window as unknown as { kitSolanaTestWallet: unknown }).kitSolanaTestWallet = wallet;
      },
      {
        secretKeys: options.solanaAccounts.map((index) => solana.accounts[index]!.secretKey),
        rpcUrl: solana.rpcUrl,
        webSocketUrl: solana.webSocketUrl,
      },
    );
  }
  await options.beforeLoad?.(context);
  const page = await context.newPage();
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  const url = new URL(stack.playgroundUrl);
  if (options.query !== undefined) url.search = options.query;
  await page.goto(url.toString());
  const screenshot = async (name: string): Promise<string> => {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = path.join(ARTIFACTS_DIR, `${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    return file;
  };
  return {
    context,
    page,
    requests,
    consoleLines,
    screenshot,
    async describeFailure(name) {
      const file = await screenshot(name).catch((error: unknown) => `no screenshot: ${error}`);
      const modalText = await page
        .locator('[role="dialog"]')
        .first()
        .innerText({ timeout: 2_000 })
        .catch(() => '(no modal)');
      return [
        `screenshot: ${file}`,
        `modal text:\n${modalText}`,
        `last console lines:\n${consoleLines.slice(-20).join('\n')}`,
      ].join('\n');
    },
    close: () => context.close(),
  };
}

/** The URLs among `requests` whose host is not loopback (data: and blob: are local). */
export function nonLoopbackRequests(requests: readonly string[]): string[] {
  return requests.filter((url) => {
    if (url.startsWith('data:') || url.startsWith('blob:') || url.startsWith('pageerror:'))
      return false;
    try {
      const { hostname } = new URL(url);
      return !['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
    } catch {
      return true;
    }
  });
}

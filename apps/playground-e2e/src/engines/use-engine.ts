import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS_DIR } from '../support/browser';
import type { PlaygroundStack } from '../support/stack';
import type { Engine, EngineBrowser, EnginePage } from './engine';
import { byRole, JourneyPage } from './journey-page';
import { testWalletScript } from './test-wallet-script';

/** A playground page in one engine, with the test wallet holding the devnet accounts `accounts`. */
export interface EngineJourney {
  page: JourneyPage;
  /** Saves a screenshot as test-output/`name`.png and answers its path (for a failure). */
  screenshot(name: string): Promise<string>;
}

/**
 * One browser of `engine` per describe, one fresh page (context or session) per test, closed
 * after it pass or fail: call in a describe; `open()` inside a test returns the page.
 */
export function useEngine(engine: Engine): {
  open(stack: PlaygroundStack, accounts: number[]): Promise<EngineJourney>;
} {
  let browser: EngineBrowser;
  const opened: EnginePage[] = [];
  beforeAll(async () => {
    browser = await engine.launch();
  }, 120_000);
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.close()));
  });
  afterAll(() => browser?.close());
  return {
    async open(stack, accounts) {
      const initScript = testWalletScript({
        privateKeys: accounts.map((index) => stack.devnet.accounts[index]!.privateKey),
        chains: [stack.devnet.chains[0]!].map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      });
      const page = await browser.open({ url: stack.playgroundUrl, initScript });
      opened.push(page);
      const journeyPage = new JourneyPage(page);
      // A fresh profile loads every module of the Vite dev server: on a loaded two-core machine
      // that takes seconds, and classic WebDriver may answer the navigation before it is done.
      await journeyPage.waitFor(byRole('button', 'Connect Wallet'), 60_000);
      return {
        page: journeyPage,
        async screenshot(name) {
          mkdirSync(ARTIFACTS_DIR, { recursive: true });
          const file = path.join(ARTIFACTS_DIR, `${name}.png`);
          await page.screenshot(file);
          return file;
        },
      };
    },
  };
}

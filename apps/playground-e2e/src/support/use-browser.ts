import type { Browser } from 'playwright-core';
import { launchBrowser, openPlayground, type PlaygroundPage } from './browser';
import type { PlaygroundStack } from './stack';

/**
 * One browser per spec file, and one fresh context per test, closed after it pass or fail: call
 * in a describe; `open()` inside a test returns the playground page.
 */
export function useBrowser(): {
  open(
    stack: PlaygroundStack,
    options?: Parameters<typeof openPlayground>[2],
  ): Promise<PlaygroundPage>;
} {
  let browser: Browser;
  const opened: PlaygroundPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((playground) => playground.close()));
  });
  afterAll(() => browser.close());
  return {
    async open(stack, options) {
      const playground = await openPlayground(browser, stack, options);
      // Fail a step in seconds rather than at the test's timeout, naming what was awaited.
      playground.context.setDefaultTimeout(10_000);
      opened.push(playground);
      return playground;
    },
  };
}

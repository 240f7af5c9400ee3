// Chromium through playwright-core, launched as every other journey launches it.
import type { ElementHandle, Frame, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import type { Engine, EngineScope } from './engine';

/** A scope over a Playwright page or frame: both evaluate, and find elements by handle. */
function scopeOf(target: Page | Frame): EngineScope {
  const element = async (find: string): Promise<ElementHandle<Element> | null> =>
    (await target.evaluateHandle(find)).asElement() as ElementHandle<Element> | null;
  return {
    evaluate: (expression) => target.evaluate(expression),
    async click(find) {
      const handle = await element(find);
      if (!handle) return false;
      await handle.click({ timeout: 10_000 });
      return true;
    },
    async type(find, text) {
      const handle = await element(find);
      if (!handle) return false;
      // Key events, as the other engines type (ElementHandle has no pressSequentially).
      await handle.type(text, { timeout: 10_000 });
      return true;
    },
    async frame(find) {
      const frame = await (await element(find))?.contentFrame();
      return frame ? scopeOf(frame) : null;
    },
  };
}

export const chromiumEngine: Engine = {
  name: 'Chromium',
  initScriptBeforeLoad: true,
  visibilityChecks: true,
  async launch() {
    const browser = await launchBrowser();
    return {
      async open({ url, initScript }) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript({ content: initScript });
        const page = await context.newPage();
        await page.goto(url);
        return {
          ...scopeOf(page),
          // Windows the page opened are pages of its browser context.
          async popup(urlPart) {
            const found = context
              .pages()
              .find((other) => other !== page && other.url().includes(urlPart));
            return found ? scopeOf(found) : null;
          },
          screenshot: async (file) => void (await page.screenshot({ path: file })),
          close: () => context.close(),
        };
      },
      close: () => browser.close(),
    };
  },
};

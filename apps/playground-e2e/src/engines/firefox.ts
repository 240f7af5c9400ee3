// Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (no geckodriver; puppeteer-core
// never downloads a browser). Each page gets its own browser context, as Chromium's journeys do.
import puppeteer, { type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import type { Engine, EngineScope } from './engine';

/** Debian's package; `tools/scripts/ensure-debian-packages.sh` installs it when missing. */
export const FIREFOX_PATH = '/usr/bin/firefox-esr';

function scopeOf(target: Page | Frame): EngineScope {
  const element = async (find: string): Promise<ElementHandle<Element> | null> =>
    (await target.evaluateHandle(find)).asElement() as ElementHandle<Element> | null;
  return {
    evaluate: <T>(expression: string) => target.evaluate(expression) as Promise<T>,
    async click(find) {
      const handle = await element(find);
      if (!handle) return false;
      await handle.click();
      return true;
    },
    async type(find, text) {
      const handle = await element(find);
      if (!handle) return false;
      await handle.type(text);
      return true;
    },
    async frame(find) {
      const frame = await (await element(find))?.contentFrame();
      return frame ? scopeOf(frame) : null;
    },
  };
}

export const firefoxEngine: Engine = {
  name: 'Firefox ESR',
  initScriptBeforeLoad: true,
  visibilityChecks: false,
  async launch() {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      defaultViewport: { width: 1280, height: 900 },
      // Nothing outside 127.0.0.1: no update checks, telemetry or remote settings.
      extraPrefsFirefox: {
        'network.dns.disableIPv6': true,
        'app.update.enabled': false,
        'datareporting.policy.dataSubmissionEnabled': false,
        'toolkit.telemetry.enabled': false,
        'browser.safebrowsing.malware.enabled': false,
        'browser.safebrowsing.phishing.enabled': false,
      },
    });
    return {
      async open({ url, initScript }) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        // A BiDi preload script: runs in every new document before the page's own scripts.
        await page.evaluateOnNewDocument(initScript);
        await page.goto(url);
        return {
          ...scopeOf(page),
          // Windows the page opened are pages of its browser context.
          async popup(urlPart) {
            const found = (await context.pages()).find(
              (other) => other !== page && other.url().includes(urlPart),
            );
            return found ? scopeOf(found) : null;
          },
          screenshot: async (file) =>
            void (await page.screenshot({ path: file as `${string}.png` })),
          close: () => context.close(),
        };
      },
      close: () => browser.close(),
    };
  },
};

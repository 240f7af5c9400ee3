import { existsSync, statSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import type { PlaygroundPage } from './support/browser';
import {
  animationsSettled,
  connectTestWallet,
  imagesSettled,
  modal,
  openConnect,
} from './support/modal';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

/** The relative luminance (0 black … 1 white) of a computed `rgb()` / `rgba()` colour. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Waits for `card` to be still and its images in, then keeps a full-page screenshot. */
async function keep(playground: PlaygroundPage, card: Locator, name: string): Promise<void> {
  await animationsSettled(modal(playground.page).dialog);
  await imagesSettled(card);
  const file = await playground.screenshot(name);
  expect(existsSync(file) && statSync(file).size > 0).toBe(true);
}

// Artefacts for people, not baselines: Connect, AllWallets and Account in both themes, kept in
// apps/playground-e2e/test-output/. What is asserted is that each theme is the one asked for.
describe('screenshots of the modal in both themes', () => {
  const browser = useBrowser();

  it.each(['light', 'dark'] as const)(
    'keeps Connect, AllWallets and Account in the %s theme',
    async (theme) => {
      const stack = readStack();
      const playground = await browser.open(stack, {
        query: `theme=${theme}`,
        colorScheme: theme,
      });
      const { page } = playground;
      const { dialog, view } = await openConnect(page);

      expect(await page.locator('[data-kit]').getAttribute('data-kit-theme')).toBe(theme);
      const background = await view('Connect').evaluate(
        (card) => getComputedStyle(card).backgroundColor,
      );
      if (theme === 'dark') expect(luminance(background)).toBeLessThan(0.2);
      else expect(luminance(background)).toBeGreaterThan(0.8);
      await view('Connect').locator('ul[aria-label="Wallets"]:not([aria-busy])').waitFor();
      await keep(playground, view('Connect'), `modal-${theme}-connect`);

      await dialog.getByRole('button', { name: 'All wallets' }).click();
      await view('AllWallets').getByTestId('kit-all-wallets-scroll').waitFor();
      await keep(playground, view('AllWallets'), `modal-${theme}-all-wallets`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await connectTestWallet(page, stack.devnet.accounts[1]!.address);
      await page.locator('[data-kit-button="account"]').click();
      await view('Account').locator('.kit-token-row', { hasText: 'KUSD' }).waitFor();
      await keep(playground, view('Account'), `modal-${theme}-account`);
    },
  );
});

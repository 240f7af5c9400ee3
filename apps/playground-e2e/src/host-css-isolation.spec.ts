import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './support/browser';
import {
  animationsSettled,
  imagesSettled,
  modal,
  openConnect,
  type JourneyView,
} from './support/modal';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

/** The worst a host page can do to everything it can reach. */
const HOSTILE_CSS = `
* { font-family: serif !important; color: red !important; letter-spacing: 3px !important }
div { padding: 40px !important }
button { background: lime !important; text-transform: uppercase !important }
`;

/**
 * The dialog is the full-viewport overlay, and the host's own page shows through it (and changes
 * with the host's CSS, as it should). Hidden for the shot, in both shots alike, so only Kit's
 * pixels are compared.
 */
const HIDE_HOST_PAGE = 'main.playground { visibility: hidden !important }';

/** Opens `view` from a closed modal, waits until it is still, and takes the dialog's screenshot. */
async function shoot(page: Page, view: JourneyView): Promise<Buffer> {
  const { dialog, view: card } = await openConnect(page);
  if (view === 'AllWallets') {
    await dialog.getByRole('button', { name: 'All wallets' }).click();
    await card('AllWallets').getByRole('button', { name: 'MetaMask' }).waitFor();
  } else {
    await card(view).locator('ul[aria-label="Wallets"]:not([aria-busy])').waitFor();
  }
  // The mouse stays away from the card, so no row is hovered in either shot.
  await page.mouse.move(1, 1);
  await animationsSettled(dialog);
  await imagesSettled(dialog);
  const shot = await dialog.screenshot({
    animations: 'disabled',
    caret: 'hide',
    style: HIDE_HOST_PAGE,
  });
  // Closed with the mouse, as it was opened: a key press would make the next open show the focus
  // ring (:focus-visible) on the focused Close button, a difference that is not the host's doing.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return shot;
}

// Kit renders in a shadow root under its own reset, so a host page's CSS, however aggressive,
// changes nothing in the modal: not its fonts, colours, spacing, nor its buttons.
describe("the modal under the host page's CSS", () => {
  const browser = useBrowser();

  it.each(['Connect', 'AllWallets'] as const)(
    'renders %s pixel for pixel the same with hostile page CSS',
    async (view) => {
      const stack = readStack();
      const { page } = await browser.open(stack);
      // The first open rasterises the wallet images for the first time, and their rounded corners
      // come out one level apart on a few pixels from every later open: warm up once, then compare
      // two opens that differ only by the host's CSS.
      await shoot(page, view);
      const clean = await shoot(page, view);

      await page.addStyleTag({ content: HOSTILE_CSS });
      // The page itself did take the CSS (so the comparison below is not vacuous).
      expect(
        await page.getByRole('button', { name: 'Connect Wallet' }).evaluate((button) => {
          const style = getComputedStyle(button);
          return [style.backgroundColor, style.textTransform];
        }),
      ).toEqual(['rgb(0, 255, 0)', 'uppercase']);
      const hostile = await shoot(page, view);

      if (!clean.equals(hostile)) {
        // Kept for a person to look at: the two shots side by side in test-output/.
        for (const [name, shot] of [
          ['clean', clean],
          ['hostile', hostile],
        ] as const) {
          writeFileSync(path.join(ARTIFACTS_DIR, `host-css-${view}-${name}.png`), shot);
        }
      }
      expect(clean.equals(hostile)).toBe(true);
      expect(await modal(page).dialog.isVisible()).toBe(false);
    },
  );
});

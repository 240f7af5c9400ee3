import type { Locator, Page } from 'playwright-core';

/** The modal's views the journeys visit (the `data-view` of `.kit-card`). */
export type JourneyView =
  | 'Connect'
  | 'AllWallets'
  | 'ConnectingExternal'
  | 'ConnectingWalletConnect'
  | 'Account'
  | 'Networks'
  | 'SwitchNetwork'
  | 'Send'
  | 'SIWXSignMessage'
  | 'Swap'
  | 'SwapPreview'
  | 'OnRamp'
  | 'Receive'
  | 'SwitchActiveChain'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'ApproveTransaction'
  | 'ConnectingSocial'
  | 'ConnectingFarcaster'
  | 'DataCapture'
  | 'UpdateEmailWallet'
  | 'ProfileWallets';

/** Where the journeys look for the modal: the dialog and the card of its current view. */
export interface ModalLocators {
  /** The native `<dialog>` inside the shadow root (Playwright's CSS engine pierces open roots). */
  dialog: Locator;
  /** The card while `view` is the current view. */
  view(view: JourneyView): Locator;
}

/** Locators of the modal on `page`. */
export function modal(page: Page): ModalLocators {
  const dialog = page.locator('dialog.kit-dialog');
  return {
    dialog,
    view: (view) => dialog.locator(`.kit-card[data-view="${view}"]`),
  };
}

/** The name the page wallet is announced with (EIP-6963), as Connect and AllWallets list it. */
export const TEST_WALLET_NAME = /Kit Test Wallet/;

/** Clicks Connect Wallet and waits for the dialog on its first view. */
export async function openConnect(page: Page): Promise<ModalLocators> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const locators = modal(page);
  await locators.dialog.waitFor();
  return locators;
}

/**
 * Connects the page's test wallet from Connect and waits until the page's own summary (the
 * hooks) shows `address`: the modal has closed by then (ConnectingExternal closes on success).
 */
export async function connectTestWallet(page: Page, address: string): Promise<void> {
  const { dialog } = await openConnect(page);
  await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
  await page.getByTestId('connection').getByText(address, { exact: true }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Waits until `locator`'s text (whitespace collapsed, trimmed) matches `expected`, and fails with
 * the last text read, so a wrong value reads as one rather than as a bare timeout.
 */
export async function waitForText(
  locator: Locator,
  expected: string | RegExp,
  timeout = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeout;
  let last: string | null = null;
  for (;;) {
    last = await locator
      .first()
      .textContent({ timeout: 1_000 })
      .then((text) => text?.replace(/\s+/g, ' ').trim() ?? null)
      .catch(() => null);
    const matches =
      last !== null && (typeof expected === 'string' ? last === expected : expected.test(last));
    if (matches) return last as string;
    if (Date.now() > deadline) {
      throw new Error(
        `expected ${String(locator)} to read ${String(expected)}; last read: ${JSON.stringify(last)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Resolves when the finite CSS animations in `locator`'s subtree (the dialog fading in, the sheet
 * sliding up, a view rising) have finished; spinners, which never finish, are left out.
 */
export function animationsSettled(locator: Locator): Promise<void> {
  return locator.evaluate(async (element) => {
    const finite = element
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Resolves when every image in `locator`'s subtree has loaded or failed (for artefacts). */
export function imagesSettled(locator: Locator): Promise<void> {
  return locator.evaluate(async (element) => {
    const images = [...element.querySelectorAll('img')].filter((image) => !image.complete);
    await Promise.all(
      images.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
  });
}

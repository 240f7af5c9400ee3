import type { Page } from 'playwright-core';
import { modal, waitForText } from './support/modal';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

/** What has keyboard focus, looking through shadow roots: enough to tell the controls apart. */
interface Focused {
  tag: string;
  name: string;
  kitButton: string | null;
  inDialog: boolean;
}

/** The element that has focus now (through the modal's shadow root). */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active === null || active === document.body) return null;
    return {
      tag: active.tagName.toLowerCase(),
      name: (active.getAttribute('aria-label') ?? active.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
      kitButton: active.getAttribute('data-kit-button'),
      inDialog: active.closest('dialog') !== null,
    };
  });
}

/** Presses `key` until `done` holds for the focused element; fails after `limit` presses. */
async function pressUntil(
  page: Page,
  key: string,
  done: (element: Focused | null) => boolean,
  limit = 15,
): Promise<Focused> {
  const seen: Array<string | undefined> = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    const element = await focused(page);
    if (element !== null && done(element)) return element;
    seen.push(element?.name);
  }
  throw new Error(`${key} never reached the target; focus went through ${JSON.stringify(seen)}`);
}

// A visitor with a keyboard and no mouse: every step is a key press, focus is where they expect.
describe('the modal with the keyboard only', () => {
  const browser = useBrowser();

  it('connects with Tab and Enter, closes with Escape and gives focus back to the opener', async () => {
    const stack = readStack();
    const { page } = await browser.open(stack);
    const { dialog, view } = modal(page);
    const address = stack.devnet.accounts[1]!.address;

    // Tab from the top of the page to Connect Wallet, Enter opens Connect with focus inside.
    await pressUntil(page, 'Tab', (element) => element?.kitButton === 'connect');
    await page.keyboard.press('Enter');
    await view('Connect').waitFor();
    expect((await focused(page))?.inDialog).toBe(true);

    // Tab through the list to the injected wallet; Tab never leaves the dialog on the way.
    await pressUntil(page, 'Tab', (element) => {
      if (element !== null && !element.inDialog)
        throw new Error(`focus left the dialog: ${element.name}`);
      return element?.name.startsWith('Kit Test Wallet') ?? false;
    });
    await page.keyboard.press('Enter');
    await page.getByTestId('connection').getByText(address, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The modal closed itself on success: focus is back on the button that opened it.
    expect(await focused(page)).toMatchObject({ kitButton: 'account', inDialog: false });

    // Enter on the account button opens Account; Escape closes it and focus returns there.
    await page.keyboard.press('Enter');
    await view('Account').waitFor();
    expect((await focused(page))?.inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focused(page)).toMatchObject({ kitButton: 'account', inDialog: false });
    await waitForText(page.getByTestId('status'), 'connected');
  });

  it('keeps Tab and Shift+Tab inside the open modal', async () => {
    const stack = readStack();
    const { page } = await browser.open(stack);
    await page.getByRole('button', { name: 'Connect Wallet' }).focus();
    await page.keyboard.press('Enter');
    await modal(page).view('Connect').waitFor();
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let presses = 0; presses < 12; presses += 1) {
        await page.keyboard.press(key);
        const element = await focused(page);
        expect({ key, presses, inDialog: element?.inDialog }).toEqual({
          key,
          presses,
          inDialog: true,
        });
      }
    }
  });
});

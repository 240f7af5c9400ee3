import type { Page } from 'playwright-core';
import { readMailedCode } from './support/mailbox';
import { connectTestWallet, modal, openConnect } from './support/modal';
import { readStack } from './support/stack';
import { useBrowser } from './support/use-browser';

// Issue 23 in Chromium, where what jsdom cannot show happens: a focused control that disables
// itself drops focus to <body>, and the browser's own Tab order (one stop per radio group) leaves
// the dialog unless the trap agrees with it. The jsdom suites (libs/views keyboard.spec.tsx)
// cover every view; these two check the two cases of the issue where the browser decides.

/** Where focus is (through the modal's shadow root): null for <body>. */
function focused(page: Page): Promise<{ name: string; inDialog: boolean } | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active === null || active === document.body) return null;
    return {
      name: (active.getAttribute('aria-label') ?? active.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
      inDialog: active.closest('dialog') !== null,
    };
  });
}

describe('focus stays in the modal (issue 23)', () => {
  const browser = useBrowser();

  it('OnRamp: Tab from the checked "Card" radio, checkout still disabled, stays in the dialog 25 times each way', async () => {
    const stack = readStack();
    const { page } = await browser.open(stack);
    const { dialog, view } = modal(page);
    await connectTestWallet(page, stack.devnet.accounts[1]!.address);
    await page.locator('[data-kit-button="account"]').click();
    await view('Account').waitFor();
    await dialog.getByRole('button', { name: 'Buy', exact: true }).click();
    await view('OnRamp').waitFor();
    const card = dialog.getByRole('radio', { name: /Card/ });
    await card.check();
    expect(await dialog.getByRole('button', { name: 'Continue to checkout' }).isDisabled()).toBe(
      true,
    );
    for (const key of ['Tab', 'Shift+Tab']) {
      await card.focus();
      for (let presses = 1; presses <= 25; presses += 1) {
        await page.keyboard.press(key);
        const element = await focused(page);
        expect({ key, presses, inDialog: element?.inDialog ?? 'body' }).toEqual({
          key,
          presses,
          inDialog: true,
        });
      }
    }
  });

  it('OTP: Verify by keyboard keeps focus in the dialog, and a refused code puts it in the field', async () => {
    const stack = readStack();
    const { page } = await browser.open(stack);
    const { dialog, view } = modal(page);
    await openConnect(page);
    const email = `keyboard-${Date.now()}@example.test`;
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Continue with email' }).click();
    await view('EmailVerifyOtp').waitFor();
    const code = dialog.getByLabel('Code', { exact: true });
    const mailed = await readMailedCode(stack.cloudUrl, email);
    await code.fill(mailed === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify' }).focus();
    await page.keyboard.press('Enter');
    await view('EmailVerifyOtp').getByText('Invalid or expired code').waitFor();
    expect(await focused(page)).toEqual({ name: '', inDialog: true });
    expect(await code.evaluate((input) => input.matches(':focus'))).toBe(true);
    // Tab from there reaches Verify, inside the dialog.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Verify', inDialog: true });
  });
});

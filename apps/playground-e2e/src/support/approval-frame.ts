import type { FrameLocator, Page } from 'playwright-core';

const FRAME_SELECTOR = 'dialog.kit-dialog iframe.kit-approve-frame';

/**
 * Chromium quietly discards input to a cross-origin frame that watches its visibility
 * (IntersectionObserver v2, as the approval page does) when the frame moved or resized 10 px or
 * more within the last 500 ms. The page's own wait (VISIBLE_FOR_MS) starts when it becomes
 * visible, which is not always after its last move; the journey waits out the browser's window.
 */
const STILL_FOR_MS = 600;
const POLL_MS = 50;

/** The secure site's approval page, framed by ApproveTransaction. */
export function approvalFrame(page: Page): FrameLocator {
  return page.frameLocator(FRAME_SELECTOR);
}

async function waitUntilFrameStill(page: Page, timeoutMs: number): Promise<void> {
  const frame = page.locator(FRAME_SELECTOR);
  const deadline = Date.now() + timeoutMs;
  let last = JSON.stringify(await frame.boundingBox());
  let stillSince = Date.now();
  while (Date.now() - stillSince < STILL_FOR_MS) {
    if (Date.now() > deadline) throw new Error(`the approval frame kept moving: last at ${last}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const box = JSON.stringify(await frame.boundingBox());
    if (box !== last) {
      last = box;
      stillSince = Date.now();
    }
  }
}

/**
 * Presses `answer` on the approval page once the browser will deliver the press, and waits until
 * the page took it: it reads 'Approved.' / 'Rejected.', or the modal already left the frame. A
 * press the page did not take fails here with what the page showed, rather than later as a result
 * that never came.
 */
export async function answerApproval(
  page: Page,
  answer: 'Approve' | 'Reject',
  timeoutMs = 10_000,
): Promise<void> {
  const frame = approvalFrame(page);
  const button = frame.getByRole('button', { name: answer, exact: true });
  // Enabled: the page saw itself visible and unobscured for its own while.
  await button.and(frame.locator('button:enabled')).waitFor({ timeout: timeoutMs });
  await waitUntilFrameStill(page, timeoutMs);
  await button.click();
  const taken = answer === 'Approve' ? 'Approved.' : 'Rejected.';
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await page.locator(FRAME_SELECTOR).count()) === 0) return;
    const text = await frame
      .locator('body')
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    if (text?.includes(taken)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const shown = await frame
    .locator('body')
    .innerText({ timeout: 1_000 })
    .catch((error: unknown) => `(unreadable: ${String(error)})`);
  const disabled = await button.isDisabled({ timeout: 1_000 }).catch(() => 'unknown');
  throw new Error(
    `the approval page did not take the ${answer} press; it shows ${JSON.stringify(shown)} ` +
      `(${answer} disabled: ${String(disabled)})`,
  );
}

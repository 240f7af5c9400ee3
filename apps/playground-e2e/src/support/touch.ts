import type { Locator, Page } from 'playwright-core';

/** The phone the touch journeys use: 390x844 CSS px with touch (so `pointer: coarse` matches). */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true } as const;

/** The smallest target WCAG 2.5.5 (AAA) and the platform guidelines ask for, in CSS px. */
export const MIN_TARGET = 44;

/** An interactive element smaller than MIN_TARGET, as measured on screen. */
export interface SmallTarget {
  /** Where it was seen (the journey's name for the state). */
  state: string;
  /** Its accessible name as far as the page can tell (aria-label, text, or tag). */
  name: string;
  width: number;
  height: number;
}

/**
 * Every visible interactive element of the open dialog smaller than MIN_TARGET in either
 * direction. A checkbox or radio counts by its label when it has one (tapping the label works);
 * the dialog itself and headings focused by script (tabindex -1) are not targets.
 */
export function smallTargets(dialog: Locator, state: string): Promise<SmallTarget[]> {
  return dialog.evaluate(
    (root, { min, state: where }) => {
      const selector =
        'button,a[href],input:not([type="hidden"]),select,textarea,summary,[role="button"],[role="tab"],[role="link"],[role="checkbox"],[role="radio"],[tabindex]:not([tabindex="-1"])';
      const out: { state: string; name: string; width: number; height: number }[] = [];
      for (const element of root.querySelectorAll<HTMLElement>(selector)) {
        if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) continue;
        const toggle =
          element instanceof HTMLInputElement &&
          (element.type === 'checkbox' || element.type === 'radio');
        const target = (toggle && element.closest('label')) || element;
        const { width, height } = target.getBoundingClientRect();
        if (width === 0 || height === 0) continue;
        // Half a pixel of slack for sub-pixel layout (a 43.99px box is a 44px box on screen).
        if (width >= min - 0.5 && height >= min - 0.5) continue;
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent?.replace(/\s+/g, ' ').trim() ||
            element.getAttribute('placeholder') ||
            element.tagName.toLowerCase());
        out.push({ state: where, name, width: Math.round(width), height: Math.round(height) });
      }
      return out;
    },
    { min: MIN_TARGET, state },
  );
}

/**
 * A one-finger swipe through Chromium's touch input (touchStart, moves, touchEnd), which the
 * page sees as touch and pointer events, as on a phone: from `start`, `dy` px down in steps.
 */
export async function swipe(
  page: Page,
  start: { x: number; y: number },
  dy: number,
  steps = 10,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const point = (y: number) => [{ x: start.x, y, id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(start.y) });
    for (let step = 1; step <= steps; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: point(start.y + (dy * step) / steps),
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/** The centre of the sheet's drag handle (where a visitor puts a thumb to pull it down). */
export async function handleCentre(dialog: Locator): Promise<{ x: number; y: number }> {
  const box = await dialog.locator('.kit-sheet-handle').boundingBox();
  if (box === null) throw new Error('the sheet has no drag handle on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

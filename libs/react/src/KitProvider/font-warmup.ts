import { CONSTANTS } from '@kit/core';
import { FONT_WEIGHTS, MONO_FONT, SYSTEM_FONT } from '@kit/ui/fonts';

// Issue 22 (click to list): the first layout of text in a font looks the font up (on Linux a
// synchronous call from the renderer to the browser for each family and weight), and in the
// modal's first open that lookup fell inside the forced layout of `showModal()`: opening with the
// fonts already looked up was about 8 ms faster at 1x CPU and about 28 ms at 4x (bench, medians
// of 8 and 5, interleaved). The lookup is cached for the page, so laying out a few hidden letters
// in each of the modal's fonts while the page is idle takes it off the click's path.

/** A family and weight the modal's text is set in. */
export interface ModalFont {
  family: string;
  weight: number;
}

/** The fonts of the modal: Kit's family (or the integrator's) at each weight, and monospace. */
export function modalFonts(fontFamily: string | undefined): ModalFont[] {
  const family = fontFamily?.trim() ? fontFamily : SYSTEM_FONT;
  return [
    ...FONT_WEIGHTS.map((weight) => ({ family, weight })),
    { family: MONO_FONT, weight: 400 },
  ];
}

/**
 * Lays out two letters in each font, hidden and out of the page's flow, then removes them. Set
 * through the CSSOM, so a family the browser rejects is ignored, never parsed as other CSS.
 */
export function layOutFonts(doc: Document, fonts: readonly ModalFont[]): void {
  const box = doc.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  Object.assign(box.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    width: '0',
    height: '0',
    overflow: 'hidden',
    visibility: 'hidden',
    pointerEvents: 'none',
  });
  for (const { family, weight } of fonts) {
    const letters = doc.createElement('span');
    letters.textContent = 'Aa';
    letters.style.fontFamily = family;
    letters.style.fontWeight = String(weight);
    box.append(letters);
  }
  doc.body.append(box);
  // Reading a box's size lays the text out now, which is what looks the fonts up.
  void box.getBoundingClientRect();
  for (const letters of box.children) void letters.getBoundingClientRect();
  box.remove();
}

/** Each window's families already looked up, so a page with several providers does it once. */
const warmed = new WeakMap<Window, Set<string>>();

/**
 * Lays out the modal's fonts once the page is idle (after its first frames, so the page's own
 * first paint never waits for it), once per window and family; returns the cancel.
 */
export function scheduleFontWarmup(win: Window, fontFamily: string | undefined): () => void {
  const fonts = modalFonts(fontFamily);
  const key = fonts.map((font) => `${font.family}/${font.weight}`).join('|');
  const done = warmed.get(win) ?? new Set<string>();
  warmed.set(win, done);
  if (done.has(key)) return () => undefined;
  const run = () => {
    if (done.has(key)) return;
    done.add(key);
    layOutFonts(win.document, fonts);
  };
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(run, { timeout: CONSTANTS.FONT_WARMUP_IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(id);
  }
  const timer = win.setTimeout(run, CONSTANTS.FONT_WARMUP_FALLBACK_DELAY_MS);
  return () => win.clearTimeout(timer);
}

import type { ElementProbe } from '../bench-apps';

/** What the in-page helper exposes as window.kitBench. */
export interface PageProbeApi {
  /** performance.now() of the first pointerdown, or null before any. */
  clickAt: number | null;
  /** Resolves with performance.now() of the first frame `probe` is visible, or null at timeout. */
  waitFor(probe: ElementProbe, timeoutMs: number): Promise<number | null>;
  /** The centre of the visible element `probe` finds, or null. */
  centreOf(probe: ElementProbe): { x: number; y: number } | null;
}

/**
 * Runs in the page before any app script. Finds elements through open shadow roots (AppKit's
 * modal is web components), checks them every animation frame, and notes when the first
 * pointerdown happens, so click-to-modal is measured on the page's own clock, frame-accurate.
 * Self-contained: Playwright serialises it into the page.
 */
export function installPageProbes(): void {
  const find = (probe: ElementProbe): Element | null => {
    const roots: (Document | ShadowRoot)[] = [document];
    while (roots.length > 0) {
      const root = roots.pop()!;
      for (const element of Array.from(root.querySelectorAll(probe.selector))) {
        const rect = element.getBoundingClientRect();
        const shown =
          rect.width > 0 &&
          rect.height > 0 &&
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        const text = probe.text;
        if (shown && (text === undefined || (element.textContent ?? '').includes(text))) {
          return element;
        }
      }
      for (const element of Array.from(root.querySelectorAll('*'))) {
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    return null;
  };
  const api: PageProbeApi = {
    clickAt: null,
    waitFor: (probe, timeoutMs) =>
      new Promise((resolve) => {
        const deadline = performance.now() + timeoutMs;
        const check = () => {
          if (find(probe)) return resolve(performance.now());
          if (performance.now() > deadline) return resolve(null);
          requestAnimationFrame(check);
        };
        check();
      }),
    centreOf: (probe) => {
      const element = find(probe);
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    },
  };
  (window as unknown as { kitBench: PageProbeApi }).kitBench = api;
  window.addEventListener(
    'pointerdown',
    () => {
      api.clickAt ??= performance.now();
    },
    { capture: true },
  );
}

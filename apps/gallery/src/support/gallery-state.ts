// How a story tells whoever drives the page (the screenshot and overflow specs, the screens
// script) that its state is on screen: attributes on <html>, read with a selector.

/** `data-gallery-state` on <html>: `ready` once the scenario's state is drawn, or `error`. */
export const GALLERY_STATE_ATTRIBUTE = 'data-gallery-state';
/** `data-gallery-error` on <html>: why the scenario could not be drawn. */
export const GALLERY_ERROR_ATTRIBUTE = 'data-gallery-error';

/** Marks the page ready for screenshots and checks. */
export function markReady(): void {
  document.documentElement.setAttribute(GALLERY_STATE_ATTRIBUTE, 'ready');
}

/** Marks the page failed, with the reason. */
export function markFailed(error: unknown): void {
  document.documentElement.setAttribute(GALLERY_STATE_ATTRIBUTE, 'error');
  document.documentElement.setAttribute(
    GALLERY_ERROR_ATTRIBUTE,
    error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  );
}

/** Clears the marks when a story unmounts (Ladle switches stories without a page load). */
export function clearMarks(): void {
  document.documentElement.removeAttribute(GALLERY_STATE_ATTRIBUTE);
  document.documentElement.removeAttribute(GALLERY_ERROR_ATTRIBUTE);
}

/** Resolves once `done()` holds, checking every animation frame; rejects after `timeoutMs`. */
export function waitUntil(done: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (done()) return resolve();
      if (performance.now() - start > timeoutMs) return reject(new Error(`timed out: ${what}`));
      requestAnimationFrame(check);
    };
    check();
  });
}

// Clickjacking defence of the framed approval page (issue 17, finding 6). The host page frames
// it and knows the approval id, so it could lay the frame under a decoy, make it transparent, or
// cover it. IntersectionObserver v2 (`trackVisibility`) tells whether the buttons are actually
// visible: not covered, not transparent, not transformed or filtered, in any ancestor frame.
// The buttons are live only while that holds (and has held for a moment, so an overlay pulled
// away right before the click does not count). A browser without it gets no framed approval.

/** How long the buttons must have been visible before a click counts. */
export const VISIBLE_FOR_MS = 500;

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean };

/** True when this browser can report occlusion (Chromium's IntersectionObserver v2). */
export function canTrackVisibility(): boolean {
  return (
    typeof IntersectionObserverEntry !== 'undefined' &&
    'isVisible' in IntersectionObserverEntry.prototype
  );
}

/**
 * Watches `targets` (what is asked, and the button) and calls `onChange(true)` once all have been
 * fully visible and unobscured for VISIBLE_FOR_MS, `onChange(false)` whenever one stops being so. `visibleLongEnough()` is
 * for the click itself.
 */
export function watchVisibility(targets: Element[], onChange: (visible: boolean) => void) {
  const states = new Map<Element, boolean>(targets.map((target) => [target, false]));
  let visibleSince: number | undefined;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries as VisibilityEntry[]) {
        states.set(entry.target, entry.isVisible === true && entry.intersectionRatio >= 0.999);
      }
      const visible = [...states.values()].every(Boolean);
      clearTimeout(settle);
      if (!visible) {
        visibleSince = undefined;
        onChange(false);
        return;
      }
      visibleSince ??= performance.now();
      // Live only once it has stayed visible a moment (an overlay pulled away at the last instant).
      settle = setTimeout(() => onChange(true), VISIBLE_FOR_MS);
    },
    // Options of IntersectionObserver v2 (not in TypeScript's DOM types yet).
    { threshold: [1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
  );
  for (const target of targets) observer.observe(target);
  // Visibility is computed in rendering updates, and a still page gets none: without frames an
  // overlay's removal would never be noticed. An animation-frame loop keeps them coming.
  let frame = requestAnimationFrame(function tick() {
    frame = requestAnimationFrame(tick);
  });
  return {
    visibleLongEnough: () =>
      visibleSince !== undefined && performance.now() - visibleSince >= VISIBLE_FOR_MS,
    stop: () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
      observer.disconnect();
    },
  };
}

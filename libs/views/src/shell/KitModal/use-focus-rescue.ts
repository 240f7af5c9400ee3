import { useEffect, type RefObject } from 'react';

/**
 * Keeps keyboard focus in the card when the focused control goes away under it: a button that
 * disables itself while it works (Verify, Sign), a Retry replaced by the list it loaded. Browsers
 * then drop focus to `<body>`, outside the dialog, and the next Tab starts from the page (issue
 * 23). Focus goes to the first field marked invalid (what the visitor fixes next), else to the
 * view's title. Focus the visitor moved on purpose (a click elsewhere) is left alone: only the
 * loss of the control that had focus is repaired.
 */
export function useFocusRescue(cardRef: RefObject<HTMLElement | null>, titleId: string): void {
  useEffect(() => {
    const card = cardRef.current;
    if (card === null || typeof MutationObserver === 'undefined') return;
    const root = card.getRootNode() as Document | ShadowRoot;
    let focused: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent): void => {
      if (event.target instanceof HTMLElement) focused = event.target;
    };
    const lost = (element: HTMLElement): boolean =>
      !card.contains(element) ||
      ((element as HTMLButtonElement).disabled ?? false) ||
      element.closest('[hidden],[inert]') !== null;
    const observer = new MutationObserver(() => {
      if (focused === null || !lost(focused)) return;
      const active = root.activeElement;
      // Focus already moved somewhere that is still there: not ours to change.
      if (active !== null && active !== focused && active !== document.body) {
        focused = null;
        return;
      }
      const target =
        card.querySelector<HTMLElement>('input[aria-invalid="true"]:not([disabled])') ??
        root.getElementById(titleId);
      if (target === null || !card.contains(target)) return;
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
      focused = target;
      target.focus();
    });
    observer.observe(card, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'inert'],
    });
    card.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      card.removeEventListener('focusin', onFocusIn);
    };
  }, [cardRef, titleId]);
}

import { KitProvider } from '@kit/react';
import type { Kit } from '@kit/store';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** A Kit button element on the page and the React it shows inside itself. @internal */
export interface KitButtonSlot {
  element: HTMLElement;
  /** Keeps the element's portal (and its button's state) across re-renders. */
  key: string;
  render(): ReactNode;
}

/** One Kit's modal on the page: a React root of its own, with the buttons portalled in. @internal */
export interface KitMount {
  /** Renders the provider and the modal, with one button in each of `slots`. */
  render(slots: readonly KitButtonSlot[]): void;
  /** Unmounts the React root and removes its container (and so the modal's host). Idempotent. */
  unmount(): void;
}

/**
 * Mounts @kit/react's KitProvider (which renders the modal in its own shadow root) for `kit` on
 * a container appended to `document.body`. The button elements are portals of this one tree, so
 * the page holds one React root and one store subscription per button, like a React app.
 */
export function mountKit(kit: Kit, document: Document): KitMount {
  const container = document.createElement('div');
  container.setAttribute('data-kit-html-root', '');
  document.body.append(container);
  const root = createRoot(container);
  let mounted = true;
  const mount: KitMount = {
    render(slots) {
      if (!mounted) return;
      root.render(
        <KitProvider kit={kit}>
          {slots.map((slot) => createPortal(slot.render(), slot.element, slot.key))}
        </KitProvider>,
      );
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      container.remove();
    },
  };
  mount.render([]);
  return mount;
}

import { kitError, type KitError } from '@kit/core';
import type { ComponentProps, ComponentType } from 'react';
import type { KitModalHostProps } from './modal-host';

// The modal (its shell, views, @kit/ui and CSS: ~20 KiB gzip) is not part of the page's first
// load (issue 22): its code is fetched on the first intent to open it, and earlier where a click
// is coming (the pointer over, focus on, or a press on a Kit button: a press starts the load the
// click's ~100 ms earlier on touch screens, which have no hover), so opening stays one render away.

type ModalHost = ComponentType<KitModalHostProps>;

/** Loads the modal's code once, and again after a failed load. @internal */
export interface ModalLoader {
  /**
   * Starts loading (idempotent) and resolves with the host component. A failed load rejects with
   * the KitError MODAL_LOAD_FAILED (the import's error as its cause) and is forgotten, so the next
   * intent (hover, focus, press, click, open) tries again.
   */
  load(): Promise<ModalHost>;
  /** Starts loading where a click may come; never rejects. */
  preload(): void;
  /** The host component once its code is in, else undefined. */
  loaded(): ModalHost | undefined;
  /** Calls `listener` when the code has loaded; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The typed error of a failed load of the modal's code. @internal */
export function modalLoadFailed(cause: unknown): KitError {
  return kitError('MODAL_LOAD_FAILED', {}, { cause });
}

/** A loader over `importHost` (the dynamic import of modal-host.tsx). @internal */
export function createModalLoader(importHost: () => Promise<ModalHost>): ModalLoader {
  let loaded: ModalHost | undefined;
  let loading: Promise<ModalHost> | undefined;
  const listeners = new Set<() => void>();
  const load = (): Promise<ModalHost> => {
    loading ??= importHost().then(
      (host) => {
        loaded = host;
        for (const listener of [...listeners]) listener();
        return host;
      },
      (error: unknown) => {
        loading = undefined;
        throw modalLoadFailed(error);
      },
    );
    return loading;
  };
  return {
    load,
    preload: () => {
      load().catch(() => undefined);
    },
    loaded: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The page's one loader of the modal: every provider and button shares its chunk. @internal */
export const modalLoader: ModalLoader = createModalLoader(() =>
  import('./modal-host').then((module) => module.KitModalHost),
);

/** The handlers of a button that opens the modal, as an integrator may pass them. @internal */
type PreloadHandlers = Pick<
  ComponentProps<'button'>,
  'onPointerEnter' | 'onFocus' | 'onPointerDown'
>;

/**
 * A Kit button's `onPointerEnter`, `onFocus` and `onPointerDown`: each starts loading the modal's
 * code (a click is likely coming, or under way), then calls the integrator's own handler, if
 * any. `loader` is the page's one loader; specs pass their own. @internal
 */
export function withModalPreload(
  handlers: PreloadHandlers,
  loader: ModalLoader = modalLoader,
): Required<PreloadHandlers> {
  return {
    onPointerEnter: (event) => {
      loader.preload();
      handlers.onPointerEnter?.(event);
    },
    onFocus: (event) => {
      loader.preload();
      handlers.onFocus?.(event);
    },
    onPointerDown: (event) => {
      loader.preload();
      handlers.onPointerDown?.(event);
    },
  };
}

import { kitError, type KitError } from '@kit/core';
import { loadAccountView } from '@kit/views/account-view';
import { useSyncExternalStore, type ComponentProps, type ComponentType } from 'react';
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
  /**
   * The error of the last load while it is the last word (MODAL_LOAD_FAILED), else undefined:
   * set when a load fails, cleared when the next one starts. Kit's buttons show it.
   */
  failure(): KitError | undefined;
  /**
   * Calls `listener` when the code has loaded, a load failed or a retry started; returns the
   * unsubscribe.
   */
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
  let failure: KitError | undefined;
  const listeners = new Set<() => void>();
  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };
  const load = (): Promise<ModalHost> => {
    if (loading !== undefined) return loading;
    loading = importHost().then(
      (host) => {
        loaded = host;
        notify();
        return host;
      },
      (error: unknown) => {
        loading = undefined;
        const failed = modalLoadFailed(error);
        failure = failed;
        notify();
        throw failed;
      },
    );
    if (failure !== undefined) {
      // A retry is under way: the failure is no longer the last word.
      failure = undefined;
      notify();
    }
    return loading;
  };
  return {
    load,
    preload: () => {
      load().catch(() => undefined);
    },
    loaded: () => loaded,
    failure: () => failure,
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
 * Starts fetching the Account view's code (a chunk of its own, see @kit/views/account-view), for
 * an open that will land on Account; never rejects (a failed fetch is the view's to retry when
 * shown). @internal
 */
export function preloadAccountView(load: () => Promise<unknown> = loadAccountView): void {
  load().catch(() => undefined);
}

/**
 * A Kit button's `onPointerEnter`, `onFocus` and `onPointerDown`: each starts loading the modal's
 * code (a click is likely coming, or under way), and the Account view's beside it when the
 * button opens on Account (`opensOnAccount`: a connected visitor's), then calls the integrator's
 * own handler, if any. `loader` and `loadAccount` are the page's; specs pass their own. @internal
 */
export function withModalPreload(
  handlers: PreloadHandlers,
  {
    loader = modalLoader,
    opensOnAccount = false,
    loadAccount = loadAccountView,
  }: { loader?: ModalLoader; opensOnAccount?: boolean; loadAccount?: () => Promise<unknown> } = {},
): Required<PreloadHandlers> {
  const preload = (): void => {
    loader.preload();
    if (opensOnAccount) preloadAccountView(loadAccount);
  };
  return {
    onPointerEnter: (event) => {
      preload();
      handlers.onPointerEnter?.(event);
    },
    onFocus: (event) => {
      preload();
      handlers.onFocus?.(event);
    },
    onPointerDown: (event) => {
      preload();
      handlers.onPointerDown?.(event);
    },
  };
}

/**
 * The failure of the last load of the modal's code (MODAL_LOAD_FAILED) until the next load starts,
 * else undefined: Kit's buttons show it, since a failed open leaves no modal to say it. @internal
 */
export function useModalLoadFailure(loader: ModalLoader = modalLoader): KitError | undefined {
  return useSyncExternalStore(loader.subscribe, loader.failure, noFailureOnServer);
}

/** The server loads nothing, so nothing failed. */
const noFailureOnServer = (): undefined => undefined;

/**
 * What a Kit button reads while the modal's code could not be loaded; its next press loads again.
 * Our words (the spec has none for this): the visitor learns the press did not work and what to
 * do, and the button keeps its place on the page. @internal
 */
export const MODAL_LOAD_FAILED_LABEL = 'Could not load. Try again';

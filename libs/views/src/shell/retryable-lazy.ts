import type { ComponentType } from 'react';

/** A view whose code loads on first use, and loads again after a failed attempt. */
export interface RetryableLazy {
  /** The view's component once its code is in, else undefined. */
  loaded(): ComponentType | undefined;
  /**
   * Starts loading the code (idempotent while a load is under way or done) and resolves with the
   * component; a failed load rejects with the import's error and is forgotten, so the next call
   * (Try again, a later preload) fetches the chunk again.
   */
  load(): Promise<ComponentType>;
  /**
   * Starts loading now, so the view shows without a spinner when it is reached; never rejects (a
   * failed preload is forgotten, and the view loads again when shown).
   */
  preload(): Promise<void>;
}

/**
 * A lazily loaded view, without React.lazy: a lazy component suspends, and React (18 and 19)
 * holds the content of a Suspense boundary whose fallback it has just shown for at least 300 ms
 * (its FALLBACK_THROTTLE_MS), however soon the code arrives: every first visit to a lazy view
 * waited about 300 ms on a spinner for a chunk that took 10-30 ms (issue 22, the bench's "All
 * wallets → first row" 344 ms instead of 44-77). LazyView renders the spinner itself and the
 * view once `loaded()` has it. React.lazy also caches a rejected import for good; this forgets
 * it. `load` runs only when the view is first shown or preloaded.
 */
export function retryableLazy(load: () => Promise<ComponentType>): RetryableLazy {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const start = (): Promise<ComponentType> => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    loaded: () => loaded,
    load: start,
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  };
}

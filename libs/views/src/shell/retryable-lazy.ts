import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded view whose failed load can be retried. */
export interface RetryableLazy {
  /**
   * The view: the loaded component once its code is in (no suspense, no spinner), else the
   * current lazy component (a new one after `reset`).
   */
  component(): ComponentType | LazyExoticComponent<ComponentType>;
  /**
   * Starts loading the code now (idempotent), so the view shows without a spinner when it is
   * reached; a failed preload is forgotten and the view loads again when shown.
   */
  preload(): Promise<void>;
  /** Forgets a failed load, so the next render loads the chunk again. */
  reset(): void;
}

/**
 * React.lazy caches a rejected import for good, so a view whose chunk failed once (offline, a
 * deploy in between) could never load again; this keeps one lazy component and replaces it on
 * `reset`. `load` runs only when the view is first rendered or preloaded.
 */
export function retryableLazy(load: () => Promise<ComponentType>): RetryableLazy {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  let current: LazyExoticComponent<ComponentType> | undefined;
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
    component: () => loaded ?? (current ??= lazy(async () => ({ default: await start() }))),
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
    reset: () => {
      loading = undefined;
      current = undefined;
    },
  };
}

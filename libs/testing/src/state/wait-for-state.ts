/** Anything with a Redux-store-like getState/subscribe pair (a Redux store, a Kit instance). */
export interface ObservableState<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

/**
 * Resolves once `predicate` holds for the state: at once, or on the first change that makes it
 * true. Sagas run asynchronously, so tests wait on the state itself rather than on time.
 */
export function waitForState<S>(
  source: ObservableState<S>,
  predicate: (state: S) => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    if (predicate(source.getState())) return resolve();
    const unsubscribe = source.subscribe(() => {
      if (!predicate(source.getState())) return;
      unsubscribe();
      resolve();
    });
  });
}

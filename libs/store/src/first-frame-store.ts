import type { Action } from '@reduxjs/toolkit';
import { rootReducer, type KitState, type KitStore } from './kit-store';

/**
 * The store as Kit's own React components read it (KitProvider's react-redux context). Reading
 * it never starts the sagas (saga-start.ts), so the page's first frame does not wait for them;
 * until they start, each state is shown with `firstSteps` applied: the actions the sagas' first
 * step puts that the first frame shows (the network restored on load), so that frame looks as it
 * did when the sagas started inside createKit. Once they run, it is the store's own state.
 */
export function firstFrameStore(
  store: KitStore,
  started: () => boolean,
  firstSteps: readonly Action[],
): KitStore {
  let seen: KitState | undefined;
  let shown: KitState | undefined;
  const getState = (): KitState => {
    const state = store.getState();
    if (started() || firstSteps.length === 0) return state;
    // Same state, same object: react-redux compares snapshots by reference.
    if (state !== seen) {
      seen = state;
      shown = firstSteps.reduce<KitState>((next, action) => rootReducer(next, action), state);
    }
    return shown!;
  };
  return { ...store, getState };
}

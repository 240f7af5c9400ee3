import type { UnknownAction } from '@reduxjs/toolkit';
import type { Kit, KitState } from '@kit/store';
import { createContext, useContext } from 'react';
import {
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  shallowEqual as reactReduxShallowEqual,
  type ReactReduxContextValue,
} from 'react-redux';

/**
 * The Kit instance the modal and the hooks read. Its value must stay the same object for the life
 * of the provider: every consumer re-renders when it changes, so narrow subscriptions go through
 * `useKitSelector`, never through a new context value.
 */
export const KitContext = createContext<Kit | null>(null);
KitContext.displayName = 'KitContext';

/**
 * Kit's own react-redux context: KitProvider renders `<Provider store={kit.store}
 * context={KitStoreContext}>`, so an app's own Redux store and `<Provider>` (react-redux's
 * default context) live beside Kit's and neither's hooks ever read the other's store.
 */
export const KitStoreContext = createContext<ReactReduxContextValue<KitState> | null>(null);
KitStoreContext.displayName = 'KitStoreContext';

const OUTSIDE_PROVIDER = 'Kit hooks and components must be rendered inside <KitProvider>.';

/** The Kit instance of the nearest provider; throws a clear error outside one. */
export function useKitInstance(): Kit {
  const kit = useContext(KitContext);
  if (kit === null) throw new Error(OUTSIDE_PROVIDER);
  return kit;
}

/** Throws Kit's own error outside a provider (react-redux's names its `<Provider>` instead). */
function useInsideKitStore(): void {
  if (useContext(KitStoreContext) === null) throw new Error(OUTSIDE_PROVIDER);
}

/** Compares two selections; `Object.is` unless a hook says otherwise. */
export type EqualityFn<T> = (previous: T, next: T) => boolean;

/** Shallow equality of two plain objects (or arrays): same keys, `Object.is` values. */
export const shallowEqual: <T>(previous: T, next: T) => boolean = reactReduxShallowEqual;

const useKitStoreSelector = createSelectorHook(KitStoreContext).withTypes<KitState>();
const useKitStoreDispatch = createDispatchHook(KitStoreContext);
const useKitStore = createStoreHook(KitStoreContext);

/**
 * Reads a value from the Kit store and re-renders only when that value changes (by `Object.is`,
 * or `equalityFn`): react-redux's `useSelector` on Kit's own context. SSR-safe: the server
 * snapshot is the store's current state.
 */
export function useKitSelector<T>(
  selector: (state: KitState) => T,
  equalityFn: EqualityFn<T> = Object.is,
): T {
  useInsideKitStore();
  return useKitStoreSelector(selector, equalityFn);
}

/** The Kit store's dispatch: views send intents (`connectRequested`, `goBack`…) through it. */
export function useKitDispatch(): (action: UnknownAction) => UnknownAction {
  useInsideKitStore();
  return useKitStoreDispatch();
}

/** Reads the current state once, outside render (event handlers that check an outcome). */
export function useKitGetState(): () => KitState {
  useInsideKitStore();
  return useKitStore().getState;
}

/**
 * @internal Not an API: every view imports this file, and through this re-export reaches the
 * store's modules; see shell/lazy-view-anchor.ts for why the first load needs that.
 */
export { LAZY_VIEW_ANCHOR } from '../shell/lazy-view-anchor';

import type { UnknownAction } from '@reduxjs/toolkit';
import type { Kit, KitState } from '@kit/store';
import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * The Kit instance the modal and the hooks read. Its value must stay the same object for the life
 * of the provider: every consumer re-renders when it changes, so narrow subscriptions go through
 * `useKitSelector`, never through a new context value.
 */
export const KitContext = createContext<Kit | null>(null);
KitContext.displayName = 'KitContext';

/** The Kit instance of the nearest provider; throws a clear error outside one. */
export function useKitInstance(): Kit {
  const kit = useContext(KitContext);
  if (kit === null) {
    throw new Error('Kit hooks and components must be rendered inside <KitProvider>.');
  }
  return kit;
}

/** Compares two selections; `Object.is` unless a hook says otherwise. */
export type EqualityFn<T> = (previous: T, next: T) => boolean;

/** Shallow equality of two plain objects (or arrays): same keys, `Object.is` values. */
export function shallowEqual<T>(previous: T, next: T): boolean {
  if (Object.is(previous, next)) return true;
  if (
    typeof previous !== 'object' ||
    typeof next !== 'object' ||
    previous === null ||
    next === null
  ) {
    return false;
  }
  const a = previous as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]));
}

/**
 * Reads a value from the Kit store and re-renders only when that value changes (by `Object.is`,
 * or `equalityFn`). The selection is recomputed only when the state object changes, so selectors
 * that build objects stay stable between unrelated renders (the approach of React's own
 * `useSyncExternalStoreWithSelector`, without the extra package). SSR-safe: the server snapshot
 * is the store's current state.
 */
export function useKitSelector<T>(
  selector: (state: KitState) => T,
  equalityFn: EqualityFn<T> = Object.is,
): T {
  const { store } = useKitInstance();
  // The last committed selection, so a new selector (inline arrows are new every render) that
  // selects an equal value hands back the same reference.
  const committed = useRef<{ value: T } | null>(null);
  const getSelection = useMemo(() => {
    let memo: { state: KitState; selection: T } | undefined;
    return (): T => {
      const state = store.getState();
      if (memo !== undefined && Object.is(memo.state, state)) return memo.selection;
      const next = selector(state);
      const previous = memo?.selection ?? committed.current?.value;
      const keep =
        (memo !== undefined || committed.current !== null) && equalityFn(previous as T, next);
      memo = { state, selection: keep ? (previous as T) : next };
      return memo.selection;
    };
  }, [store, selector, equalityFn]);
  const value = useSyncExternalStore(store.subscribe, getSelection, getSelection);
  useEffect(() => {
    committed.current = { value };
  }, [value]);
  return value;
}

/** The Kit store's dispatch: views send intents (`connectRequested`, `goBack`…) through it. */
export function useKitDispatch(): (action: UnknownAction) => UnknownAction {
  return useKitInstance().store.dispatch;
}

/** Reads the current state once, outside render (event handlers that check an outcome). */
export function useKitGetState(): () => KitState {
  return useKitInstance().store.getState;
}

/**
 * @internal Not an API: every view imports this file, and through this re-export reaches the
 * store's modules; see shell/lazy-view-anchor.ts for why the first load needs that.
 */
export { LAZY_VIEW_ANCHOR } from '../shell/lazy-view-anchor';

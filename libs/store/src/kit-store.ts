import {
  combineReducers,
  configureStore,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { accountSlice } from '@kit/account';
import { alertsSlice } from '@kit/alerts';
import { analyticsSlice } from '@kit/analytics';
import { balancesSlice } from '@kit/balances';
import { connectionSlice } from '@kit/connection';
import { modalSlice } from '@kit/modal';
import { networkSlice } from '@kit/network';
import { optionsSlice } from '@kit/options';
import { pairingSlice } from '@kit/pairing';
import { toastSlice } from '@kit/toast';
import { walletsSlice } from '@kit/wallets';
import { dataCaptureReducer, siwxStandInReducer, type SiwxState } from '@kit/siwx';
import type { ActivityState } from '@kit/activity';
import type { NamesState } from '@kit/names';
import type { SmartSessionsState } from '@kit/smart-sessions';
import type { SwapState } from '@kit/swap';
import type { OnrampState } from '@kit/onramp';
import type { SendState } from '@kit/send';
import type { EmbeddedState } from '@kit/embedded';

/** The reducers of the first load: one key per feature slice the first screen may move. */
const eagerReducers = {
  [accountSlice.name]: accountSlice.reducer,
  [alertsSlice.name]: alertsSlice.reducer,
  [analyticsSlice.name]: analyticsSlice.reducer,
  [balancesSlice.name]: balancesSlice.reducer,
  [connectionSlice.name]: connectionSlice.reducer,
  [modalSlice.name]: modalSlice.reducer,
  [networkSlice.name]: networkSlice.reducer,
  [optionsSlice.name]: optionsSlice.reducer,
  [toastSlice.name]: toastSlice.reducer,
  [walletsSlice.name]: walletsSlice.reducer,
  // Sign-in's initial state (and a failed load of its code) until its slice loads (LazyKitSlices).
  siwx: siwxStandInReducer,
  [pairingSlice.name]: pairingSlice.reducer,
  dataCapture: dataCaptureReducer,
};

/**
 * The slices only the modal's flows move, added to the root reducer when their code loads
 * (injectLazySlice; issue 22: kept out of the page's first load). Until then their key is absent
 * from the state, and their selectors read the slice's initial state.
 */
export interface LazyKitSlices {
  activity: ActivityState;
  names: NamesState;
  smartSessions: SmartSessionsState;
  swap: SwapState;
  onramp: OnrampState;
  send: SendState;
  embedded: EmbeddedState;
  /** Sign-in's slice replaces its stand-in (kept in the first load, so `siwx` is always read). */
  siwx: SiwxState;
}

/** The whole Kit state: a lazy slice's key appears once its slice is injected. */
export type KitState = {
  [Name in keyof typeof eagerReducers]: ReturnType<(typeof eagerReducers)[Name]>;
} & Partial<LazyKitSlices>;

const lazyReducers: { [Name in keyof LazyKitSlices]?: Reducer<LazyKitSlices[Name]> } = {};
let combined = combineReducers(eagerReducers) as unknown as Reducer<KitState>;

/** The root reducer: the eager slices, and the lazy ones injected so far (injectLazySlice). */
export function rootReducer(state: KitState | undefined, action: UnknownAction): KitState {
  return combined(state, action);
}

/** A slice of the modal's flows, as its code exports it (a createSlice result fits). @internal */
export type LazyKitSlice = {
  [Name in keyof LazyKitSlices]: { reducerPath: Name; reducer: Reducer<LazyKitSlices[Name]> };
}[keyof LazyKitSlices];

/**
 * Adds a lazily loaded feature's slice to the root reducer of every Kit on the page (issue 22).
 * The code that can move the slice away from its initial state calls it as it loads, before it
 * dispatches anything: the feature's views chunk (@kit/views) and its saga chunk (lazy-sagas/).
 * Until then the state has no key for it and the feature's selectors read its initial state, so
 * an absent slice and a fresh one look the same. The state gets the key, at the slice's initial
 * state, on the next action. Idempotent. (RTK's combineSlices().inject() does the same, but its
 * selector proxies cost the first load ~0.4 KiB gzip, about what the lazy slices save.)
 * @internal For Kit's own chunks (@kit/views, lazy-sagas/), not for integrators.
 */
export function injectLazySlice(slice: LazyKitSlice): void {
  if (lazyReducers[slice.reducerPath] === slice.reducer) return;
  Object.assign(lazyReducers, { [slice.reducerPath]: slice.reducer });
  combined = combineReducers({ ...eagerReducers, ...lazyReducers }) as unknown as Reducer<KitState>;
}

/** Builds the Redux store around the given saga middleware. */
export function createKitStore(sagaMiddleware: Middleware) {
  return configureStore({
    reducer: rootReducer,
    // Thunks are off: effects live in sagas. The serialisability checks stay on in every build
    // mode that has them, because adapters or providers in state are a design bug.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
}

/** The Kit Redux store. */
export type KitStore = ReturnType<typeof createKitStore>;

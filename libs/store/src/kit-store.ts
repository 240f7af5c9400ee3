import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { accountSlice } from '@kit/account';
import { alertsSlice } from '@kit/alerts';
import { analyticsSlice } from '@kit/analytics';
import { balancesSlice } from '@kit/balances';
import { connectionSlice } from '@kit/connection';
import { modalSlice } from '@kit/modal';
import { networkSlice } from '@kit/network';
import { optionsSlice } from '@kit/options';
import { pairingSlice } from '@kit/pairing';
import { sendSlice } from '@kit/send';
import { toastSlice } from '@kit/toast';
import { walletsSlice } from '@kit/wallets';
import { dataCaptureReducer, siwxSlice } from '@kit/siwx';
import { activitySlice } from '@kit/activity';
import { namesSlice } from '@kit/names';
import { smartSessionsSlice } from '@kit/smart-sessions';
import { swapSlice } from '@kit/swap';
import { onrampSlice } from '@kit/onramp';
import { embeddedSlice } from '@kit/embedded';

/** The root reducer: one key per feature slice. */
export const rootReducer = combineReducers({
  [accountSlice.name]: accountSlice.reducer,
  [alertsSlice.name]: alertsSlice.reducer,
  [analyticsSlice.name]: analyticsSlice.reducer,
  [balancesSlice.name]: balancesSlice.reducer,
  [connectionSlice.name]: connectionSlice.reducer,
  [modalSlice.name]: modalSlice.reducer,
  [networkSlice.name]: networkSlice.reducer,
  [optionsSlice.name]: optionsSlice.reducer,
  [sendSlice.name]: sendSlice.reducer,
  [toastSlice.name]: toastSlice.reducer,
  [walletsSlice.name]: walletsSlice.reducer,
  [siwxSlice.name]: siwxSlice.reducer,
  [activitySlice.name]: activitySlice.reducer,
  [namesSlice.name]: namesSlice.reducer,
  [smartSessionsSlice.name]: smartSessionsSlice.reducer,
  [swapSlice.name]: swapSlice.reducer,
  [onrampSlice.name]: onrampSlice.reducer,
  [embeddedSlice.name]: embeddedSlice.reducer,
  [pairingSlice.name]: pairingSlice.reducer,
  dataCapture: dataCaptureReducer,
});

/** The whole Kit state. */
export type KitState = ReturnType<typeof rootReducer>;

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

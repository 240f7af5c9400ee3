import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { ChainAdapter, KitNetwork } from '@kit/core';
import { balancesSlice } from '@kit/balances';
import {
  activeNamespaceChanged,
  connected,
  connectionSlice,
  namespaceRegistered,
} from '@kit/connection';
import { ALICE, createTestServices } from '@kit/connection/src/scripted-adapter.spec-helper';
import { networkChanged, networksConfigured, networkSlice } from '@kit/network';
import { toastSlice } from '@kit/toast';
import { sendFormSaga } from './send-form.saga';
import { sendRequestSaga } from './send.saga';
import { sendSlice } from './send.slice';

/**
 * The send feature's sagas with the sends loaded up front, as the store runs them once both are
 * loaded (the form's when a wallet is on its way, the sends' on the first Send). Context:
 * `registry`, `api` (the names client).
 */
export function* sendSaga() {
  yield all([call(sendFormSaga), call(sendRequestSaga)]);
}

/**
 * A store with ALICE connected through `adapter` on `network` (eip155) and the send saga running
 * with `context` added to the test services; `actions` records every dispatched action. `before`
 * is dispatched before the saga starts (as when the store loads it late). Stop the returned task
 * after the test.
 */
export function startConnectedSendStore(
  adapter: ChainAdapter,
  network: KitNetwork,
  context: Record<string, unknown> = {},
  before: UnknownAction[] = [],
) {
  const sagaMiddleware = createSagaMiddleware({
    context: { ...createTestServices([adapter]), ...context },
  });
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: {
      send: sendSlice.reducer,
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      balances: balancesSlice.reducer,
      toast: toastSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(recorder, sagaMiddleware),
  });
  const { caipNetworkId } = network;
  store.dispatch(networksConfigured([network]));
  store.dispatch(namespaceRegistered({ namespace: 'eip155' }));
  store.dispatch(activeNamespaceChanged({ namespace: 'eip155' }));
  store.dispatch(
    connected({
      namespace: 'eip155',
      connectorId: 'eip155:alpha',
      accounts: [{ address: ALICE }],
      caipNetworkId,
    }),
  );
  store.dispatch(networkChanged({ namespace: 'eip155', caipNetworkId }));
  for (const action of before) store.dispatch(action);
  const task: Task = sagaMiddleware.run(sendSaga);
  return { store, actions, task };
}

import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel, type Saga } from 'redux-saga';
import {
  actionChannel,
  call,
  flush,
  fork,
  getContext,
  put,
  select,
  take,
} from 'redux-saga/effects';
import type { KitLogger } from '@kit/core';
import {
  accountsChanged,
  chainChanged,
  connected,
  connectedBeside,
  connecting,
  connectionSwitched,
  reconnecting,
  type WithConnection,
} from '@kit/connection';

/**
 * The outcomes that say a wallet is connected or on its way (a connect or the reconnect on load
 * started). Each has a reducer, so none is ever replayed: the started saga reads the state they
 * left instead.
 */
export const WALLET_ON_ITS_WAY: readonly string[] = [
  connecting.type,
  reconnecting.type,
  connected.type,
  connectedBeside.type,
  connectionSwitched.type,
  accountsChanged.type,
  chainChanged.type,
];

/** A feature saga with nothing to do until a wallet connects, loaded when one is on its way. */
export interface LazyConnectedSaga {
  /** For logs: the features' name. */
  name: string;
  /**
   * Plain intents (no reducer) the saga answers: they load it too (even with no wallet), and the
   * ones that waited for the chunk are replayed to it, in order.
   */
  intents: readonly string[];
  /**
   * Outcomes that load it too, with no wallet, e.g. a form's changes: never replayed (they have
   * reducers), so the saga must read what they left when it starts.
   */
  outcomes?: readonly string[];
  /** Loads the saga's chunk. */
  load: () => Promise<Saga>;
  /**
   * Reports, from the state, what the saga could not do because its chunk did not load (after
   * the logger heard of it); the next wallet event or intent loads it again.
   */
  loadFailed: (error: unknown) => Generator;
}

/** True once a namespace is connected, connecting or reconnecting. */
const selectWalletOnItsWay = (state: WithConnection): boolean =>
  Object.values(state.connection.status).some((status) => status !== 'disconnected');

/**
 * The next action that calls for the saga: one of its intents, or a wallet event after which a
 * wallet is on its way (the reconnect on load starts with nothing stored too, and a locked
 * wallet's empty accountsChanged ends a connection: neither is one).
 */
function* nextWake(wakes: Channel<Action>, feature: LazyConnectedSaga) {
  while (true) {
    const action: Action = yield take(wakes);
    if (feature.intents.includes(action.type)) return action;
    if (feature.outcomes?.includes(action.type)) return action;
    const onItsWay: boolean = yield select(selectWalletOnItsWay);
    if (onItsWay) return action;
  }
}

/**
 * Runs a feature saga that has nothing to do before a wallet connects (balances, the account's
 * name) only once one is on its way (issue 22: its code leaves the first load). It loads the
 * chunk on the first of its intents or outcomes, or of WALLET_ON_ITS_WAY that leaves a namespace connected,
 * connecting or reconnecting, or at once when the state shows one already. The outcomes it
 * slept through are not replayed (their reducers ran already): the saga must, when it starts, do
 * what they would have asked for the connections in the state; it is started before anything
 * else is dispatched, so from then on it hears every outcome itself. A failed load is logged and
 * reported by `loadFailed`; the next wallet event or intent tries again.
 */
export function* lazyConnectedSaga(feature: LazyConnectedSaga) {
  const wakes: Channel<Action> = yield actionChannel(
    [...WALLET_ON_ITS_WAY, ...feature.intents, ...(feature.outcomes ?? [])],
    buffers.expanding(),
  );
  try {
    // The reconnect on load may have started before this saga did.
    const onItsWay: boolean = yield select(selectWalletOnItsWay);
    let first: Action | undefined = onItsWay ? undefined : yield call(nextWake, wakes, feature);
    while (true) {
      try {
        const saga: Saga = yield call(feature.load);
        const waiting: Action[] = yield flush(wakes);
        yield fork(saga);
        for (const action of first === undefined ? waiting : [first, ...waiting]) {
          if (feature.intents.includes(action.type)) yield put(action);
        }
        return;
      } catch (error) {
        const logger: KitLogger = yield getContext('logger');
        logger.error(`the ${feature.name} feature failed to load`, error);
        // What waited on this load is reported from the state it left; the next event retries.
        yield flush(wakes);
        yield call(feature.loadFailed, error);
        first = yield call(nextWake, wakes, feature);
      }
    }
  } finally {
    wakes.close();
  }
}

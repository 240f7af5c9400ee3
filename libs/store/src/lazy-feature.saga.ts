import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel, type Saga } from 'redux-saga';
import { actionChannel, call, flush, fork, getContext, put, take } from 'redux-saga/effects';
import type { KitLogger } from '@kit/core';

/** A feature saga the store loads on demand. */
export interface LazyFeatureSaga {
  /** For logs: the feature's name. */
  name: string;
  /**
   * Intents that need the saga; the first one seen loads it, and it and every trigger dispatched
   * while the chunk loaded are replayed to it, in order.
   */
  triggers: readonly string[];
  /** Loads the saga's chunk. */
  load: () => Promise<Saga>;
  /**
   * What to report when the chunk cannot be loaded, for the trigger that asked for it (the next
   * trigger tries again).
   */
  loadFailed: (error: unknown, trigger: Action) => Action;
}

/**
 * Runs a heavy feature's saga only once it is needed (ARCHITECTURE.md: heavy views load lazily,
 * and so do the flows behind them): waits for the first trigger, loads the saga's chunk, starts
 * it and replays to it the trigger and those that arrived while the chunk loaded (a buffer takes
 * them from the start, so a quick second intent, e.g. the next keystroke, is not lost). Triggers
 * are plain intents (no reducer), so the replay changes no state twice.
 */
export function* lazyFeatureSaga(feature: LazyFeatureSaga) {
  const triggers: Channel<Action> = yield actionChannel([...feature.triggers], buffers.expanding());
  try {
    while (true) {
      const first: Action = yield take(triggers);
      try {
        const saga: Saga = yield call(feature.load);
        yield fork(saga);
        const waiting: Action[] = yield flush(triggers);
        for (const action of [first, ...waiting]) yield put(action);
        return;
      } catch (error) {
        const logger: KitLogger = yield getContext('logger');
        logger.error(`the ${feature.name} feature failed to load`, error);
        // The intents that waited on this load fail with it; the next one tries again.
        const waiting: Action[] = yield flush(triggers);
        for (const action of [first, ...waiting]) yield put(feature.loadFailed(error, action));
      }
    }
  } finally {
    triggers.close();
  }
}

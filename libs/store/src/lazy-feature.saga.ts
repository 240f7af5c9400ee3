import type { Action } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { call, fork, getContext, put, take } from 'redux-saga/effects';
import type { KitLogger } from '@kit/core';

/** A feature saga the store loads on demand. */
export interface LazyFeatureSaga {
  /** For logs: the feature's name. */
  name: string;
  /** Intents that need the saga; the first one seen loads it and is replayed to it. */
  triggers: readonly string[];
  /** Loads the saga's chunk. */
  load: () => Promise<Saga>;
  /** What to report when the chunk cannot be loaded (the next trigger tries again). */
  loadFailed: (error: unknown) => Action;
}

/**
 * Runs a heavy feature's saga only once it is needed (ARCHITECTURE.md: heavy views load lazily,
 * and so do the flows behind them): waits for the first trigger, loads the saga's chunk, starts
 * it and replays the trigger to it. Triggers are plain intents (no reducer), so the replay
 * changes no state twice.
 */
export function* lazyFeatureSaga(feature: LazyFeatureSaga) {
  while (true) {
    const first: Action = yield take([...feature.triggers]);
    try {
      const saga: Saga = yield call(feature.load);
      yield fork(saga);
      yield put(first);
      return;
    } catch (error) {
      const logger: KitLogger = yield getContext('logger');
      logger.error(`the ${feature.name} feature failed to load`, error);
      yield put(feature.loadFailed(error));
    }
  }
}

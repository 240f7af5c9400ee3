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
  /**
   * Actions after which the triggers before them are moot (the modal closed on a pairing no one
   * waits for any more): while the chunk loads, such an action drops the triggers that came before
   * it, neither replayed nor reported. Never replayed themselves.
   */
  cancelledBy?: readonly string[];
  /**
   * Instead of dropping a trigger a cancelling action came after: the outcome to report for it
   * (a connect the modal's closing ends with 'Modal closed', so its caller hears back), or
   * undefined to keep it (a disconnect the closing does not concern).
   */
  cancelled?: (trigger: Action) => Action | undefined;
}

/**
 * The triggers that still count, in order, and the outcomes of those a cancelling action ended
 * (`feature.cancelled`); without `cancelled`, a cancelling action drops every trigger before it.
 */
function stillWanted(actions: readonly Action[], feature: LazyFeatureSaga) {
  const wanted: Action[] = [];
  const ended: Action[] = [];
  for (const action of actions) {
    if (!feature.cancelledBy?.includes(action.type)) {
      wanted.push(action);
      continue;
    }
    for (const trigger of wanted.splice(0)) {
      if (!feature.cancelled) continue;
      const outcome = feature.cancelled(trigger);
      if (outcome === undefined) wanted.push(trigger);
      else ended.push(outcome);
    }
  }
  return { wanted, ended };
}

/**
 * Runs a heavy feature's saga only once it is needed (ARCHITECTURE.md: heavy views load lazily,
 * and so do the flows behind them): waits for the first trigger, loads the saga's chunk, starts
 * it and replays to it the trigger and those that arrived while the chunk loaded (a buffer takes
 * them from the start, so a quick second intent, e.g. the next keystroke, is not lost). Triggers
 * are plain intents (no reducer, or one that is idempotent), so the replay changes no state twice.
 */
export function* lazyFeatureSaga(feature: LazyFeatureSaga) {
  const cancelledBy = feature.cancelledBy ?? [];
  const triggers: Channel<Action> = yield actionChannel(
    [...feature.triggers, ...cancelledBy],
    buffers.expanding(),
  );
  try {
    while (true) {
      const first: Action = yield take(triggers);
      // With nothing waiting, a cancelling action has nothing to cancel.
      if (cancelledBy.includes(first.type)) continue;
      try {
        const saga: Saga = yield call(feature.load);
        yield fork(saga);
        const waiting: Action[] = yield flush(triggers);
        const { wanted, ended } = stillWanted([first, ...waiting], feature);
        for (const action of [...ended, ...wanted]) yield put(action);
        return;
      } catch (error) {
        const logger: KitLogger = yield getContext('logger');
        logger.error(`the ${feature.name} feature failed to load`, error);
        // The intents that waited on this load fail with it; the next one tries again.
        const waiting: Action[] = yield flush(triggers);
        const { wanted, ended } = stillWanted([first, ...waiting], feature);
        for (const action of ended) yield put(action);
        for (const action of wanted) yield put(feature.loadFailed(error, action));
      }
    }
  } finally {
    triggers.close();
  }
}

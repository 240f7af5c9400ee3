import { CONSTANTS } from '@kit/core';
import type { Middleware } from '@reduxjs/toolkit';
import type { SagaMiddleware, Task } from 'redux-saga';

// Issue 22 (time to button): starting every feature saga runs a few hundred saga effects and the
// first call of most of Kit's code, tens of ms on a fast machine and hundreds at 4x CPU, all
// before React can render the page's Connect button. The first frame needs none of it unless a
// stored connection reconnects (the button says 'Connecting…'), so a page without one starts the
// sagas just after its first paint. Nothing is missed meanwhile: any dispatch (a click, an
// integrator's `kit.open()`) and any read through Kit's API start them first, synchronously, so
// every action still meets running sagas, exactly as when they started inside createKit.

/** Starts the root saga once: now, or after the first paint, whichever is asked first. */
export interface SagaStart {
  /** Starts the sagas unless they run already (or Kit was destroyed); returns their task. */
  now(): Task | undefined;
  /** Starts the sagas after the page's next two frames (the first paint), or at once without a page. */
  afterFirstPaint(win: Window | undefined): void;
  /** The running task, if the sagas started. */
  task(): Task | undefined;
  /** True from the moment the sagas start. */
  started(): boolean;
  /** Never starts them (kit.destroy() before the start); a started task is the caller's to cancel. */
  cancel(): void;
  /**
   * The saga middleware with a start before every dispatch once `arm()` was called, so the
   * configuration createKit dispatches first goes in before any saga runs, as it always did.
   */
  middleware: Middleware;
  /** From now on, any dispatch starts the sagas first. */
  arm(): void;
}

/** A start of `run` (the root saga's `sagaMiddleware.run`) through `sagaMiddleware`. */
export function createSagaStart(sagaMiddleware: SagaMiddleware, run: () => Task): SagaStart {
  let task: Task | undefined;
  // Set from the start on: the sagas' own first dispatches happen inside `run()`.
  let started = false;
  let cancelled = false;
  let armed = false;
  let unschedule: (() => void) | undefined;
  const now = (): Task | undefined => {
    if (!started && !cancelled) {
      started = true;
      unschedule?.();
      unschedule = undefined;
      task = run();
    }
    return task;
  };
  const middleware: Middleware = (api) => {
    const withSagas = sagaMiddleware(api);
    return (next) => {
      const dispatch = withSagas(next);
      return (action) => {
        if (armed) now();
        return dispatch(action);
      };
    };
  };
  return {
    now,
    afterFirstPaint(win) {
      const frame = win?.requestAnimationFrame?.bind(win);
      if (frame === undefined || win?.document?.visibilityState !== 'visible') {
        now();
        return;
      }
      // Two frames: the first may come before React's first commit; the second paints it.
      let id = frame(() => {
        id = frame(() => {
          clearTimeout(timer);
          timer = setTimeout(now, 0);
        });
      });
      let timer = setTimeout(now, CONSTANTS.SAGA_START_FALLBACK_MS);
      unschedule = () => {
        win.cancelAnimationFrame?.(id);
        clearTimeout(timer);
      };
    },
    task: () => task,
    started: () => started,
    cancel() {
      cancelled = true;
      unschedule?.();
      unschedule = undefined;
    },
    middleware,
    arm() {
      armed = true;
    },
  };
}

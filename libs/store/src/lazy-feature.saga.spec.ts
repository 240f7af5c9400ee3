import { configureStore, createAction, type Action } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import { lazyFeatureSaga } from './lazy-feature.saga';

const started = createAction('demo/started');
const typed = createAction<string>('demo/typed');
const failed = createAction<{ error: string; trigger: string }>('demo/loadFailed');
const closed = createAction('demo/closed');

/** Runs lazyFeatureSaga in a store that records every action; returns it and the log. */
function run(load: () => Promise<Saga>, cancelled?: (trigger: Action) => Action | undefined) {
  const put: Action[] = [];
  const errors: unknown[] = [];
  const logger = { warn: () => undefined, error: (_message: string, e: unknown) => errors.push(e) };
  const sagaMiddleware = createSagaMiddleware({ context: { logger } });
  const store = configureStore({
    reducer: (state: null = null, action: Action) => {
      put.push(action);
      return state;
    },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(lazyFeatureSaga, {
    name: 'demo',
    triggers: [started.type, typed.type],
    load,
    loadFailed: (error: unknown, trigger: Action) =>
      failed({ error: String(error), trigger: trigger.type }),
    cancelledBy: [closed.type],
    ...(cancelled ? { cancelled } : {}),
  });
  return { dispatch: (action: Action) => store.dispatch(action), put, errors };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyFeatureSaga', () => {
  it('loads nothing until a trigger, then starts the saga and replays the trigger to it', async () => {
    const seen: string[] = [];
    let loads = 0;
    const saga: Saga = function* () {
      yield takeEvery(started.type, (action: Action) => void seen.push(action.type));
    };
    const kit = run(async () => {
      loads += 1;
      return saga;
    });
    kit.dispatch({ type: 'demo/other' });
    await tick();
    expect(loads).toBe(0);

    kit.dispatch(started());
    await tick();
    expect(loads).toBe(1);
    expect(seen).toEqual(['demo/started']);

    kit.dispatch(started());
    await tick();
    expect(loads).toBe(1);
    expect(seen).toEqual(['demo/started', 'demo/started']);
  });

  it('reports a chunk that fails to load and tries again on the next trigger', async () => {
    const seen: string[] = [];
    let attempts = 0;
    const kit = run(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return function* () {
        yield takeEvery(started.type, (action: Action) => void seen.push(action.type));
      };
    });
    kit.dispatch(started());
    await tick();
    expect(kit.put).toContainEqual(failed({ error: 'Error: chunk failed', trigger: started.type }));
    expect(kit.errors).toHaveLength(1);
    expect(seen).toEqual([]);

    kit.dispatch(started());
    await tick();
    expect(attempts).toBe(2);
    expect(seen).toEqual(['demo/started']);
  });

  it('replays, in order, every trigger dispatched while the chunk loaded', async () => {
    const seen: string[] = [];
    let finishLoad: (saga: Saga) => void = () => undefined;
    let loads = 0;
    const kit = run(
      () =>
        new Promise<Saga>((resolve) => {
          loads += 1;
          finishLoad = resolve;
        }),
    );
    kit.dispatch(typed('a'));
    kit.dispatch(typed('al'));
    kit.dispatch({ type: 'demo/other' });
    kit.dispatch(typed('ali'));
    await tick();
    expect(loads).toBe(1);

    finishLoad(function* () {
      yield takeEvery(
        typed.type,
        (action: ReturnType<typeof typed>) => void seen.push(action.payload),
      );
    });
    await tick();
    expect(seen).toEqual(['a', 'al', 'ali']);

    kit.dispatch(typed('alic'));
    await tick();
    expect(seen).toEqual(['a', 'al', 'ali', 'alic']);
    expect(loads).toBe(1);
  });

  it('fails every trigger that waited on a failed load, each with its own report, once', async () => {
    let failLoad: (error: Error) => void = () => undefined;
    let attempts = 0;
    const kit = run(
      () =>
        new Promise<Saga>((_resolve, reject) => {
          attempts += 1;
          failLoad = reject;
        }),
    );
    kit.dispatch(started());
    kit.dispatch(typed('a'));
    await tick();
    failLoad(new Error('offline'));
    await tick();
    const reports = kit.put.filter((action) => failed.match(action));
    expect(reports).toEqual([
      failed({ error: 'Error: offline', trigger: started.type }),
      failed({ error: 'Error: offline', trigger: typed.type }),
    ]);
    // The waiting triggers failed with this load: none of them starts another one on its own.
    expect(attempts).toBe(1);
    expect(kit.errors).toHaveLength(1);
  });

  it('drops the triggers a cancelling action followed while the chunk loaded, and replays those after it', async () => {
    const seen: string[] = [];
    let finishLoad: (saga: Saga) => void = () => undefined;
    const kit = run(() => new Promise<Saga>((resolve) => (finishLoad = resolve)));
    kit.dispatch(typed('before close'));
    kit.dispatch(closed());
    kit.dispatch(typed('after close'));
    await tick();
    finishLoad(function* () {
      yield takeEvery(
        [typed.type, closed.type],
        (action: Action) => void seen.push(typed.match(action) ? action.payload : action.type),
      );
    });
    await tick();
    expect(seen).toEqual(['after close']);
  });

  it('replays nothing, and reports no failure, when the last trigger was cancelled', async () => {
    const seen: string[] = [];
    let settle: { resolve: (saga: Saga) => void; reject: (error: Error) => void } | undefined;
    const kit = run(() => new Promise<Saga>((resolve, reject) => (settle = { resolve, reject })));
    kit.dispatch(started());
    kit.dispatch(closed());
    await tick();
    settle!.reject(new Error('offline'));
    await tick();
    expect(kit.put.filter((action) => failed.match(action))).toEqual([]);

    kit.dispatch(started());
    kit.dispatch(closed());
    await tick();
    settle!.resolve(function* () {
      yield takeEvery(started.type, (action: Action) => void seen.push(action.type));
    });
    await tick();
    expect(seen).toEqual([]);
  });

  it('loads nothing on a cancelling action alone', async () => {
    let loads = 0;
    const kit = run(async () => {
      loads += 1;
      return function* () {};
    });
    kit.dispatch(closed());
    await tick();
    expect(loads).toBe(0);
  });

  describe('with `cancelled`', () => {
    const ended = createAction<string>('demo/ended');
    /** Ends the typed intents a close followed (reporting them), keeps the others. */
    const endTyped = (trigger: Action) =>
      typed.match(trigger) ? ended(trigger.payload) : undefined;

    it('reports the triggers it ends and replays those it keeps, in order', async () => {
      const seen: string[] = [];
      let finishLoad: (saga: Saga) => void = () => undefined;
      const kit = run(() => new Promise<Saga>((resolve) => (finishLoad = resolve)), endTyped);
      kit.dispatch(typed('before close'));
      kit.dispatch(started());
      kit.dispatch(closed());
      kit.dispatch(typed('after close'));
      await tick();
      finishLoad(function* () {
        yield takeEvery(
          [typed.type, started.type, closed.type],
          (action: Action) => void seen.push(typed.match(action) ? action.payload : action.type),
        );
      });
      await tick();
      expect(kit.put.filter((action) => ended.match(action))).toEqual([ended('before close')]);
      expect(seen).toEqual(['demo/started', 'after close']);
    });

    it('reports the ended triggers, and fails the kept ones, when the load fails', async () => {
      let failLoad: (error: Error) => void = () => undefined;
      const kit = run(() => new Promise<Saga>((_resolve, reject) => (failLoad = reject)), endTyped);
      kit.dispatch(typed('a'));
      kit.dispatch(started());
      kit.dispatch(closed());
      await tick();
      failLoad(new Error('offline'));
      await tick();
      expect(kit.put.filter((action) => ended.match(action) || failed.match(action))).toEqual([
        ended('a'),
        failed({ error: 'Error: offline', trigger: started.type }),
      ]);
    });
  });
});

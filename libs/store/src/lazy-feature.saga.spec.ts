import { configureStore, createAction, type Action } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import { lazyFeatureSaga } from './lazy-feature.saga';

const started = createAction('demo/started');
const failed = createAction<string>('demo/loadFailed');

/** Runs lazyFeatureSaga in a store that records every action; returns it and the log. */
function run(load: () => Promise<Saga>) {
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
    triggers: [started.type],
    load,
    loadFailed: (error: unknown) => failed(String(error)),
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
    expect(kit.put).toContainEqual(failed('Error: chunk failed'));
    expect(kit.errors).toHaveLength(1);
    expect(seen).toEqual([]);

    kit.dispatch(started());
    await tick();
    expect(attempts).toBe(2);
    expect(seen).toEqual(['demo/started']);
  });
});

import { combineReducers, configureStore, createAction, type Action } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { select, takeEvery } from 'redux-saga/effects';
import type { ChainNamespace } from '@kit/core';
import {
  accountsChanged,
  chainChanged,
  connected,
  connecting,
  connectionSlice,
  namespaceRegistered,
  reconnecting,
  selectConnectedNamespaces,
} from '@kit/connection';
import { deferred } from '@kit/connection/src/scripted-adapter.spec-helper';
import { lazyConnectedSaga } from './lazy-connected.saga';

const wanted = createAction<string>('demo/wanted');
const edited = createAction<string>('demo/edited');
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const aliceConnected = connected({
  namespace: 'eip155',
  connectorId: 'eip155:alpha',
  accounts: [{ address: ALICE }],
  caipNetworkId: 'eip155:1',
});

/**
 * A saga as balances is: it hears wallet changes, an intent and an outcome, and catches up when it
 * starts.
 */
function demoSaga(heard: string[]): Saga {
  return function* () {
    yield takeEvery(
      [connected.type, accountsChanged.type, chainChanged.type],
      (action: Action) => void heard.push(action.type),
    );
    yield takeEvery(
      wanted.type,
      (action: ReturnType<typeof wanted>) => void heard.push(`wanted ${action.payload}`),
    );
    yield takeEvery(
      edited.type,
      (action: ReturnType<typeof edited>) => void heard.push(`edited ${action.payload}`),
    );
    const namespaces: ChainNamespace[] = yield select(selectConnectedNamespaces);
    heard.push(`caught up with [${namespaces.join()}]`);
  };
}

/**
 * A store with the connection slice and eip155 registered, running lazyConnectedSaga with `load`;
 * `before` is dispatched before the saga starts.
 */
function run(load: () => Promise<Saga>, before: Action[] = []) {
  const failures: ChainNamespace[][] = [];
  const errors: unknown[] = [];
  const logger = { warn: () => undefined, error: (_message: string, e: unknown) => errors.push(e) };
  const sagaMiddleware = createSagaMiddleware({ context: { logger } });
  const store = configureStore({
    reducer: combineReducers({ connection: connectionSlice.reducer }),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  store.dispatch(namespaceRegistered({ namespace: 'eip155' }));
  for (const action of before) store.dispatch(action);
  const task = sagaMiddleware.run(lazyConnectedSaga, {
    name: 'demo',
    intents: [wanted.type],
    outcomes: [edited.type],
    load,
    loadFailed: function* () {
      failures.push((yield select(selectConnectedNamespaces)) as ChainNamespace[]);
    },
  });
  tasks.push(task);
  return { dispatch: (action: Action) => store.dispatch(action), failures, errors };
}

const tasks: { cancel(): void }[] = [];
afterEach(() => tasks.splice(0).forEach((task) => task.cancel()));

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyConnectedSaga', () => {
  it('loads nothing while no wallet is on its way', async () => {
    let loads = 0;
    const kit = run(async () => {
      loads += 1;
      return demoSaga([]);
    });
    kit.dispatch({ type: 'demo/other' });
    kit.dispatch(namespaceRegistered({ namespace: 'solana' }));
    await tick();
    expect(loads).toBe(0);
  });

  it('loads nothing for a reconnect on load with nothing stored, or a wallet that locked', async () => {
    let loads = 0;
    const kit = run(async () => {
      loads += 1;
      return demoSaga([]);
    });
    kit.dispatch(reconnecting({ namespaces: [] }));
    kit.dispatch(
      accountsChanged({ namespace: 'eip155', connectorId: 'eip155:alpha', accounts: [] }),
    );
    await tick();
    expect(loads).toBe(0);

    kit.dispatch(reconnecting({ namespaces: ['eip155'] }));
    await tick();
    expect(loads).toBe(1);
  });

  it('starts the saga when the first connect starts, and it hears the connection itself', async () => {
    const heard: string[] = [];
    let loads = 0;
    const kit = run(async () => {
      loads += 1;
      return demoSaga(heard);
    });
    kit.dispatch(connecting({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await tick();
    expect(loads).toBe(1);
    expect(heard).toEqual(['caught up with []']);

    kit.dispatch(aliceConnected);
    await tick();
    expect(heard).toEqual(['caught up with []', connected.type]);
    expect(loads).toBe(1);
  });

  it('catches up from the state with a connection made while it loaded, which it is never replayed', async () => {
    const heard: string[] = [];
    const chunk = deferred<Saga>();
    const kit = run(() => chunk.promise);
    kit.dispatch(connecting({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    kit.dispatch(aliceConnected);
    kit.dispatch(wanted('first'));
    kit.dispatch(wanted('second'));
    chunk.resolve(demoSaga(heard));
    await tick();
    // The intents that waited are replayed in order; the outcome, whose reducer ran, is not.
    expect(heard).toEqual(['caught up with [eip155]', 'wanted first', 'wanted second']);

    kit.dispatch(
      chainChanged({ namespace: 'eip155', connectorId: 'eip155:alpha', caipNetworkId: 'eip155:5' }),
    );
    await tick();
    expect(heard.slice(3)).toEqual([chainChanged.type]);
  });

  it('loads at once when the reconnect on load started before it did', async () => {
    const heard: string[] = [];
    run(async () => demoSaga(heard), [reconnecting({ namespaces: ['eip155'] })]);
    await tick();
    expect(heard).toEqual(['caught up with []']);
  });

  it('loads at once when a wallet connected before it started', async () => {
    const heard: string[] = [];
    run(async () => demoSaga(heard), [aliceConnected]);
    await tick();
    expect(heard).toEqual(['caught up with [eip155]']);
  });

  it('is loaded by its intent too, with no wallet, and replays it', async () => {
    const heard: string[] = [];
    const kit = run(async () => demoSaga(heard));
    kit.dispatch(wanted('now'));
    await tick();
    expect(heard).toEqual(['caught up with []', 'wanted now']);
  });

  it('is loaded by its outcomes too, with no wallet, and never replays them', async () => {
    const heard: string[] = [];
    const chunk = deferred<Saga>();
    const kit = run(() => chunk.promise);
    kit.dispatch(edited('form'));
    kit.dispatch(edited('form again'));
    chunk.resolve(demoSaga(heard));
    await tick();
    expect(heard).toEqual(['caught up with []']);
    kit.dispatch(edited('later'));
    await tick();
    expect(heard).toEqual(['caught up with []', 'edited later']);
  });

  it('logs a failed load, reports it from the state, and loads again on the next wallet event', async () => {
    const heard: string[] = [];
    let attempts = 0;
    const kit = run(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return demoSaga(heard);
    });
    kit.dispatch(aliceConnected);
    await tick();
    expect(kit.errors).toEqual([new Error('chunk failed')]);
    expect(kit.failures).toEqual([['eip155']]);
    expect(heard).toEqual([]);

    kit.dispatch(
      accountsChanged({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        accounts: [{ address: ALICE }],
      }),
    );
    await tick();
    expect(attempts).toBe(2);
    expect(heard).toEqual(['caught up with [eip155]']);
    expect(kit.failures).toHaveLength(1);
  });

  it('keeps trying on each later wallet event or intent while the chunk fails', async () => {
    let attempts = 0;
    const kit = run(async () => {
      attempts += 1;
      throw new Error(`chunk failed ${attempts}`);
    });
    kit.dispatch(connecting({ namespace: 'eip155', connectorId: 'eip155:alpha' }));
    await tick();
    kit.dispatch(aliceConnected);
    await tick();
    kit.dispatch(wanted('again'));
    await tick();
    expect(attempts).toBe(3);
    expect(kit.errors).toHaveLength(3);
    // Nothing was connected at the first failure; the later ones report the connected account.
    expect(kit.failures).toEqual([[], ['eip155'], ['eip155']]);
  });
});

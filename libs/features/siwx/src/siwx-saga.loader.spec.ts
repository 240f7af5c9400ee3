import { configureStore, type Action, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Channel, type Task } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { kitDevnet, type KitLogger } from '@kit/core';
import {
  activeNamespaceChanged,
  connected,
  connectionSlice,
  namespaceRegistered,
} from '@kit/connection';
import { networksConfigured, networkSlice } from '@kit/network';
import { optionsSlice, remoteFeaturesReceived } from '@kit/options';
import { pairingRequested, pairingSignedIn } from '@kit/pairing';
import type { SiwxConfig } from './siwx-config';
import { lazySiwxSaga, type SiwxSignInSaga } from './siwx-saga.loader';
import { selectSiwx, signInRequested, siwxSlice } from './siwx.slice';

// The loader of the sign-in saga (issue 22): nothing loads without sign-in; once it is on the
// saga's chunk loads and runs with the config; a failed load is reported and tried again.

const tasks: Task[] = [];
afterEach(() => tasks.splice(0).forEach((task) => task.cancel()));

/** A config the fake saga only passes around. */
const CONFIG = { createMessage: jest.fn() } as unknown as SiwxConfig;

/** Resolves once the event loop has run the pending promise callbacks and saga steps. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(context: { siwx?: SiwxConfig; hostedSiwx?: SiwxConfig }) {
  const logger: jest.Mocked<KitLogger> = { warn: jest.fn(), error: jest.fn() };
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware({ context: { logger, ...context } });
  const store = configureStore({
    reducer: {
      siwx: siwxSlice.reducer,
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      options: optionsSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(recorder, sagaMiddleware),
  });
  store.dispatch(networksConfigured([kitDevnet]));
  store.dispatch(namespaceRegistered({ namespace: 'eip155' }));
  store.dispatch(activeNamespaceChanged({ namespace: 'eip155' }));
  /** What the fake sign-in saga was run with, and the pairing events it took. */
  const ran: { config: SiwxConfig; events: string[] }[] = [];
  const signInSaga: SiwxSignInSaga = function* fakeSignIn(config, pairingEvents) {
    const run = { config, events: [] as string[] };
    ran.push(run);
    for (;;) {
      const action: Action = yield take(pairingEvents as Channel<Action>);
      run.events.push(action.type);
    }
  };
  const load = jest.fn<Promise<SiwxSignInSaga>, []>(() => Promise.resolve(signInSaga));
  const start = () => tasks.push(sagaMiddleware.run(lazySiwxSaga, load));
  const connect = () =>
    store.dispatch(
      connected({
        namespace: 'eip155',
        connectorId: 'eip155:alpha',
        accounts: [{ address: '0x0000000000000000000000000000000000000001' }],
        caipNetworkId: kitDevnet.caipNetworkId,
      }),
    );
  return { store, actions, logger, load, ran, start, connect };
}

describe('lazySiwxSaga', () => {
  it('loads nothing when no sign-in config is given', async () => {
    const { load, start, connect } = setup({});
    start();
    connect();
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads nothing while the hosted config waits for reownAuthentication, then loads once it is on', async () => {
    const hosted = { createMessage: jest.fn() } as unknown as SiwxConfig;
    const { store, load, ran, start } = setup({ hostedSiwx: hosted });
    start();
    store.dispatch(remoteFeaturesReceived({ reownAuthentication: false }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    store.dispatch(remoteFeaturesReceived({ reownAuthentication: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(ran.map((run) => run.config)).toEqual([hosted]);
  });

  it('runs the loaded saga with the config, handing it the pairing events sent while it loaded', async () => {
    const { store, load, ran, start } = setup({ siwx: CONFIG });
    // The chunk arrives only after the pairing's events.
    let arrive: () => void = () => undefined;
    const real = load.getMockImplementation()!;
    load.mockImplementationOnce(
      () => new Promise<void>((done) => (arrive = done)).then(real) as Promise<SiwxSignInSaga>,
    );
    start();
    store.dispatch(pairingRequested());
    store.dispatch(pairingSignedIn({ signIns: [] }));
    await settle();
    expect(ran).toEqual([]);
    arrive();
    await settle();
    expect(ran).toEqual([
      { config: CONFIG, events: [pairingRequested.type, pairingSignedIn.type] },
    ]);
  });

  it('reports a failed load with an account connected as AUTH_INIT_FAILED, and loads again on Sign', async () => {
    const { store, load, ran, logger, start, connect } = setup({ siwx: CONFIG });
    const failure = new Error('chunk failed');
    load.mockRejectedValueOnce(failure);
    connect();
    start();
    await settle();
    expect(logger.error).toHaveBeenCalledWith('Sign-in failed to load', failure);
    expect(selectSiwx(store.getState())).toMatchObject({
      status: 'failed',
      error: { code: 'AUTH_INIT_FAILED' },
    });
    expect(ran).toEqual([]);
    store.dispatch(signInRequested());
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(ran.map((run) => run.config)).toEqual([CONFIG]);
  });

  it('reports nothing when the load fails before any account, and loads again when one connects', async () => {
    const { store, actions, load, ran, start, connect } = setup({ siwx: CONFIG });
    load.mockRejectedValueOnce(new Error('offline'));
    start();
    await settle();
    expect(actions.map((action) => action.type)).not.toContain('siwx/signInFailed');
    expect(selectSiwx(store.getState()).status).toBe('disabled');
    connect();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(ran).toHaveLength(1);
  });
});

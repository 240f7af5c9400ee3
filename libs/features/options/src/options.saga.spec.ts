import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { KitLogger } from '@kit/core';
import { optionsSaga, overriddenFeatures } from './options.saga';
import { optionsInitialized, optionsSlice, remoteFeaturesReceived } from './options.slice';

function createStore() {
  const logger: jest.Mocked<KitLogger> = { warn: jest.fn(), error: jest.fn() };
  const sagaMiddleware = createSagaMiddleware({ context: { logger } });
  const store = configureStore({
    reducer: { options: optionsSlice.reducer },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  sagaMiddleware.run(optionsSaga);
  return { store, logger };
}

describe('overriddenFeatures', () => {
  it('names the flags set locally that remote sets to another value', () => {
    expect(
      overriddenFeatures(
        { swaps: false, email: true, socials: ['google', 'x'] },
        { swaps: true, email: true, socials: ['google'], onramp: false },
      ),
    ).toEqual(['swaps', 'socials']);
  });

  it('ignores flags set on one side only and equal lists', () => {
    expect(overriddenFeatures({ socials: ['x'] }, { socials: ['x'], activity: false })).toEqual([]);
    expect(overriddenFeatures({}, { swaps: false })).toEqual([]);
    expect(overriddenFeatures({ swaps: false }, {})).toEqual([]);
  });

  it('treats a list replaced by false as an override', () => {
    expect(overriddenFeatures({ socials: ['google'] }, { socials: false })).toEqual(['socials']);
  });
});

describe('optionsSaga', () => {
  it('warns the integrator naming the flags remote config overrides', () => {
    const { store, logger } = createStore();
    store.dispatch(
      optionsInitialized({ projectId: 'p', features: { swaps: false, email: false } }),
    );
    store.dispatch(remoteFeaturesReceived({ swaps: true, email: true, activity: false }));
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      "The project's remote configuration overrides local feature flags: swaps, email. " +
        'The remote values are used.',
    );
  });

  it('warns once per flag even when the remote config arrives again', () => {
    const { store, logger } = createStore();
    store.dispatch(optionsInitialized({ features: { swaps: false, onramp: false } }));
    store.dispatch(remoteFeaturesReceived({ swaps: true }));
    store.dispatch(remoteFeaturesReceived({ swaps: true }));
    store.dispatch(remoteFeaturesReceived({ swaps: true, onramp: true }));
    expect(logger.warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('flags: swaps.'),
      expect.stringContaining('flags: onramp.'),
    ]);
  });

  it('warns when the local options arrive after the remote features', () => {
    const { store, logger } = createStore();
    store.dispatch(remoteFeaturesReceived({ multiWallet: true }));
    expect(logger.warn).not.toHaveBeenCalled();
    store.dispatch(optionsInitialized({ features: { multiWallet: false } }));
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('flags: multiWallet.'));
  });

  it('stays silent when remote values agree with local ones', () => {
    const { store, logger } = createStore();
    store.dispatch(optionsInitialized({ features: { swaps: true } }));
    store.dispatch(remoteFeaturesReceived({ swaps: true, email: false }));
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

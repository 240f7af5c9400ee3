import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { INTEGRATOR_ALERTS, type KitLogger } from '@kit/core';
import { alertsSaga } from './alerts.saga';
import {
  alertDismissed,
  alertRaised,
  alertsSlice,
  selectAlert,
  selectAlerts,
  serverMessageReceived,
} from './alerts.slice';

function createStore() {
  const logger: jest.Mocked<KitLogger> = { warn: jest.fn(), error: jest.fn() };
  const sagaMiddleware = createSagaMiddleware({ context: { logger } });
  const store = configureStore({
    reducer: { alerts: alertsSlice.reducer },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  sagaMiddleware.run(alertsSaga);
  return { store, logger };
}

describe('alertsSaga', () => {
  it('logs a new error alert once through logger.error', () => {
    const { store, logger } = createStore();
    store.dispatch(alertRaised({ code: 'APKT007' }));
    store.dispatch(alertRaised({ code: 'APKT007' }));
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      `APKT007 Invalid Project ID: ${INTEGRATOR_ALERTS.APKT007.longMessage}`,
    );
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('logs a new warning alert once through logger.warn', () => {
    const { store, logger } = createStore();
    store.dispatch(alertRaised({ code: 'APKTW002' }));
    store.dispatch(alertRaised({ code: 'APKTW002' }));
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      `APKTW002 Invalid Email Address: ${INTEGRATOR_ALERTS.APKTW002.longMessage}`,
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs an alert again when it is raised after being dismissed', () => {
    const { store, logger } = createStore();
    store.dispatch(alertRaised({ code: 'APKT010' }));
    store.dispatch(alertDismissed('APKT010'));
    store.dispatch(alertRaised({ code: 'APKT010' }));
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it('logs nothing for an unknown code', () => {
    const { store, logger } = createStore();
    store.dispatch(alertRaised({ code: 'APKT000' as never }));
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['Unauthorized: origin not allowed', 'APKT002'],
    ['JWT validation error: JWT Token is not yet valid', 'APKT006'],
    ['Unauthorized: invalid key', 'APKT007'],
  ] as const)('raises the alert for the server message %j', (message, code) => {
    const { store, logger } = createStore();
    store.dispatch(serverMessageReceived(message));
    expect(selectAlerts(store.getState()).map((alert) => alert.code)).toEqual([code]);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('raises nothing for a server message outside the catalogue, or a non-string', () => {
    const { store, logger } = createStore();
    store.dispatch(serverMessageReceived('Internal Server Error'));
    store.dispatch(serverMessageReceived({ error: 'Unauthorized: invalid key' }));
    store.dispatch(serverMessageReceived(undefined));
    expect(selectAlerts(store.getState())).toEqual([]);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('counts a repeated server message on the one alert', () => {
    const { store } = createStore();
    store.dispatch(serverMessageReceived('Unauthorized: origin not allowed'));
    store.dispatch(serverMessageReceived('Unauthorized: origin not allowed'));
    expect(selectAlert(store.getState(), 'APKT002')?.count).toBe(2);
  });
});

import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { KitLogger } from '@kit/core';
import { INTEGRATOR_ALERTS } from '@kit/core/integrator-alerts';
import { alertsSaga, type LoadIntegratorAlertTexts } from './alerts.saga';
import {
  alertDismissed,
  alertRaised,
  alertsSlice,
  selectAlert,
  selectAlerts,
  serverMessageReceived,
} from './alerts.slice';

/** Lets the texts' load (a promise) settle and the saga log. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function createStore(
  loadTexts: LoadIntegratorAlertTexts = () => Promise.resolve(INTEGRATOR_ALERTS),
) {
  const logger: jest.Mocked<KitLogger> = { warn: jest.fn(), error: jest.fn() };
  const sagaMiddleware = createSagaMiddleware({ context: { logger } });
  const store = configureStore({
    reducer: { alerts: alertsSlice.reducer },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  const load = jest.fn(loadTexts);
  sagaMiddleware.run(alertsSaga, load);
  return { store, logger, load };
}

describe('alertsSaga', () => {
  it('logs a new error alert once through logger.error, with its texts', async () => {
    const { store, logger } = createStore();
    store.dispatch(alertRaised({ code: 'APKT007' }));
    store.dispatch(alertRaised({ code: 'APKT007' }));
    await settle();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      `APKT007 Invalid Project ID: ${INTEGRATOR_ALERTS.APKT007.longMessage}`,
    );
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('logs a new warning alert once through logger.warn, with its texts', async () => {
    const { store, logger } = createStore();
    store.dispatch(alertRaised({ code: 'APKTW002' }));
    store.dispatch(alertRaised({ code: 'APKTW002' }));
    await settle();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      `APKTW002 Invalid Email Address: ${INTEGRATOR_ALERTS.APKTW002.longMessage}`,
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('loads the texts only once an alert is raised (issue 22: most visits raise none)', async () => {
    const { store, load } = createStore();
    store.dispatch(serverMessageReceived('Internal Server Error'));
    await settle();
    expect(load).not.toHaveBeenCalled();
    store.dispatch(alertRaised({ code: 'APKT008' }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('still logs the code, and why, when the texts fail to load', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const { store, logger } = createStore(() => Promise.reject(failure));
    store.dispatch(alertRaised({ code: 'APKT003' }));
    await settle();
    expect(logger.error).toHaveBeenCalledWith("APKT003 (the alert's text failed to load)", failure);
    expect(selectAlert(store.getState(), 'APKT003')).toEqual({
      code: 'APKT003',
      level: 'error',
      count: 1,
    });
  });

  it('logs an alert again when it is raised after being dismissed', async () => {
    const { store, logger } = createStore();
    store.dispatch(alertRaised({ code: 'APKT010' }));
    await settle();
    store.dispatch(alertDismissed('APKT010'));
    store.dispatch(alertRaised({ code: 'APKT010' }));
    await settle();
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it('logs nothing for an unknown code', async () => {
    const { store, logger } = createStore();
    store.dispatch(alertRaised({ code: 'APKT000' as never }));
    await settle();
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['Unauthorized: origin not allowed', 'APKT002'],
    ['JWT validation error: JWT Token is not yet valid', 'APKT006'],
    ['Unauthorized: invalid key', 'APKT007'],
  ] as const)('raises the alert for the server message %j', async (message, code) => {
    const { store, logger } = createStore();
    store.dispatch(serverMessageReceived(message));
    await settle();
    expect(selectAlerts(store.getState()).map((alert) => alert.code)).toEqual([code]);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('raises nothing for a server message outside the catalogue, or a non-string', async () => {
    const { store, logger } = createStore();
    store.dispatch(serverMessageReceived('Internal Server Error'));
    store.dispatch(serverMessageReceived({ error: 'Unauthorized: invalid key' }));
    store.dispatch(serverMessageReceived(undefined));
    await settle();
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

import { all, call, getContext, put, select, takeEvery } from 'redux-saga/effects';
import {
  alertCodeForServerMessage,
  type IntegratorAlert,
  type IntegratorAlertCode,
  type KitLogger,
} from '@kit/core';
import { alertRaised, selectAlert, serverMessageReceived, type RaisedAlert } from './alerts.slice';

/** The alerts' texts by code (`@kit/core/integrator-alerts`' INTEGRATOR_ALERTS). */
export type IntegratorAlertTexts = Readonly<Record<IntegratorAlertCode, IntegratorAlert>>;

/** Loads the alerts' texts (the store's, which keeps them in a chunk of their own: issue 22). */
export type LoadIntegratorAlertTexts = () => Promise<IntegratorAlertTexts>;

/**
 * Logs an alert the first time it is raised (again after a dismissal), never on repeats, with its
 * texts, loaded on the first alert. Texts that fail to load leave the code, and why.
 */
function* logNewAlert(loadTexts: LoadIntegratorAlertTexts, action: ReturnType<typeof alertRaised>) {
  const alert: RaisedAlert | undefined = yield select(selectAlert, action.payload.code);
  if (alert?.count !== 1) return;
  const logger: KitLogger = yield getContext('logger');
  const log = alert.level === 'warning' ? logger.warn : logger.error;
  try {
    const texts: IntegratorAlertTexts = yield call(loadTexts);
    const { shortMessage, longMessage } = texts[alert.code];
    log.call(logger, `${alert.code} ${shortMessage}: ${longMessage}`);
  } catch (error) {
    log.call(logger, `${alert.code} (the alert's text failed to load)`, error);
  }
}

/** Raises the alert a server message stands for, if any (spec §8). */
function* raiseForServerMessage(action: ReturnType<typeof serverMessageReceived>) {
  const code = alertCodeForServerMessage(action.payload);
  if (code) yield put(alertRaised({ code }));
}

/**
 * Root saga of the alerts feature, run with the loader of the alerts' texts (the store owns the
 * dynamic imports). Context: `logger`.
 */
export function* alertsSaga(loadTexts: LoadIntegratorAlertTexts) {
  yield all([
    takeEvery(alertRaised.type, logNewAlert, loadTexts),
    takeEvery(serverMessageReceived.type, raiseForServerMessage),
  ]);
}

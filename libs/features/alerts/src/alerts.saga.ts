import { all, getContext, put, select, takeEvery } from 'redux-saga/effects';
import { alertForServerMessage, type KitLogger } from '@kit/core';
import { alertRaised, selectAlert, serverMessageReceived, type RaisedAlert } from './alerts.slice';

/** Logs an alert the first time it is raised (again after a dismissal), never on repeats. */
function* logNewAlert(action: ReturnType<typeof alertRaised>) {
  const alert: RaisedAlert | undefined = yield select(selectAlert, action.payload.code);
  if (alert?.count !== 1) return;
  const logger: KitLogger = yield getContext('logger');
  const message = `${alert.code} ${alert.shortMessage}: ${alert.longMessage}`;
  if (alert.level === 'warning') logger.warn(message);
  else logger.error(message);
}

/** Raises the alert a server message stands for, if any (spec §8). */
function* raiseForServerMessage(action: ReturnType<typeof serverMessageReceived>) {
  const alert = alertForServerMessage(action.payload);
  if (alert) yield put(alertRaised({ code: alert.code }));
}

/** Root saga of the alerts feature. Context: `logger`. */
export function* alertsSaga() {
  yield all([
    takeEvery(alertRaised.type, logNewAlert),
    takeEvery(serverMessageReceived.type, raiseForServerMessage),
  ]);
}

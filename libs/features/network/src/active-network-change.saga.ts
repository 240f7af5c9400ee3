import type { Action } from '@reduxjs/toolkit';
import { put, select, take } from 'redux-saga/effects';
import type { CaipNetworkId } from '@kit/core';
import { activeNamespaceChanged } from '@kit/connection';
import { selectActiveCaipNetworkId } from './network.selectors';
import { networkChanged } from './network.slice';

/**
 * Puts `action()` whenever the active network changes (spec §4): a network switch in the active
 * namespace, or another namespace becoming active. A repeated report of the same network puts
 * nothing. Forms whose tokens and amounts belong to one network (send, swap) reset with it.
 */
export function* putOnActiveNetworkChange(action: () => Action) {
  let last: CaipNetworkId | undefined = yield select(selectActiveCaipNetworkId);
  while (true) {
    yield take([networkChanged.type, activeNamespaceChanged.type]);
    const current: CaipNetworkId | undefined = yield select(selectActiveCaipNetworkId);
    if (current === last) continue;
    last = current;
    yield put(action());
  }
}

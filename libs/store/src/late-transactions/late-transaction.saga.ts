import { createAction } from '@reduxjs/toolkit';
import { put, select, takeEvery } from 'redux-saga/effects';
import type { CaipNetworkId, ChainNamespace, SettledTransactionStatus } from '@kit/core';
import { selectActivity, transactionsRequested, type ActivityState } from '@kit/activity';
import { balanceRequested } from '@kit/balances';
import { toastRequested, type ToastVariant } from '@kit/toast';

/**
 * Outcome: a transaction an adapter kept watching after its send gave up waiting for the receipt
 * (spec §9 pending-transaction watcher, off by default) was mined or dropped. The registry puts
 * it for each adapter `transactionSettled` event.
 */
export const transactionSettled = createAction<{
  namespace: ChainNamespace;
  caipNetworkId: CaipNetworkId;
  hash: string;
  status: SettledTransactionStatus;
}>('transactions/transactionSettled');

/**
 * What the visitor is told. The spec names no text for these; the send itself already failed with
 * its timeout toast, so each says how the transaction finally ended.
 */
export const SETTLED_TOASTS: Record<
  SettledTransactionStatus,
  { message: string; variant: ToastVariant }
> = {
  success: { message: 'Transaction confirmed', variant: 'success' },
  reverted: { message: 'Transaction failed', variant: 'error' },
  dropped: { message: 'Transaction dropped', variant: 'error' },
};

function* onSettled(action: ReturnType<typeof transactionSettled>) {
  const { namespace, status } = action.payload;
  yield put(toastRequested(SETTLED_TOASTS[status]));
  // Even a dropped or reverted transaction may have changed what the account holds (a
  // replacement mined in its place, the fee of a revert): the cached balances are stale.
  yield put(balanceRequested({ namespace, force: true }));
  // The history is refreshed only when it was loaded: fetching it unasked would load its saga.
  const activity: ActivityState = yield select(selectActivity);
  if (activity.status !== 'idle') yield put(transactionsRequested({ reset: true }));
}

/**
 * Answers each late settlement: a toast, forced balances of its namespace, and the history from
 * its first page when it is shown. Store level, like the flow saga: one outcome, several features.
 */
export function* lateTransactionSaga() {
  yield takeEvery(transactionSettled.type, onSettled);
}

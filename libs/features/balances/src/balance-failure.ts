import { getContext, put } from 'redux-saga/effects';
import { ChainRequestError, serializeError, type CaipAddress, type Clock } from '@kit/core';
import { toastRequested } from '@kit/toast';
import { balanceFetchFailed } from './balances.slice';

/**
 * Reports a failed read of an account's balances: 'Token Balance Unavailable' toast, and the
 * 30 s retry block starts (spec §8). The saga's own failures and its chunk's failed load
 * (balances-saga.loader.ts) both end here, so the visitor sees one kind of failure.
 */
export function* reportBalanceUnavailable(
  caipAddress: CaipAddress,
  details: string,
  cause?: unknown,
) {
  const clock: Clock = yield getContext('clock');
  const error = new ChainRequestError(
    'BALANCE_UNAVAILABLE',
    {},
    cause === undefined ? { details } : { details, cause },
  );
  yield put(
    balanceFetchFailed({ caipAddress, error: serializeError(error), timestamp: clock.now() }),
  );
  yield put(toastRequested({ message: error.shortMessage, variant: 'error' }));
}

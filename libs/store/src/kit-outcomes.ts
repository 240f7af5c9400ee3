import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaMiddleware, Task } from 'redux-saga';
import { cancelled, take } from 'redux-saga/effects';
import {
  KitError,
  UserRejectedRequestError,
  WalletConnectionError,
  kitError,
  type KitErrorCode,
  type SerializedKitError,
} from '@kit/core';

/** How an intent ended, as read from its outcome action. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: SerializedKitError };

/** Recognises the outcome of one request among the actions that follow it. */
export type OutcomeMatcher<T> = (action: UnknownAction) => Outcome<T> | undefined;

const WALLET_CONNECTION_CODES: ReadonlySet<KitErrorCode> = new Set([
  'CONNECT_FAILED',
  'CONNECTION_REJECTED',
  'MODAL_CLOSED',
  'POPUP_CLOSED',
  'INVALID_CONNECTION_STATUS',
]);

/**
 * A KitError rebuilt from its serialised form in state, so `await kit.connect()` rejects with an
 * error that keeps its code and message, and `instanceof UserRejectedRequestError` or
 * `WalletConnectionError` still works for those two.
 */
export function reviveError(serialized: SerializedKitError): KitError {
  if (serialized.name === 'UserRejectedRequestError') return new UserRejectedRequestError();
  if (serialized.name === 'WalletConnectionError' && WALLET_CONNECTION_CODES.has(serialized.code)) {
    return new WalletConnectionError(
      serialized.code as ConstructorParameters<typeof WalletConnectionError>[0],
    );
  }
  const error = new KitError(serialized.code, serialized.message);
  error.name = serialized.name;
  return error;
}

/**
 * Waits for outcome actions with a short-lived saga per request (no polling): each one takes every
 * action until its matcher recognises the outcome. Start waiting before dispatching the intent,
 * since a saga may answer during the dispatch itself.
 */
export function createOutcomeWaiter(sagaMiddleware: SagaMiddleware) {
  const pending = new Set<Task>();
  return {
    /** Resolves with the matched value, or rejects with the revived KitError. */
    wait<T>(match: OutcomeMatcher<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const task = sagaMiddleware.run(function* waitForOutcome() {
          try {
            while (true) {
              const action: UnknownAction = yield take('*');
              const outcome = match(action);
              if (outcome === undefined) continue;
              if (outcome.ok) resolve(outcome.value);
              else reject(reviveError(outcome.error));
              return;
            }
          } finally {
            const wasCancelled: boolean = yield cancelled();
            if (wasCancelled) reject(destroyedError());
          }
        });
        pending.add(task);
        const forget = () => void pending.delete(task);
        task.toPromise().then(forget, forget);
      });
    },
    /** Rejects every pending wait (kit.destroy()). */
    cancelAll(): void {
      for (const task of pending) task.cancel();
      pending.clear();
    },
  };
}

/** The error of a request made to (or pending on) a destroyed Kit. */
export function destroyedError(): KitError {
  return kitError('UNKNOWN_ERROR', {}, { details: 'the Kit was destroyed' });
}

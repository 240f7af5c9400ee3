import { all, call, getContext, put, select, takeEvery } from 'redux-saga/effects';
import { STORAGE_KEYS, type AccountType, type KitStorage } from '@kit/core';
import { disconnected, selectConnection, type Connection } from '@kit/connection';
import {
  accountCleared,
  preferredAccountTypeChanged,
  preferredAccountTypesRestored,
  type WithAccount,
} from './account.slice';

const ACCOUNT_TYPES: ReadonlySet<string> = new Set<AccountType>([
  'eoa',
  'smartAccount',
  'payment',
  'ordinals',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Puts the stored account-type preferences into state, skipping values that are not account types. */
function* restorePreferredAccountTypes() {
  const storage: KitStorage = yield getContext('storage');
  const stored = storage.get(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES, isRecord) ?? {};
  const valid: Record<string, AccountType> = {};
  for (const [namespace, type] of Object.entries(stored)) {
    if (typeof type === 'string' && ACCOUNT_TYPES.has(type)) valid[namespace] = type as AccountType;
  }
  if (Object.keys(valid).length > 0) yield put(preferredAccountTypesRestored(valid));
}

const selectPreferredAccountTypes = (state: WithAccount) => state.account.preferredAccountTypes;

/** Saves the preferences after the visitor changed one. */
function* persistPreferredAccountTypes() {
  const storage: KitStorage = yield getContext('storage');
  const preferences: Record<string, AccountType> = yield select(selectPreferredAccountTypes);
  storage.set(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES, preferences);
}

/** Drops a namespace's account details once its connection has ended. */
function* clearEndedAccount(action: ReturnType<typeof disconnected>) {
  const { namespace } = action.payload;
  const connection: Connection | undefined = yield select(selectConnection, namespace);
  if (!connection) yield put(accountCleared({ namespace }));
}

/** Root saga of the account feature. Context: `storage`. */
export function* accountSaga() {
  yield all([
    call(restorePreferredAccountTypes),
    takeEvery(preferredAccountTypeChanged.type, persistPreferredAccountTypes),
    takeEvery(disconnected.type, clearEndedAccount),
  ]);
}

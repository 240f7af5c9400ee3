import { call, getContext, put, select } from 'redux-saga/effects';
import {
  connectorIdKey,
  type AccountType,
  type AuthConnector,
  type ChainNamespace,
  type KitLogger,
  type KitStorage,
} from '@kit/core';
import {
  preferredAccountTypeChanged,
  selectPreferredAccountType,
  type WithAccount,
} from '@kit/account';
import { selectCaipNetworkId, selectRequestedNetworks, type WithNetwork } from '@kit/network';
import type { WithOptions } from '@kit/options';
import { authConnectorId } from './auth-connector-id';

/** The embedded wallet's namespace whose account type the visitor chooses (spec §6). */
const AUTH_NAMESPACE: ChainNamespace = 'eip155';

/** What getUser is asked with (spec §7 getUser({ chainId, preferredAccountType })). */
export interface AuthUserRequest {
  chainId: number;
  preferredAccountType: AccountType;
}

type AuthPreferenceState = WithAccount & WithNetwork & WithOptions;

/**
 * The chain and account type Kit wants from the embedded wallet: the eip155 namespace's active
 * network (else its first) and the visitor's stored account type (else the integrator's default,
 * else spec §6's smartAccount). Undefined when the app has no eip155 network.
 */
export function selectAuthUserRequest(state: AuthPreferenceState): AuthUserRequest | undefined {
  const caipNetworkId =
    selectCaipNetworkId(state, AUTH_NAMESPACE) ??
    selectRequestedNetworks(state, AUTH_NAMESPACE)[0]?.caipNetworkId;
  const chainId = Number(caipNetworkId?.split(':')[1]);
  if (!Number.isSafeInteger(chainId) || chainId <= 0) return undefined;
  return { chainId, preferredAccountType: selectPreferredAccountType(state, AUTH_NAMESPACE) };
}

/**
 * Tells the embedded wallet the chain and account type Kit's state holds, through getUser: the
 * wallet keeps them for its next login and provider calls, so a login or a reconnect lands on the
 * visitor's account type (the preference lives under PREFERRED_ACCOUNT_TYPES, not on the secure
 * site). A failure is logged only: the login or reconnect that follows reports its own.
 */
export function* syncAuthUser(auth: AuthConnector) {
  const request: AuthUserRequest | undefined = yield select(selectAuthUserRequest);
  if (request === undefined) return;
  try {
    yield call([auth, auth.getUser], request);
  } catch (error) {
    const logger: KitLogger = yield getContext('logger');
    logger.warn('The embedded wallet did not take the stored account type', error);
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Before reconnect on load: when the stored eip155 connection is the embedded wallet's, it is
 * given the stored chain and account type first, so it reconnects as what the visitor chose.
 * Otherwise nothing (the secure frame is not loaded for visitors who do not use it).
 */
export function* restoreAuthPreferences(auth: AuthConnector) {
  const storage: KitStorage = yield getContext('storage');
  const stored = storage.get(connectorIdKey(AUTH_NAMESPACE), isText);
  if (stored !== authConnectorId(AUTH_NAMESPACE)) return;
  yield call(syncAuthUser, auth);
}

/** Records the visitor's account type under PREFERRED_ACCOUNT_TYPES (the account saga saves it). */
export function* rememberAccountType(type: AccountType) {
  yield put(preferredAccountTypeChanged({ namespace: AUTH_NAMESPACE, accountType: type }));
}

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
import { authConnectorId, authHomeNamespace } from './auth-connector-id';

/** What getUser is asked with (spec §7 getUser({ chainId, preferredAccountType })). */
export interface AuthUserRequest {
  chainId: number;
  preferredAccountType: AccountType;
}

type AuthPreferenceState = WithAccount & WithNetwork & WithOptions;

/**
 * The chain and account type Kit wants from the embedded wallet in its home `namespace` (eip155,
 * see authHomeNamespace): the namespace's active network (else its first) and the visitor's stored
 * account type (else the integrator's default, else spec §6's smartAccount). Undefined when the
 * app has no network there.
 */
export function selectAuthUserRequest(
  state: AuthPreferenceState,
  namespace: ChainNamespace,
): AuthUserRequest | undefined {
  const caipNetworkId =
    selectCaipNetworkId(state, namespace) ??
    selectRequestedNetworks(state, namespace)[0]?.caipNetworkId;
  const chainId = Number(caipNetworkId?.split(':')[1]);
  if (!Number.isSafeInteger(chainId) || chainId <= 0) return undefined;
  return { chainId, preferredAccountType: selectPreferredAccountType(state, namespace) };
}

/**
 * Tells the embedded wallet the chain and account type Kit's state holds, through getUser: the
 * wallet keeps them for its next login and provider calls, so a login or a reconnect lands on the
 * visitor's account type (the preference lives under PREFERRED_ACCOUNT_TYPES, not on the secure
 * site). A failure is logged only: the login or reconnect that follows reports its own.
 */
export function* syncAuthUser(auth: AuthConnector) {
  const home = authHomeNamespace(auth);
  if (home === undefined) return;
  const request: AuthUserRequest | undefined = yield select(selectAuthUserRequest, home);
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
  const home = authHomeNamespace(auth);
  if (home === undefined) return;
  const stored = storage.get(connectorIdKey(home), isText);
  if (stored !== authConnectorId(home)) return;
  yield call(syncAuthUser, auth);
}

/** Records the visitor's account type under PREFERRED_ACCOUNT_TYPES (the account saga saves it). */
export function* rememberAccountType(auth: AuthConnector, type: AccountType) {
  const home = authHomeNamespace(auth);
  if (home === undefined) return;
  yield put(preferredAccountTypeChanged({ namespace: home, accountType: type }));
}

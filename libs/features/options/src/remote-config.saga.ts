import { all, call, getContext, put, select } from 'redux-saga/effects';
import { isApiRequestError, type CloudClients, type ConfigClient } from '@kit/api';
import { isOriginAllowed, type IntegratorAlertCode, type KitFeatures } from '@kit/core';
import { alertRaised } from '@kit/alerts';
import {
  remoteAnalyticsConfigReceived,
  remoteFeaturesFailed,
  remoteFeaturesReceived,
  selectProjectId,
} from './options.slice';

/**
 * The integrator alert a failed configuration call stands for (spec §8): the server's message
 * when it is one of the catalogue's ('Unauthorized: invalid key' is APKT007, 'origin not allowed'
 * APKT002, 'JWT Token is not yet valid' APKT006), a 429 is APKT010, anything else APKT009.
 */
export function alertForConfigFailure(error: unknown): IntegratorAlertCode {
  if (isApiRequestError(error)) {
    if (error.alert) return error.alert.code;
    if (error.code === 'RATE_LIMITED') return 'APKT010';
  }
  return 'APKT009';
}

/** GET /appkit/v1/config: remote flags merged over local ones, or the failure and its alert. */
function* fetchRemoteFeatures(config: ConfigClient) {
  try {
    const features: Partial<KitFeatures> = yield call([config, config.getRemoteFeatures]);
    yield put(remoteFeaturesReceived(features));
  } catch (error) {
    yield put(remoteFeaturesFailed(error));
    yield put(alertRaised({ code: alertForConfigFailure(error) }));
  }
}

/** GET /getAnalyticsConfig: any failure means off (§8), a thrown one included. */
function* fetchAnalyticsConfig(config: ConfigClient) {
  let enabled = false;
  try {
    enabled = yield call([config, config.getAnalyticsConfig]);
  } catch {
    enabled = false;
  }
  yield put(remoteAnalyticsConfigReceived(enabled));
}

/** The page's origin, when there is a page with one. */
function pageOrigin(win: Window | undefined): string | undefined {
  try {
    const origin = win?.location?.origin;
    return typeof origin === 'string' && origin !== 'null' ? origin : undefined;
  } catch {
    // A cross-origin frame's location throws on read; there is nothing to check then.
    return undefined;
  }
}

/**
 * GET /projects/v1/origins and, on a page, checks its origin (spec §5 wildcards). 429 raises
 * APKT010 and 5xx APKT009. The client answers [] for every other failure (unknown project,
 * network, malformed body): an empty list means "no restriction known", so nothing is raised, and
 * an unknown project is reported once, as APKT007, by the features fetch.
 */
function* checkAllowedOrigins(config: ConfigClient, win: Window | undefined) {
  let allowedOrigins: string[];
  try {
    allowedOrigins = yield call([config, config.getAllowedOrigins]);
  } catch (error) {
    yield put(alertRaised({ code: alertForConfigFailure(error) }));
    return;
  }
  const origin = pageOrigin(win);
  if (origin === undefined || allowedOrigins.length === 0) return;
  if (!isOriginAllowed(origin, allowedOrigins)) yield put(alertRaised({ code: 'APKT002' }));
}

/**
 * Fetches the project's remote configuration once, at start, in the background: features,
 * analytics switch and allowed origins, side by side. Without a project id it raises APKT008 and
 * skips; without a configured config service it does nothing. Nothing waits on it: the modal
 * opens with local options and picks the remote ones up when they arrive. Reads the project id
 * from state, so createKit() dispatches optionsInitialized before the sagas start.
 * Context: `api` (CloudClients), `window`.
 */
export function* remoteConfigSaga() {
  const projectId: string | undefined = yield select(selectProjectId);
  if (!projectId) {
    yield put(alertRaised({ code: 'APKT008' }));
    return;
  }
  const api: CloudClients | undefined = yield getContext('api');
  const config = api?.config;
  if (!config) return;
  const win: Window | undefined = yield getContext('window');
  yield all([
    call(fetchRemoteFeatures, config),
    call(fetchAnalyticsConfig, config),
    call(checkAllowedOrigins, config, win),
  ]);
}

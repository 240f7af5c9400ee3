import { all, call, getContext, select, take } from 'redux-saga/effects';
import type { KitFeatures, KitLogger } from '@kit/core';
import {
  optionsInitialized,
  remoteFeaturesReceived,
  selectLocalFeatures,
  selectRemoteFeatures,
  type KitFeatureName,
} from './options.slice';
import { remoteConfigSaga } from './remote-config.saga';

/** The flags the integrator set locally that the remote configuration sets to another value. */
export function overriddenFeatures(
  local: Partial<KitFeatures>,
  remote: Partial<KitFeatures>,
): KitFeatureName[] {
  return (Object.keys(remote) as KitFeatureName[]).filter(
    (name) =>
      local[name] !== undefined &&
      remote[name] !== undefined &&
      // Flag values are booleans or lists of names: comparing their JSON is exact.
      JSON.stringify(local[name]) !== JSON.stringify(remote[name]),
  );
}

/**
 * Warns the integrator, once per flag, when remote features override different local values.
 * Either may arrive first, so both actions trigger the check.
 */
function* warnOnOverrides() {
  const logger: KitLogger = yield getContext('logger');
  const warned = new Set<KitFeatureName>();
  while (true) {
    yield take([optionsInitialized.type, remoteFeaturesReceived.type]);
    const local: Partial<KitFeatures> = yield select(selectLocalFeatures);
    const remote: Partial<KitFeatures> = yield select(selectRemoteFeatures);
    const fresh = overriddenFeatures(local, remote).filter((name) => !warned.has(name));
    if (fresh.length === 0) continue;
    fresh.forEach((name) => warned.add(name));
    logger.warn(
      `The project's remote configuration overrides local feature flags: ${fresh.join(', ')}. ` +
        'The remote values are used.',
    );
  }
}

/**
 * Root saga of the options feature: the override warnings, and the remote configuration fetched
 * once in the background. Context: `logger`, `api`, `window`.
 */
export function* optionsSaga() {
  yield all([call(warnOnOverrides), call(remoteConfigSaga)]);
}

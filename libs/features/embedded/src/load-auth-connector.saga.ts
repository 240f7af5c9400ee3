import { call, getContext } from 'redux-saga/effects';
import type { AuthConnector, KitLogger } from '@kit/core';

/** What reads the embedded wallet from the registry: the lazily loaded wallet, if configured. */
export interface AuthConnectorLookup {
  authConnector(): Promise<AuthConnector | undefined>;
}

/**
 * Loads the embedded wallet's connector: `undefined` when none is configured, `'failed'` (logged
 * once here) when it did not load, so each caller decides only what a failure means to it.
 */
export function* loadAuthConnector(registry: AuthConnectorLookup) {
  try {
    const auth: AuthConnector | undefined = yield call([registry, registry.authConnector]);
    return auth;
  } catch (error) {
    const logger: KitLogger = yield getContext('logger');
    logger.error('The embedded wallet failed to load', error);
    return 'failed' as const;
  }
}

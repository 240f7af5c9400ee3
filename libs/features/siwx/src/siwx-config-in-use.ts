import type { SagaIterator } from 'redux-saga';
import { getContext, select } from 'redux-saga/effects';
import { selectFeature } from '@kit/options';
import type { SiwxConfig } from './siwx-config';

/**
 * The sign-in config in use: createKit's `siwx` (the integrator's choice wins), else the hosted
 * one (context `hostedSiwx`, sessions verified by the cloud's sign-in service) while the
 * reownAuthentication feature is on. Undefined: sign-in is off.
 */
export function* siwxConfigInUse(): SagaIterator<SiwxConfig | undefined> {
  const own: SiwxConfig | undefined = yield getContext('siwx');
  if (own) return own;
  const hosted: SiwxConfig | undefined = yield getContext('hostedSiwx');
  if (!hosted) return undefined;
  const on: boolean = yield select(selectFeature, 'reownAuthentication');
  return on ? hosted : undefined;
}

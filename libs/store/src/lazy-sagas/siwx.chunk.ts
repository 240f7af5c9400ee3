// The sign-in saga's chunk's entry (see lazy-saga-anchor.ts).
export { siwxSignInSaga } from '@kit/siwx/lazy-sign-in';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';

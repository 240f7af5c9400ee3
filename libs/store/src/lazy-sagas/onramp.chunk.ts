// The on-ramp saga's chunk's entry (see lazy-saga-anchor.ts).
export { onrampSaga } from '@kit/onramp/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';

// The embedded wallet saga's chunk's entry (see lazy-saga-anchor.ts).
export { embeddedSaga } from '@kit/embedded/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';

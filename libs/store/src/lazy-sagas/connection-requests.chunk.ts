// The connection requests' saga's chunk's entry (see lazy-saga-anchor.ts).
export { connectionRequestSaga } from '@kit/connection/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';

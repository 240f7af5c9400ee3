// The pairing requests' saga's chunk's entry (see lazy-saga-anchor.ts).
export { pairingRequestSaga } from '@kit/pairing/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';

// The sends' saga's chunk's entry (see lazy-saga-anchor.ts).
export { sendRequestSaga } from '@kit/send/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';

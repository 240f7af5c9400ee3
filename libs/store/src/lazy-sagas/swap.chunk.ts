// The swap saga's chunk's entry (see lazy-saga-anchor.ts).
export { swapSaga } from '@kit/swap/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';

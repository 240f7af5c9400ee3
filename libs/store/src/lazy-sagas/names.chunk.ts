// The names saga's chunk's entry (see lazy-saga-anchor.ts).
export { namesSaga } from '@kit/names/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';

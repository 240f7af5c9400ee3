// The e-mail capture saga's chunk's entry (see lazy-saga-anchor.ts).
export { createDataCaptureSaga } from '@kit/siwx/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';

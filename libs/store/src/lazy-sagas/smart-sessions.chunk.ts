// The smart-sessions saga's chunk's entry (see lazy-saga-anchor.ts).
export { smartSessionsSaga } from '@kit/smart-sessions/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';

// The activity saga's chunk's entry (see lazy-saga-anchor.ts).
export { activitySaga } from '@kit/activity/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';

import { activitySlice } from '@kit/activity/slice';
import { injectLazySlice } from '../kit-store';

// The activity saga's chunk's entry (see lazy-saga-anchor.ts). Its outcomes move the activity
// slice, so the slice joins the root reducer as the chunk loads, before the saga runs
// (kit-store.ts).
injectLazySlice(activitySlice);
export { activitySaga } from '@kit/activity/lazy-saga';
export { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';

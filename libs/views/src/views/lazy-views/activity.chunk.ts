import { injectLazySlice } from '@kit/store';
import { activitySlice } from '@kit/activity/slice';

// The activity history's chunk's entry (see modal-anchor.ts). The view asks for the history, and
// a failed load of the activity saga reports into the slice, so the activity slice joins the
// store's root reducer as this chunk loads (issue 22; @kit/store's injectLazySlice).
injectLazySlice(activitySlice);
export { ActivityView } from '../ActivityView/ActivityView';
export { MODAL_ANCHOR } from './modal-anchor';

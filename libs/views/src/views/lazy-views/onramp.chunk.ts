import { injectLazySlice } from '@kit/store';
import { onrampSlice } from '@kit/onramp/slice';

// The on-ramp's chunk's entry (see modal-anchor.ts). The view moves the buy form, so the on-ramp
// slice joins the store's root reducer as this chunk loads, before the view renders or
// dispatches (issue 22; @kit/store's injectLazySlice).
injectLazySlice(onrampSlice);
export { OnRampView } from '../OnRampView/OnRampView';
export { MODAL_ANCHOR } from './modal-anchor';

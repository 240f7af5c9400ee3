import { injectLazySlice } from '@kit/store';
import { sendSlice } from '@kit/send/slice';

// Send's chunk's entry (see modal-anchor.ts). The view fills the send form, so the send slice
// joins the store's root reducer as this chunk loads, before the view renders or dispatches
// (issue 22; @kit/store's injectLazySlice).
injectLazySlice(sendSlice);
export { SendView } from '../SendView/SendView';
export { MODAL_ANCHOR } from './modal-anchor';

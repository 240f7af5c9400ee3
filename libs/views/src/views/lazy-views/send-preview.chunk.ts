import { injectLazySlice } from '@kit/store';
import { sendSlice } from '@kit/send/slice';

// The send preview's chunk's entry (see modal-anchor.ts). The view sends the form and resets it
// on leaving, so the send slice joins the store's root reducer as this chunk loads (issue 22;
// @kit/store's injectLazySlice).
injectLazySlice(sendSlice);
export { SendPreviewView } from '../SendPreviewView/SendPreviewView';
export { MODAL_ANCHOR } from './modal-anchor';

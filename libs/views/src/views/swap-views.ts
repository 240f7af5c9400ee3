import { injectLazySlice } from '@kit/store';
import { swapSlice } from '@kit/swap/slice';

// Swap and its preview in one lazily loaded chunk: the preview always follows Swap, and one chunk
// rather than two saves the second request and a chunk's share of the total size budget.
// The views move the swap form, so the swap slice joins the store's root reducer as this chunk
// loads, before either view renders or dispatches (issue 22; @kit/store's injectLazySlice).
injectLazySlice(swapSlice);
export { SwapPreviewView } from './SwapPreviewView/SwapPreviewView';
export { SwapView } from './SwapView/SwapView';
// Reaches all the modal reaches, so the modal's code stays one chunk (lazy-views/modal-anchor.ts).
export { MODAL_ANCHOR } from './lazy-views/modal-anchor';

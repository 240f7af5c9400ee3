// Swap and its preview in one lazily loaded chunk: the preview always follows Swap, and one chunk
// rather than two saves the second request and a chunk's share of the total size budget.
export { SwapPreviewView } from './SwapPreviewView/SwapPreviewView';
export { SwapView } from './SwapView/SwapView';
// Reaches all the modal reaches, so the modal's code stays one chunk (lazy-views/modal-anchor.ts).
export { MODAL_ANCHOR } from './lazy-views/modal-anchor';

// The send preview's chunk's entry (see modal-anchor.ts).
export { SendPreviewView } from '../SendPreviewView/SendPreviewView';
export { MODAL_ANCHOR } from './modal-anchor';

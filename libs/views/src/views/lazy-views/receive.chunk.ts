// Receive's chunk's entry (see modal-anchor.ts).
export { ReceiveView } from '../ReceiveView/ReceiveView';
export { MODAL_ANCHOR } from './modal-anchor';

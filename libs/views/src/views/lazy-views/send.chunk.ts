// Send's chunk's entry (see modal-anchor.ts).
export { SendView } from '../SendView/SendView';
export { MODAL_ANCHOR } from './modal-anchor';

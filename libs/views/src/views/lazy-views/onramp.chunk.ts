// The on-ramp's chunk's entry (see modal-anchor.ts).
export { OnRampView } from '../OnRampView/OnRampView';
export { MODAL_ANCHOR } from './modal-anchor';

// The activity history's chunk's entry (see modal-anchor.ts).
export { ActivityView } from '../ActivityView/ActivityView';
export { MODAL_ANCHOR } from './modal-anchor';

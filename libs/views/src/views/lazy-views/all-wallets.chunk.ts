// AllWallets' chunk's entry (see modal-anchor.ts): lazy for its virtualiser.
export { AllWalletsView } from '../AllWalletsView/AllWalletsView';
export { MODAL_ANCHOR } from './modal-anchor';

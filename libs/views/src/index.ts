// @kit/views public API: the modal shell and its views, reading the Kit store.
// Every export below carries its one-line doc comment at its declaration.

// Store access (re-exported by @kit/react)
export {
  KitContext,
  KitStoreContext,
  useKitInstance,
  useKitSelector,
  useKitDispatch,
  useKitGetState,
  shallowEqual,
} from './store/kit-store-hooks';
export type { EqualityFn } from './store/kit-store-hooks';

// Shell
export { KitModal } from './shell/KitModal/KitModal';
export type { KitModalProps } from './shell/KitModal/KitModal';
export { VIEW_REGISTRY } from './shell/ViewOutlet/ViewOutlet';
export type { ViewEntry } from './shell/ViewOutlet/ViewOutlet';
export { VIEW_TITLES } from './shell/view-titles';
export { viewStyles } from './styles/view-styles';

// Helpers the React API shares
export { truncateAddress } from './utils/truncate-address';

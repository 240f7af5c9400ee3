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

// The modal shell, its views and their CSS are the `@kit/views/modal` entry (modal.ts), never
// re-exported here: what imports the hooks would load the whole modal before the first click.

// Helpers the React API shares
export { truncateAddress } from './utils/truncate-address';
export { useListingOnOpen } from './store/use-listing-on-open';

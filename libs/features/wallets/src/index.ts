// @kit/wallets: the explorer wallet listing (recommended, featured, pages of 40) and search
// (spec §3 Wallet, §5, §9). Every export below carries its one-line doc comment at its declaration.
export {
  walletsSlice,
  initialWalletsState,
  // Reducer actions (saga outcomes)
  walletsLoadStarted,
  walletsLoaded,
  walletsPageLoaded,
  walletsLoadFailed,
  walletsUnavailable,
  walletSearchSucceeded,
  walletSearchFailed,
  walletImagesPreloaded,
  // Intents (handled by walletsSaga)
  walletsRequested,
  nextPageRequested,
  walletSearchChanged,
  walletsRetryRequested,
  // Selectors of this slice
  selectWalletsState,
  selectWalletsStatus,
  selectWalletsError,
  selectWalletsCount,
  selectFeaturedWallets,
  selectWalletSearch,
  selectHasMoreWallets,
} from './wallets.slice';
export type {
  WalletEntry,
  WalletsState,
  WalletsStatus,
  WalletSearchState,
  WalletSearchStatus,
  WithWallets,
} from './wallets.slice';
export {
  selectRecommendedWallets,
  selectAllWallets,
  selectWalletListChains,
} from './wallets.selectors';
export type { WithWalletsAndConnection, WithWalletFilters } from './wallets.selectors';
export { walletsSaga } from './wallets.saga';

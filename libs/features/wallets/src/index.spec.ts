import * as api from './index';

// Pins the public API of @kit/wallets: changing this list is a deliberate API change (STYLE.md).
describe('@kit/wallets public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'initialWalletsState',
      'nextPageRequested',
      'selectAllWallets',
      'selectFeaturedWallets',
      'selectHasMoreWallets',
      'selectRecommendedWallets',
      'selectWalletListChains',
      'selectWalletSearch',
      'selectWalletsCount',
      'selectWalletsError',
      'selectWalletsState',
      'selectWalletsStatus',
      'walletImagesPreloaded',
      'walletSearchChanged',
      'walletSearchFailed',
      'walletSearchSucceeded',
      'walletsLoadFailed',
      'walletsLoadStarted',
      'walletsLoaded',
      'walletsPageLoaded',
      'walletsRequested',
      'walletsRetryRequested',
      'walletsSaga',
      'walletsSlice',
      'walletsUnavailable',
    ]);
  });
});

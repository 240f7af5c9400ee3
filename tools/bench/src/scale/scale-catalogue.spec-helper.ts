import { imageIdFor, walletIdFor, type CatalogueWallet } from '@kit/cloud';

/** The name of the wallet at 1-based rank `rank` in the scale catalogue. */
export const scaleWalletName = (rank: number): string =>
  `Scale Wallet ${String(rank).padStart(4, '0')}`;

/**
 * A catalogue of `count` Ethereum wallets, ranked 1…count, the first 20 certified (those are the
 * ones Kit prefetches), with the same fields the generated catalogue has.
 */
export function scaleCatalogue(count: number): CatalogueWallet[] {
  return Array.from({ length: count }, (_, index) => {
    const rank = index + 1;
    const name = scaleWalletName(rank);
    return {
      id: walletIdFor(name),
      name,
      rdns: `com.scale.wallet${rank}`,
      image_id: imageIdFor(name),
      chains: ['eip155:1'],
      mobile_link: `scale${rank}://`,
      desktop_link: null,
      webapp_link: null,
      homepage: `https://wallet${rank}.scale.example/`,
      badge_type: rank <= 20 ? 'certified' : 'none',
      order: rank,
    };
  });
}

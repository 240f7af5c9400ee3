import type { WalletFamily } from './wallet-chains';

/** A wallet everyone recognises, listed first. Ids and images are generated like the rest; links
 * are in the normalised form the URL parser gives, so sanitising leaves them unchanged. */
export interface WellKnownWallet {
  name: string;
  rdns: string;
  families: readonly WalletFamily[];
  mobileLink: string | null;
  desktopLink: string | null;
  webappLink: string | null;
  homepage: string;
}

/** The head of the catalogue, in rank order. */
export const WELL_KNOWN_WALLETS: readonly WellKnownWallet[] = [
  {
    name: 'MetaMask',
    rdns: 'io.metamask',
    families: ['evm'],
    mobileLink: 'metamask://',
    desktopLink: null,
    webappLink: null,
    homepage: 'https://metamask.io/',
  },
  {
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    families: ['evm', 'solana', 'bitcoin'],
    mobileLink: 'trust://',
    desktopLink: null,
    webappLink: null,
    homepage: 'https://trustwallet.com/',
  },
  {
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    families: ['evm', 'solana'],
    mobileLink: 'cbwallet://',
    desktopLink: null,
    webappLink: 'https://keys.coinbase.com/',
    homepage: 'https://www.coinbase.com/wallet',
  },
  {
    name: 'Rainbow',
    rdns: 'me.rainbow',
    families: ['evm'],
    mobileLink: 'rainbow://',
    desktopLink: null,
    webappLink: null,
    homepage: 'https://rainbow.me/',
  },
  {
    name: 'Phantom',
    rdns: 'app.phantom',
    families: ['solana', 'evm', 'bitcoin'],
    mobileLink: 'phantom://',
    desktopLink: null,
    webappLink: null,
    homepage: 'https://phantom.com/',
  },
  {
    name: 'Ledger Live',
    rdns: 'com.ledger',
    families: ['evm', 'solana', 'bitcoin', 'polkadot'],
    mobileLink: 'ledgerlive://',
    desktopLink: 'ledgerlive://',
    webappLink: null,
    homepage: 'https://www.ledger.com/ledger-live',
  },
  {
    name: 'Zerion',
    rdns: 'io.zerion.wallet',
    families: ['evm', 'solana'],
    mobileLink: 'zerion://',
    desktopLink: null,
    webappLink: 'https://app.zerion.io/',
    homepage: 'https://zerion.io/',
  },
  {
    name: 'OKX Wallet',
    rdns: 'com.okex.wallet',
    families: ['evm', 'solana', 'bitcoin', 'polkadot'],
    mobileLink: 'okex://main',
    desktopLink: null,
    webappLink: null,
    homepage: 'https://www.okx.com/web3',
  },
];

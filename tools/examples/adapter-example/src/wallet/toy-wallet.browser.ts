// The Toy Wallet as one browser script (the test's side, as an extension would be): it exposes
// `window.ToyWalletKit`, whose `install` creates the wallet and injects it as `window.toy`.
import { createToyWallet, injectToyWallet, type ToyWallet } from './toy-wallet';

declare global {
  interface Window {
    ToyWalletKit: { install(secretKey: string): ToyWallet };
    /** The installed wallet, with its test controls (rejectNext, calls). */
    toyWallet?: ToyWallet;
  }
}

window.ToyWalletKit = {
  install(secretKey) {
    const wallet = createToyWallet(secretKey);
    window.toyWallet = wallet;
    injectToyWallet(window, wallet);
    return wallet;
  },
};

// Entry of the Solana browser bundle (scripts/build-browser-wallet.mjs): exposes the Wallet
// Standard test wallet to a real page as `window.KitSolanaTestWallet`, e.g. for Playwright:
//
//   await page.addInitScript({ path: 'libs/testing/dist/solana-test-wallet.browser.js' });
//   await page.addInitScript((options) => {
//     const { createSolanaTestWallet, registerWalletStandard } = window.KitSolanaTestWallet;
//     const wallet = createSolanaTestWallet(options);
//     registerWalletStandard(window, wallet);
//     window.kitSolanaTestWallet = wallet; // controls: page.evaluate(() => window.kitSolanaTestWallet.rejectNext())
//   }, { secretKeys: [devnet.solana.accounts[1].secretKey],
//        chains: [{ id: 'solana:localnet', rpcUrl: devnet.solana.rpcUrl }] });
import { createSolanaTestWallet, KIT_SOLANA_TEST_WALLET_ICON } from './solana-test-wallet';
import { registerWalletStandard } from './wallet-standard-register';

const api = { createSolanaTestWallet, registerWalletStandard, KIT_SOLANA_TEST_WALLET_ICON };

(globalThis as { KitSolanaTestWallet?: typeof api }).KitSolanaTestWallet = api;

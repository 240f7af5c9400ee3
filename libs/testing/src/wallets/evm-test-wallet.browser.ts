// Entry of the browser bundle (scripts/build-browser-wallet.mjs): exposes the test wallet to a real
// page as `window.KitTestWallet`, e.g. for Playwright:
//
//   await page.addInitScript({ path: 'libs/testing/dist/evm-test-wallet.browser.js' });
//   await page.addInitScript((options) => {
//     const { createEvmTestWallet, installAsWindowEthereum, announceEip6963, KIT_TEST_WALLET_ICON } =
//       window.KitTestWallet;
//     const wallet = createEvmTestWallet(options);
//     installAsWindowEthereum(window, wallet);
//     announceEip6963(window, wallet, {
//       uuid: crypto.randomUUID(), name: 'Kit Test Wallet', icon: KIT_TEST_WALLET_ICON, rdns: 'dev.kit.testwallet',
//     });
//     window.kitTestWallet = wallet; // test controls through page.evaluate(() => window.kitTestWallet.rejectNext())
//   }, { privateKey, chains: devnet.chains });
import { KIT_TEST_WALLET_ICON, announceEip6963, installAsWindowEthereum } from './eip6963';
import { createEvmTestWallet } from './evm-test-wallet';

const api = { createEvmTestWallet, installAsWindowEthereum, announceEip6963, KIT_TEST_WALLET_ICON };

(globalThis as { KitTestWallet?: typeof api }).KitTestWallet = api;

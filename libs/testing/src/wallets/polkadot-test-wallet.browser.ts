// Entry of the polkadot browser bundle (scripts/build-browser-wallet.mjs): exposes the
// injectedWeb3 test extension to a real page as `window.KitPolkadotTestWallet`, e.g. for Playwright:
//
//   await page.addInitScript({ path: 'libs/testing/dist/polkadot-test-wallet.browser.js' });
//   await page.addInitScript((accounts) => {
//     const { createPolkadotTestWallet, installPolkadotTestWallet } = window.KitPolkadotTestWallet;
//     const wallet = createPolkadotTestWallet({ accounts });
//     installPolkadotTestWallet(window, wallet);
//     window.kitPolkadotWallet = wallet; // controls: page.evaluate(() => window.kitPolkadotWallet.rejectNext())
//   }, [{ uri: '//Alice' }]);
import { createPolkadotTestWallet, installPolkadotTestWallet } from './polkadot-test-wallet';

const api = { createPolkadotTestWallet, installPolkadotTestWallet };

(globalThis as { KitPolkadotTestWallet?: typeof api }).KitPolkadotTestWallet = api;

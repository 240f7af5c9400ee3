// Entry of the Bitcoin test wallet's browser bundle (scripts/build-browser-wallet.mjs): exposes it
// to a real page as `window.KitBitcoinTestWallet`, e.g. for Playwright:
//
//   await page.addInitScript({ path: 'libs/testing/dist/bitcoin-test-wallet.browser.js' });
//   await page.addInitScript((privateKey) => {
//     const { createBitcoinTestWallet, announceBitcoinWallet, BITCOIN_TEST_WALLET_INFO } =
//       window.KitBitcoinTestWallet;
//     const wallet = createBitcoinTestWallet({ privateKey });
//     announceBitcoinWallet(window, wallet, { ...BITCOIN_TEST_WALLET_INFO, uuid: crypto.randomUUID() });
//     window.kitBitcoinTestWallet = wallet; // controls: page.evaluate(() => window.kitBitcoinTestWallet.rejectNext())
//   }, devnet.bitcoin.accounts[0].privateKey);
import { regtestAccount } from '../../devnet/bitcoin/regtest-accounts';
import { BITCOIN_TEST_WALLET_INFO, announceBitcoinWallet } from './announce-bitcoin-wallet';
import { createBitcoinTestWallet } from './bitcoin-test-wallet';

const api = {
  createBitcoinTestWallet,
  announceBitcoinWallet,
  BITCOIN_TEST_WALLET_INFO,
  regtestAccount,
};

(globalThis as { KitBitcoinTestWallet?: typeof api }).KitBitcoinTestWallet = api;

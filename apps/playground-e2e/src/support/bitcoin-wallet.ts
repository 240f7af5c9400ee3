import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { PlaygroundStack } from './stack';

// The Bitcoin test wallet in a page (`bitcoin:announceProvider`) and the page's bip122 adapter.

const BITCOIN_WALLET_BUNDLE = path.resolve(
  __dirname,
  '../../../../libs/testing/dist/bitcoin-test-wallet.browser.js',
);
/** The name the Bitcoin test wallet is announced with, as Connect lists it. */
export const BITCOIN_WALLET = /Kit Bitcoin Test Wallet/;
/** The bip122 connector of the Bitcoin test wallet. */
export const BITCOIN_CONNECTOR_ID = 'bip122:dev.kit.bitcointestwallet';

/** Injects the Bitcoin test wallet of ledger account `index` before the page loads. */
export function withBitcoinWallet(stack: PlaygroundStack, index: number) {
  const privateKey = stack.devnet.bitcoin?.accounts[index]?.privateKey;
  if (!privateKey) throw new Error('npm start ran no bitcoin regtest ledger');
  return async (context: BrowserContext) => {
    await context.addInitScript({ path: BITCOIN_WALLET_BUNDLE });
    await context.addInitScript((key) => {
      const api = (window as unknown as { KitBitcoinTestWallet: Record<string, never> })
        .KitBitcoinTestWallet as unknown as {
        createBitcoinTestWallet(options: { privateKey: string }): object;
        announceBitcoinWallet(window: Window, wallet: object, info: object): void;
        BITCOIN_TEST_WALLET_INFO: object;
      };
      const wallet = api.createBitcoinTestWallet({ privateKey: key });
      api.announceBitcoinWallet(window, wallet, {
        ...api.BITCOIN_TEST_WALLET_INFO,
        uuid: '9d1c4f0e-5b7a-4e2c-8f3d-1a2b3c4d5e6f',
      });
      (window as unknown as { kitBitcoinTestWallet: object }).kitBitcoinTestWallet = wallet;
    }, privateKey);
  };
}

/**
 * Runs a method of the page's bitcoin adapter (through `window.kit`); `network: 'bip122'` in the
 * params stands for the page's own regtest network, as createKit configured it.
 */
export function bitcoinAdapterCall(
  page: Page,
  method: string,
  params: Record<string, unknown>,
): Promise<unknown> {
  return page.evaluate(
    ({ name, args }) => {
      const kit = (
        window as unknown as {
          kit: {
            networks: Array<{ chainNamespace: string }>;
            registry: { getAdapter(ns: string): Record<string, (p: object) => unknown> };
          };
        }
      ).kit;
      const network = kit.networks.find((candidate) => candidate.chainNamespace === 'bip122');
      const resolved = args['network'] === 'bip122' ? { ...args, network } : args;
      return kit.registry.getAdapter('bip122')[name]!(resolved);
    },
    { name: method, args: params },
  );
}

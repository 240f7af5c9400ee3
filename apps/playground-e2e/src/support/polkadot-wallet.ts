import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

// The polkadot test extension in a page (`window.injectedWeb3`) and reads through the page's
// polkadot adapter.

const POLKADOT_WALLET_BUNDLE = path.resolve(
  __dirname,
  '../../../../libs/testing/dist/polkadot-test-wallet.browser.js',
);
/** The injectedWeb3 key the test extension installs under; Connect lists it by this name. */
export const POLKADOT_WALLET_KEY = 'kit-polkadot-wallet';
/** The polkadot connector of the test extension. */
export const POLKADOT_CONNECTOR_ID = `polkadot:${POLKADOT_WALLET_KEY}`;

/** Injects the polkadot test extension, holding the dev account `uri` ('//Alice'), before load. */
export function withPolkadotWallet(uri: string) {
  return async (context: BrowserContext) => {
    await context.addInitScript({ path: POLKADOT_WALLET_BUNDLE });
    await context.addInitScript(
      ({ accountUri, key }) => {
        const api = (
          window as unknown as {
            KitPolkadotTestWallet: {
              createPolkadotTestWallet(options: { accounts: object[]; key: string }): object;
              installPolkadotTestWallet(window: Window, wallet: object): void;
            };
          }
        ).KitPolkadotTestWallet;
        const wallet = api.createPolkadotTestWallet({ accounts: [{ uri: accountUri }], key });
        api.installPolkadotTestWallet(window, wallet);
      },
      { accountUri: uri, key: POLKADOT_WALLET_KEY },
    );
  };
}

/** The free balance of `address` in planck, read on chain by the page's polkadot adapter. */
export function polkadotFreeBalance(page: Page, address: string): Promise<bigint> {
  return page
    .evaluate(async (account) => {
      const kit = (
        window as unknown as {
          kit: {
            networks: Array<{ chainNamespace: string }>;
            registry: {
              getAdapter(ns: string): {
                getBalance(p: { network: object; address: string }): Promise<{ value: string }>;
              };
            };
          };
        }
      ).kit;
      const network = kit.networks.find((candidate) => candidate.chainNamespace === 'polkadot')!;
      return (await kit.registry.getAdapter('polkadot').getBalance({ network, address: account }))
        .value;
    }, address)
    .then(BigInt);
}

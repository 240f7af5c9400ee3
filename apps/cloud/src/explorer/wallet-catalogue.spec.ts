import { ALL_NETWORKS, CONSTANTS, isCaipNetworkId, sanitizeWebLink } from '@kit/core';
import { sanitizeDeepLink } from '@kit/core/deep-links';
import {
  generateWalletCatalogue,
  GENERATED_WALLET_COUNT,
  imageIdFor,
  walletIdFor,
} from './wallet-catalogue';
import { WELL_KNOWN_WALLETS } from './well-known-wallets';

const catalogue = generateWalletCatalogue();
const knownChains = new Set<string>(ALL_NETWORKS.map((network) => network.caipNetworkId));

describe('generateWalletCatalogue', () => {
  it('holds the well-known wallets and 342 generated ones: 350, a partial last page of 40', () => {
    expect(catalogue).toHaveLength(WELL_KNOWN_WALLETS.length + GENERATED_WALLET_COUNT);
    expect(catalogue.length).toBeGreaterThanOrEqual(300);
    expect(catalogue.length % CONSTANTS.WALLETS_PAGE_SIZE).not.toBe(0);
  });

  it('is the same on every run (seeded)', () => {
    expect(generateWalletCatalogue()).toEqual(catalogue);
  });

  it('lists the well-known wallets first, in rank order, with their rdns', () => {
    expect(catalogue.slice(0, 8).map((wallet) => [wallet.name, wallet.rdns])).toEqual([
      ['MetaMask', 'io.metamask'],
      ['Trust Wallet', 'com.trustwallet.app'],
      ['Coinbase Wallet', 'com.coinbase.wallet'],
      ['Rainbow', 'me.rainbow'],
      ['Phantom', 'app.phantom'],
      ['Ledger Live', 'com.ledger'],
      ['Zerion', 'io.zerion.wallet'],
      ['OKX Wallet', 'com.okex.wallet'],
    ]);
    expect(catalogue.map((wallet) => wallet.order)).toEqual(catalogue.map((_, index) => index + 1));
  });

  it('gives every wallet a unique 64-hex id, UUID-shaped image id, name and rdns', () => {
    for (const key of ['id', 'image_id', 'name', 'rdns'] as const) {
      expect(new Set(catalogue.map((wallet) => wallet[key])).size).toBe(catalogue.length);
    }
    for (const wallet of catalogue) {
      expect(wallet.id).toMatch(/^[0-9a-f]{64}$/);
      expect(wallet.image_id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
      expect(wallet.id).toBe(walletIdFor(wallet.name));
      expect(wallet.image_id).toBe(imageIdFor(wallet.name));
    }
  });

  it("names generated wallets from word lists ('Aurora Wallet', 'Basalt')", () => {
    const names = catalogue.map((wallet) => wallet.name);
    expect(names.filter((name) => name.startsWith('Aurora')).length).toBeGreaterThan(0);
    expect(names.some((name) => / (Wallet|Vault|Pay|Keys|Pocket|Safe)$/.test(name))).toBe(true);
  });

  it('lists only CAIP-2 ids of core networks as chains, at least one per wallet', () => {
    for (const wallet of catalogue) {
      expect(wallet.chains.length).toBeGreaterThan(0);
      for (const chain of wallet.chains) {
        expect(isCaipNetworkId(chain)).toBe(true);
        expect(knownChains.has(chain)).toBe(true);
      }
    }
  });

  it('covers every namespace, and mostly eip155', () => {
    const supporting = (namespace: string) =>
      catalogue.filter((wallet) => wallet.chains.some((chain) => chain.startsWith(`${namespace}:`)))
        .length;
    expect(supporting('eip155')).toBeGreaterThan(catalogue.length * 0.7);
    expect(supporting('solana')).toBeGreaterThan(50);
    expect(supporting('bip122')).toBeGreaterThan(10);
    expect(supporting('polkadot')).toBeGreaterThan(5);
  });

  it('has links that pass core sanitising: custom schemes for apps, https for the web', () => {
    for (const wallet of catalogue) {
      for (const link of [wallet.mobile_link, wallet.desktop_link]) {
        if (link !== null) expect(sanitizeDeepLink(link)).toBe(link);
      }
      for (const link of [wallet.webapp_link, wallet.homepage]) {
        if (link !== null) expect(sanitizeWebLink(link)).toBe(link);
      }
    }
    expect(catalogue.find((wallet) => wallet.name === 'Aurora Wallet')?.mobile_link).toMatch(
      /^(aurorawallet:\/\/)?$/,
    );
  });

  it('certifies the well-known wallets and some of the others', () => {
    const certified = catalogue.filter((wallet) => wallet.badge_type === 'certified');
    expect(catalogue.slice(0, 8).every((wallet) => wallet.badge_type === 'certified')).toBe(true);
    expect(certified.length).toBeGreaterThan(CONSTANTS.WALLETS_PREFETCH_CERTIFIED_COUNT);
    expect(certified.length).toBeLessThan(catalogue.length / 2);
  });
});

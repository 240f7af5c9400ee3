import { ALL_NETWORKS } from '@kit/core';

/** What a generated image shows: its letters and its accessible name. */
export interface ImageLabel {
  text: string;
  label: string;
}

/** Network image ids (`assets.imageId` of core's networks) with the first network's name. */
export const ASSET_IMAGES: ReadonlyMap<string, string> = new Map(
  [...ALL_NETWORKS]
    .reverse()
    .flatMap((network) =>
      network.assets?.imageId ? [[network.assets.imageId, network.name] as const] : [],
    ),
);

/** Fiat currencies the on-ramp offers, by ISO code. */
export const CURRENCY_IMAGES: ReadonlySet<string> = new Set([
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'JPY',
  'BRL',
]);

/** Token symbols: the networks' native currencies, common tokens and the devnet's test tokens. */
export const TOKEN_IMAGES: ReadonlySet<string> = new Set([
  ...ALL_NETWORKS.map((network) => network.nativeCurrency.symbol.toUpperCase()),
  ...['USDC', 'USDT', 'DAI', 'WETH', 'WBTC', 'KUSD', 'KIT'],
]);

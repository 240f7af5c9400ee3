/**
 * The brand marks Kit draws itself (libs/ui/src/icons/brand/brand-art.ts): the social login
 * providers, WalletConnect, and the networks of core's tables by their `assets.imageId`. Only the
 * ids live in the first chunk; the drawings load on first use.
 */
export const BRAND_IDS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
  'walletconnect',
  'ethereum',
  'arbitrum',
  'optimism',
  'base',
  'polygon',
  'bnb',
  'avalanche',
  'gnosis',
  'zksync',
  'fantom',
  'kaia',
  'aurora',
  'solana',
  'bitcoin',
  'polkadot',
  'kusama',
  'kit-devnet',
] as const;

/** The id of a brand mark Kit draws. */
export type BrandId = (typeof BRAND_IDS)[number];

const KNOWN: ReadonlySet<string> = new Set(BRAND_IDS);

/** Whether Kit draws a mark for `id` (a social provider, 'walletconnect' or a network imageId). */
export function isBrandId(id: unknown): id is BrandId {
  return typeof id === 'string' && KNOWN.has(id);
}

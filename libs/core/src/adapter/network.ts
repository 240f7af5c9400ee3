import type { CaipNetworkId, ChainNamespace } from '../caip/caip-types';

/** A network's native currency (spec §3). */
export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

/** A network as configured by the integrator or taken from the catalogue (spec §3). Serialisable. */
export interface KitNetwork {
  /** The chain reference: a number for eip155, a genesis-hash prefix for solana/bip122/polkadot. */
  id: number | string;
  /** `namespace:id`. */
  caipNetworkId: CaipNetworkId;
  chainNamespace: ChainNamespace;
  name: string;
  nativeCurrency: NativeCurrency;
  /** `default` is the public endpoint; `chainDefault` the chain's own when it differs. */
  rpcUrls: { default: { http: string[]; webSocket?: string[] }; chainDefault?: { http: string[] } };
  blockExplorers?: { default: { name: string; url: string } };
  assets?: { imageId?: string; imageUrl?: string };
  /** True for test networks (testnets, regtest, local devnets). */
  testnet?: boolean;
}

import type { CaipNetworkId, ChainNamespace } from '../caip/caip-types';

/**
 * How a connector reaches its wallet (spec §3).
 * - `INJECTED`: a legacy global provider (window.ethereum, window.phantom…).
 * - `ANNOUNCED`: announced through a discovery standard (EIP-6963, Wallet Standard, injectedWeb3).
 * - `MULTI_CHAIN`: one wallet that serves several namespaces, shown once.
 * - `WALLET_CONNECT`: a pairing session through the WalletConnect relay.
 * - `AUTH`: the embedded e-mail / social wallet.
 * - `EXTERNAL`: a connector the integrator supplies.
 */
export type ConnectorType =
  'INJECTED' | 'ANNOUNCED' | 'MULTI_CHAIN' | 'WALLET_CONNECT' | 'AUTH' | 'EXTERNAL';

/**
 * What an adapter tells the store about one of its connectors (spec §3), without the live
 * provider, which stays in the registry: this object must be serialisable.
 */
export interface ConnectorDescriptor {
  /** Unique across namespaces: adapters prefix it, e.g. `eip155:io.metamask`. */
  id: string;
  name: string;
  type: ConnectorType;
  /** The namespace whose adapter owns this connector. */
  chain: ChainNamespace;
  /** A sanitised image URL (https:, or data:image/ from a discovery announcement). */
  imageUrl?: string;
  /** An explorer image id, resolved to a URL through the Explorer API. */
  imageId?: string;
  /** Discovery info: EIP-6963 rdns and uuid, Wallet Standard name. */
  info?: { rdns?: string; uuid?: string };
  /** The wallet's id in the explorer catalogue, to join with its links and metadata. */
  explorerId?: string;
  /** The networks this connector can serve, when it says. */
  chains?: CaipNetworkId[];
  /** For MULTI_CHAIN: the per-namespace connectors merged into this one. */
  connectors?: Array<{ id: string; chain: ChainNamespace }>;
}

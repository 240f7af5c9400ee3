/** The local chains and services the start script launched (or null when run alone). */
export interface PlaygroundDevnet {
  chains: Array<{ chainId: number; rpcUrl: string }>;
  /** apps/cloud's base URL, for every cloud client (explorer, config, analytics…). */
  cloudUrl: string;
  /** apps/cloud's WalletConnect relay (WebSocket). */
  relayUrl?: string;
  /** The local cloud's project id. */
  projectId: string;
  /** The test token addresses (the same on every devnet chain). */
  tokens: string[];
  /** The bitcoin regtest ledger's Esplora API (a test stand-in), when the start script ran it. */
  bitcoinUrl?: string;
  /** The local Solana chain (LiteSVM), when the start script ran it. */
  solana?: {
    rpcUrl: string;
    webSocketUrl: string;
    token: { address: string; symbol: string; name: string; decimals: number };
    /** TEST-ONLY keys (public seeds), for the browser tests' Solana test wallet. */
    accounts: Array<{ address: string; secretKey: string }>;
  };
  /** The local polkadot chain (chopsticks), when the start script ran with `--polkadot`. */
  polkadot?: PlaygroundPolkadotNode;
}

/** Where a chopsticks chain answers, and its genesis hash (its CAIP-2 id comes from it). */
export interface PlaygroundPolkadotNode {
  wsUrl: string;
  genesisHash: string;
}

declare const __KIT_DEVNET__: PlaygroundDevnet | null;

/** The devnet handed over by the start script, if any. */
export const devnet: PlaygroundDevnet | null = __KIT_DEVNET__;

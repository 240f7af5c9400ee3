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
}

declare const __KIT_DEVNET__: PlaygroundDevnet | null;

/** The devnet handed over by the start script, if any. */
export const devnet: PlaygroundDevnet | null = __KIT_DEVNET__;

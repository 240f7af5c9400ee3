/** The local chains the start script launched, as it passed them in (or null when run alone). */
export interface PlaygroundDevnet {
  chains: Array<{ chainId: number; rpcUrl: string }>;
}

declare const __KIT_DEVNET__: PlaygroundDevnet | null;

/** The devnet handed over by the start script, if any. */
export const devnet: PlaygroundDevnet | null = __KIT_DEVNET__;

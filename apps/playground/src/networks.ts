import {
  bitcoinRegtest,
  createPolkadotLocalNetwork,
  kitDevnet,
  kitDevnet2,
  solanaLocal,
  withRpcUrl,
  type CaipNetworkId,
  type KitNetwork,
} from '@kit/core';
import type { PlaygroundDevnet, PlaygroundPolkadotNode } from './devnet';

/** The devnet chains at the ports the start script gave them; the catalogue defaults otherwise. */
export function playgroundNetworks(devnet: PlaygroundDevnet | null): KitNetwork[] {
  const rpcUrlOf = (chainId: number) =>
    devnet?.chains.find((chain) => chain.chainId === chainId)?.rpcUrl;
  return [kitDevnet, kitDevnet2].map((network) => {
    const rpcUrl = rpcUrlOf(Number(network.id));
    return rpcUrl ? withRpcUrl(network, rpcUrl) : network;
  });
}

/** The devnet's test tokens on every chain that has them, so Account shows their balances. */
export function playgroundTokens(devnet: PlaygroundDevnet | null): Record<CaipNetworkId, string[]> {
  const tokens: Record<CaipNetworkId, string[]> = {};
  for (const chain of devnet?.chains ?? []) {
    tokens[`eip155:${chain.chainId}`] = devnet?.tokens ?? [];
  }
  return tokens;
}

/** Bitcoin regtest at the ledger the start script ran, or nothing without one. */
export function playgroundBitcoinNetworks(devnet: PlaygroundDevnet | null): KitNetwork[] {
  return devnet?.bitcoinUrl ? [withRpcUrl(bitcoinRegtest, devnet.bitcoinUrl)] : [];
}

/** The local Solana chain at the port the start script gave it, or undefined when it is not running. */
export function playgroundSolanaNetwork(devnet: PlaygroundDevnet | null): KitNetwork | undefined {
  const solana = devnet?.solana;
  return solana ? withRpcUrl(solanaLocal, solana.rpcUrl, solana.webSocketUrl) : undefined;
}

/**
 * The local polkadot chain: `node` when the page was pointed at one, else the chopsticks chain the
 * start script ran (`--polkadot`), else nothing.
 */
export function playgroundPolkadotNetworks(
  devnet: PlaygroundDevnet | null,
  node: PlaygroundPolkadotNode | undefined,
): KitNetwork[] {
  const chain = node ?? devnet?.polkadot;
  return chain
    ? [createPolkadotLocalNetwork({ genesisHash: chain.genesisHash, rpcUrl: chain.wsUrl })]
    : [];
}

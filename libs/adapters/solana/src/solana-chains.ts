// Kit names Solana networks by CAIP-2 (`solana:<genesis hash prefix>`); Wallet Standard wallets
// name clusters `solana:mainnet`, `solana:devnet`, `solana:testnet`, `solana:localnet`.
import { solana, solanaDevnet, solanaLocal, solanaTestnet } from '@kit/core';
import type { CaipNetworkId, KitNetwork } from '@kit/core';

const WALLET_CHAINS: Readonly<Record<string, string>> = {
  [solana.caipNetworkId]: 'solana:mainnet',
  [solanaDevnet.caipNetworkId]: 'solana:devnet',
  [solanaTestnet.caipNetworkId]: 'solana:testnet',
  [solanaLocal.caipNetworkId]: 'solana:localnet',
};

/** The Wallet Standard chain of a network; networks Kit does not know are local clusters. */
export function walletChainOf(network: Pick<KitNetwork, 'caipNetworkId'>): string {
  return WALLET_CHAINS[network.caipNetworkId] ?? 'solana:localnet';
}

/** The CAIP-2 id of a Wallet Standard chain among the configured networks, or undefined. */
export function caipNetworkIdOf(
  walletChain: string,
  networks: readonly KitNetwork[],
): CaipNetworkId | undefined {
  return networks.find((network) => walletChainOf(network) === walletChain)?.caipNetworkId;
}

// wallet_switchEthereumChain, adding the chain first when the wallet does not know it (EIP-3326,
// EIP-3085; spec §8 "Chain-switch code 4902 triggers adding the chain").
import { ChainRequestError } from '@kit/core';
import type { KitNetwork } from '@kit/core';
import { toHexChainId, walletRequest } from './eip1193';
import { evmChainId } from './evm-chain-id';
import type { Eip1193Provider } from './eip1193';
import { isUnrecognizedChainError } from './evm-errors';

/** The wallet_addEthereumChain parameter for a network (EIP-3085). */
export function addChainParameter(network: KitNetwork): Record<string, unknown> {
  const explorer = network.blockExplorers?.default.url;
  return {
    chainId: toHexChainId(evmChainId(network)),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer !== undefined && { blockExplorerUrls: [explorer] }),
  };
}

/**
 * Moves the wallet to `network`. On 4902 (also when nested, as MetaMask mobile sends it) adds the
 * chain with its name, currency, RPC URLs and explorer, then switches again: some wallets switch
 * on add, others do not, and a second switch to the current chain is a no-op. A refusal at any
 * step is thrown as it came (the caller maps it to a user rejection).
 */
export async function switchWalletChain(
  provider: Eip1193Provider,
  network: KitNetwork,
): Promise<void> {
  const chainId = toHexChainId(evmChainId(network));
  try {
    await walletRequest(provider, 'wallet_switchEthereumChain', [{ chainId }]);
    return;
  } catch (error) {
    if (!isUnrecognizedChainError(error)) throw error;
  }
  await walletRequest(provider, 'wallet_addEthereumChain', [addChainParameter(network)]);
  try {
    await walletRequest(provider, 'wallet_switchEthereumChain', [{ chainId }]);
  } catch (error) {
    if (!isUnrecognizedChainError(error)) throw error;
    // The wallet accepted the chain and still does not know it: nothing more to try.
    throw new ChainRequestError('UNSUPPORTED_CHAIN', {}, { cause: error, details: chainId });
  }
}

// The numeric chain id of an eip155 network. Reads name their RPC client with it before any wallet
// code has loaded, so it lives apart from the switch (switch-network.ts, in the wallet chunk).
import { NotConfiguredError } from '@kit/core';
import type { KitNetwork } from '@kit/core';

/** The numeric chain id of an eip155 network; CHAIN_NOT_CONFIGURED for anything else. */
export function evmChainId(network: KitNetwork): number {
  const id = typeof network.id === 'number' ? network.id : Number(network.id);
  if (network.chainNamespace !== 'eip155' || !Number.isSafeInteger(id) || id <= 0) {
    throw new NotConfiguredError('CHAIN_NOT_CONFIGURED', { chainId: String(network.id) });
  }
  return id;
}

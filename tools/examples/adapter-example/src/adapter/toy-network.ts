import { defineNetwork, type KitNetwork } from '@kit/core';
import { TOY_NAMESPACE } from '../ledger/toy-protocol';

/** The toy chain's local network, `toy:devnet`, read through the node at `rpcUrl`. */
export function toyDevnet(rpcUrl: string): KitNetwork {
  return defineNetwork({
    id: 'devnet',
    chainNamespace: TOY_NAMESPACE,
    name: 'Toy Devnet',
    // 6 decimals: 1 TOY is 1000000 in the smallest unit.
    nativeCurrency: { name: 'Toy', symbol: 'TOY', decimals: 6 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
}

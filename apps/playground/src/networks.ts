import { kitDevnet, kitDevnet2, withRpcUrl, type KitNetwork } from '@kit/core';
import type { PlaygroundDevnet } from './devnet';

/** The devnet chains at the ports the start script gave them; the catalogue defaults otherwise. */
export function playgroundNetworks(devnet: PlaygroundDevnet | null): KitNetwork[] {
  const rpcUrlOf = (chainId: number) =>
    devnet?.chains.find((chain) => chain.chainId === chainId)?.rpcUrl;
  return [kitDevnet, kitDevnet2].map((network) => {
    const rpcUrl = rpcUrlOf(Number(network.id));
    return rpcUrl ? withRpcUrl(network, rpcUrl) : network;
  });
}

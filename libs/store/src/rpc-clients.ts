import {
  createFallbackTransport,
  createHttpTransport,
  resolveRpcUrls,
  type FallbackTransport,
  type ResolveRpcUrlsOptions,
} from '@kit/api';
import type { KitNetwork, RpcClient } from '@kit/core';

/** Builds the RPC client of a network from its resolved URLs (override for custom transports). */
export type RpcClientFactory = (network: KitNetwork, urls: readonly string[]) => RpcClient;

/** The RPC clients of a Kit instance: one per network, created on first use. */
export interface RpcClients {
  get(network: KitNetwork): RpcClient;
  /** Stops fallback ranking timers. */
  destroy(): void;
}

/** The default client: one HTTP transport per URL, ranked fallback across several (spec §7, §9). */
export const defaultRpcClientFactory: RpcClientFactory = (_network, urls) => {
  const transports = urls.map((url) => createHttpTransport(url));
  return transports.length === 1
    ? (transports[0] as RpcClient)
    : createFallbackTransport(transports, { rank: true });
};

/** Creates the per-network RPC client cache of one Kit instance. */
export function createRpcClients(
  options: ResolveRpcUrlsOptions & { factory?: RpcClientFactory } = {},
): RpcClients {
  const { factory = defaultRpcClientFactory, ...urlOptions } = options;
  const clients = new Map<string, RpcClient>();
  return {
    get(network) {
      let client = clients.get(network.caipNetworkId);
      if (!client) {
        client = factory(network, resolveRpcUrls(network, urlOptions));
        clients.set(network.caipNetworkId, client);
      }
      return client;
    },
    destroy() {
      for (const client of clients.values()) (client as Partial<FallbackTransport>).destroy?.();
      clients.clear();
    },
  };
}
